// The pieces of the `kernelcraft` Python module, one file each; module.cpp puts them together.
#pragma once

#include <memory>
#include <string>

#include <pybind11/pybind11.h>

#include "evaluation/evaluate.h"
#include "kc/target_info.h"
#include "task/task_def.h"

namespace kcpy {

// A task configuration on a target, resolved from the names a caller gave: what Task wraps and
// what evaluate_many and Env are handed.
struct TaskRef {
  const kc::TargetInfo* target = nullptr;
  std::shared_ptr<const kc::bench::TaskDef> task;
  std::string config;
  kc::bench::EvalOptions options;   // tasksDir, baselineDirs, visible seed
};

// Finds the target, task and configuration as `kernelcraft eval` does, raising ValueError with
// its message for a name it does not know. `tasksDir` "" for the default.
TaskRef resolveTask(const std::string& target, const std::string& task, const std::string& config,
                    const std::string& tasksDir);

// The tasks that run on `target` as dicts (name, level, configs); ValueError for an unknown target.
pybind11::list taskList(const std::string& target, const std::string& tasksDir);

// How a call chooses its hidden inputs: `hidden` seeds drawn when the kernel is final, or the
// given ones replayed; and the visible seed, when not the task's.
struct SeedChoice {
  size_t hidden = 3;
  pybind11::object seed = pybind11::none();          // int or None
  pybind11::object hiddenSeeds = pybind11::none();   // list of int or None
};
kc::bench::EvalOptions optionsFor(const TaskRef& ref, const SeedChoice& seeds);

void bindErrors(pybind11::module_& m);
void bindResult(pybind11::module_& m);
void bindTask(pybind11::module_& m);
void bindEvaluateMany(pybind11::module_& m);
void bindEnv(pybind11::module_& m);

// A report as the Python Result.
pybind11::object resultObject(kc::bench::EvalReport report);

} // namespace kcpy
