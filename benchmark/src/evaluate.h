// One evaluation: a kernel on a task configuration of a target. Assembles the kernel with the
// configuration's -D values, places the seeded inputs as the layout says, runs it within a
// budget, checks the outputs against the reference and that nothing else was written, and times
// it against the baseline.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kc/target_info.h"
#include "task_def.h"

namespace kc::bench {

struct BadRow {
  std::string tensor;
  std::string row;            // "C[3]", "C[1, 5]": the indices before the last dimension
  int64_t bad = 0;            // elements of the row outside tolerance
  int64_t firstBadColumn = 0;
  double got = 0, want = 0;   // at the first bad column
  double maxAbsError = 0;
};

struct OutputCheck {
  std::string tensor;
  std::string format;
  int64_t elements = 0, matched = 0;
  int64_t rows = 0, badRows = 0;
  double maxAbsError = 0, maxRelError = 0;
  double atol = 0, rtol = 0;
};

// A range of memory the kernel changed although the layout gives it no right to.
struct StrayWrite {
  std::string memory;
  int64_t from = 0, to = 0;   // units, `to` exclusive
  std::string what;           // "input x", or "no tensor"
};

struct EvalReport {
  std::string target, task, config;
  std::string kernel;                     // path or "baseline"
  std::string setupError;                 // a broken task, layout or kernel file
  bool assembled = false;
  std::vector<std::string> diagnostics;   // formatted, errors and warnings
  bool ran = false;
  std::string stop;                       // "end of code", "halted", "trap", "instruction budget", ...
  bool stopOk = false;
  std::string stopMessage;
  uint64_t stopPc = 0;
  std::string stopInstruction, stopSource;
  std::vector<OutputCheck> outputs;
  std::vector<BadRow> badRows;            // the first few, in order
  std::vector<StrayWrite> strayWrites;
  bool correct = false;
  int64_t elements = 0, matched = 0;
  double maxAbsError = 0, maxRelError = 0;
  uint64_t cycles = 0, instructions = 0, codeBytes = 0;
  uint64_t baselineCycles = 0;            // 0: no baseline run
  double speedup = 0;                     // baseline cycles / cycles, when correct
  double seconds = 0;                     // wall time of this evaluation
};

struct EvalOptions {
  std::string tasksDir;                    // task folders and targets/
  std::vector<std::string> baselineDirs;   // where compiled baselines are looked for, after tasksDir
  uint64_t seed = 2026;
  bool withBaseline = true;
  std::optional<uint64_t> maxInstructions; // overrides the budget
  std::optional<uint64_t> maxCycles;
};

// Evaluates kernel source `source` (named `kernelName` in diagnostics; includes resolve from
// `includeDir`). Never throws for a bad kernel: everything lands in the report.
EvalReport evaluate(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                    const std::string& source, const std::string& kernelName, const std::string& includeDir,
                    const EvalOptions& options);
// Evaluates the kernel in file `path`.
EvalReport evaluateFile(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                        const std::string& path, const EvalOptions& options);

// The baseline kernel's file for a task on a target, or empty when there is none.
std::string findBaseline(const kc::TargetInfo& target, const TaskDef& task, const EvalOptions& options);
// Forgets the baseline figures remembered so far (benchmarks time evaluations from cold).
void clearBaselineCache();
EvalReport evaluateBaseline(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                            const EvalOptions& options);

} // namespace kc::bench
