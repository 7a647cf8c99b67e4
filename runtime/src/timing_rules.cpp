#include "kc/timing_rules.h"

#include "kc/target_info.h"

namespace kc {

const char* timingRuleName(TimingRule r) {
  switch (r) {
    case TimingRule::InOrderIssue: return "in-order issue";
    case TimingRule::TakenBranch: return "taken branches";
    case TimingRule::UnitCopies: return "unit copies";
    case TimingRule::MicroOps: return "micro-operations";
    case TimingRule::DispatchStage: return "dispatch stages";
    case TimingRule::ResultLatency: return "result latency";
    case TimingRule::OperandScoreboard: return "operand scoreboard";
    case TimingRule::StoreData: return "store data";
    case TimingRule::UnknownRegister: return "registers chosen at run time";
    case TimingRule::ChainedState: return "chained state";
    case TimingRule::MemoryRanges: return "memory ranges";
    case TimingRule::PartialWrites: return "partial writes";
    case TimingRule::RunTimeCosts: return "run-time costs";
    case TimingRule::RunLength: return "run length";
    case TimingRule::ExposedIssue: return "exposed issue";
    case TimingRule::ExposedWrites: return "exposed writes";
    case TimingRule::BundleIssue: return "bundle issue";
    case TimingRule::DelaySlots: return "delay slots";
    case TimingRule::AfterEachStep: return "after each step";
    case TimingRule::Count: break;
  }
  return "?";
}

namespace {

bool anyInstr(const TargetInfo& t, bool (*pred)(const TargetInfo&, const InstrInfo&)) {
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (pred(t, t.instrs[i])) return true;
  return false;
}

bool reads(const InstrInfo& in, AccessInfo::Space space) {
  for (uint8_t a = 0; a < in.numAccesses; ++a)
    if (in.accesses[a].space == space && !in.accesses[a].write) return true;
  return false;
}

bool writes(const InstrInfo& in, AccessInfo::Space space) {
  for (uint8_t a = 0; a < in.numAccesses; ++a)
    if (in.accesses[a].space == space && in.accesses[a].write) return true;
  return false;
}

} // namespace

bool timingRuleApplies(const TargetInfo& t, TimingRule r) {
  const bool scoreboard = !t.exposedPipeline && !t.bundled();
  switch (r) {
    case TimingRule::InOrderIssue:
    case TimingRule::UnitCopies:
    case TimingRule::ResultLatency:
    case TimingRule::OperandScoreboard:
      return scoreboard;
    case TimingRule::RunLength:
      return true;
    case TimingRule::TakenBranch:
      return scoreboard && anyInstr(t, [](const TargetInfo&, const InstrInfo& in) { return in.writesPc; });
    case TimingRule::MicroOps:
      return scoreboard && anyInstr(t, [](const TargetInfo&, const InstrInfo& in) { return in.uops || in.runUops; });
    case TimingRule::DispatchStage:
      return scoreboard && t.numDispatches > 0;
    case TimingRule::StoreData:
      return scoreboard && anyInstr(t, [](const TargetInfo&, const InstrInfo& in) {
               return writes(in, AccessInfo::Memory) && reads(in, AccessInfo::RegFile);
             });
    case TimingRule::UnknownRegister:
      return scoreboard && anyInstr(t, [](const TargetInfo&, const InstrInfo& in) {
               for (uint8_t a = 0; a < in.numAccesses; ++a)
                 if (in.accesses[a].space == AccessInfo::RegFile && in.accesses[a].operand < 0 && in.accesses[a].constIndex < 0)
                   return true;
               return false;
             });
    case TimingRule::ChainedState:
      return scoreboard && anyInstr(t, [](const TargetInfo&, const InstrInfo& in) { return in.numChains > 0; });
    case TimingRule::MemoryRanges:
      return scoreboard && t.numMemories > 0;
    case TimingRule::PartialWrites:
      if (!scoreboard) return false;
      for (uint16_t f = 0; f < t.numRegFiles; ++f)
        if (t.regFiles[f].storageMemory >= 0) return true;
      return false;
    case TimingRule::RunTimeCosts:
      // A bundle has no units to occupy: only its run-time latencies count.
      if (t.bundled()) return anyInstr(t, [](const TargetInfo&, const InstrInfo& in) { return in.runLatency != nullptr; });
      return scoreboard &&
             anyInstr(t, [](const TargetInfo&, const InstrInfo& in) { return in.runLatency || in.runInterval || in.runUops; });
    case TimingRule::ExposedIssue:
    case TimingRule::ExposedWrites:
      return t.exposedPipeline || t.bundled();
    case TimingRule::BundleIssue:
      return t.bundled();
    case TimingRule::DelaySlots:
      return anyInstr(t, [](const TargetInfo&, const InstrInfo& in) { return in.delaySlots > 0; });
    case TimingRule::AfterEachStep:
      return t.afterEachInstruction != nullptr;
    case TimingRule::Count: break;
  }
  return false;
}

} // namespace kc
