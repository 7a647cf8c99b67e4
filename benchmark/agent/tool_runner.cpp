#include "agent/tool_runner.h"

#include <fmt/format.h>

#include "evaluation/eval_report.h"
#include "safety/bounded_json.h"

namespace kc::agent {

ToolRunner::ToolRunner(AgentSession& session, const ToolRegistry& tools, TrajectoryWriter* trajectory, int budget)
    : session_(session), tools_(tools), log_(trajectory), budget_(budget) {}

std::string ToolRunner::status(int step) const { return statusLine(step, budget_, bestVersion_, bestSpeedup_); }

ToolResult ToolRunner::run(int step, const std::string& callId, const std::string& name, const nlohmann::json& arguments,
                           const std::string& argumentsText, bool argumentsValid) {
  ++calls_;
  if (log_)
    log_->write("tool_call", {{"step", step}, {"id", callId}, {"name", name}, {"arguments_text", argumentsText},
                              {"arguments_valid", argumentsValid}});
  ToolResult r;
  if (session_.submitted()) {
    r = toolError("not run: the session ended when " + AgentSession::versionName(session_.submittedVersion()) +
                  " was submitted");
  } else if (!argumentsValid) {
    const std::string why = safety::parseBoundedJson(argumentsText).error;
    r = toolError(fmt::format("{}: the arguments are {}: {}", name,
                              why == "not JSON" || why.empty() ? "not valid JSON" : "JSON " + why,
                              cutMiddle(argumentsText, 300)));
  } else {
    r = tools_.call(name, arguments, session_);
    noteEvaluation(step);
    if (session_.submitted() && log_) log_->write("submitted", {{"step", step}, {"version", session_.submittedVersion()}});
  }
  errors_ += r.isError;
  if (!r.text.empty() && r.text.back() != '\n') r.text += '\n';
  r.text += status(step) + "\n";
  if (log_) log_->write("tool_result", {{"step", step}, {"id", callId}, {"name", name}, {"is_error", r.isError}, {"text", r.text}});
  return r;
}

void ToolRunner::noteEvaluation(int step) {
  if (session_.evaluations() == seenEvaluations_ || !session_.lastEvaluation()) return;
  seenEvaluations_ = session_.evaluations();
  const bench::EvalReport& r = *session_.lastEvaluation();
  const int v = session_.lastEvaluatedVersion();
  if (log_)
    log_->write("evaluation", {{"step", step}, {"version", v}, {"verdict", bench::evalVerdict(r)}, {"correct", r.correct},
                               {"cycles", r.cycles}, {"baseline_cycles", r.baselineCycles}, {"speedup", r.speedup},
                               {"bound_cycles", r.bound.cycles}, {"matched", r.matched}, {"elements", r.elements}});
  if (!r.correct) return;
  if (!firstCorrectStep_) firstCorrectStep_ = step;
  if (!bestVersion_ || r.cycles < bestCycles_ || (r.cycles == bestCycles_ && v > bestVersion_)) {
    bestVersion_ = v;
    bestCycles_ = r.cycles;
    bestSpeedup_ = r.speedup;
  }
}

std::string statusLine(int step, int budget, int bestVersion, double bestSpeedup) {
  if (!bestVersion) return fmt::format("[step {}/{} · no correct version yet]", step, budget);
  return fmt::format("[step {}/{} · best correct so far: {}, {:.2f}x]", step, budget,
                     AgentSession::versionName(bestVersion), bestSpeedup);
}

} // namespace kc::agent
