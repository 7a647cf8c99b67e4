// The run loop of a bundled (VLIW) target: one bundle issues per cycle with no interlocks. Its
// instructions run in slot order with the bundle's address as pc; register writes land after
// their latency (at least a cycle), so every slot reads the registers as they were before the
// bundle. A branch in a bundle takes effect after the bundle's delay slots, counted in bundles,
// and the target's AfterEachInstruction runs once per bundle.
#include <algorithm>
#include <ostream>

#include <fmt/format.h>

#include "kc/machine.h"
#include "run_stops.h"

namespace kc {

void Machine::loadBundles(const Program& program, uint32_t granuleBytes) {
  bundles_.assign((program.code.size() + granuleBytes - 1) / granuleBytes, BundleAt{});
  bundleOps_.clear();
  DecodedBundle b;
  for (size_t off = 0; off < program.code.size(); off += granuleBytes) {
    const uint64_t pcAt = codeBase_ + off / target_.codeAddressUnit;
    if (!decoder_.decodeBundle(program.code.data() + off, program.code.size() - off, pcAt, b)) continue;
    BundleAt& at = bundles_[off / granuleBytes];
    at.first = static_cast<uint32_t>(bundleOps_.size());
    at.count = b.count;
    at.sizeUnits = static_cast<uint8_t>(std::max<uint32_t>(1, b.sizeBytes / target_.codeAddressUnit));
    at.format = b.format;
    for (uint8_t k = 0; k < b.count; ++k) {
      prepare(b.slots[k]);
      bundleOps_.push_back(b.slots[k]);
    }
  }
}

uint64_t Machine::addressAfterBundles(uint64_t from, int count) const {
  for (int k = 0; k < count; ++k) {
    const uint64_t off = from - codeBase_;
    if (from < codeBase_ || from >= codeEnd_ || (off & ((uint64_t(1) << granuleShift_) - 1))) break;
    const BundleAt& b = bundles_[off >> granuleShift_];
    if (b.format < 0) break;
    from += b.sizeUnits;
  }
  return from;
}

std::string Machine::describeBundle(uint64_t at) const {
  const BundleAt& e = bundles_[(at - codeBase_) >> granuleShift_];
  if (e.format < 0) {
    const size_t off = (at - codeBase_) * target_.codeAddressUnit;
    const size_t n = std::min<size_t>(target_.formats[0].bits / 8u, program_.code.size() - off);
    std::string s = disassemble(target_, program_.code.data() + off, n, at, false);  // as the listing shows it
    if (!s.empty() && s.back() == '\n') s.pop_back();
    return s;
  }
  DecodedBundle b;
  b.format = e.format;
  b.count = e.count;
  b.sizeBytes = static_cast<uint8_t>(e.sizeUnits * target_.codeAddressUnit);
  std::copy(bundleOps_.begin() + e.first, bundleOps_.begin() + e.first + e.count, b.slots);
  return decoder_.printBundle(b, at);
}

template <bool Observed>
void Machine::bundleLoop(const RunLimits& limits, RunResult& r) {
  const uint64_t base = codeBase_, end = codeEnd_;
  const unsigned shift = granuleShift_;
  const uint64_t granuleMask = (uint64_t(1) << shift) - 1;
  const uint64_t span = end - base;
  const bool endAtEnd = target_.endsAtEndOfCode;
  uint64_t* counts = r.stats.opcodeCounts.data();
  // The no-ops filling empty slots do no work: they keep no unit busy.
  std::vector<uint8_t> slotNop(target_.numInstrs, 0);
  for (uint8_t s = 0; s < target_.numSlots; ++s)
    if (target_.slots[s].nop >= 0) slotNop[size_t(target_.slots[s].nop)] = 1;
  [[maybe_unused]] PcCost* costs = limits.profile ? slotCosts_.data() : nullptr;
  uint64_t n = 0;  // instructions
  const run::Clock::time_point deadline = limits.maxWallTime ? run::Clock::now() + *limits.maxWallTime : run::Clock::time_point{};
  uint64_t checkAt = run::nextCheck(limits, 0);
  for (;;) {
    const uint64_t off = pc - base;
    if (off >= span || (off & granuleMask)) {
      run::outsideCode(r, pc, base, end, endAtEnd, "bundle");
      break;
    }
    if (n >= checkAt && run::budgetSpent(r, limits, n, deadline, checkAt)) break;
    const BundleAt& b = bundles_[off >> shift];
    if (b.format < 0) fail("illegal bundle: " + describeBundle(pc));
    const uint64_t next = pc + b.sizeUnits;
    npc = bundleEnd = next;
    const uint64_t cycle = bundlesIssued_;
    exposedCycle_ = cycle;
    landWrites(cycle);
    const Decoded* ops = bundleOps_.data() + b.first;
    int branchDelay = -1;  // delay slots of the instruction that branched, or -1
    uint64_t branchTo = next;
    for (uint8_t k = 0; k < b.count; ++k) {
      const Decoded& d = ops[k];
      int64_t latency = d.latency;
      if (d.runTiming && target_.instrs[d.instr].runLatency)
        latency = std::max<int64_t>(1, target_.instrs[d.instr].runLatency(*this, d.ops));
      currentLatency_ = latency;
      executing_ = &d;
      npc = next;
      ++execOrder_;
      d.exec(*this, d);
      if (npc != next) {
        if (branchDelay >= 0) fail("two instructions of one bundle branch");
        branchDelay = d.delaySlots;
        branchTo = npc;
      }
      ++counts[d.instr];
      if (d.unit >= 0 && !slotNop[d.instr]) ++r.stats.unitBusy[d.unit];
      if constexpr (Observed) {
        if (limits.events) {
          IssueEvent ev;
          ev.pc = pc;
          ev.instr = &d;
          ev.slot = k;
          ev.cycle = ev.lastUop = cycle;
          ev.ready = cycle + static_cast<uint64_t>(latency);
          ev.unit = d.unit;
          ev.latency = static_cast<int32_t>(latency);
          ev.interval = d.interval;
          ev.uops = d.uops;
          limits.events->issued(ev);
        }
      }
    }
    npc = branchTo;
    n += b.count;
    ++bundlesIssued_;
    if (branchSlotsLeft_ > 0) {
      if (branchDelay >= 0) fail(fmt::format("a branch in the delay slot of the branch at pc {}", branchPc_));
      if (--branchSlotsLeft_ == 0) npc = branchTarget_;
    } else if (branchDelay > 0) {
      branchTarget_ = npc;
      branchSlotsLeft_ = branchDelay;
      branchPc_ = pc;
      npc = next;
    }
    if (target_.afterEachInstruction) target_.afterEachInstruction(*this, ops[0]);
    if (work >= limits.maxWork) {
      run::workSpent(r, n, work);
      break;
    }
    if (const uint64_t cycles = std::max(lastLanding_, bundlesIssued_); cycles > limits.maxCycles) {
      run::cyclesSpent(r, cycles, limits);
      pc = npc;
      break;
    }
    if constexpr (Observed) {
      if (costs) ++costs[off >> shift].executions;
      if (limits.trace) *limits.trace << fmt::format("{:>8} {:>8}  {}\n", cycle, pc, describeBundle(pc));  // formatTraceLine's bundle line
    }
    if (halted) {
      run::programEnded(r, exited, exitCode);
      break;
    }
    pc = npc;
  }
  r.stats.instructions = n;
}

template void Machine::bundleLoop<true>(const RunLimits&, RunResult&);
template void Machine::bundleLoop<false>(const RunLimits&, RunResult&);

} // namespace kc
