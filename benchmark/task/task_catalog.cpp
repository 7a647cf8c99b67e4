#include "task/task_catalog.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "kc/diagnostics.h"

namespace fs = std::filesystem;

namespace kc::bench {

namespace {

std::vector<std::string> taskFolders(const std::string& tasksDir) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(tasksDir, ec))
    if (e.is_directory() && fs::exists(e.path() / "task.yaml")) names.push_back(e.path().filename().string());
  if (ec) throw TaskFileError(tasksDir + ": cannot read the tasks directory: " + ec.message());
  std::sort(names.begin(), names.end());
  return names;
}

bool sameName(const std::string& a, const std::string& b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return std::tolower(x) == std::tolower(y); });
}

} // namespace

std::string defaultTasksDir() {
  if (const char* env = std::getenv("KERNELCRAFT_TASKS")) return env;
  return KC_TASKS_DIR;
}

std::vector<std::string> defaultBaselineDirs() { return {KC_BUILD_TASKS_DIR}; }

std::vector<TaskDef> loadAllTasks(const std::string& tasksDir) {
  std::vector<TaskDef> tasks;
  for (const std::string& name : taskFolders(tasksDir)) tasks.push_back(loadTask(tasksDir + "/" + name));
  std::stable_sort(tasks.begin(), tasks.end(), [](const TaskDef& a, const TaskDef& b) { return a.level < b.level; });
  return tasks;
}

TaskDef loadTaskByName(const std::string& tasksDir, const std::string& name) {
  std::vector<std::string> names = taskFolders(tasksDir);
  for (const std::string& n : names)
    if (sameName(n, name)) return loadTask(tasksDir + "/" + n);
  std::string hint = kc::closestMatch(name, names);
  throw TaskFileError("no task '" + name + "' in " + tasksDir + (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
}

} // namespace kc::bench
