// The rules of the timing model, one value per rule the simulator applies. The run loops name
// the rule behind every wait they record (IssueEvent), the manual states each rule a target's
// description brings into play, and a test holds the two together: a rule the simulator can
// apply has its sentence and its worked example.
#pragma once

#include <cstdint>

namespace kc {

struct TargetInfo;

enum class TimingRule : uint8_t {
  // In-order issue models (no exposed pipeline).
  InOrderIssue,     // program order, up to the issue width per cycle; a waiting instruction blocks those behind it
  TakenBranch,      // a branch issues like any instruction and adds no cycle when taken: its target may issue in
                    // the same cycle when the issue width leaves room
  UnitCopies,       // each micro-op takes the copy of its unit that frees first, busy for the interval
  MicroOps,         // several micro-ops leave in order: the instruction issues with its first, and later
                    // instructions may issue then too; later micro-ops follow on free copies
  DispatchStage,    // units that share a dispatch stage: at most its width of micro-ops leave per cycle, in order
                    // across all of those units
  ResultLatency,    // results (registers, state, memory) are ready `latency` cycles after the last micro-op
  OperandScoreboard,  // waits for every register and state it reads or writes (read and write after write), at issue
  StoreData,        // a store reads its data register at issue like any operand
  UnknownRegister,  // a register chosen at run time (or more registers than the scoreboard tracks): the
                    // instruction waits for every register and state in flight, and its writes to such a
                    // register are not tracked
  ChainedState,     // an instruction that chains a state never waits for it, so chained updates neither wait for
                    // each other nor hold the next one; others wait for the last update
  MemoryRanges,     // memory: a read waits for every earlier write in flight that overlaps it, range by range;
                    // writes never wait (neither for writes nor for reads)
  PartialWrites,    // register files kept in memory follow the memory rule by the bytes accessed: a partial write
                    // holds only its bytes, and a write never waits for an earlier one
  RunTimeCosts,     // micro-ops, interval and latency computed from state when the instruction issues
  RunLength,        // a run lasts until its last result is ready (exposed pipelines: its last write lands)
  // Exposed pipelines and bundles.
  ExposedIssue,     // one instruction (or bundle) per cycle, never waiting
  ExposedWrites,    // a register write lands `latency` cycles after issue; reads before that see the old value
  BundleIssue,      // a bundle's instructions run in slot order and all read the registers as before the bundle
  DelaySlots,       // a taken branch takes effect after its delay slots
  AfterEachStep,    // the description's AfterEachInstruction semantics (a zero-overhead loop) at no cost
  Count
};

constexpr int kTimingRuleCount = static_cast<int>(TimingRule::Count);

// The rule's name as the manual's rule sub-sections and the trace print it ("operand scoreboard").
const char* timingRuleName(TimingRule r);

// The enumerator's spelling ("OperandScoreboard"): how a description's RuleExample names the rule.
// Here rather than in the .cpp so that hwgen, which links no runtime, checks those names.
constexpr const char* timingRuleKey(TimingRule r) {
  switch (r) {
    case TimingRule::InOrderIssue: return "InOrderIssue";
    case TimingRule::TakenBranch: return "TakenBranch";
    case TimingRule::UnitCopies: return "UnitCopies";
    case TimingRule::MicroOps: return "MicroOps";
    case TimingRule::DispatchStage: return "DispatchStage";
    case TimingRule::ResultLatency: return "ResultLatency";
    case TimingRule::OperandScoreboard: return "OperandScoreboard";
    case TimingRule::StoreData: return "StoreData";
    case TimingRule::UnknownRegister: return "UnknownRegister";
    case TimingRule::ChainedState: return "ChainedState";
    case TimingRule::MemoryRanges: return "MemoryRanges";
    case TimingRule::PartialWrites: return "PartialWrites";
    case TimingRule::RunTimeCosts: return "RunTimeCosts";
    case TimingRule::RunLength: return "RunLength";
    case TimingRule::ExposedIssue: return "ExposedIssue";
    case TimingRule::ExposedWrites: return "ExposedWrites";
    case TimingRule::BundleIssue: return "BundleIssue";
    case TimingRule::DelaySlots: return "DelaySlots";
    case TimingRule::AfterEachStep: return "AfterEachStep";
    case TimingRule::Count: break;
  }
  return "";
}

// Whether a target's description brings the rule into play (e.g. DispatchStage only with a
// dispatch stage, PartialWrites only with a register file kept in a memory).
bool timingRuleApplies(const TargetInfo& target, TimingRule r);

} // namespace kc
