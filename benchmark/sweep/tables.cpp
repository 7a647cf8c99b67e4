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

// Fields of a stored report, read leniently: a results file may come from elsewhere, and a field of
// the wrong type reads as absent instead of stopping the tables.
double numberAt(const nlohmann::json& j, const char* key, double otherwise = 0) {
  if (!j.is_object()) return otherwise;
  const auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<double>() : otherwise;
}
bool flagAt(const nlohmann::json& j, const char* key) {
  if (!j.is_object()) return false;
  const auto it = j.find(key);
  return it != j.end() && it->is_boolean() && it->get<bool>();
}
std::string textAt(const nlohmann::json& j, const char* key) {
  if (!j.is_object()) return "";
  const auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}
uint64_t countAt(const nlohmann::json& j, const char* key) {
  const double v = numberAt(j, key);
  return v > 0 && v < 1.8e19 ? uint64_t(v) : 0;
}

// Speedups and shares of the bound over some configurations: the geometric mean of the speedups
// of the correct ones, and the mean share of the bound with a wrong configuration counting 0.
struct Summary {
  double logSum = 0;
  int speedups = 0;
  double shareSum = 0;
  int runs = 0, bounded = 0;
  void add(const nlohmann::json& r) {
    ++runs;
    const bool correct = flagAt(r, "correct");
    if (r.is_object() && r.contains("bound")) ++bounded;
    if (!correct) return;
    const double s = numberAt(r, "speedup");
    if (s > 0) {
      logSum += std::log(s);
      ++speedups;
    }
    shareSum += numberAt(r, "bound_share");
  }
  std::string speedupText() const { return speedups ? fmt::format("{:.2f}x", std::exp(logSum / speedups)) : "-"; }
  std::string shareText() const { return bounded ? fmt::format("{:.0f}%", 100.0 * shareSum / runs) : "-"; }
};

// "LSU", "mac", ...; the bound on all element operations together as "ops".
std::string shortResource(const std::string& r) { return r == "element operations" ? "ops" : r; }

using ReportsByTask = std::map<std::pair<std::string, std::string>, std::map<std::string, const nlohmann::json*>>;

// Per task and configuration: the roofline bound's cycles and what sets it.
std::string boundTable(const ReportsByTask& by, const std::vector<TaskDef>& tasks, const std::string& target,
                       const std::vector<std::string>& configs) {
  std::string head = fmt::format("{:<20}", "roofline bound");
  for (const std::string& c : configs) head += fmt::format(" {:>12}", c);
  std::string out = "\n" + head + "\n" + std::string(head.size(), '-') + "\n";
  for (const TaskDef& task : tasks) {
    auto it = by.find({target, task.name});
    if (it == by.end()) continue;
    std::string row = fmt::format("{:<20}", task.name);
    for (const std::string& c : configs) {
      auto r = it->second.find(c);
      if (r == it->second.end() || !r->second->is_object() || !r->second->contains("bound") ||
          !(*r->second)["bound"].is_object()) {
        row += fmt::format(" {:>12}", "-");
        continue;
      }
      const nlohmann::json& b = (*r->second)["bound"];
      row += fmt::format(" {:>12}", compactCount(countAt(b, "cycles")) + " " + shortResource(textAt(b, "resource")));
    }
    out += row + "\n";
  }
  return out;
}

} // namespace

std::string benchTables(const std::vector<nlohmann::json>& results, const std::vector<TaskDef>& tasks,
                        const std::vector<std::string>& targets, const std::vector<std::string>& configs,
                        bool cycles) {
  // (target, task) -> config -> report
  ReportsByTask by;
  for (const nlohmann::json& r : results)
    by[{textAt(r, "target"), textAt(r, "task")}][textAt(r, "config")] = &r;
  std::string out;
  for (const std::string& target : targets) {
    std::string rows;
    int correct = 0, total = 0, taskCount = 0;
    Summary overall;
    std::map<int, Summary> perLevel;
    std::map<int, int> tasksPerLevel;
    for (const TaskDef& task : tasks) {
      auto it = by.find({target, task.name});
      if (it == by.end()) continue;
      ++taskCount;
      ++tasksPerLevel[task.level];
      int ok = 0, n = 0;
      Summary row;
      std::string cells;
      for (const std::string& c : configs) {
        auto r = it->second.find(c);
        if (r == it->second.end()) { cells += fmt::format(" {:>8}", ""); continue; }
        const nlohmann::json& rep = *r->second;
        ++n;
        row.add(rep);
        overall.add(rep);
        perLevel[task.level].add(rep);
        if (flagAt(rep, "correct")) {
          ++ok;
          const double s = numberAt(rep, "speedup");
          if (cycles) cells += fmt::format(" {:>8}", compactCount(countAt(rep, "cycles")));
          else cells += s > 0 ? fmt::format(" {:>7.2f}x", s) : fmt::format(" {:>8}", "ok");
        } else {
          cells += fmt::format(" {:>8}", "-");
        }
      }
      correct += ok;
      total += n;
      rows += fmt::format("{:<20} {:>5} {:>5}/{:<2}{} {:>8}\n", task.name, task.level, ok, n, cells, row.shareText());
    }
    if (!taskCount) continue;
    out += fmt::format("\n{}: {} tasks, {}/{} configurations correct", target, taskCount, correct, total);
    if (cycles) out += "; simulated cycles per configuration (the baseline's speedup is 1 by definition)";
    out += "; the last column is the mean share of the roofline bound (bound cycles / cycles, a wrong configuration 0)\n";
    std::string head = fmt::format("{:<20} {:>5} {:>8}", "task", "level", "correct");
    for (const std::string& c : configs) head += fmt::format(" {:>8}", c);
    head += fmt::format(" {:>8}", "bound");
    out += head + "\n" + std::string(head.size(), '-') + "\n" + rows;
    for (const auto& [level, s] : perLevel)
      out += fmt::format("level {}: {} task{}, geometric-mean speedup {}, mean share of the bound {}\n", level,
                         tasksPerLevel[level], tasksPerLevel[level] == 1 ? "" : "s", s.speedupText(), s.shareText());
    out += fmt::format("overall: geometric-mean speedup {} over the baseline, mean share of the bound {}\n",
                       overall.speedupText(), overall.shareText());
    if (overall.bounded) out += boundTable(by, tasks, target, configs);
  }
  return out;
}

} // namespace kc::bench
