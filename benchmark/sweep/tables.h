// The paper's tables for a sweep: per target, each task's share of correct configurations, its
// speedup over the baseline per configuration and its mean share of the roofline bound; per level
// and overall, the geometric-mean speedup and the mean share of the bound.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "task/task_def.h"

namespace kc::bench {

// `results` are evaluation reports as JSON (target, task, config, correct, speedup, bound_share); `tasks` gives
// the order and levels; `configs` the columns. With `cycles`, cells show simulated cycles instead of
// speedups (for the baseline itself, whose speedup is 1 by definition).
std::string benchTables(const std::vector<nlohmann::json>& results, const std::vector<TaskDef>& tasks,
                        const std::vector<std::string>& targets, const std::vector<std::string>& configs,
                        bool cycles = false);

} // namespace kc::bench
