// The schedule as the simulator made it: a window of cycles of a run on the visible inputs, one
// line per instruction with its issue cycle, unit, micro-ops, when its results are ready and
// what it waited for (the lines `kernelcraft sim --trace` prints).
#include <fmt/format.h>

#include "agent/tool_args.h"
#include "agent/tool_registry.h"
#include "evaluation/schedule.h"

namespace kc::agent {

namespace {

constexpr int64_t kDefaultWindow = 100;   // cycles shown when only from_cycle is given
constexpr size_t kMaxLines = 2000;
// A full window of long lines, well under the reply a client accepts.
constexpr size_t kMaxTraceChars = kMaxLines * 160;

ToolResult trace(const nlohmann::json& args, AgentSession& s) {
  std::string error;
  const int v = s.resolveVersion(optionalInt(args, "version"), error);
  if (!v) return toolError(error);
  const uint64_t from = uint64_t(std::max<int64_t>(0, optionalInt(args, "from_cycle").value_or(0)));
  const int64_t toArg = optionalInt(args, "to_cycle").value_or(int64_t(from) + kDefaultWindow - 1);
  if (toArg < int64_t(from))
    return toolError(fmt::format("to_cycle {} is before from_cycle {}: give a window A..B with A <= B", toArg, from));
  const uint64_t to = uint64_t(toArg);
  bench::TraceWindow window(from, to, kMaxLines);
  bench::RunDetail detail;
  detail.events = &window;
  detail.afterRun = [&](const kc::Machine& m) { window.finish(m); };
  const bench::EvalReport& r = s.evaluateVersion(v, detail);
  const std::string name = AgentSession::versionName(v);
  if (!r.ran) return toolError(name + " did not run, so there is no trace: " + bench::evalReportText(r));
  std::string text = fmt::format("{} on the visible inputs: {}; {} cycles, {} instructions.\n", name, bench::evalVerdict(r),
                                 r.cycles, r.instructions);
  text += fmt::format("Cycles {}..{}: {} instruction{} issued", from, to, window.inWindow, window.inWindow == 1 ? "" : "s");
  if (window.inWindow == 0) text += fmt::format(" (the run's last issue is at cycle {})", window.lastCycle);
  text += ". Each line: issue cycle, pc, instruction, unit, micro-ops, the cycle its results are ready, and the "
          "cycles issue waited beyond in-order issue, by cause, with what it waited for.\n";
  if (window.inWindow) text += kc::traceHeader(s.target());
  for (const std::string& l : window.lines) text += l;
  if (window.firstCycleLeftOut)
    text += fmt::format("(the first {} lines are shown; the window goes on: trace from_cycle={} for the rest)\n", kMaxLines,
                        window.firstCycleLeftOut);
  return toolOk(text);
}

} // namespace

void addTraceTool(ToolRegistry& r) {
  Tool t{"trace",
         "Show the schedule of a kernel version's run on the visible inputs, cycle by cycle: for every instruction "
         "that issues in cycles from_cycle..to_cycle (100 cycles by default, at most 2000 lines), its issue cycle, "
         "pc, unit, micro-ops, when its results are ready, and how long and for what it waited (an operand and the "
         "instruction producing it, a memory write in flight, a busy unit, a full dispatch stage).",
         objectSchema({{"version", versionProperty()},
                       {"from_cycle", {{"type", "integer"}, {"minimum", 0}, {"description", "First cycle shown (default 0)."}}},
                       {"to_cycle",
                        {{"type", "integer"}, {"minimum", 0}, {"description", "Last cycle shown (default from_cycle + 99)."}}}}),
         trace};
  t.maxResultChars = kMaxTraceChars;
  r.add(std::move(t));
}

} // namespace kc::agent
