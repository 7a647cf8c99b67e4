// A timing rule's worked example as the manual prints it: the description's program run through
// the simulator, its trace, and a reading of the run taken from the simulator's own account of
// what each instruction waited for (RunLimits::profile and ::hazards), never written by hand.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "example_run.h"
#include "kc/manual.h"

namespace kc {
namespace {

std::string cycles(uint64_t n) { return fmt::format("{} cycle{}", n, n == 1 ? "" : "s"); }

// "`sw a1, 4(a0)` waits 2 cycles for its operands": each address that issued later than its turn
// in program order, with the reasons the profile gives.
std::string waits(const TargetInfo& t, const ExampleRun& run) {
  std::vector<std::string> items;
  for (size_t i = 0; i < run.costs.size(); ++i) {
    const PcCost& c = run.costs[i];
    std::vector<std::string> why;
    if (c.waitOperands) why.push_back(cycles(c.waitOperands) + " for its operands");
    if (c.waitMemory) why.push_back(cycles(c.waitMemory) + " for memory");
    if (c.waitUnit) why.push_back(cycles(c.waitUnit) + " for its unit");
    if (c.waitDispatch) why.push_back(cycles(c.waitDispatch) + " for its dispatch stage");
    if (why.empty()) continue;
    std::string reasons;
    for (size_t k = 0; k < why.size(); ++k) reasons += (k == 0 ? "" : k + 1 == why.size() ? " and " : ", ") + why[k];
    items.push_back(fmt::format("`{}`{} waits {}{}", run.text[i],
                                c.executions > 1 ? fmt::format(" (run {} times)", c.executions) : "", reasons,
                                c.executions > 1 ? " in all" : ""));
  }
  if (items.empty()) return " No instruction waits past its turn in program order.";
  std::string s = " Past its turn in program order, ";
  for (size_t k = 0; k < items.size(); ++k) s += (k ? "; " : "") + items[k];
  return s + ".";
}

// What an exposed pipeline's reads got: each read before its write landed, and the registers
// the run leaves set.
std::string hazards(const ExampleRun& run) {
  std::string s;
  for (const Hazard& h : run.hazards)
    s += fmt::format(" `{}` reads `{}` {} before the write of `{}` lands, so it gets the old value.", h.reader, h.reg,
                     cycles(h.cyclesEarly), h.writer);
  if (!run.registers.empty()) {
    s += " At the end ";
    for (size_t k = 0; k < run.registers.size(); ++k)
      s += (k == 0 ? "" : k + 1 == run.registers.size() ? " and " : ", ") + run.registers[k];
    s += ".";
  }
  return s;
}

std::string reading(const TargetInfo& t, const ExampleRun& run) {
  const Stats& st = run.result.stats;
  const std::string end = toString(run.result.reason);
  if (t.bundled()) {
    const size_t bundles = static_cast<size_t>(std::count(run.trace.begin(), run.trace.end(), '\n'));
    return fmt::format("It issues {} bundle{} ({} instructions) in {} ({}).", bundles, bundles == 1 ? "" : "s",
                       st.instructions, cycles(st.cycles), end) + hazards(run);
  }
  std::string s = fmt::format("It retires {} instructions in {} ({}).", st.instructions, cycles(st.cycles), end);
  return s + (t.exposedPipeline ? hazards(run) : waits(t, run));
}

} // namespace

std::string ruleExampleText(const TargetInfo& target, TimingRule r) {
  const RuleExampleInfo* e = nullptr;
  for (uint16_t i = 0; i < target.numRuleExamples && !e; ++i)
    if (target.ruleExamples[i].rule == r) e = &target.ruleExamples[i];
  if (!e) return "";
  std::string out = "**Example.**";
  if (e->doc && *e->doc) out += " " + std::string(e->doc);
  out += "\n\n";
  const ExampleRun run = runExample(target, e->program ? e->program : "");
  if (!run.error.empty()) return out + "```\n(" + run.error + ")\n```\n";
  return out + traceBlock(target, run) + "\n" + reading(target, run) + "\n";
}

} // namespace kc
