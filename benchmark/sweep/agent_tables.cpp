#include "sweep/agent_tables.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

namespace kc::bench {

namespace {

struct Totals {
  int runs = 0, correct = 0, visibleCorrect = 0, submitted = 0;
  std::vector<int> firstCorrect;  // steps of the runs that found a correct kernel
  int64_t steps = 0, uncached = 0, cacheRead = 0, cacheWrite = 0, output = 0, reasoning = 0;
  bool reasoningKnown = false;
  int tokensUnreported = 0;  // external agents' runs
  double cost = 0;
  int costUnknown = 0;

  // A stored report is read as found in a results file, which may be damaged or crafted: a field
  // of the wrong type or out of range reads as absent.
  static int64_t count(const nlohmann::json& j, const char* key) {
    if (!j.is_object() || !j.contains(key)) return 0;
    const nlohmann::json& v = j[key];
    if (v.is_number_unsigned()) return v.get<uint64_t>() <= (uint64_t(1) << 53) ? int64_t(v.get<uint64_t>()) : 0;
    return v.is_number_integer() && v.get<int64_t>() >= 0 && v.get<int64_t>() <= (int64_t(1) << 53) ? v.get<int64_t>() : 0;
  }
  static bool flag(const nlohmann::json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_boolean() && j[key].get<bool>();
  }

  void add(const nlohmann::json& report) {
    static const nlohmann::json kNone;
    const nlohmann::json& a = report.is_object() && report.contains("agent_run") ? report["agent_run"] : kNone;
    const nlohmann::json& u = a.is_object() && a.contains("usage") ? a["usage"] : kNone;
    ++runs;
    correct += flag(report, "correct");
    visibleCorrect += flag(a, "visible_correct");
    submitted += a.is_object() && a.contains("scored_as") && a["scored_as"] == "submitted";
    if (const int64_t s = std::min<int64_t>(count(a, "first_correct_step"), 1000000)) firstCorrect.push_back(int(s));
    steps += count(a, "steps");
    if (!u.is_object()) {
      ++tokensUnreported;
      ++costUnknown;
      return;
    }
    uncached += count(u, "uncached_input");
    cacheRead += count(u, "cache_read");
    cacheWrite += count(u, "cache_write");
    output += count(u, "output");
    if (u.contains("reasoning") && u["reasoning"].is_number_integer()) {
      reasoning += count(u, "reasoning");
      reasoningKnown = true;
    }
    if (a.contains("cost_usd") && a["cost_usd"].is_number()) cost += a["cost_usd"].get<double>();
    else ++costUnknown;
  }

  std::string medianFirstCorrect() const {
    if (firstCorrect.empty()) return "-";
    std::vector<int> s = firstCorrect;
    std::sort(s.begin(), s.end());
    const size_t n = s.size();
    return n % 2 ? std::to_string(s[n / 2]) : fmt::format("{:g}", (s[n / 2 - 1] + s[n / 2]) / 2.0);
  }
  // Per run that reported tokens; "not reported" when none did.
  std::string perRun(int64_t v) const {
    const int n = runs - tokensUnreported;
    return n ? std::to_string((v + n / 2) / n) : "not reported";
  }
  std::string costText() const {
    if (costUnknown == runs) return "unknown";
    std::string t = fmt::format("${:.4f}", cost);
    if (costUnknown) t += fmt::format(" + {} unknown", costUnknown);
    return t;
  }
};

} // namespace

std::string agentTables(const std::vector<nlohmann::json>& results, const std::vector<TaskDef>& tasks,
                        const std::vector<std::string>& targets) {
  std::string out;
  for (const std::string& target : targets) {
    std::map<std::string, Totals> byTask;
    std::map<int, Totals> byLevel;
    Totals all;
    for (const nlohmann::json& r : results) {
      if (!r.is_object() || !r.contains("agent_run") || !r["agent_run"].is_object() ||
          !r.contains("target") || r["target"] != target)
        continue;
      byTask[r.contains("task") && r["task"].is_string() ? r["task"].get<std::string>() : ""].add(r);
      byLevel[int(std::clamp<int64_t>(Totals::count(r["agent_run"], "level"), 1, 3))].add(r);
      all.add(r);
    }
    if (!all.runs) continue;
    out += fmt::format("\n{} agent runs: {}/{} correct on hidden inputs, {}/{} on the visible one, {} submitted\n", target,
                       all.correct, all.runs, all.visibleCorrect, all.runs, all.submitted);
    std::string head = fmt::format("{:<20} {:>5} {:>7} {:>7} {:>13} {:>10} {:>12} {:>10}", "task", "level", "hidden",
                                   "visible", "first correct", "steps/run", "input/run", "output/run");
    out += head + "\n" + std::string(head.size(), '-') + "\n";
    for (const TaskDef& task : tasks) {
      auto it = byTask.find(task.name);
      if (it == byTask.end()) continue;
      const Totals& t = it->second;
      out += fmt::format("{:<20} {:>5} {:>7} {:>7} {:>13} {:>10.1f} {:>12} {:>10}\n", task.name, task.level,
                         fmt::format("{}/{}", t.correct, t.runs), fmt::format("{}/{}", t.visibleCorrect, t.runs),
                         t.medianFirstCorrect(), double(t.steps) / t.runs,
                         t.perRun(t.uncached + t.cacheRead + t.cacheWrite), t.perRun(t.output));
    }
    std::string lhead = fmt::format("{:<6} {:>7} {:>7} {:>12} {:>12} {:>12} {:>10} {:>10} {:>14}", "level", "hidden",
                                    "visible", "uncached/run", "cache rd/run", "cache wr/run", "output/run",
                                    "reasoning", "cost");
    out += "\n" + lhead + "\n" + std::string(lhead.size(), '-') + "\n";
    auto levelRow = [&](const std::string& name, const Totals& t) {
      out += fmt::format("{:<6} {:>7} {:>7} {:>12} {:>12} {:>12} {:>10} {:>10} {:>14}\n", name,
                         fmt::format("{}/{}", t.correct, t.runs), fmt::format("{}/{}", t.visibleCorrect, t.runs),
                         t.perRun(t.uncached), t.perRun(t.cacheRead), t.perRun(t.cacheWrite), t.perRun(t.output),
                         t.reasoningKnown ? t.perRun(t.reasoning) : "-", t.costText());
    };
    for (const auto& [level, t] : byLevel) levelRow(std::to_string(level), t);
    levelRow("all", all);
  }
  return out;
}

} // namespace kc::bench
