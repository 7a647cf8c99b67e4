// One evaluation: a kernel on a task configuration of a target. Assembles the kernel with the
// configuration's -D values, places the seeded inputs as the layout says, runs it within a
// budget, checks the outputs against the reference and that nothing else was written, and times
// it against the baseline.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "evaluation/eval_report.h"
#include "evaluation/kernel_run.h"
#include "kc/target_info.h"
#include "task/task_def.h"

namespace kc::bench {

struct EvalOptions {
  std::string tasksDir;                    // task folders and targets/
  std::vector<std::string> baselineDirs;   // where compiled baselines are looked for, after tasksDir
  uint64_t seed = 2026;
  // The visible run's inputs from this input family of the task ("": the default), to reproduce
  // by hand what a hidden run of that family saw.
  std::string family;
  bool withBaseline = true;
  std::optional<uint64_t> maxInstructions; // overrides the budget
  std::optional<uint64_t> maxCycles;
  // Hidden inputs: the seeds to replay, or else this many (raised to one per input family and one
  // from the default) drawn from the operating system once the kernel is final. A kernel that
  // fails its visible inputs is not run on hidden ones.
  std::vector<uint64_t> hiddenSeeds;
  size_t hiddenRuns = 0;
  // Output values, a profile, a trace of the run on the visible inputs (never of hidden ones or
  // of the baseline).
  RunDetail detail;

  EvalOptions visibleOnly() const {
    EvalOptions o = *this;
    o.hiddenSeeds.clear();
    o.hiddenRuns = 0;
    return o;
  }
};

// Evaluates kernel source `source` (named `kernelName` in diagnostics; includes resolve from
// `includeDir`, or for a kernel without a folder of its own, "", as kernelSearchDir says). Never
// throws for a bad kernel: everything lands in the report.
EvalReport evaluate(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                    const std::string& source, const std::string& kernelName, const std::string& includeDir,
                    const EvalOptions& options);
// Evaluates the kernel in file `path` ("-": standard input).
// Only a regular file of at most kc::limits::kMaxInputFileBytes is read; with `roots`, only one
// whose path, links resolved, lies inside them (as .include is held).
EvalReport evaluateFile(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                        const std::string& path, const EvalOptions& options,
                        const std::vector<std::string>& roots = {});

// Where `.include` looks for a kernel given as text: its task's folder for the target, where the
// baseline is written, so the baseline's text includes what its file does. Only the target's
// shared includes may be read from there, never the baseline or layout beside it.
std::string kernelSearchDir(const kc::TargetInfo& target, const TaskDef& task);

// The baseline kernel's file for a task on a target, or empty when there is none.
std::string findBaseline(const kc::TargetInfo& target, const TaskDef& task, const EvalOptions& options);
// The baseline's evaluation, run once per process for each target, task, configuration and seed;
// the hidden seeds the options ask for are run each time.
EvalReport evaluateBaseline(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                            const EvalOptions& options);
// Forgets the baselines, set-ups and kept machines remembered so far (benchmarks time
// evaluations from cold).
void clearBaselineCache();

} // namespace kc::bench
