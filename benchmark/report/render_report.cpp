#include "report/render_report.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include <fmt/format.h>

#include "report/html_escape.h"
#include "report/svg_plots.h"

namespace kc::report {

namespace {

constexpr const char* kStyle = R"(
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px auto; max-width: 1200px; color: #222; padding: 0 16px; }
h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 32px; border-bottom: 1px solid #ddd; } h3 { font-size: 15px; }
table { border-collapse: collapse; margin: 8px 0 16px; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: right; } th { background: #f4f4f4; }
td.name, th.name { text-align: left; } td.bad { color: #b44b5b; } td.good { color: #2f7a3e; }
.plots { display: flex; flex-wrap: wrap; gap: 16px; } .plot { border: 1px solid #eee; background: #fff; }
.plot-title { font-size: 13px; font-weight: 600; } .tick { font-size: 10px; fill: #555; }
.axis-label, .legend { font-size: 11px; fill: #333; } .grid { stroke: #eee; }
.note { color: #666; }
)";

std::string fmtCount(int64_t v) {
  if (v >= 1000000) return fmt::format("{:.2f}M", double(v) / 1e6);
  if (v >= 10000) return fmt::format("{:.1f}k", double(v) / 1e3);
  return std::to_string(v);
}

std::vector<std::string> configsOf(const ReportData& d) {
  std::set<std::string> s;
  for (const Run& r : d.runs)
    for (const Evaluation& e : r.evaluations) s.insert(e.config);
  return {s.begin(), s.end()};
}

const Evaluation* find(const Run& r, const std::string& target, const std::string& task, const std::string& config) {
  for (const Evaluation& e : r.evaluations)
    if (e.target == target && e.task == task && e.config == config) return &e;
  return nullptr;
}

std::string runLabel(const Run& r) { return r.id + " (" + r.agent + ")"; }

std::string runsTable(const ReportData& d) {
  std::string s = "<table id=\"runs\"><tr><th class=\"name\">run</th><th class=\"name\">agent</th><th>seed</th>"
                  "<th class=\"name\">started</th><th>evaluations</th><th>correct</th></tr>\n";
  for (const Run& r : d.runs) {
    const auto correct = std::count_if(r.evaluations.begin(), r.evaluations.end(), [](const Evaluation& e) { return e.correct; });
    s += fmt::format("<tr><td class=\"name\">{}</td><td class=\"name\">{}</td><td>{}</td><td class=\"name\">{}</td>"
                     "<td>{}</td><td>{}</td></tr>\n",
                     escapeHtml(r.id), escapeHtml(r.agent), r.seed, escapeHtml(r.started), r.evaluations.size(), correct);
  }
  return s + "</table>\n";
}

// Per target: task, level, then x/n correct for each run side by side.
std::string correctTable(const ReportData& d, const std::string& target) {
  std::string s = fmt::format("<table class=\"correct\" data-target=\"{}\"><tr><th class=\"name\">task</th><th>level</th>",
                              escapeHtml(target));
  for (const Run& r : d.runs) s += "<th>" + escapeHtml(r.id) + "</th>";
  s += "</tr>\n";
  for (const std::string& task : d.taskOrder) {
    std::string row;
    bool any = false;
    for (const Run& r : d.runs) {
      int ok = 0, n = 0;
      for (const Evaluation& e : r.evaluations)
        if (e.target == target && e.task == task) ++n, ok += e.correct;
      any = any || n;
      row += n ? fmt::format("<td class=\"{}\">{}/{}</td>", ok == n ? "good" : "bad", ok, n) : "<td></td>";
    }
    if (!any) continue;
    auto level = d.taskLevels.find(task);
    s += fmt::format("<tr><td class=\"name\">{}</td><td>{}</td>{}</tr>\n", escapeHtml(task),
                     level == d.taskLevels.end() ? "-" : std::to_string(level->second), row);
  }
  return s + "</table>\n";
}

// The mean share of the roofline bound over some evaluations (a wrong one counts 0) and the
// geometric-mean speedup of the correct ones.
struct ShareOfBound {
  double shareSum = 0, logSum = 0;
  int runs = 0, bounded = 0, speedups = 0;
  void add(const Evaluation& e) {
    ++runs;
    bounded += e.boundCycles > 0;
    if (e.correct) shareSum += e.boundShare;
    if (e.correct && e.speedup > 0) logSum += std::log(e.speedup), ++speedups;
  }
  double mean() const { return runs ? shareSum / runs : 0; }
  std::string text() const { return bounded ? fmt::format("{:.0f}%", 100 * mean()) : "-"; }
  std::string speedupText() const { return speedups ? fmt::format("{:.2f}x", std::exp(logSum / speedups)) : "-"; }
};

// A correct cell's tooltip: the roofline bound, what sets it and the kernel's share of it.
std::string boundTitle(const Evaluation& e) {
  if (!e.boundCycles) return "";
  return " title=\"bound " + fmtCount(int64_t(e.boundCycles)) + " cycles, set by " + escapeHtml(e.boundResource) +
         fmt::format("; {:.0f}% of the bound\"", 100 * e.boundShare);
}

// Per run and target: the geometric-mean speedup and the mean share of the bound, per level and overall.
std::string summaryTable(const ReportData& d) {
  std::set<int> levels;
  for (const Run& r : d.runs)
    for (const Evaluation& e : r.evaluations) levels.insert(e.level);
  std::string s = "<table id=\"summary\"><tr><th class=\"name\">run</th><th class=\"name\">target</th>";
  for (int l : levels) s += l ? fmt::format("<th>level {}</th>", l) : std::string("<th>no level</th>");
  s += "<th>overall</th></tr>\n";
  for (const Run& r : d.runs)
    for (const std::string& t : d.targets) {
      std::map<int, ShareOfBound> perLevel;
      ShareOfBound all;
      for (const Evaluation& e : r.evaluations)
        if (e.target == t) perLevel[e.level].add(e), all.add(e);
      if (!all.runs) continue;
      s += "<tr><td class=\"name\">" + escapeHtml(runLabel(r)) + "</td><td class=\"name\">" + escapeHtml(t) + "</td>";
      for (int l : levels) {
        auto it = perLevel.find(l);
        s += it == perLevel.end() ? std::string("<td></td>")
                                  : "<td>" + it->second.speedupText() + " · " + it->second.text() + "</td>";
      }
      s += "<td>" + all.speedupText() + " · " + all.text() + "</td></tr>\n";
    }
  return s + "</table>\n";
}

// Per target and run: speedup (or, for the baseline, cycles) per configuration.
std::string speedupTable(const ReportData& d, const Run& run, const std::string& target,
                         const std::vector<std::string>& configs) {
  const bool cycles = run.isBaseline();
  std::string s = fmt::format("<table class=\"speedup\" data-run=\"{}\" data-target=\"{}\"><tr><th class=\"name\">task</th>",
                              escapeHtml(run.id), escapeHtml(target));
  for (const std::string& c : configs) s += "<th>" + escapeHtml(c) + "</th>";
  s += "<th>share of bound</th></tr>\n";
  bool anyRow = false;
  for (const std::string& task : d.taskOrder) {
    std::string cells;
    bool any = false;
    ShareOfBound share;
    for (const std::string& c : configs) {
      const Evaluation* e = find(run, target, task, c);
      if (!e) { cells += "<td></td>"; continue; }
      any = true;
      share.add(*e);
      if (!e->correct) cells += "<td class=\"bad\" title=\"" + escapeHtml(e->verdict) + "\">-</td>";
      else cells += "<td" + boundTitle(*e) + ">" +
                    (cycles ? fmtCount(int64_t(e->cycles)) : fmt::format("{:.2f}x", e->speedup)) + "</td>";
    }
    if (!any) continue;
    anyRow = true;
    s += "<tr><td class=\"name\">" + escapeHtml(task) + "</td>" + cells + "<td>" + share.text() + "</td></tr>\n";
  }
  return anyRow ? s + "</table>\n" : "";
}

struct TokenTotals {
  int runs = 0, reported = 0, costKnown = 0;
  int64_t uncached = 0, cacheRead = 0, cacheWrite = 0, output = 0, reasoning = 0;
  bool reasoningSeen = false;
  double cost = 0;
};

TokenTotals tokenTotals(const Run& r) {
  TokenTotals t;
  for (const Evaluation& e : r.evaluations) {
    if (!e.agent) continue;
    ++t.runs;
    if (e.costUsd) ++t.costKnown, t.cost += *e.costUsd;
    if (!e.uncached) continue;
    ++t.reported;
    t.uncached += *e.uncached;
    t.cacheRead += e.cacheRead.value_or(0);
    t.cacheWrite += e.cacheWrite.value_or(0);
    t.output += e.output.value_or(0);
    if (e.reasoning) t.reasoning += *e.reasoning, t.reasoningSeen = true;
  }
  return t;
}

std::string tokensTable(const ReportData& d) {
  std::string s = "<table id=\"tokens\"><tr><th class=\"name\">run</th><th>agent runs</th><th>uncached input/run</th>"
                  "<th>cache read/run</th><th>cache write/run</th><th>output/run</th><th>reasoning/run</th>"
                  "<th>cost</th></tr>\n";
  for (const Run& r : d.runs) {
    const TokenTotals t = tokenTotals(r);
    if (!t.runs) continue;
    auto per = [&](int64_t v) { return t.reported ? fmtCount((v + t.reported / 2) / t.reported) : std::string("not reported"); };
    std::string cost = t.costKnown == 0 ? "unknown" : fmt::format("${:.4f}", t.cost);
    if (t.costKnown && t.costKnown < t.runs) cost += fmt::format(" + {} unknown", t.runs - t.costKnown);
    s += fmt::format("<tr><td class=\"name\">{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
                     "<td>{}</td></tr>\n",
                     escapeHtml(runLabel(r)), t.runs, per(t.uncached), per(t.cacheRead), per(t.cacheWrite), per(t.output),
                     t.reasoningSeen ? per(t.reasoning) : "-", cost);
  }
  return s + "</table>\n";
}

std::string plots(const ReportData& d) {
  std::string s = "<div class=\"plots\">\n";
  // Success rate by level and target.
  std::vector<std::string> cats;
  std::vector<std::pair<std::string, int>> keys;
  for (const std::string& t : d.targets) {
    std::set<int> levels;
    for (const Run& r : d.runs)
      for (const Evaluation& e : r.evaluations)
        if (e.target == t) levels.insert(e.level);
    for (int l : levels) {
      cats.push_back(t + (l ? " L" + std::to_string(l) : ""));
      keys.push_back({t, l});
    }
  }
  std::vector<Series> rate;
  for (const Run& r : d.runs) {
    Series se{r.id, {}};
    for (const auto& [t, l] : keys) {
      int ok = 0, n = 0;
      for (const Evaluation& e : r.evaluations)
        if (e.target == t && e.level == l) ++n, ok += e.correct;
      se.values.push_back(n ? double(ok) / n : 0);
    }
    rate.push_back(se);
  }
  s += barChart("plot-success", "Success rate by target and level", cats, rate, true, "correct");
  // Distribution of speedups (of correct kernels), in factor-of-two bins.
  const std::vector<std::string> bins = {"<0.5x", "0.5-1x", "1-2x", "2-4x", "4-8x", ">=8x"};
  std::vector<Series> dist;
  for (const Run& r : d.runs) {
    Series se{r.id, std::vector<double>(bins.size(), 0)};
    for (const Evaluation& e : r.evaluations) {
      if (!e.correct || e.speedup <= 0) continue;
      const int b = std::clamp(int(std::floor(std::log2(e.speedup))) + 2, 0, int(bins.size()) - 1);
      se.values[size_t(b)] += 1;
    }
    dist.push_back(se);
  }
  s += barChart("plot-speedups", "Speedup over the baseline (correct kernels)", bins, dist, false, "kernels");
  // Share of the roofline bound per task, each run (the baseline among them) side by side.
  std::vector<std::string> tasks;
  std::vector<std::pair<std::string, std::string>> taskKeys;
  for (const std::string& t : d.targets)
    for (const std::string& task : d.taskOrder) {
      bool seen = false;
      for (const Run& r : d.runs)
        for (const Evaluation& e : r.evaluations) seen = seen || (e.target == t && e.task == task && e.boundCycles > 0);
      if (!seen) continue;
      tasks.push_back(t + " " + task);
      taskKeys.push_back({t, task});
    }
  if (!tasks.empty()) {
    std::vector<Series> shares;
    for (const Run& r : d.runs) {
      Series se{runLabel(r), {}};
      for (const auto& [t, task] : taskKeys) {
        ShareOfBound sb;
        for (const Evaluation& e : r.evaluations)
          if (e.target == t && e.task == task) sb.add(e);
        se.values.push_back(sb.mean());
      }
      shares.push_back(se);
    }
    s += barChart("plot-bound", "Share of the roofline bound per task (mean over configurations)", tasks, shares, true,
                  "of the bound");
  }
  // Tokens by kind, per agent run, and success by steps allowed.
  std::vector<std::string> agentRuns;
  std::vector<Series> kinds = {{"uncached input", {}}, {"cache read", {}}, {"cache write", {}}, {"output", {}}};
  std::vector<Series> bySteps;
  for (const Run& r : d.runs) {
    if (!r.hasAgentRows()) continue;
    const TokenTotals t = tokenTotals(r);
    agentRuns.push_back(r.id);
    const double n = t.reported ? t.reported : 1;
    kinds[0].values.push_back(double(t.uncached) / n);
    kinds[1].values.push_back(double(t.cacheRead) / n);
    kinds[2].values.push_back(double(t.cacheWrite) / n);
    kinds[3].values.push_back(double(t.output) / n);
    int maxSteps = 1;
    for (const Evaluation& e : r.evaluations) maxSteps = std::max(maxSteps, e.maxSteps);
    Series se{r.id, {}};
    for (int k = 1; k <= maxSteps; ++k) {
      int ok = 0;
      for (const Evaluation& e : r.evaluations) ok += e.agent && e.correct && e.firstCorrectStep && *e.firstCorrectStep <= k;
      se.values.push_back(t.runs ? double(ok) / t.runs : 0);
    }
    bySteps.push_back(se);
  }
  if (!agentRuns.empty()) {
    s += stackedBarChart("plot-tokens", "Tokens per agent run, by kind", agentRuns, kinds, "tokens");
    s += lineChart("plot-steps", "Runs correct by step k", bySteps, "steps allowed", "correct");
  }
  return s + "</div>\n";
}

} // namespace

std::string renderReport(const ReportData& d) {
  std::string s = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>KernelCraft results</title>\n";
  s += "<style>" + std::string(kStyle) + "</style>\n</head>\n<body>\n";
  s += "<h1>KernelCraft results</h1>\n<p class=\"note\">From " +
       escapeHtml(d.dbPath.substr(d.dbPath.find_last_of('/') == std::string::npos ? 0 : d.dbPath.find_last_of('/') + 1)) + ": " +
       std::to_string(d.runs.size()) + " run" + (d.runs.size() == 1 ? "" : "s") +
       ". A kernel counts as correct only on the visible and every hidden input; speedup is the baseline's "
       "simulated cycles over the kernel's.</p>\n";
  s += "<h2>Runs</h2>\n" + runsTable(d);
  if (d.runs.empty()) return s + "<p>The file holds no runs.</p>\n</body>\n</html>\n";
  s += "<h2>Summary</h2>\n<p class=\"note\">Per level and overall: the geometric-mean speedup of the correct "
       "configurations · the mean share of the roofline bound (the fewest cycles the target's peak rates allow for "
       "the task's work, over the kernel's cycles; a wrong configuration counts 0).</p>\n" + summaryTable(d);
  s += "<h2>Plots</h2>\n" + plots(d);
  const std::vector<std::string> configs = configsOf(d);
  s += "<h2>Correct configurations per task</h2>\n";
  for (const std::string& t : d.targets) s += "<h3>" + escapeHtml(t) + "</h3>\n" + correctTable(d, t);
  s += "<h2>Speedup per configuration</h2>\n<p class=\"note\">Baseline runs show simulated cycles instead (their "
       "speedup is 1 by definition); - marks a configuration without a correct kernel.</p>\n";
  for (const std::string& t : d.targets)
    for (const Run& r : d.runs)
      if (std::string table = speedupTable(d, r, t, configs); !table.empty())
        s += "<h3>" + escapeHtml(t) + ", " + escapeHtml(runLabel(r)) + "</h3>\n" + table;
  if (std::any_of(d.runs.begin(), d.runs.end(), [](const Run& r) { return r.hasAgentRows(); }))
    s += "<h2>Tokens and cost</h2>\n<p class=\"note\">External agents (MCP) report no tokens; a model without a listed "
         "price has an unknown cost.</p>\n" + tokensTable(d);
  return s + "</body>\n</html>\n";
}

} // namespace kc::report
