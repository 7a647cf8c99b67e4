// The `kernelcraft` Python module: the benchmark's tasks, evaluation and agent environment for
// programs that train or test models on kernel writing.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bindings.h"
#include "kc/target_info.h"

namespace py = pybind11;

PYBIND11_MODULE(kernelcraft, m) {
  m.doc() = "KernelCraft: ML kernel tasks on generated accelerator targets, their evaluation (correctness on visible "
            "and hidden inputs, cycles, speedup over a baseline, share of the roofline bound) and the agent "
            "environment, as `kernelcraft eval`, `kernelcraft agent` and `kernelcraft mcp` serve them.";
  kcpy::bindErrors(m);
  m.def(
      "targets",
      [] {
        std::vector<std::string> names;
        for (const kc::TargetInfo* t : kc::allTargets()) names.emplace_back(t->name);
        return names;
      },
      "The names of the targets built in.");
  m.def(
      "tasks",
      &kcpy::taskList,
      py::arg("target"), py::arg("tasks_dir") = "",
      "The tasks that run on `target`, by level and name, each as a dict: name, level, configs.");
  kcpy::bindResult(m);
  kcpy::bindTask(m);
  kcpy::bindEvaluateMany(m);
  kcpy::bindEnv(m);
}
