#include <algorithm>
#include <cmath>
#include <chrono>
#include <ctime>
#include <iostream>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include <fmt/format.h>

#include "cli/commands.h"
#include "cli/run_id.h"
#include "cli/target_lookup.h"
#include "evaluation/eval_report.h"
#include "formats/input_error.h"
#include "safety/bounded_json.h"
#include "safety/stop_signal.h"
#include "sweep/agent_tables.h"
#include "sweep/agents.h"
#include "sweep/llm_agent.h"
#include "sweep/results_db.h"
#include "sweep/run_jobs.h"
#include "sweep/tables.h"
#include "task/task_catalog.h"

namespace kcli {

namespace {

using kc::bench::EvalReport;
using kc::bench::TaskDef;

using Job = kc::bench::SweepJob;

std::vector<std::string> splitList(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

bool sameName(const std::string& a, const std::string& b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return std::tolower(x) == std::tolower(y); });
}

std::vector<const kc::TargetInfo*> chooseTargets(const std::string& list) {
  std::vector<const kc::TargetInfo*> out;
  if (list.empty()) return kc::allTargets();
  for (const std::string& name : splitList(list)) out.push_back(&requireTarget(name));
  return out;
}

std::vector<const TaskDef*> chooseTasks(const std::vector<TaskDef>& all, const std::string& list) {
  std::vector<const TaskDef*> out;
  if (list.empty()) {
    for (const TaskDef& t : all) out.push_back(&t);
    return out;
  }
  std::vector<std::string> names;
  for (const TaskDef& t : all) names.push_back(t.name);
  for (const std::string& want : splitList(list)) {
    auto it = std::find_if(all.begin(), all.end(), [&](const TaskDef& t) { return sameName(t.name, want); });
    if (it == all.end()) badInput("unknown task '" + want + "'" + didYouMean(want, names));
    out.push_back(&*it);
  }
  return out;
}

// A report as stored in a results file, which may be damaged or crafted: a field the tables read
// that has the wrong type (or a number no count can be) is dropped, so it reads as absent rather
// than throwing or converting out of range.
nlohmann::json storedReport(const std::string& text) {
  nlohmann::json r = kc::safety::parseBoundedJson(text).value;
  if (!r.is_object()) return nlohmann::json::object();
  auto keepIf = [&](const char* key, bool ok) {
    if (r.contains(key) && !ok) r.erase(key);
  };
  for (const char* k : {"target", "task", "config", "kernel"}) keepIf(k, r.contains(k) && r[k].is_string());
  keepIf("correct", r.contains("correct") && r["correct"].is_boolean());
  keepIf("speedup", r.contains("speedup") && r["speedup"].is_number() && std::isfinite(r["speedup"].get<double>()));
  keepIf("cycles", r.contains("cycles") && r["cycles"].is_number_unsigned());
  keepIf("agent_run", r.contains("agent_run") && r["agent_run"].is_object());
  return r;
}

// The tables of a run already in the database (an external agent's, or a finished sweep's),
// evaluating nothing.
int showRun(const BenchArgs& args, const std::vector<TaskDef>& allTasks) {
  std::vector<nlohmann::json> results;
  try {
    kc::bench::ResultsDb db(args.db, int(args.dbWaitSeconds * 1000));
    for (const std::string& s : db.reports(args.show)) results.push_back(storedReport(s));
  } catch (const std::runtime_error& e) {
    badInput(e.what());
  }
  if (results.empty()) badInput(args.db + " holds no results of run '" + args.show + "'");
  std::set<std::string> targets, configs;
  bool baseline = true;
  auto text = [](const nlohmann::json& r, const char* key) {  // a field of another type reads as ""
    const auto it = r.find(key);
    return it != r.end() && it->is_string() ? it->get<std::string>() : std::string();
  };
  for (const nlohmann::json& r : results) {
    if (!r.is_object()) continue;
    targets.insert(text(r, "target"));
    configs.insert(text(r, "config"));
    baseline = baseline && text(r, "kernel") == "baseline";
  }
  const std::vector<std::string> targetNames(targets.begin(), targets.end());
  std::cout << kc::bench::benchTables(results, allTasks, targetNames, {configs.begin(), configs.end()}, baseline)
            << kc::bench::agentTables(results, allTasks, targetNames) << std::flush;
  return kExitOk;
}

} // namespace

