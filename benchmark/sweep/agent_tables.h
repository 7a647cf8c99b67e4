// The tables of a sweep whose kernels a model wrote: per task, correct on hidden inputs against
// correct on the visible one, the step that first found a correct kernel, steps and tokens; per
// level, the same totals with tokens by kind and cost.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "task/task_def.h"

namespace kc::bench {

// `results` are evaluation reports as JSON; only those with an "agent_run" record are counted.
// Empty when there are none.
std::string agentTables(const std::vector<nlohmann::json>& results, const std::vector<TaskDef>& tasks,
                        const std::vector<std::string>& targets);

} // namespace kc::bench
