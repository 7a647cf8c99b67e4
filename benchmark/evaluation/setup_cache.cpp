#include "evaluation/setup_cache.h"

#include <tuple>

#include "evaluation/once_cache.h"

namespace kc::bench {

namespace {

// target, task name, task folder, configuration, tasks folder
using ConfigKey = std::tuple<std::string, std::string, std::string, std::string, std::string>;
// the configuration's key, seed, input family
using SeedKey = std::tuple<ConfigKey, uint64_t, std::string>;

ConfigKey configKey(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                    const std::string& tasksDir) {
  return ConfigKey{target.name, task.name, task.dir, config, tasksDir};
}

size_t setupBytes(const TaskSetup& s) {
  size_t bytes = sizeof(TaskSetup);
  for (const auto& [name, t] : s.inputs) bytes += t.data.size() * sizeof(double);
  for (const ExpectedOutput& e : s.expected) bytes += e.values.size() * sizeof(double);
  for (const MemoryPatch& p : s.memoryImage) bytes += p.bytes.size();
  return bytes;
}

OnceCache<ConfigKey, ConfigSetup> gConfigs;
OnceCache<SeedKey, TaskSetup> gShared;
OnceCache<SeedKey, TaskSetup> gKept(kMaxKeptSeedBytes, setupBytes);

} // namespace

std::shared_ptr<const ConfigSetup> sharedConfigSetup(const kc::TargetInfo& target, const TaskDef& task,
                                                     const std::string& config, const std::string& tasksDir) {
  return gConfigs.get(configKey(target, task, config, tasksDir),
                      [&] { return resolveConfigSetup(target, task, config, tasksDir); });
}

std::shared_ptr<const TaskSetup> sharedTaskSetup(const kc::TargetInfo& target, const TaskDef& task,
                                                 const std::string& config, uint64_t seed, const std::string& tasksDir,
                                                 const std::string& family) {
  const InputFamily* fam = nullptr;
  if (!family.empty() && !(fam = task.findFamily(family))) {
    std::string known;
    for (const InputFamily& f : task.families) known += (known.empty() ? "" : ", ") + f.name;
    throw TaskFileError("task " + task.name + " has no input family '" + family + "' (it has " +
                        (known.empty() ? std::string("none") : known) + ")");
  }
  return gShared.get(SeedKey{configKey(target, task, config, tasksDir), seed, family}, [&] {
    return std::make_shared<const TaskSetup>(resolveSeed(sharedConfigSetup(target, task, config, tasksDir), seed, fam));
  });
}

std::shared_ptr<const TaskSetup> keptSeedSetup(const kc::TargetInfo& target, const TaskDef& task,
                                               const std::string& config, uint64_t seed, const std::string& tasksDir,
                                               const InputFamily* family) {
  return gKept.get(SeedKey{configKey(target, task, config, tasksDir), seed, family ? family->name : ""}, [&] {
    return std::make_shared<const TaskSetup>(resolveSeed(sharedConfigSetup(target, task, config, tasksDir), seed, family));
  });
}

void clearTaskSetups() {
  gConfigs.clear();
  gShared.clear();
  gKept.clear();
}

} // namespace kc::bench
