// Scoring on inputs drawn when the kernel is already final: the visible seed is for development,
// hidden seeds decide. Each hidden run reports only pass or fail and the share that matched.
#pragma once

#include <cstdint>
#include <vector>

#include "evaluation/eval_report.h"
#include "evaluation/kernel_run.h"

namespace kc::bench {

// `n` seeds from the operating system's random source; throws std::runtime_error if it fails.
std::vector<uint64_t> drawHiddenSeeds(size_t n);

// Runs `kernel` within `budget` on each seed's inputs and appends the outcomes to `rep`, whose
// verdict then holds only if every one passed.
void checkHiddenSeeds(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                      const std::string& tasksDir, const KernelSource& kernel, const RunBudget& budget,
                      const std::vector<uint64_t>& seeds, EvalReport& rep);

} // namespace kc::bench
