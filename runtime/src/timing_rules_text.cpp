// The manual's statement of each timing rule, written from the same tables the simulator runs on
// (TargetInfo), so that the figures it names are the ones machine.cpp and bundle_loop.cpp use.
// Every list is complete: a reader checks an instruction against it without guessing.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "kc/decoder.h"
#include "kc/machine.h"
#include "kc/manual.h"
#include "kc/timing_rules.h"

namespace kc {
namespace {

std::string code(const std::string& s) { return "`" + s + "`"; }

// "`a`", "`a` and `b`", "`a`, `b` and `c`" (or "or").
std::string joined(const std::vector<std::string>& items, const char* last = " and ") {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) s += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return s;
}

// The mnemonics of the instructions that satisfy `pred`, once each (a bundled target defines one
// mnemonic for several slots), in the description's order.
template <class Pred>
std::vector<std::string> mnemonics(const TargetInfo& t, Pred pred) {
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (pred(t.instrs[i]) && seen.insert(t.instrs[i].mnemonic).second) out.push_back(code(t.instrs[i].mnemonic));
  return out;
}

const char* step(const TargetInfo& t) { return t.bundled() ? "bundle" : "instruction"; }

// What occupies a unit: a micro-operation where some instruction has several, else an instruction.
const char* uop(const TargetInfo& t) {
  return timingRuleApplies(t, TimingRule::MicroOps) ? "micro-operation" : "instruction";
}

bool reads(const InstrInfo& in, AccessInfo::Space space) {
  for (uint8_t a = 0; a < in.numAccesses; ++a)
    if (in.accesses[a].space == space && !in.accesses[a].write) return true;
  return false;
}

bool holdsRegisters(const TargetInfo& t, int memory) {
  for (uint16_t f = 0; f < t.numRegFiles; ++f)
    if (t.regFiles[f].storageMemory == memory) return true;
  return false;
}

bool unknownRegister(const InstrInfo& in) {
  for (uint8_t a = 0; a < in.numAccesses; ++a)
    if (in.accesses[a].space == AccessInfo::RegFile && in.accesses[a].operand < 0 && in.accesses[a].constIndex < 0)
      return true;
  return false;
}

std::vector<int64_t> defaultParams(const TargetInfo& t) {
  std::vector<int64_t> values;
  std::string error;
  resolveParams(t, {}, values, error);
  return values;
}

std::string inOrderIssue(const TargetInfo& t) {
  const bool stages = t.numDispatches > 0;
  std::string s = fmt::format(
      "Instructions issue in program order, at most {} per cycle. None issues in an earlier cycle than the one "
      "before it, so an instruction that waits (for its operands, for memory, for a copy of its unit{}) holds back "
      "every instruction behind it, ready or not. The earliest cycle that in-order issue leaves an instruction is "
      "its turn; the examples count waits from there. ",
      t.issueWidth, stages ? " or for its dispatch stage" : "");
  if (t.issueWidth == 1)
    s += "With one instruction per cycle, the next one issues in the following cycle at the earliest. ";
  else
    s += fmt::format("Once {} instructions have issued in a cycle, the next one issues in a later cycle; an "
                     "instruction that waited starts the count again in the cycle it issues in. ",
                     t.issueWidth);
  if (timingRuleApplies(t, TimingRule::MicroOps))
    s += "An instruction's issue cycle is the cycle its first micro-operation leaves for its unit.";
  else
    s += "An instruction's issue cycle is the cycle it leaves for its unit.";
  return s;
}

std::string takenBranch(const TargetInfo& t) {
  std::set<int> units;
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (t.instrs[i].writesPc && t.instrs[i].unit >= 0) units.insert(t.instrs[i].unit);
  std::vector<std::string> unitNames;
  for (int u : units) unitNames.push_back(fmt::format("{}, {} {}", code(t.units[u].name), t.units[u].count,
                                                      t.units[u].count == 1 ? "copy" : "copies"));
  const std::vector<std::string> branches = mnemonics(t, [](const InstrInfo& in) { return in.writesPc; });
  std::string s = branches.size() == 1
                      ? "The one instruction that can change the program counter, " + branches[0] +
                            ", issues like any other: it waits for the registers it reads and takes a copy of its unit ("
                      : "The instructions that can change the program counter, " + joined(branches) +
                            ", issue like any other: they wait for the registers they read and take a copy of their "
                            "unit (";
  s += joined(unitNames) + "). Taking a branch adds no cycle: there is no misprediction or refill penalty, and the "
       "instruction the branch goes to is simply the next one in program order, ";
  if (t.issueWidth == 1) s += "issuing in the cycle after the branch at the earliest.";
  else
    s += fmt::format("so it issues in the same cycle as the branch when fewer than {} instructions have issued in "
                     "that cycle and it need not wait.",
                     t.issueWidth);
  return s;
}

std::string unitCopies(const TargetInfo& t) {
  std::vector<std::string> several;
  for (uint16_t u = 0; u < t.numUnits; ++u)
    if (t.units[u].count > 1) several.push_back(fmt::format("{} has {}", code(t.units[u].name), t.units[u].count));
  std::string s = "Every instruction runs on one unit, which its entry's Timing line names. ";
  s += several.empty() ? "Every unit here has one copy. "
                       : "Of the units, " + joined(several) + " identical copies; every other unit has one. ";
  const std::string u = uop(t);
  s += fmt::format("Each {0} takes the copy of its unit that becomes free first (the lowest-numbered copy, on a tie) "
                   "and keeps it busy for the instruction's `interval` cycles, so a unit with one copy starts {1} at "
                   "most every `interval` cycles. {2}, and by in-order issue so does every instruction behind it.",
                   u, u == "instruction" ? "an instruction" : "a micro-operation",
                   u == "instruction" ? "An instruction that finds no copy free waits for one"
                                      : "When the first micro-operation finds no copy free, the instruction waits for one");
  return s;
}

std::string microOps(const TargetInfo& t) {
  const bool stages = t.numDispatches > 0;
  std::string s =
      "An instruction whose Timing line gives `uops` N (1 where it gives none) sends N micro-operations to its unit, "
      "one after another: each leaves no earlier than the one before it, on the copy of the unit that frees first" +
      std::string(stages ? " and through the unit's dispatch stage" : "") +
      ". The instruction issues with its first micro-operation, and the instructions behind it may issue from then "
      "on: it does not hold issue until its last micro-operation has left. Only micro-operations that need the "
      "same unit" + std::string(stages ? " or dispatch stage" : "") +
      " queue behind its later ones. Its results are ready `latency` cycles after its last micro-operation.";
  const std::vector<std::string> fixed = mnemonics(t, [](const InstrInfo& in) { return in.uops != nullptr; });
  const std::vector<std::string> run = mnemonics(t, [](const InstrInfo& in) { return in.runUops != nullptr; });
  if (!run.empty())
    s += fmt::format(" The {} instructions listed under run-time costs compute N from state as they issue.", run.size());
  if (!fixed.empty()) s += " N is fixed when a program is loaded, and may be above 1, for " + joined(fixed) + ".";
  return s;
}

std::string dispatchStage(const TargetInfo& t) {
  std::vector<std::string> stages;
  for (uint16_t d = 0; d < t.numDispatches; ++d) {
    std::vector<std::string> units;
    for (uint16_t u = 0; u < t.numUnits; ++u)
      if (t.units[u].dispatch == d) units.push_back(code(t.units[u].name));
    stages.push_back(fmt::format("{} (width {}) feeds {}", code(t.dispatches[d].name), t.dispatches[d].width,
                                 joined(units)));
  }
  return "A dispatch stage is shared by several units: " + joined(stages) +
         ". The micro-operations of those units leave through it in program order, at most its width per cycle. "
         "A micro-operation leaves the stage no earlier than the one before it, whatever its unit: one that waits "
         "for a copy of its unit holds back every later micro-operation of the stage, even one for an idle unit. "
         "Units outside a stage have no such limit.";
}

std::string resultLatency(const TargetInfo& t) {
  return fmt::format("An instruction's results, the registers, state and memory it writes, are ready `latency` cycles "
                     "after {}; an instruction that needs them issues in that cycle at the earliest. A latency or "
                     "interval below 1 counts as 1. Each entry's Timing line gives the figures.",
                     timingRuleApplies(t, TimingRule::MicroOps)
                         ? "its last micro-operation leaves (after it issues, when it has one)"
                         : "it issues");
}

std::string operandScoreboard(const TargetInfo& t) {
  std::string s =
      "An instruction issues only when every register and state it reads is ready (read after write) and every "
      "register and state it writes is no longer being written by an earlier instruction (write after write): it "
      "waits for the latest of those results. It never waits for an earlier instruction that only reads what it "
      "writes. What counts is every register and state its semantics can read or write, on any path, whether or "
      "not this run takes it.";
  if (timingRuleApplies(t, TimingRule::ChainedState)) s += " A state an instruction chains is the exception (chained state).";
  std::vector<std::string> zero;
  for (uint16_t f = 0; f < t.numRegFiles; ++f) {
    const RegFileInfo& rf = t.regFiles[f];
    if (rf.zeroReg >= 0 && rf.storageMemory < 0)
      zero.push_back(code(rf.regNames ? rf.regNames[rf.zeroReg] : std::string(rf.name) + std::to_string(rf.zeroReg)));
  }
  if (!zero.empty()) s += " " + joined(zero) + (zero.size() == 1 ? " is" : " are") + " never waited for.";
  for (uint16_t f = 0; f < t.numRegFiles; ++f)
    if (t.regFiles[f].storageMemory >= 0)
      s += fmt::format(" The registers of {} are kept in memory {} and follow the memory rules instead (partial "
                       "writes).",
                       code(t.regFiles[f].name), code(t.memories[t.regFiles[f].storageMemory].name));
  return s;
}

std::string storeData(const TargetInfo& t) {
  std::set<int> written;
  for (uint16_t i = 0; i < t.numInstrs; ++i) {
    const InstrInfo& in = t.instrs[i];
    if (!reads(in, AccessInfo::RegFile)) continue;
    for (uint8_t a = 0; a < in.numAccesses; ++a)
      if (in.accesses[a].space == AccessInfo::Memory && in.accesses[a].write && !holdsRegisters(t, in.accesses[a].index))
        written.insert(in.accesses[a].index);
  }
  std::vector<std::string> names;
  for (int m : written) names.push_back(code(t.memories[m].name));
  return "A store (here any instruction that writes " + joined(names, " or ") +
         ") reads its data register when it issues, like every other operand: it waits there until the value is "
         "ready, so a store straight after the instruction that produces its data waits for that instruction's "
         "whole latency. No later step reads the data. The store's write to memory is then in flight for the "
         "store's own latency (memory ranges).";
}

std::string unknownRegisterText(const TargetInfo& t) {
  const std::vector<std::string> list = mnemonics(t, unknownRegister);
  return joined(list) +
         fmt::format(" {} a register at run time ({} semantics index a register file with a value, not an operand). "
                     "Such an instruction waits until everything in flight is ready, every register and "
                     "state any earlier instruction is writing, related or not; and its write to the register it "
                     "chose is not tracked, so a later reader of that register does not wait for it. An instruction "
                     "that reads and writes more than {} registers and states in all also waits for everything in "
                     "flight, and the ones past the {}th are not tracked.",
                     list.size() == 1 ? "chooses" : "choose", list.size() == 1 ? "its" : "their", Decoded::kMaxSlots, Decoded::kMaxSlots);
}

std::string chainedState(const TargetInfo& t) {
  std::string s =
      "Some instructions update a state in a chain the hardware pipelines (an accumulator they add into, flags "
      "they set, a pointer they reset). Such an instruction never waits for the states it chains, neither for "
      "another chained update nor for any other write of them, and it does not make the next chained update "
      "wait. The state is ready when the update that finishes last is; every other instruction that reads or "
      "writes it waits for that, as for any operand.\n\n"
      "| chained states | instructions |\n|---|---|\n";
  // One row per set of chained states, in the order the sets first occur.
  std::vector<std::vector<uint16_t>> sets;
  std::vector<std::vector<std::string>> users;
  std::vector<std::set<std::string>> seen;
  for (uint16_t i = 0; i < t.numInstrs; ++i) {
    const InstrInfo& in = t.instrs[i];
    if (!in.numChains) continue;
    std::vector<uint16_t> set(in.chains, in.chains + in.numChains);
    size_t k = 0;
    while (k < sets.size() && sets[k] != set) ++k;
    if (k == sets.size()) sets.push_back(set), users.emplace_back(), seen.emplace_back();
    if (seen[k].insert(in.mnemonic).second) users[k].push_back(code(in.mnemonic));
  }
  for (size_t k = 0; k < sets.size(); ++k) {
    std::vector<std::string> names;
    for (uint16_t st : sets[k])
      names.push_back(code(t.stateNames ? t.stateNames[st] : "state " + std::to_string(st)));
    std::string list;
    for (size_t i = 0; i < users[k].size(); ++i) list += (i ? ", " : "") + users[k][i];
    s += "| " + joined(names) + " | " + list + " |\n";
  }
  s.pop_back();
  return s;
}

std::string memoryRanges(const TargetInfo& t) {
  std::vector<std::string> names, held;  // the memories instructions reach; those holding registers
  for (uint16_t m = 0; m < t.numMemories; ++m) {
    bool reached = false;
    for (uint16_t i = 0; i < t.numInstrs && !reached; ++i)
      for (uint8_t a = 0; a < t.instrs[i].numAccesses; ++a)
        reached = reached || (t.instrs[i].accesses[a].space == AccessInfo::Memory && t.instrs[i].accesses[a].index == m);
    if (!reached) continue;
    names.push_back(code(t.memories[m].name));
    for (uint16_t f = 0; f < t.numRegFiles; ++f)
      if (t.regFiles[f].storageMemory == m)
        held.push_back(fmt::format("{} holds the registers of {}", code(t.memories[m].name), code(t.regFiles[f].name)));
  }
  return "Memory (" + joined(names) + (held.empty() ? "" : "; " + joined(held)) +
         ") is tracked by the addresses an instruction really reads and writes as it runs: each run of "
         "consecutive addresses is one range (a strided access makes one range per run). An instruction that reads "
         "a range waits until every earlier write still in flight that overlaps it is complete, `latency` cycles "
         "after that writer " + std::string(timingRuleApplies(t, TimingRule::MicroOps) ? "sent its last micro-operation" : "issued") + "; it waits for each such write, even one a later write has "
         "overwritten. Writes never wait for memory: neither for earlier writes to the same addresses nor for "
         "earlier reads of them. Memory a read does not overlap never delays it, however busy.";
}

std::string partialWrites(const TargetInfo& t) {
  const std::vector<int64_t> params = defaultParams(t);
  std::string s;
  for (uint16_t f = 0; f < t.numRegFiles; ++f) {
    const RegFileInfo& rf = t.regFiles[f];
    if (rf.storageMemory < 0) continue;
    const MemoryInfo& mi = t.memories[rf.storageMemory];
    const int64_t bytes = rf.storageStride ? int64_t(rf.storageStride)
                          : params.empty() ? 0
                                           : mi.sizeOf(params.data()) * mi.elemBytes / std::max<int64_t>(1, rf.count);
    const std::string from = rf.storageOffset ? fmt::format("{} + ", rf.storageOffset) : std::string();
    s += fmt::format("The registers of {} are bytes of memory {}: register i is bytes {}i × {} to {}i × {} + {} at the "
                     "default parameters. ",
                     code(rf.name), code(mi.name), from, bytes, from, bytes, bytes - 1);
  }
  return s + "They follow the memory rule by the bytes an instruction really reads or writes, not register by "
             "register: a write of some elements (a reduction's element 0, say) holds back only the readers of "
             "those bytes, and an instruction that reads any byte of a write still in flight waits at issue until "
             "that whole write is done, with no chaining element by element. A write never waits for an earlier one: unlike other "
             "registers, one still being written can be written again at once.";
}

std::string runTimeCosts(const TargetInfo& t) {
  std::string s = t.bundled()
                      ? "These instructions compute their latency from the machine's state each time they issue, "
                        "from the state every earlier bundle left:\n\n"
                      : "These instructions compute figures from the machine's state each time they issue, just "
                        "before they run, from the state every earlier instruction in program order left (a "
                        "waiting instruction still sees that state):\n\n";
  const std::pair<RunTimingFn InstrInfo::*, const char*> figures[] = {
      {&InstrInfo::runUops, "micro-operations"}, {&InstrInfo::runInterval, "interval"}, {&InstrInfo::runLatency, "latency"}};
  for (const auto& [fn, what] : figures) {
    if (t.bundled() && fn != &InstrInfo::runLatency) continue;
    const std::vector<std::string> list = mnemonics(t, [fn = fn](const InstrInfo& in) { return in.*fn != nullptr; });
    if (list.empty()) continue;
    std::string items;
    for (size_t i = 0; i < list.size(); ++i) items += (i ? ", " : "") + list[i];
    s += fmt::format("- {} ({}): {}\n", what, list.size(), items);
  }
  return s + "\nEvery other figure is fixed when a program is loaded (from the parameters and the operands). Each "
             "entry's Timing line gives the expression.";
}

std::string runLength(const TargetInfo& t) {
  if (t.exposedPipeline || t.bundled())
    return fmt::format("A run takes as many cycles as it issued {}s, or until its last register write lands if that "
                       "is later.",
                       step(t));
  return "A run takes as many cycles as it needs for the results of every instruction it executed to be ready: the "
         "largest, over those instructions, of " +
         std::string(timingRuleApplies(t, TimingRule::MicroOps) ? "the cycle of the last micro-operation"
                                                                : "the issue cycle") +
         " plus the latency. That counts "
         "an instruction that writes nothing, such as the last one, too; the total is not the issue cycle of the "
         "last instruction.";
}

std::string exposedIssue(const TargetInfo& t) {
  return fmt::format("One {0} issues every cycle, in program order: the {0} of cycle n is the (n+1)-th to run. "
                     "Nothing ever waits, neither for operands nor for units nor for memory; units have no copies "
                     "or intervals here{1}.",
                     step(t), t.bundled() ? " (a slot's units only say which instructions it takes)" : "");
}

std::string exposedWrites(const TargetInfo& t) {
  std::string s = fmt::format(
      "A write to a register lands exactly `latency` cycles after its {0} issues. Until then every read of the "
      "register gets its old value, without waiting and without error: the program must leave enough cycles (other "
      "work, or `nop`s) between a write and its reads. Writes land in cycle order (those due in one cycle in "
      "program order), before the {0} of that cycle reads its operands; so of two writes to one register, the one "
      "that lands later wins, even when it was issued first. Writes to state and memory land the same way, "
      "`latency` cycles after issue (the loop hardware's own updates, after each {0}, take effect at once). "
      "`kernelcraft sim --hazards` lists every read, of a register, state or memory, that came before a write to it "
      "landed, whatever computed its index.",
      step(t));
  // Grouped by what is written or read and when: the mnemonics that do it, once each, in order.
  std::vector<std::pair<std::string, std::vector<std::string>>> ownGroups, lateGroups;
  auto add = [](std::vector<std::pair<std::string, std::vector<std::string>>>& groups, const std::string& what,
                const char* mnemonic) {
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == what; });
    if (it == groups.end()) it = groups.insert(groups.end(), {what, {}});
    if (std::find(it->second.begin(), it->second.end(), code(mnemonic)) == it->second.end())
      it->second.push_back(code(mnemonic));
  };
  auto cycles = [](int n) { return fmt::format("{} cycle{} after issue", n, n == 1 ? "" : "s"); };
  for (uint16_t i = 0; i < t.numInstrs; ++i) {
    const InstrInfo& in = t.instrs[i];
    for (uint8_t k = 0; k < in.numOperands; ++k) {
      if (in.operandLatencies && in.operandLatencies[k])
        add(ownGroups, fmt::format("{} after {}", code(in.operands[k].name), in.operandLatencies[k]), in.mnemonic);
      if (in.operandReadStages && in.operandReadStages[k])
        add(lateGroups, fmt::format("{} {}", code(in.operands[k].name), cycles(in.operandReadStages[k])), in.mnemonic);
    }
    for (uint16_t f = 0; in.fileWriteLatencies && f < t.numRegFiles; ++f)
      if (in.fileWriteLatencies[f])
        add(ownGroups, fmt::format("the other registers of {} after {}", code(t.regFiles[f].name), in.fileWriteLatencies[f]),
            in.mnemonic);
    for (uint16_t mem = 0; in.memoryReadStages && mem < t.numMemories; ++mem)
      if (in.memoryReadStages[mem])
        add(lateGroups, fmt::format("memory {} {}", code(t.memories[mem].name), cycles(in.memoryReadStages[mem])),
            in.mnemonic);
  }
  std::vector<std::string> own, late;
  for (const auto& [what, mns] : ownGroups) own.push_back(joined(mns) + (mns.size() == 1 ? " writes " : " write ") + what);
  for (const auto& [what, mns] : lateGroups) late.push_back(joined(mns) + (mns.size() == 1 ? " reads " : " read ") + what);
  auto listed = [](const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) out += (out.empty() ? "" : "; ") + item;
    return out;
  };
  if (!own.empty()) s += " Some operands land after a latency of their own: " + listed(own) + ".";
  if (!late.empty())
    s += " Some operands are read after issue, and see every write that has landed by then (so a chain of them "
         "can issue back to back): " + listed(late) + ". A write that lands before such a read but was issued "
         "after its instruction stops the run.";
  return s;
}

