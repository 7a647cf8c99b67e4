// Tasks read once per process: a batch of evaluations or a Python program names the same few
// tasks thousands of times, and each reading parses YAML.
#pragma once

#include <memory>
#include <string>

#include "task/task_def.h"

namespace kc::bench {

// loadTaskByName, remembered for each (tasks folder, name as given); safe from any thread. A
// name that fails is not remembered: it throws TaskFileError each time.
std::shared_ptr<const TaskDef> sharedTask(const std::string& tasksDir, const std::string& name);

} // namespace kc::bench
