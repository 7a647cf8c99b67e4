#include "agent/replay.h"

#include <filesystem>
#include <map>
#include <memory>
#include <stdexcept>

#include <fmt/format.h>

#include "agent/agent_run.h"
#include "agent/event_fields.h"
#include "agent/tool_registry.h"
#include "agent/trajectory.h"
#include "evaluation/eval_report.h"
#include "safety/bounded_json.h"
#include "safety/stop_signal.h"
#include "task/task_catalog.h"

namespace kc::agent {

namespace {

// A recorded tool result without the status line the loop appended to it.
std::string withoutStatusLine(const std::string& text) {
  const size_t end = text.size() >= 1 && text.back() == '\n' ? text.size() - 1 : text.size();
  const size_t cut = text.rfind('\n', end ? end - 1 : 0);
  return cut == std::string::npos ? "" : text.substr(0, cut + 1);
}

const nlohmann::json& need(const nlohmann::json& event, const char* key, const std::string& path) {
  if (!event.contains(key)) throw std::runtime_error(path + ": a '" + event.value("event", "?") + "' event lacks '" + key + "'");
  return event[key];
}

std::string firstDifferentLine(const std::string& a, const std::string& b) {
  size_t i = 0, line = 1;
  while (i < a.size() && i < b.size() && a[i] == b[i]) line += a[i++] == '\n';
  auto lineAt = [&](const std::string& s) {
    const size_t from = s.rfind('\n', i ? i - 1 : 0);
    const size_t start = (from == std::string::npos || i == 0) ? 0 : from + 1;
    return s.substr(start, s.find('\n', start) - start);
  };
  return fmt::format("line {}: recorded \"{}\", now \"{}\"", line, lineAt(a), lineAt(b));
}

} // namespace

namespace {

// The replay of one trajectory, fed one event at a time.
struct Replayer {
  const std::string& path;
  const std::string& workspace;
  bench::EvalOptions options;
  std::unique_ptr<AgentSession> session;
  const ToolRegistry tools = kernelTools();
  ReplayResult out;
  int seenEvaluations = 0;
  // Results arrive in the trajectory right after their calls; a call is re-run when it is read
  // and its result compared when the recorded one is read.
  std::map<std::string, std::pair<int, ToolResult>> pending;  // id -> (step, result)
  int unrecordedResults = 0;

  void begin(const nlohmann::json& start) {
    if (textOf(start, "event") != "start")
      throw std::runtime_error(path + ": not a trajectory (it does not begin with a start event)");
    const std::string targetName = need(start, "target", path).get<std::string>();
    const kc::TargetInfo* target = kc::findTarget(targetName);
    if (!target) throw std::runtime_error(path + ": target '" + targetName + "' is not compiled in");
    options.tasksDir = start.value("tasks_dir", bench::defaultTasksDir());
    if (!std::filesystem::is_directory(options.tasksDir)) options.tasksDir = bench::defaultTasksDir();
    options.baselineDirs = bench::defaultBaselineDirs();
    options.seed = need(start, "seed", path).get<uint64_t>();
    SessionSetup setup;
    setup.target = target;
    setup.task = bench::loadTaskByName(options.tasksDir, need(start, "task", path).get<std::string>());
    setup.config = need(start, "config", path).get<std::string>();
    setup.options = options;
    if (std::filesystem::exists(workspace) && !std::filesystem::is_empty(workspace))
      throw std::runtime_error("replay workspace " + workspace + " is not empty");
    setup.workspace = workspace;
    session = std::make_unique<AgentSession>(setup);
  }

  void toolCall(const nlohmann::json& e, int step) {
    const std::string id = textOf(e, "id"), name = textOf(e, "name");
    if (pending.count(id)) ++unrecordedResults;  // an earlier call of this id was never answered
    if (session->submitted() || (e.contains("arguments_valid") && !flagOf(e, "arguments_valid"))) {
      pending[id] = {step, {"", true}};  // the loop ran nothing for it
      return;
    }
    safety::ParsedJson args = safety::parseBoundedJson(textOf(e, "arguments_text"));
    pending[id] = {step, tools.call(name, args.value, *session)};
    ++out.toolCalls;
  }

