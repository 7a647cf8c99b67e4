// A layout of one of the project's tasks, resolved for every configuration. The first line names
// the task and the target ("GEMM plena"); the rest is the task's layout.yaml, or with a third word
// "convention" the target's tasks/targets/<target>.yaml while the task keeps its own layout.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>

#include "fuzz_tmpdir.h"
#include "kc/target_info.h"
#include "task/layout.h"
#include "task/task_def.h"

namespace {

const std::string kTasks = KC_SOURCE_DIR "/tasks";

const kc::bench::TaskDef* sourceTask(const std::string& name) {
  static std::map<std::string, kc::bench::TaskDef> cache;
  auto it = cache.find(name);
  if (it != cache.end()) return &it->second;
  if (name.empty() || name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") != std::string::npos ||
      !std::filesystem::exists(kTasks + "/" + name + "/task.yaml"))
    return nullptr;
  return &cache.emplace(name, kc::bench::loadTask(kTasks + "/" + name)).first->second;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const uint8_t* nl = static_cast<const uint8_t*>(std::memchr(data, '\n', size));
  if (!nl) return 0;
  std::istringstream first(std::string(reinterpret_cast<const char*>(data), static_cast<size_t>(nl - data)));
  std::string taskName, targetName, which;
  first >> taskName >> targetName >> which;
  const kc::TargetInfo* target = kc::findTarget(targetName);
  const kc::bench::TaskDef* source = sourceTask(taskName);
  if (!target || !source || !source->runsOn(target->name)) return 0;
  const uint8_t* body = nl + 1;
  const size_t bodySize = size - static_cast<size_t>(body - data);

  const std::string root = kcfuzz::scratchDir() + "/layout";
  const std::string conv = root + "/targets/" + target->name + ".yaml";
  const std::string layout = root + "/" + taskName + "/" + target->name + "/layout.yaml";
  std::filesystem::create_directories(root + "/targets");
  std::filesystem::create_directories(root + "/" + taskName + "/" + target->name);
  const auto copy = std::filesystem::copy_options::overwrite_existing;
  if (which == "convention") {
    kcfuzz::writeFile(conv, body, bodySize);
    std::filesystem::copy_file(source->dir + "/" + target->name + "/layout.yaml", layout, copy);
  } else {
    std::filesystem::copy_file(kTasks + "/targets/" + target->name + ".yaml", conv, copy);
    kcfuzz::writeFile(layout, body, bodySize);
  }
  kc::bench::TaskDef task = *source;
  task.dir = root + "/" + taskName;
  for (const auto& [name, sizes] : task.configs.at(target->name)) {
    try {
      kc::bench::resolveLayout(*target, task, sizes, root);
    } catch (const kc::bench::TaskFileError&) {
    }
  }
  return 0;
}
