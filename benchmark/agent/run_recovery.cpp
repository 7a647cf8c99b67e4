#include "agent/run_recovery.h"

#include <filesystem>

#include "agent/event_fields.h"
#include "agent/tool_runner.h"
#include "llm/prices.h"

namespace kc::agent {

namespace fs = std::filesystem;

namespace {

std::string trajectoryOf(const std::string& folder) { return (fs::path(folder) / "trajectory.jsonl").string(); }


// A recorded usage object as counts; false when it is not one (then the run's usage is unknown).
bool usageFrom(const nlohmann::json& u, llm::Usage& out) {
  if (!u.is_object()) return false;
  for (const char* k : {"uncached_input", "cache_read", "cache_write", "output"})
    if (!u.contains(k) || !u[k].is_number_integer() || u[k].get<int64_t>() < 0) return false;
  out.uncachedInput = u["uncached_input"].get<int64_t>();
  out.cacheRead = u["cache_read"].get<int64_t>();
  out.cacheWrite = u["cache_write"].get<int64_t>();
  out.output = u["output"].get<int64_t>();
  if (u.contains("reasoning") && u["reasoning"].is_number_integer()) out.reasoning = u["reasoning"].get<int64_t>();
  return true;
}

} // namespace

bool hasUnscoredRun(const std::string& folder) {
  const std::string path = trajectoryOf(folder);
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return false;
  bool scored = false;
  try {
    forEachTrajectoryEvent(path, [&](nlohmann::json&& e) { scored = scored || textOf(e, "event") == "scoring"; });
  } catch (const std::exception&) {
    return true;  // a damaged trajectory is recovered as far as it reads, not set aside unnoticed
  }
  return !scored;
}

LoopOutcome outcomeFromTrajectory(const std::string& trajectoryPath, int budget) {
  LoopOutcome o;
  o.reason = EndReason::Interrupted;
  o.maxSteps = budget;
  bool external = false, usageKnown = true;
  std::string lastTime;
  try {
    forEachTrajectoryEvent(trajectoryPath, [&](nlohmann::json&& e) {
      const std::string kind = textOf(e, "event");
      if (!textOf(e, "time").empty()) lastTime = textOf(e, "time");
      o.steps = std::max(o.steps, int(countOf(e, "step", 1 << 30)));
      if (kind == "start") {
        external = textOf(e, "provider") == "external";
      } else if (kind == "response") {
        llm::Usage u;
        if (usageFrom(e.contains("usage") ? e["usage"] : nlohmann::json(), u)) o.usage += u;
        else usageKnown = false;
        const nlohmann::json& call = e.contains("call") ? e["call"] : e;
        o.retries += int(countOf(call, "retries", 1 << 20));
        o.latencySeconds += realOf(call, "latency_s");
      } else if (kind == "usage_warning") {
        o.usageProblems += (o.usageProblems.empty() ? "" : "; ") + textOf(e, "problems");
      } else if (kind == "tool_call") {
        ++o.toolCalls;
      } else if (kind == "tool_result") {
        o.toolErrors += flagOf(e, "is_error");
      } else if (kind == "submitted") {
        o.submittedVersion = int(countOf(e, "version", 1 << 30));
      } else if (kind == "evaluation" && flagOf(e, "correct")) {
        const int v = int(countOf(e, "version", 1 << 30));
        const uint64_t cycles = uint64_t(countOf(e, "cycles"));
        if (!o.firstCorrectStep) o.firstCorrectStep = int(countOf(e, "step", 1 << 30));
        if (!o.bestCorrectVersion || cycles < o.bestCycles || (cycles == o.bestCycles && v > o.bestCorrectVersion)) {
          o.bestCorrectVersion = v;
          o.bestCycles = cycles;
          o.bestSpeedup = realOf(e, "speedup");
        }
      }
    });
  } catch (const std::exception& e) {
    o.detail = std::string("trajectory read in part: ") + e.what() + "; ";
  }
  o.usageReported = !external && usageKnown;
  o.steps = std::min(o.steps, std::max(budget, 0));
  o.detail += "recovered: the process ended without recording the run" +
              (lastTime.empty() ? std::string() : " (its last event at " + lastTime + ")");
  return o;
}

AgentRunResult recoverRun(const AgentRunSpec& given, int budget) {
  AgentRunSpec spec = given;
  const std::string path = trajectoryOf(spec.folder);
  bool ended = false;
  // The run is recorded as the agent that made it (an MCP client's name is known only from its
  // handshake, which the recovering process has not seen).
  forEachTrajectoryEvent(path, [&](nlohmann::json&& e) {
    const std::string kind = textOf(e, "event");
    ended = ended || kind == "end";
    if (kind != "start") return;
    for (auto [key, into] : {std::pair{"agent", &spec.agentName}, {"provider", &spec.provider}, {"model", &spec.settings.model}})
      if (e.contains(key) && e[key].is_string() && !e[key].get<std::string>().empty()) *into = e[key].get<std::string>();
  });
  LoopOutcome loop = outcomeFromTrajectory(path, budget);
  const llm::PriceTable& prices = spec.settings.prices ? *spec.settings.prices : llm::PriceTable::builtin();
  if (loop.usageReported && loop.usageProblems.empty()) loop.costUsd = prices.costUsd(spec.settings.model, loop.usage);
  TrajectoryWriter log(path);
  if (!ended) log.write("end", loop.toJson());
  AgentSession session(sessionSetup(spec));
  // A submission is only trusted for a version that is there.
  if (loop.submittedVersion > session.latestVersion()) loop.submittedVersion = 0;
  if (loop.bestCorrectVersion > session.latestVersion()) loop.bestCorrectVersion = 0;
  return scoreRun(session, spec, loop, log);
}

} // namespace kc::agent
