#include "sweep/tables.h"

#include <cmath>
#include <map>

#include <fmt/format.h>

namespace kc::bench {

namespace {

// 8673 -> "8673", 126682 -> "126.7k", 2.3e6 -> "2.30M".
std::string compactCount(uint64_t n) {
  if (n < 100000) return std::to_string(n);
  if (n < 10000000) return fmt::format("{:.1f}k", double(n) / 1e3);
  return fmt::format("{:.2f}M", double(n) / 1e6);
}

} // namespace

std::string benchTables(const std::vector<nlohmann::json>& results, const std::vector<TaskDef>& tasks,
                        const std::vector<std::string>& targets, const std::vector<std::string>& configs,
                        bool cycles) {
  // (target, task) -> config -> report
  std::map<std::pair<std::string, std::string>, std::map<std::string, const nlohmann::json*>> by;
  for (const nlohmann::json& r : results)
    by[{r.value("target", ""), r.value("task", "")}][r.value("config", "")] = &r;
  std::string out;
  for (const std::string& target : targets) {
    std::string rows;
    int correct = 0, total = 0, taskCount = 0;
    double logSum = 0;
    int speedups = 0;
    for (const TaskDef& task : tasks) {
      auto it = by.find({target, task.name});
      if (it == by.end()) continue;
      ++taskCount;
      int ok = 0, n = 0;
      std::string cells;
      for (const std::string& c : configs) {
        auto r = it->second.find(c);
        if (r == it->second.end()) { cells += fmt::format(" {:>8}", ""); continue; }
        ++n;
        if ((*r->second).value("correct", false)) {
          ++ok;
          double s = (*r->second).value("speedup", 0.0);
          if (s > 0) { logSum += std::log(s); ++speedups; }
          if (cycles) cells += fmt::format(" {:>8}", compactCount((*r->second).value("cycles", uint64_t(0))));
          else cells += s > 0 ? fmt::format(" {:>7.2f}x", s) : fmt::format(" {:>8}", "ok");
        } else {
          cells += fmt::format(" {:>8}", "-");
        }
      }
      correct += ok;
      total += n;
      rows += fmt::format("{:<20} {:>5} {:>5}/{:<2}{}\n", task.name, task.level, ok, n, cells);
    }
    if (!taskCount) continue;
    out += fmt::format("\n{}: {} tasks, {}/{} configurations correct", target, taskCount, correct, total);
    if (speedups && !cycles) out += fmt::format(", geometric-mean speedup {:.2f}x over the baseline", std::exp(logSum / speedups));
    if (cycles) out += "; simulated cycles per configuration (the baseline's speedup is 1 by definition)";
    out += "\n";
    std::string head = fmt::format("{:<20} {:>5} {:>8}", "task", "level", "correct");
    for (const std::string& c : configs) head += fmt::format(" {:>8}", c);
    out += head + "\n" + std::string(head.size(), '-') + "\n" + rows;
  }
  return out;
}

} // namespace kc::bench
