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

  void add(const nlohmann::json& report) {
    const nlohmann::json& a = report["agent_run"];
    const nlohmann::json& u = a["usage"];
    ++runs;
    correct += report.value("correct", false);
    visibleCorrect += a.value("visible_correct", false);
    submitted += a.value("scored_as", "") == "submitted";
    if (const int s = a.value("first_correct_step", 0)) firstCorrect.push_back(s);
    steps += a.value("steps", 0);
    if (u.is_null()) {
      ++tokensUnreported;
      ++costUnknown;
      return;
    }
    uncached += u.value("uncached_input", int64_t(0));
    cacheRead += u.value("cache_read", int64_t(0));
    cacheWrite += u.value("cache_write", int64_t(0));
    output += u.value("output", int64_t(0));
    if (u.contains("reasoning") && u["reasoning"].is_number()) {
      reasoning += u["reasoning"].get<int64_t>();
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
      if (!r.contains("agent_run") || r.value("target", "") != target) continue;
      byTask[r.value("task", "")].add(r);
      byLevel[r["agent_run"].value("level", 1)].add(r);
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
