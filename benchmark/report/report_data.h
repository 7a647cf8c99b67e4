// What a results database holds, read for the report: the runs, one row per evaluation, and
// for agent runs how each went. Opened read-only: a report never changes the results.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kc::report {

struct Evaluation {
  std::string target, task, config, verdict;
  int level = 0;                 // from the task catalog; 0 when the task is not in it
  bool correct = false;
  uint64_t cycles = 0, baselineCycles = 0;
  double speedup = 0;
  uint64_t boundCycles = 0;      // the roofline bound; 0: not recorded
  double boundShare = 0;         // bound / cycles when correct, else 0
  std::string boundResource;     // what sets the bound ("LSU", "mac", ...)
  // Agent runs only.
  bool agent = false;
  bool visibleCorrect = false;
  int steps = 0, maxSteps = 0;
  std::optional<int> firstCorrectStep;
  std::optional<int64_t> uncached, cacheRead, cacheWrite, output, reasoning;  // unset: not reported
  std::optional<double> costUsd;                                             // unset: unknown
  std::string endReason, model;
};

struct Run {
  std::string id, agent, started;
  uint64_t seed = 0;
  std::vector<Evaluation> evaluations;
  bool isBaseline() const { return agent == "baseline"; }
  bool hasAgentRows() const;
};

struct ReportData {
  std::string dbPath;
  std::vector<Run> runs;                  // in the order asked for, or by start
  std::vector<std::string> targets;       // that appear, sorted
  std::map<std::string, int> taskLevels;  // task -> level
  std::vector<std::string> taskOrder;     // the catalog's order, then any other task
};

// Throws std::runtime_error for a missing, unreadable or foreign file and for a run id the
// file does not hold (naming those it does). `runIds` empty: every run.
ReportData loadReportData(const std::string& dbPath, const std::vector<std::string>& runIds,
                          const std::string& tasksDir);

} // namespace kc::report
