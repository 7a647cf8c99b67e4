#include "mcp/external_run.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

#include <fmt/format.h>

#include "agent/prompt.h"
#include "evaluation/eval_report.h"
#include "safety/bounded_json.h"

namespace kc::mcp {

int toolCallBudget(const int (&perLevel)[3], const std::optional<int>& override, int level) {
  if (override) return *override;
  return perLevel[std::clamp(level, 1, 3) - 1];
}

ExternalRun::ExternalRun(kc::agent::AgentRunSpec spec, int budget, std::string runId, bench::ResultsDb* db,
                         std::ostream& log)
    : spec_(std::move(spec)), budget_(budget), runId_(std::move(runId)), db_(db), log_(log),
      tools_(kc::agent::kernelTools()) {
  brief_ = kc::agent::taskPrompt(*spec_.target, spec_.task, spec_.config, spec_.options.tasksDir, budget_);
  kc::agent::prepareRunFolder(spec_.folder);
  trajectory_ = std::make_unique<kc::agent::TrajectoryWriter>(
      (std::filesystem::path(spec_.folder) / "trajectory.jsonl").string());
  session_ = std::make_unique<kc::agent::AgentSession>(kc::agent::sessionSetup(spec_));
  runner_ = std::make_unique<kc::agent::ToolRunner>(*session_, tools_, trajectory_.get(), budget_);
  kc::agent::writeStartEvent(*trajectory_, spec_, budget_);
  trajectory_->write("prompt", {{"task", brief_}, {"max_steps", budget_}});
  log_ << fmt::format("kernelcraft mcp: {} {} {} started for {} ({} tool calls) in {}\n", spec_.target->name,
                      spec_.task.name, spec_.config, spec_.agentName, budget_, spec_.folder)
       << std::flush;
}

kc::agent::ToolResult ExternalRun::call(const std::string& name, const nlohmann::json& arguments) {
  return run(name, arguments, arguments.dump(), true);
}

kc::agent::ToolResult ExternalRun::callWithText(const std::string& name, const std::string& argumentsText) {
  safety::ParsedJson parsed = safety::parseBoundedJson(argumentsText);
  return run(name, parsed.ok() ? parsed.value : nlohmann::json::object(), argumentsText, parsed.ok());
}

kc::agent::ToolResult ExternalRun::run(const std::string& name, const nlohmann::json& arguments,
                                       const std::string& text, bool valid) {
  if (ended_) return kc::agent::toolError("the run has ended; nothing more runs in it");
  const int step = ++calls_;
  kc::agent::ToolResult r = runner_->run(step, "mcp-" + std::to_string(step), name, arguments, text, valid);
  if (session_->submitted()) {
    finish(kc::agent::EndReason::Submitted, "");
  } else if (calls_ >= budget_) {
    r.text += fmt::format("The budget of {} tool calls is spent: the run has ended, and its best correct version (or "
                          "else its latest) is scored.\n", budget_);
    finish(kc::agent::EndReason::ToolCallBudget, fmt::format("all {} tool calls used", budget_));
  }
  return r;
}

void ExternalRun::finish(kc::agent::EndReason reason, const std::string& detail) {
  if (ended_) return;
  ended_ = true;
  kc::agent::LoopOutcome loop;
  loop.reason = reason;
  loop.detail = detail;
  loop.steps = calls_;
  loop.maxSteps = budget_;
  loop.submittedVersion = session_->submittedVersion();
  loop.bestCorrectVersion = runner_->bestCorrectVersion();
  loop.bestCycles = runner_->bestCycles();
  loop.bestSpeedup = runner_->bestSpeedup();
  loop.firstCorrectStep = runner_->firstCorrectStep();
  loop.toolCalls = runner_->calls();
  loop.toolErrors = runner_->errors();
  loop.usageReported = false;
  trajectory_->write("end", loop.toJson());
  result_ = kc::agent::scoreRun(*session_, spec_, loop, *trajectory_);
  const kc::agent::AgentRunResult& result = *result_;
  const bench::EvalReport& r = result.report;
  const std::string scored =
      result.scoredVersion
          ? fmt::format("{} ({}) scored {}{}", kc::agent::AgentSession::versionName(result.scoredVersion), result.scoredAs,
                        bench::evalVerdict(r), r.hidden.empty() ? "" : fmt::format(" on {} hidden seeds too", r.hidden.size()))
          : "no kernel to score";
  log_ << fmt::format("kernelcraft mcp: {} {} {} ended ({}): {}\n", spec_.target->name, spec_.task.name, spec_.config,
                      kc::agent::endReasonName(reason), scored);
  if (!db_) return;
  try {
    if (db_->record(runId_, r, bench::evalReportJson(r).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace)))
      log_ << "kernelcraft mcp: recorded in run " << runId_ << '\n';
    else
      log_ << "kernelcraft mcp: NOT recorded: run " << runId_ << " already holds a result for " << spec_.target->name << ' '
           << spec_.task.name << ' ' << spec_.config << "; the run is kept in " << trajectory_->path() << '\n';
  } catch (const std::exception& e) {
    log_ << "kernelcraft mcp: the run is kept in " << trajectory_->path() << " but could not be recorded: " << e.what()
         << '\n';
  }
  log_ << std::flush;
}

} // namespace kc::mcp
