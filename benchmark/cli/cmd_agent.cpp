// `kernelcraft agent`: one model, one task configuration, one run, told as it goes.
#include <filesystem>
#include <iostream>

#include <fmt/format.h>

#include "agent/agent_run.h"
#include "cli/commands.h"
#include "cli/run_id.h"
#include "cli/target_lookup.h"
#include "evaluation/eval_report.h"
#include "formats/input_error.h"
#include "llm/make_provider.h"
#include "llm/prices.h"
#include "safety/stop_signal.h"
#include "sweep/results_db.h"
#include "task/task_catalog.h"

namespace kcli {

namespace {

std::string tokensLine(const nlohmann::json& record) {
  const nlohmann::json& usage = record["usage"];
  if (!usage.is_object())
    return "tokens: unknown (the provider sent counts that are not counts: " + record.value("usage_problems", std::string("?")) +
           ")";
  const auto n = [&](const char* k) { return usage.value(k, int64_t(0)); };
  std::string s = fmt::format("tokens: {} input ({} uncached, {} cache read, {} cache write), {} output",
                              n("uncached_input") + n("cache_read") + n("cache_write"), n("uncached_input"),
                              n("cache_read"), n("cache_write"), n("output"));
  if (usage.contains("reasoning") && usage["reasoning"].is_number())
    s += fmt::format(" ({} reasoning)", usage["reasoning"].get<int64_t>());
  return s;
}

std::string costLine(const std::string& model, const nlohmann::json& record) {
  const kc::llm::ModelPrice* price = kc::llm::PriceTable::builtin().find(model);
  if (!price || !record["cost_usd"].is_number())
    return "cost: unknown (benchmark/llm/prices.yaml lists no price for '" + model + "')";
  return fmt::format("cost: ${:.4f} (prices from {}, {})", record["cost_usd"].get<double>(), price->source, price->date);
}

} // namespace

int runAgent(const AgentArgs& args) {
  const kc::TargetInfo& target = requireTarget(args.target);
  kc::agent::LlmSpec spec;
  try {
    spec = kc::agent::parseLlmSpec(args.agent);
  } catch (const std::invalid_argument& e) {
    badInput(e.what());
  }
  kc::agent::AgentRunSpec run;
  run.target = &target;
  run.options.tasksDir = args.tasksDir.empty() ? kc::bench::defaultTasksDir() : args.tasksDir;
  run.options.baselineDirs = kc::bench::defaultBaselineDirs();
  run.options.seed = args.seed;
  run.options.hiddenRuns = args.hidden;
  try {
    run.task = kc::bench::loadTaskByName(run.options.tasksDir, args.task);
    run.task.config(target.name, args.config);
  } catch (const kc::bench::TaskFileError& e) {
    badInput(e.what());
  }
  run.config = args.config;
  const kc::agent::LlmAgentOptions options = llmAgentOptions(args.llm, spec.model);
  const std::string runId = args.runId.empty() ? newRunId() : args.runId;
  run.folder = (std::filesystem::path(options.runsDir) / runId / target.name / run.task.name / args.config).string();
  run.agentName = args.agent;
  run.provider = spec.provider;
  run.settings = options.loop;
  if (!args.quiet) run.settings.progress = [](const std::string& line) { std::cerr << line << '\n'; };

  std::unique_ptr<kc::bench::ResultsDb> db;
  if (!args.db.empty()) {
    try {
      db = std::make_unique<kc::bench::ResultsDb>(args.db);
      std::string existing;
      if (!db->beginRun(runId, args.agent, args.seed, existing))
        badInput("run '" + runId + "' in " + args.db + " belongs to agent " + existing + "; choose another --run-id");
    } catch (const std::runtime_error& e) {
      if (const auto* c = dynamic_cast<const CliError*>(&e)) throw *c;
      badInput(e.what());
    }
  }

  kc::llm::TransportOptions transport;
  transport.timeoutMs = options.timeoutSeconds * 1000;
  std::unique_ptr<kc::llm::Provider> provider = kc::llm::makeProvider(spec.provider, options.baseUrl, transport);
  std::cerr << fmt::format("kernelcraft agent: {} on {} {} {}, {} steps; run {} in {}\n", args.agent, target.name,
                           run.task.name, args.config, run.settings.budget.stepsFor(run.task.level), runId, run.folder);
  // SIGINT, SIGTERM and SIGHUP end the run as interrupted: scored and recorded like any other.
  kc::safety::installStopSignals();
  kc::agent::AgentRunResult result;
  try {
    result = kc::agent::runAgent(*provider, run);
  } catch (const std::runtime_error& e) {
    badInput(e.what());  // the folder is another live session's, or cannot be written
  }
  const kc::bench::EvalReport& r = result.report;
  const kc::agent::LoopOutcome& loop = result.loop;

  if (result.recovered)
    std::cout << "recovered: " << run.folder << " held a run whose process ended without recording it; it is scored "
              << "and recorded now, and no model is called\n";
  std::cout << fmt::format("ended: {} after {} of {} steps{}\n", kc::agent::endReasonName(loop.reason), loop.steps,
                           loop.maxSteps, loop.detail.empty() ? "" : " (" + loop.detail + ")");
  if (result.scoredVersion) {
    std::cout << fmt::format("scored: {} ({})\n", kc::agent::AgentSession::versionName(result.scoredVersion),
                             result.scoredAs);
    std::cout << kc::bench::evalReportText(r);
  } else {
    std::cout << "scored: nothing (" << (r.setupError.empty() ? "no kernel" : r.setupError) << ")\n";
  }
  if (loop.firstCorrectStep) std::cout << fmt::format("first correct at step {}\n", loop.firstCorrectStep);
  if (!r.agentRun.is_null()) {
    std::cout << tokensLine(r.agentRun) << fmt::format("; {} calls, {} retries, {:.1f} s waiting for the model\n",
                                                                loop.steps, loop.retries, loop.latencySeconds);
    std::cout << costLine(spec.model, r.agentRun) << '\n';
  }
  std::cout << "trajectory: " << result.trajectoryPath << '\n';
  if (db) {
    try {
      if (!db->record(runId, r, kc::bench::evalReportJson(r).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace))) {
        std::cerr << "kernelcraft agent: the run is kept in " << result.trajectoryPath << " but not recorded: run " << runId
                  << " already holds a result for " << target.name << ' ' << run.task.name << ' ' << args.config << '\n';
        return kExitFailed;
      }
    } catch (const std::exception& e) {
      std::cerr << "kernelcraft agent: the run is kept in " << result.trajectoryPath << " but not in " << args.db << ": "
                << e.what() << '\n';
      return kExitFailed;
    }
  }
  return r.correct ? kExitOk : kExitFailed;
}

} // namespace kcli
