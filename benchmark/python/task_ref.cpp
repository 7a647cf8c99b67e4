// Names to a task configuration, refused with the command line's own messages.
#include "bindings.h"

#include <pybind11/stl.h>

#include "cli/target_lookup.h"
#include "formats/input_error.h"
#include "task/task_cache.h"
#include "task/task_catalog.h"

namespace py = pybind11;

namespace kcpy {

namespace {

uint64_t seedValue(const py::handle& v, const char* what) {
  if (!py::isinstance<py::int_>(v) || py::isinstance<py::bool_>(v))
    throw py::type_error(std::string(what) + " must be an int, not " + std::string(py::str(v.get_type().attr("__name__"))));
  if (v.cast<py::int_>() < py::int_(0) || v.cast<py::int_>() > py::int_(UINT64_MAX))
    throw py::value_error(std::string(what) + " must be between 0 and 2**64 - 1, not " + std::string(py::str(v)));
  return v.cast<uint64_t>();
}

} // namespace

void bindErrors(py::module_&) {
  // An unknown target, task or configuration, or a malformed task file: the caller's mistake,
  // worded as the command line words it.
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const kcli::CliError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    } catch (const kc::bench::TaskFileError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });
}

TaskRef resolveTask(const std::string& target, const std::string& task, const std::string& config,
                    const std::string& tasksDir) {
  TaskRef ref;
  ref.target = &kcli::requireTarget(target);
  ref.options.tasksDir = tasksDir.empty() ? kc::bench::defaultTasksDir() : tasksDir;
  ref.options.baselineDirs = kc::bench::defaultBaselineDirs();
  ref.task = kc::bench::sharedTask(ref.options.tasksDir, task);
  ref.task->config(ref.target->name, config);  // an unknown configuration is a bad call
  ref.config = config;
  return ref;
}

py::list taskList(const std::string& target, const std::string& tasksDir) {
  const kc::TargetInfo& t = kcli::requireTarget(target);
  py::list out;
  for (const kc::bench::TaskDef& task : kc::bench::loadAllTasks(tasksDir.empty() ? kc::bench::defaultTasksDir() : tasksDir)) {
    if (!task.runsOn(t.name)) continue;
    py::list configs;
    for (const auto& [config, sizes] : task.configs.at(t.name)) configs.append(config);
    py::dict d;
    d["name"] = task.name;
    d["level"] = task.level;
    d["configs"] = configs;
    out.append(d);
  }
  return out;
}

kc::bench::EvalOptions optionsFor(const TaskRef& ref, const SeedChoice& seeds) {
  kc::bench::EvalOptions o = ref.options;
  if (!seeds.seed.is_none()) o.seed = seedValue(seeds.seed, "seed");
  o.hiddenRuns = seeds.hidden;
  if (!seeds.hiddenSeeds.is_none()) {
    if (py::isinstance<py::str>(seeds.hiddenSeeds) || !py::isinstance<py::iterable>(seeds.hiddenSeeds))
      throw py::type_error("hidden_seeds must be a list of ints or None");
    for (const py::handle& s : seeds.hiddenSeeds) o.hiddenSeeds.push_back(seedValue(s, "a hidden seed"));
  }
  return o;
}

} // namespace kcpy