  void toolResult(const nlohmann::json& e, int step) {
    auto it = pending.find(textOf(e, "id"));
    if (it == pending.end()) return;
    const std::string recorded = withoutStatusLine(textOf(e, "text"));
    const ToolResult& now = it->second.second;
    if (!now.text.empty() && now.text != recorded)
      out.differences.push_back(fmt::format("step {} {}: result differs at {}", step, textOf(e, "name"),
                                            firstDifferentLine(recorded, now.text)));
    pending.erase(it);
  }

  void evaluation(const nlohmann::json& e, int step) {
    ++out.evaluations;
    if (session->evaluations() == seenEvaluations || !session->lastEvaluation()) {
      out.differences.push_back(fmt::format("step {}: an evaluation was recorded but none ran", step));
      return;
    }
    seenEvaluations = session->evaluations();
    const bench::EvalReport& r = *session->lastEvaluation();
    const std::string verdict = bench::evalVerdict(r);
    if (verdict != textOf(e, "verdict") || r.cycles != uint64_t(countOf(e, "cycles")) ||
        session->lastEvaluatedVersion() != int(countOf(e, "version", 1 << 30)))
      out.differences.push_back(fmt::format("step {}: recorded v{} {} in {} cycles, now v{} {} in {} cycles", step,
                                            int(countOf(e, "version", 1 << 30)), textOf(e, "verdict"), uint64_t(countOf(e, "cycles")),
                                            session->lastEvaluatedVersion(), verdict, r.cycles));
  }

  void scoring(const nlohmann::json& e) {
    const int version = int(countOf(e, "version", 1 << 30));
    if (version < 1 || version > session->latestVersion()) {
      if (version != 0) out.differences.push_back(fmt::format("scoring: v{} was never written in the replay", version));
      return;
    }
    bench::EvalOptions scoring = options;
    if (e.contains("hidden_seeds") && e["hidden_seeds"].is_array())
      for (const auto& seed : e["hidden_seeds"])
        if (seed.is_number_unsigned()) scoring.hiddenSeeds.push_back(seed.get<uint64_t>());
    const bench::EvalReport r = scoreVersion(*session, version, scoring);
    out.scored = true;
    out.finalVerdict = bench::evalVerdict(r);
    const bool visibleCorrect = r.correct || r.hiddenFailed;
    if (out.finalVerdict != textOf(e, "verdict") || r.correct != flagOf(e, "correct") ||
        visibleCorrect != flagOf(e, "visible_correct") || r.cycles != uint64_t(countOf(e, "cycles")))
      out.differences.push_back(fmt::format("scoring of v{}: recorded {} (correct {}) in {} cycles, now {} (correct {}) in {} cycles",
                                            version, textOf(e, "verdict"), flagOf(e, "correct"),
                                            uint64_t(countOf(e, "cycles")), out.finalVerdict, r.correct, r.cycles));
  }

  void event(const nlohmann::json& e) {
    if (safety::stopRequested()) throw std::runtime_error("replay stopped: " + safety::stopReason());
    if (!session) return begin(e);
    const std::string kind = textOf(e, "event");
    const int step = int(countOf(e, "step", 1 << 30));
    if (kind == "tool_call") toolCall(e, step);
    else if (kind == "tool_result") toolResult(e, step);
    else if (kind == "evaluation") evaluation(e, step);
    else if (kind == "scoring") scoring(e);
  }

  // A call whose result was never recorded cannot be compared: the replay says so rather than
  // claim that everything came out as recorded.
  void finish() {
    unrecordedResults += int(pending.size());
    if (unrecordedResults)
      out.differences.push_back(fmt::format("{} tool call{} without a recorded result, so {} not compared",
                                            unrecordedResults, unrecordedResults == 1 ? "" : "s",
                                            unrecordedResults == 1 ? "it was" : "they were"));
  }
};

} // namespace

ReplayResult replayTrajectory(const std::string& path, const std::string& workspace) {
  Replayer r{path, workspace, {}, nullptr};
  forEachTrajectoryEvent(path, [&](nlohmann::json&& e) { r.event(e); });
  if (!r.session) throw std::runtime_error(path + ": not a trajectory (it holds no events)");
  r.finish();
  return r.out;
}

} // namespace kc::agent