std::string bundleIssue(const TargetInfo&) {
  return "A bundle's instructions run one after another in slot order, all with the bundle's address as `pc`. "
         "Their register writes land a cycle or more later, so every instruction of a bundle reads the registers as "
         "they were before the bundle (two moves in one bundle can swap two registers), and so do their state and "
         "memory writes. At most one instruction of a bundle may change the "
         "`pc`; a second traps.";
}

std::string delaySlots(const TargetInfo& t) {
  std::string s = fmt::format(
      "A taken branch takes effect only after its delay slots: the next {0}s in program order still run, then "
      "execution continues at the branch's target. A branch not taken has no effect. Another branch (or any {0} "
      "that changes the `pc`) inside a delay slot traps. Delay slots count {0}s.\n\n| instruction | delay slots |\n"
      "|---|---|\n",
      step(t));
  std::set<std::string> seen;
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (t.instrs[i].delaySlots && seen.insert(t.instrs[i].mnemonic).second)
      s += fmt::format("| {} | {} |\n", code(t.instrs[i].mnemonic), t.instrs[i].delaySlots);
  s.pop_back();
  return s;
}

std::string afterEachStep(const TargetInfo& t) {
  std::string s = fmt::format(
      "After every {0}, at no cost in cycles, the hardware runs the following (`pc` is the address of the {0} that "
      "just ran; assigning `pc` chooses the next one). This is how a zero-overhead loop repeats its block without a "
      "branch instruction.",
      step(t));
  if (t.afterEachText && *t.afterEachText) s += std::string("\n\n```\n") + t.afterEachText + "```";
  return s;
}

} // namespace

