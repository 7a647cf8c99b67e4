#include "task/task_brief.h"

#include <cmath>

#include <cstring>
#include <memory>

#include <fmt/format.h>

#include "kc/machine.h"
#include "kc/numeric.h"

#include "task/layout.h"
#include "task/roofline.h"

namespace kc::bench {

namespace {

std::string shapeText(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

std::string exprShape(const TensorDef& t) {
  std::string s = "[";
  for (size_t i = 0; i < t.shape.size(); ++i) s += (i ? ", " : "") + t.shape[i];
  return s + "]";
}

std::string hex(uint64_t v) { return fmt::format("0x{:x}", v); }

// One preset register's value, rendered in its file's type, and what it holds.
std::pair<std::string, std::string> presetText(const kc::TargetInfo& target, const ResolvedLayout& lay,
                                               const RegisterPreset& r, double value) {
  const auto fmt = kc::num::parseFormat(target.regFiles[r.file].elemType);
  if (fmt && fmt->isFloat()) return {fmt::format("{:g}", value), r.expression};
  const uint64_t bits = uint64_t(int64_t(value));
  if (r.expression.rfind("f32bits(", 0) == 0) {
    float f;
    const uint32_t b32 = uint32_t(bits);
    std::memcpy(&f, &b32, sizeof f);
    return {hex(bits), fmt::format("{}: the bits of the f32 {:g}", r.expression, f)};
  }
  if (const PlacedTensor* t = lay.find(r.expression))
    return {fmt::format("{} ({})", int64_t(value), hex(bits)),
            fmt::format("the address of {} in {}", t->def->name, target.memories[t->memory].name)};
  return {fmt::format("{}", int64_t(value)), r.expression};
}

// Every register a kernel may rely on at entry, everything else stated as zero, and what the
// target's conventions say a kernel must set itself.
std::string entryState(const kc::TargetInfo& target, const ResolvedLayout& lay) {
  std::string s = "\n## Entry state\n\n| register | value | holds |\n|---|---|---|\n";
  const int64_t stackBytes = int64_t(lay.stackArguments.size()) * lay.stackSlot;
  for (const RegisterPreset& r : lay.registers) {
    // Arguments past the registers lower the stack pointer (see the evaluator).
    const int64_t lowered = stackBytes && r.name == lay.stackPointer ? (stackBytes + 15) / 16 * 16 : 0;
    auto [value, holds] = presetText(target, lay, r, r.value - double(lowered));
    if (lowered) holds += fmt::format(", lowered by {} for the stack arguments", lowered);
    s += fmt::format("| {} | {} | {} |\n", r.name, value, holds);
  }
  for (size_t i = 0; i < lay.stackArguments.size(); ++i)
    s += fmt::format("| {}({}) | {} | stack argument {} |\n", int64_t(i) * lay.stackSlot, lay.stackPointer,
                     lay.stackArguments[i], i + 1);
  // What a fresh machine holds, so the sentence below is checked rather than assumed.
  std::string nonZero;
  std::unique_ptr<kc::Machine> m = target.newMachine(target, lay.paramValues);
  for (int f = 0; f < target.numRegFiles; ++f) {
    if (target.regFiles[f].storageMemory >= 0) continue;
    for (int i = 0; i < target.regFiles[f].count; ++i) {
      bool preset = false;
      for (const RegisterPreset& r : lay.registers) preset = preset || (r.file == f && r.index == i);
      const uint64_t v = m->readRegister(f, i).u;
      if (!preset && v != 0) nonZero += fmt::format("{}{} = {}", nonZero.empty() ? "" : ", ", target.regFiles[f].regNames[i], hex(v));
    }
  }
  s += "\nEvery other register is 0 at entry" + (nonZero.empty() ? std::string() : " except " + nonZero) +
       "; special state (control registers, accumulators, loop counters) holds the reset value the manual gives "
       "it, 0 where it gives none. Vector registers and scratch memory hold no defined values: outputs and scratch "
       "start as NaN (integer formats: bytes 0xA5), so read nothing you have not written.\n";
  for (const std::string& note : lay.entryNotes) s += "\n" + note + "\n";
  return s;
}

// Names only: the kernel must be written for the operation on any input of these kinds, and the
// distributions' values would only invite fitting to them.
std::string hiddenInputsSection(const TaskDef& task) {
  std::string s = "\n## Hidden inputs\n\nThe kernel is scored again on hidden inputs of the same shapes: from the visible "
                  "inputs' distributions";
  if (task.families.empty()) return s + ".\n";
  s += " and from each of these input families, which a correct computation handles as the reference does:\n\n";
  for (const InputFamily& f : task.families) s += "- " + f.name + "\n";
  return s;
}

} // namespace

std::string taskBrief(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                      const std::string& tasksDir) {
  const SizeValues& sizes = task.config(target.name, config);
  const ResolvedLayout lay = resolveLayout(target, task, sizes, tasksDir);
  std::string s = fmt::format("# Task: {} (level {}), configuration {} on {}\n\n", task.name, task.level, config, target.name);
  s += task.prompt;
  if (!s.empty() && s.back() != '\n') s += '\n';
  s += "\n## Sizes\n\n";
  for (const std::string& n : task.sizes) s += fmt::format("- {} = {}\n", n, sizes.at(n));
  if (!task.constants.empty()) {
    s += "\n## Constants\n\n";
    for (const auto& [n, v] : task.constants) s += fmt::format("- {} = {:g}\n", n, v);
  }
  s += "\n## Data layout\n\nRow-major tensors. Addresses are in the memory's addressable units.\n\n";
  s += "| tensor | role | shape | memory | address | format |\n|---|---|---|---|---|---|\n";
  for (const PlacedTensor& t : lay.tensors) {
    std::string role = t.def->isOutput ? "output" : (t.writable ? "input (may be overwritten)" : "input (read only)");
    s += fmt::format("| {} | {} | {} = {} | {} | {} | {} |\n", t.def->name, role, exprShape(*t.def), shapeText(t.shape),
                     target.memories[t.memory].name, t.address,
                     t.tiled() ? fmt::format("{}, tiles {}x{}", t.format, t.tileRows, t.tileCols) : t.format);
  }
  for (const PlacedTensor& t : lay.tensors)
    if (t.tiled()) {
      s += "\nTiled tensors (\"tiles RxC\") are not row-major: they store their last two dimensions tile by tile, "
           "the tiles in row-major order, each tile's R x C elements row-major. Element [r, c] of a matrix with "
           "`cols` columns is element (r / R * (cols / C) + c / C) * R * C + r % R * C + c % C from the matrix's "
           "start.\n";
      break;
    }
  for (const PlacedTensor& t : lay.tensors)
    if (t.format == "mxfp8") {
      s += fmt::format("\nMXFP8 tensors: E4M3 element bytes at the address; one E8M0 scale per {} elements at "
                       "address + {} + element / {} (MX_SCALE_OFFSET = {}).\n",
                       t.block, t.scaleOffset, t.block, t.scaleOffset);
      break;
    }
  if (!lay.constants.empty()) {
    s += "\n## Constants in memory\n\n";
    for (const PlacedConstant& c : lay.constants)
      s += fmt::format("- {}: {:g} at {}[{}] ({})\n", c.name, c.value, target.memories[c.memory].name, c.address, c.format);
  }
  s += entryState(target, lay);
  if (!lay.returnStub.empty())
    s += fmt::format("\nReturning to RETURN = {} runs `{}`, which ends the run.\n", lay.returnAddress, lay.returnStub);
  if (!lay.scratch.empty()) {
    s += "\n## Scratch\n\nBesides the outputs, the kernel may write only:\n\n";
    for (const Region& g : lay.scratch) s += fmt::format("- {}[{}..{}]\n", target.memories[g.memory].name, g.from, g.to - 1);
    s += "\nand its own data and bss sections. Inputs are read only unless marked otherwise.\n";
  }
  s += "\n## Assembler symbols\n\nThe kernel is assembled with these defined (-D):\n\n";
  std::string line;
  for (const auto& [n, v] : lay.defines) line += fmt::format("{}{}={}", line.empty() ? "" : ", ", n, v);
  s += line + "\n";
  const RooflineBound bound = rooflineBound(target, task, sizes, lay);
  if (bound.known()) {
    s += fmt::format("\n## Roofline bound\n\nNo kernel can take fewer than {} cycles here (set by {}). The limits of "
                     "this configuration, its work at the machine's peak rates (the manual's Peak rates):\n\n",
                     groupedNumber(double(bound.cycles)), bound.resource());
    for (const BoundTerm& t : bound.terms)
      s += fmt::format("- {}: {} cycles, {}\n", t.resource, groupedNumber(std::ceil(t.cycles - 1e-9)), t.detail);
    s += "\nEvaluations report a correct kernel's share of the bound (bound cycles / the kernel's cycles).\n";
  }
  s += "\n## Correctness\n\nAn output element matches when |got - want| <= atol + rtol * |want|:\n\n";
  for (const auto& [fmtName, tol] : task.tolerance) s += fmt::format("- stored as {}: atol {:g}, rtol {:g}\n", fmtName, tol.atol, tol.rtol);
  s += hiddenInputsSection(task);
  return s;
}

} // namespace kc::bench
