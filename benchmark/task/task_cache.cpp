#include "task/task_cache.h"

#include <map>
#include <mutex>
#include <utility>

#include "task/task_catalog.h"

namespace kc::bench {

namespace {
std::mutex gTaskMutex;
std::map<std::pair<std::string, std::string>, std::shared_ptr<const TaskDef>> gTasks;
} // namespace

std::shared_ptr<const TaskDef> sharedTask(const std::string& tasksDir, const std::string& name) {
  const std::pair<std::string, std::string> key{tasksDir, name};
  {
    std::lock_guard<std::mutex> lock(gTaskMutex);
    auto it = gTasks.find(key);
    if (it != gTasks.end()) return it->second;
  }
  // Read outside the lock: two threads may both read a new task, and the first one kept wins.
  auto task = std::make_shared<const TaskDef>(loadTaskByName(tasksDir, name));
  std::lock_guard<std::mutex> lock(gTaskMutex);
  return gTasks.emplace(key, std::move(task)).first->second;
}

} // namespace kc::bench