std::string timingRuleText(const TargetInfo& t, TimingRule r) {
  if (!timingRuleApplies(t, r)) return "";
  switch (r) {
    case TimingRule::InOrderIssue: return inOrderIssue(t);
    case TimingRule::TakenBranch: return takenBranch(t);
    case TimingRule::UnitCopies: return unitCopies(t);
    case TimingRule::MicroOps: return microOps(t);
    case TimingRule::DispatchStage: return dispatchStage(t);
    case TimingRule::ResultLatency: return resultLatency(t);
    case TimingRule::OperandScoreboard: return operandScoreboard(t);
    case TimingRule::StoreData: return storeData(t);
    case TimingRule::UnknownRegister: return unknownRegisterText(t);
    case TimingRule::ChainedState: return chainedState(t);
    case TimingRule::MemoryRanges: return memoryRanges(t);
    case TimingRule::PartialWrites: return partialWrites(t);
    case TimingRule::RunTimeCosts: return runTimeCosts(t);
    case TimingRule::RunLength: return runLength(t);
    case TimingRule::ExposedIssue: return exposedIssue(t);
    case TimingRule::ExposedWrites: return exposedWrites(t);
    case TimingRule::BundleIssue: return bundleIssue(t);
    case TimingRule::DelaySlots: return delaySlots(t);
    case TimingRule::AfterEachStep: return afterEachStep(t);
    case TimingRule::Count: break;
  }
  return "";
}

} // namespace kc
