// The trace's text: one line per issued instruction, shared by `sim --trace`, the agents' trace
// tool and the manual's worked examples, so that all three read alike.
#include <algorithm>

#include <fmt/format.h>

#include "kc/machine.h"

namespace kc {

namespace {

constexpr size_t kInstructionColumn = 34;

bool scoreboarded(const TargetInfo& t) { return !t.exposedPipeline && !t.bundled(); }

} // namespace

std::string describeRange(const Machine& m, int mem, uint64_t lo, uint64_t hi) {
  const TargetInfo& t = m.target();
  const std::string units = lo == hi ? fmt::format("{}", lo) : fmt::format("{}..{}", lo, hi);
  const std::string range = fmt::format("{}[{}]", mem >= 0 ? t.memories[mem].name : "?", units);
  // A register file kept in this memory: name the registers the range covers.
  for (uint16_t f = 0; f < t.numRegFiles; ++f) {
    const RegFileInfo& rf = t.regFiles[f];
    if (rf.storageMemory != mem || rf.count == 0) continue;
    // Register i at offset + i * stride (the stride, or memory size / count), `size` bytes long.
    const uint64_t bytes = rf.storageStride ? rf.storageStride : m.memory(mem).size / rf.count;
    const uint64_t size = rf.storageSize ? rf.storageSize : bytes;
    if (bytes == 0 || lo < rf.storageOffset) continue;
    const uint64_t rlo = lo - rf.storageOffset, rhi = hi - rf.storageOffset;
    if (rhi / bytes >= rf.count || rlo % bytes >= size || rhi % bytes >= size) continue;
    auto name = [&](uint64_t r) { return rf.regNames ? std::string(rf.regNames[r]) : fmt::format("{}{}", rf.name, r); };
    const uint64_t first = rlo / bytes, last = rhi / bytes;
    const bool whole = rlo % bytes == 0 && rhi % bytes == size - 1;
    const std::string regs = first == last ? name(first) : name(first) + ".." + name(last);
    return whole ? fmt::format("{} ({})", regs, range) : fmt::format("part of {} ({})", regs, range);
  }
  return range;
}

namespace {

std::string waits(const Machine& m, const IssueEvent& e) {
  const TargetInfo& t = m.target();
  std::string out;
  auto add = [&](const std::string& part) { out += (out.empty() ? "" : "; ") + part; };
  if (e.waitOperands) {
    if (e.waitedForAll)
      add(fmt::format("operands {}: every register in flight (a register chosen at run time)", e.waitOperands));
    else
      add(fmt::format("operands {}: {} from pc {}", e.waitOperands, m.slotName(e.operandSlot), e.operandWriterPc));
  }
  if (e.waitMemory) {
    add(fmt::format("memory {}: {} from pc {}", e.waitMemory, describeRange(m, e.memory, e.memoryLo, e.memoryHi),
                    e.memoryWriterPc));
  }
  if (e.waitUnit) add(fmt::format("unit {}: {} busy", e.waitUnit, e.unit >= 0 ? t.units[e.unit].name : "?"));
  if (e.waitDispatch) {
    const int16_t st = e.unit >= 0 ? t.units[e.unit].dispatch : -1;
    add(fmt::format("dispatch {}: {} full", e.waitDispatch, st >= 0 ? t.dispatches[st].name : "?"));
  }
  return out.empty() ? "-" : out;
}

} // namespace

std::string traceHeader(const TargetInfo& t) {
  if (t.bundled()) return fmt::format("{:>8} {:>8}  {}\n", "cycle", "pc", "bundle");
  if (!scoreboarded(t))
    return fmt::format("{:>8} {:>8}  {:<{}} {:<10} {:>6}\n", "cycle", "pc", "instruction", kInstructionColumn, "unit",
                       "lands");
  return fmt::format("{:>8} {:>8}  {:<{}} {:<10} {:>4} {:>8}  {}\n", "cycle", "pc", "instruction", kInstructionColumn,
                     "unit", "uops", "ready", "waited (cycles: for what)");
}

std::string formatTraceLine(const Machine& m, const IssueEvent& e) {
  const TargetInfo& t = m.target();
  // A bundle is one line, written for its first instruction.
  if (t.bundled()) return e.slot == 0 ? fmt::format("{:>8} {:>8}  {}\n", e.cycle, e.pc, m.describe(e.pc)) : "";
  const std::string text = m.describe(e);
  const char* unit = e.unit >= 0 ? t.units[e.unit].name : "-";
  if (!scoreboarded(t))
    return fmt::format("{:>8} {:>8}  {:<{}} {:<10} {:>6}\n", e.cycle, e.pc, text, kInstructionColumn, unit, e.ready);
  return fmt::format("{:>8} {:>8}  {:<{}} {:<10} {:>4} {:>8}  {}\n", e.cycle, e.pc, text, kInstructionColumn, unit, e.uops,
                     e.ready, waits(m, e));
}

} // namespace kc
