// Scoring on inputs drawn when the kernel is already final: the visible seed is for development,
// hidden seeds decide. Hidden runs draw from every input family of the task as well as from the
// default distributions, so a kernel fitted to one distribution fails. Each hidden run reports
// only its family, pass or fail and the share that matched.
#pragma once

#include <cstdint>
#include <vector>

#include "evaluation/eval_report.h"
#include "evaluation/kernel_run.h"

namespace kc::bench {

// `n` seeds from the operating system's random source; throws std::runtime_error if it fails.
std::vector<uint64_t> drawHiddenSeeds(size_t n);

// How many hidden runs score a kernel when `requested` are asked for: none for none, else at
// least one per family and one from the default distributions.
size_t hiddenRunCount(const TaskDef& task, size_t requested);
// The family hidden run `index` draws from: the task's families in their order, then the default
// (nullptr). A replayed list of seeds therefore meets the same families again.
const InputFamily* hiddenFamily(const TaskDef& task, size_t index);

// Runs `kernel` (built for the configuration) within `budget` on each seed's inputs (seed i from
// hiddenFamily(task, i)) and appends the outcomes to `rep`, whose verdict then holds only if every
// one passed. `replayed`: the caller named the seeds and may again, so their set-ups are kept
// (setup_cache.h); seeds drawn for this evaluation alone are set up and dropped.
void checkHiddenSeeds(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                      const std::string& tasksDir, const std::string& kernelName, const BuiltKernel& kernel,
                      const RunBudget& budget, const std::vector<uint64_t>& seeds, bool replayed, EvalReport& rep);

} // namespace kc::bench