int runBench(const BenchArgs& args) {
  kc::bench::EvalOptions options;
  options.tasksDir = args.tasksDir.empty() ? kc::bench::defaultTasksDir() : args.tasksDir;
  options.baselineDirs = kc::bench::defaultBaselineDirs();
  options.seed = args.seed;
  options.hiddenRuns = args.hidden;
  std::vector<TaskDef> allTasks;
  try {
    allTasks = kc::bench::loadAllTasks(options.tasksDir);
  } catch (const kc::bench::TaskFileError& e) {
    badInput(e.what());
  }
  if (!args.show.empty()) return showRun(args, allTasks);
  const std::vector<const kc::TargetInfo*> targets = chooseTargets(args.targets);
  const std::vector<const TaskDef*> tasks = chooseTasks(allTasks, args.tasks);
  const std::vector<std::string> wantConfigs = splitList(args.configs);
  const std::string runId = args.runId.empty() ? newRunId() : args.runId;
  std::unique_ptr<kc::bench::Agent> agent;
  try {
    if (args.agent.rfind("llm:", 0) == 0) {
      kc::agent::LlmAgentOptions o = llmAgentOptions(args.llm, kc::agent::parseLlmSpec(args.agent).model);
      // Waits for a model server (retries) are said as they begin, one line each, from any worker.
      if (!args.quiet)
        o.loop.progress = [mu = std::make_shared<std::mutex>()](const std::string& line) {
          if (line.find("retry ") == std::string::npos && line.find("not counts") == std::string::npos) return;
          std::lock_guard<std::mutex> lock(*mu);
          std::cerr << "kernelcraft bench: " << line << '\n';
        };
      agent = kc::bench::makeLlmAgent(args.agent, runId, o);
    }
    else
      agent = kc::bench::makeAgent(args.agent);
  } catch (const std::invalid_argument& e) {
    badInput(e.what());
  }

  std::vector<Job> jobs;
  std::vector<std::string> columns;
  for (const kc::TargetInfo* target : targets)
    for (const TaskDef* task : tasks) {
      if (!task->runsOn(target->name)) continue;
      for (const auto& [name, sizes] : task->configs.at(target->name)) {
        if (!wantConfigs.empty() && std::find(wantConfigs.begin(), wantConfigs.end(), name) == wantConfigs.end()) continue;
        jobs.push_back({target, task, name});
        if (std::find(columns.begin(), columns.end(), name) == columns.end()) columns.push_back(name);
      }
    }
  for (const std::string& c : wantConfigs)
    if (std::find(columns.begin(), columns.end(), c) == columns.end())
      badInput("no selected task has a configuration '" + c + "'");
  std::sort(columns.begin(), columns.end());
  if (jobs.empty()) badInput("nothing to evaluate: no selected task runs on the selected targets");

  std::unique_ptr<kc::bench::ResultsDb> db;
  std::set<kc::bench::ResultKey> finished;
  try {
    db = std::make_unique<kc::bench::ResultsDb>(args.db, int(args.dbWaitSeconds * 1000));
    std::string existing;
    if (!db->beginRun(runId, agent->name(), args.seed, existing))
      badInput("run '" + runId + "' in " + args.db + " belongs to agent " + existing + "; choose another --run-id");
    finished = db->finished(runId);
  } catch (const std::runtime_error& e) {
    if (const auto* c = dynamic_cast<const CliError*>(&e)) throw *c;
    badInput(e.what());
  }
  std::vector<Job> todo;
  for (const Job& j : jobs)
    if (!finished.count({j.target->name, j.task->name, j.config})) todo.push_back(j);
  std::cerr << fmt::format("kernelcraft bench: run {} ({}), {} evaluations, {} already in {}\n", runId, agent->name(),
                           jobs.size(), jobs.size() - todo.size(), args.db);

  const unsigned threads = std::max(1u, std::min<unsigned>(args.jobs ? args.jobs : std::thread::hardware_concurrency(),
                                                          unsigned(todo.size())));
  size_t doneCount = jobs.size() - todo.size(), failedSetup = 0;
  const auto start = std::chrono::steady_clock::now();
  // Stopping is clean: every row committed so far stays, and the same --run-id resumes.
  auto stopped = [&](const std::string& why) {
    std::cerr << fmt::format("kernelcraft bench: stopped: {}\nkernelcraft bench: {} of {} evaluations of run {} are "
                             "kept in {}; run again with --run-id {} to resume\n",
                             why, doneCount, jobs.size(), runId, args.db, runId);
    return kExitFailed;
  };
  // SIGINT, SIGTERM and SIGHUP stop the sweep cleanly: runs in progress end and are recorded.
  kc::safety::installStopSignals();
  try {
    kc::bench::runJobs(todo, *agent, options, threads, [&](const Job&, const EvalReport& r) {
      const nlohmann::ordered_json j = kc::bench::evalReportJson(r);
      const std::string text = j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
      if (!db->record(runId, r, text))
        std::cerr << fmt::format("kernelcraft bench: {} {} {} was already recorded in run {}; this result is not\n",
                                 r.target, r.task, r.config, runId);
      ++doneCount;
      failedSetup += !r.setupError.empty();
      if (args.json) std::cout << text << '\n' << std::flush;
      if (!args.quiet) {
        std::string line = fmt::format("[{}/{}] {} {} {}: {}", doneCount, jobs.size(), r.target, r.task, r.config,
                                       kc::bench::evalVerdict(r));
        if (r.correct && r.speedup > 0) line += fmt::format(", {:.2f}x", r.speedup);
        if (!r.setupError.empty()) line += " (" + r.setupError + ")";
        std::cerr << line << fmt::format(" ({:.3f} s)\n", r.seconds);
      }
    });
  } catch (const std::exception& e) {
    return stopped(e.what());
  }
  if (kc::safety::stopRequested()) return stopped(kc::safety::stopReason());
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::vector<nlohmann::json> results;
  try {
    for (const std::string& s : db->reports(runId)) results.push_back(storedReport(s));
  } catch (const std::exception& e) {
    return stopped(e.what());
  }
  std::vector<std::string> targetNames;
  for (const kc::TargetInfo* t : targets) targetNames.push_back(t->name);
  std::vector<TaskDef> chosen;
  for (const TaskDef* t : tasks) chosen.push_back(*t);
  if (!args.json)
    std::cout << kc::bench::benchTables(results, chosen, targetNames, columns, args.agent == "baseline")
              << kc::bench::agentTables(results, chosen, targetNames) << std::flush;
  std::cerr << fmt::format("kernelcraft bench: {} evaluations in {:.2f} s on {} threads; results in {} (run {})\n",
                           todo.size(), seconds, threads, args.db, runId);
  return failedSetup ? kExitFailed : kExitOk;
}

} // namespace kcli
