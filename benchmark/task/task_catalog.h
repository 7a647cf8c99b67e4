// The task folders under a tasks directory.
#pragma once

#include <string>
#include <vector>

#include "task/task_def.h"

namespace kc::bench {

// Where tasks live unless --tasks-dir says otherwise: the source tree's tasks/, and the build
// tree's tasks/ for baselines compiled at build time.
std::string defaultTasksDir();
std::vector<std::string> defaultBaselineDirs();

// Every task (folders with a task.yaml), by level and then name. Throws TaskFileError.
std::vector<TaskDef> loadAllTasks(const std::string& tasksDir);
// One task by name (case-insensitive); an unknown name throws TaskFileError listing the closest.
TaskDef loadTaskByName(const std::string& tasksDir, const std::string& name);

} // namespace kc::bench
