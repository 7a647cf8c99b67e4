// evaluate_many: a batch of kernels evaluated on every core, with the interpreter's lock released.
#include "bindings.h"

#include <pybind11/stl.h>

#include "evaluation/parallel.h"

namespace py = pybind11;

namespace kcpy {

namespace {

struct Job {
  const TaskRef* task;
  std::string source;
  kc::bench::EvalOptions options;
};

py::list evaluateMany(const py::iterable& pairs, unsigned threads, size_t hidden, const py::object& seed,
                      const py::object& hiddenSeeds, bool baseline) {
  // Everything Python is read first, under the lock; the evaluations then touch only C++ values.
  std::vector<py::object> keep;  // the Task objects stay alive until the batch ends
  std::vector<Job> jobs;
  size_t index = 0;
  for (const py::handle& item : pairs) {
    py::tuple pair;
    if (!py::isinstance<py::tuple>(item) || (pair = item.cast<py::tuple>()).size() != 2 ||
        !py::isinstance<TaskRef>(pair[0]) || !py::isinstance<py::str>(pair[1]))
      throw py::type_error("evaluate_many: item " + std::to_string(index) + " is not a (Task, str) pair");
    keep.push_back(py::reinterpret_borrow<py::object>(pair[0]));
    const TaskRef& task = pair[0].cast<const TaskRef&>();
    kc::bench::EvalOptions o = optionsFor(task, SeedChoice{hidden, seed, hiddenSeeds});
    o.withBaseline = baseline;
    jobs.push_back({&task, pair[1].cast<std::string>(), std::move(o)});
    ++index;
  }
  std::vector<kc::bench::EvalReport> reports(jobs.size());
  {
    py::gil_scoped_release free;
    kc::bench::parallelFor(jobs.size(), threads, [&](size_t i) {
      const Job& j = jobs[i];
      try {
        reports[i] = kc::bench::evaluate(*j.task->target, *j.task->task, j.task->config, j.source, "kernel.s", "", j.options);
      } catch (const std::exception& e) {
        // Only drawing hidden seeds can throw (the system's random source failed): this kernel's failure.
        reports[i].target = j.task->target->name;
        reports[i].task = j.task->task->name;
        reports[i].config = j.task->config;
        reports[i].setupError = e.what();
      }
    });
  }
  py::list out;
  for (kc::bench::EvalReport& r : reports) out.append(resultObject(std::move(r)));
  return out;
}

} // namespace

void bindEvaluateMany(py::module_& m) {
  m.def("evaluate_many", &evaluateMany, py::arg("pairs"), py::arg("threads") = 0, py::arg("hidden") = 3,
        py::arg("seed") = py::none(), py::arg("hidden_seeds") = py::none(), py::arg("baseline") = true,
        "Evaluates every (Task, source) pair as Task.evaluate does, on `threads` threads (0: one per core) with the "
        "interpreter's lock released, and returns the Results in the pairs' order.");
}

} // namespace kcpy
