#include "agent/agent_run.h"

#include <filesystem>

#include "agent/prompt.h"
#include "agent/run_lock.h"
#include "agent/run_recovery.h"
#include "evaluation/eval_report.h"

namespace kc::agent {

namespace fs = std::filesystem;

namespace {

nlohmann::json hiddenSeedsOf(const bench::EvalReport& r) {
  nlohmann::json seeds = nlohmann::json::array();
  for (const bench::HiddenCheck& h : r.hidden) seeds.push_back(h.seed);
  return seeds;
}

bench::EvalReport unscored(const AgentRunSpec& spec, const std::string& why) {
  bench::EvalReport r;
  r.target = spec.target->name;
  r.task = spec.task.name;
  r.config = spec.config;
  r.kernel = "(none)";
  r.setupError = why;
  return r;
}

} // namespace

SessionSetup sessionSetup(const AgentRunSpec& spec) {
  SessionSetup setup;
  setup.target = spec.target;
  setup.task = spec.task;
  setup.config = spec.config;
  setup.options = spec.options.visibleOnly();
  setup.workspace = spec.folder;
  return setup;
}

void prepareRunFolder(const std::string& folder) {
  if (fs::exists(folder) && !fs::is_empty(folder)) {
    for (int n = 1;; ++n) {
      const std::string aside = folder + ".interrupted-" + std::to_string(n);
      if (!fs::exists(aside)) {
        fs::rename(folder, aside);
        break;
      }
    }
  }
  fs::create_directories(folder);
}

void writeStartEvent(TrajectoryWriter& log, const AgentRunSpec& spec, int budget) {
  log.write("start", {{"agent", spec.agentName},
                      {"provider", spec.provider},
                      {"model", spec.settings.model},
                      {"target", spec.target->name},
                      {"task", spec.task.name},
                      {"config", spec.config},
                      {"level", spec.task.level},
                      {"seed", spec.options.seed},
                      {"tasks_dir", fs::absolute(spec.options.tasksDir).string()},
                      {"max_steps", budget}});
}

std::pair<int, std::string> versionToScore(const LoopOutcome& loop, int latestVersion) {
  if (loop.submittedVersion) return {loop.submittedVersion, "submitted"};
  if (loop.bestCorrectVersion) return {loop.bestCorrectVersion, "best correct"};
  if (latestVersion) return {latestVersion, "latest"};
  return {0, "none"};
}

bench::EvalReport scoreVersion(const AgentSession& session, int version, const bench::EvalOptions& options) {
  bench::EvalOptions o = options;
  o.detail = {};
  return bench::evaluate(session.target(), session.task(), session.config(), session.versionText(version),
                         AgentSession::versionName(version), session.workspace(), o);
}

AgentRunResult scoreRun(const AgentSession& session, const AgentRunSpec& spec, const LoopOutcome& loop,
                        TrajectoryWriter& log) {
  AgentRunResult result;
  result.loop = loop;
  result.trajectoryPath = log.path();
  std::tie(result.scoredVersion, result.scoredAs) = versionToScore(loop, session.latestVersion());
  if (result.scoredVersion) {
    result.report = scoreVersion(session, result.scoredVersion, spec.options);
    result.report.kernel = session.versionPath(result.scoredVersion);
  } else {
    result.report = unscored(spec, "the model wrote no kernel");
  }
  const bench::EvalReport& r = result.report;
  const bool visibleCorrect = r.correct || r.hiddenFailed;
  log.write("scoring", {{"version", result.scoredVersion},
                        {"scored_as", result.scoredAs},
                        {"verdict", bench::evalVerdict(r)},
                        {"visible_correct", visibleCorrect},
                        {"correct", r.correct},
                        {"hidden_seeds", hiddenSeedsOf(r)},
                        {"cycles", r.cycles},
                        {"speedup", r.speedup},
                        {"bound_cycles", r.bound.cycles},
                        {"bound_share", r.correct ? bench::shareOfBound(r.bound, r.cycles) : 0.0}});
  nlohmann::json record = loop.toJson();
  record["agent"] = spec.agentName;
  record["provider"] = spec.provider;
  record["model"] = spec.settings.model;
  record["level"] = spec.task.level;
  record["scored_version"] = result.scoredVersion;
  record["scored_as"] = result.scoredAs;
  record["visible_correct"] = visibleCorrect;
  record["trajectory"] = fs::absolute(result.trajectoryPath).string();
  result.report.agentRun = record;
  return result;
}

AgentRunResult runAgent(llm::Provider& provider, const AgentRunSpec& spec) {
  const RunLock lock(spec.folder);
  if (hasUnscoredRun(spec.folder)) {
    AgentRunResult recovered = recoverRun(spec, spec.settings.budget.stepsFor(spec.task.level));
    recovered.recovered = true;
    return recovered;
  }
  prepareRunFolder(spec.folder);
  TrajectoryWriter log((fs::path(spec.folder) / "trajectory.jsonl").string());
  AgentSession session(sessionSetup(spec));
  const ToolRegistry tools = kernelTools();
  const int steps = spec.settings.budget.stepsFor(spec.task.level);
  writeStartEvent(log, spec, steps);

  std::string taskText;
  try {
    taskText = taskPrompt(*spec.target, spec.task, spec.config, spec.options.tasksDir, steps);
  } catch (const std::exception& e) {
    // A broken task is the run's failure before any model call, not the sweep's.
    log.write("end", {{"reason", "task error"}, {"detail", e.what()}});
    AgentRunResult result;
    result.trajectoryPath = log.path();
    result.scoredAs = "none";
    result.report = unscored(spec, e.what());
    return result;
  }
  const LoopOutcome loop = runAgentLoop(provider, spec.settings, session, tools, systemPrompt(*spec.target), taskText, &log);
  return scoreRun(session, spec, loop, log);
}

} // namespace kc::agent
