// Task: one task configuration on one target, with what an agent is told about it, its data as
// numpy arrays, and evaluation of kernels on it.
#include "bindings.h"

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "evaluation/setup_cache.h"
#include "json_value.h"
#include "kc/manual.h"
#include "task/task_brief.h"

namespace py = pybind11;
using kc::bench::TaskSetup;

namespace kcpy {

namespace {

constexpr const char* kKernelName = "kernel.s";

std::shared_ptr<const TaskSetup> setupFor(const TaskRef& t, const py::object& seed) {
  SeedChoice s;
  s.seed = seed;
  const uint64_t chosen = optionsFor(t, s).seed;
  // The visible seed's set-up is shared with every evaluation; another seed's is kept for a while,
  // as inputs(seed) and reference(seed) are asked in pairs.
  py::gil_scoped_release free;
  if (chosen == t.options.seed) return kc::bench::sharedTaskSetup(*t.target, *t.task, t.config, chosen, t.options.tasksDir);
  return kc::bench::keptSeedSetup(*t.target, *t.task, t.config, chosen, t.options.tasksDir, nullptr);
}

py::array_t<double> array(const std::vector<int64_t>& shape, const std::vector<double>& values) {
  py::array_t<double> a(std::vector<py::ssize_t>(shape.begin(), shape.end()));
  std::copy(values.begin(), values.end(), a.mutable_data());
  return a;
}

py::dict inputsOf(const TaskRef& t, const py::object& seed) {
  const std::shared_ptr<const TaskSetup> s = setupFor(t, seed);
  py::dict out;
  for (const auto& [name, tensor] : s->inputs) out[py::str(name)] = array(tensor.shape, tensor.data);
  return out;
}

py::dict referenceOf(const TaskRef& t, const py::object& seed) {
  const std::shared_ptr<const TaskSetup> s = setupFor(t, seed);
  py::dict out;
  for (const kc::bench::ExpectedOutput& e : s->expected) {
    const kc::bench::PlacedTensor& p = s->layout.tensors[e.tensor];
    out[py::str(p.def->name)] = array(p.shape, e.values);
  }
  return out;
}

py::dict layoutOf(const TaskRef& t) {
  const std::shared_ptr<const TaskSetup> s = setupFor(t, py::none());
  py::list tensors;
  for (const kc::bench::PlacedTensor& p : s->layout.tensors) {
    py::dict d;
    d["name"] = p.def->name;
    d["output"] = p.def->isOutput;
    d["shape"] = p.shape;
    d["memory"] = std::string(t.target->memories[p.memory].name);
    d["address"] = p.address;
    d["format"] = p.format;
    d["units"] = p.units;
    d["tile"] = p.tiled() ? py::object(py::make_tuple(p.tileRows, p.tileCols)) : py::object(py::none());
    tensors.append(d);
  }
  py::dict out;
  out["tensors"] = tensors;
  out["defines"] = s->layout.defines;
  out["entry_notes"] = s->layout.entryNotes;
  return out;
}

kc::bench::EvalReport baselineOf(const TaskRef& t) {
  py::gil_scoped_release free;
  return kc::bench::evaluateBaseline(*t.target, *t.task, t.config, t.options.visibleOnly());
}

py::object evaluateOn(const TaskRef& t, const std::string& source, size_t hidden, const py::object& seed,
                      const py::object& hiddenSeeds, bool baseline, const std::string& name) {
  kc::bench::EvalOptions o = optionsFor(t, SeedChoice{hidden, seed, hiddenSeeds});
  o.withBaseline = baseline;
  kc::bench::EvalReport r;
  {
    py::gil_scoped_release free;
    r = kc::bench::evaluate(*t.target, *t.task, t.config, source, name, "", o);
  }
  return resultObject(std::move(r));
}

} // namespace

void bindTask(py::module_& m) {
  py::class_<TaskRef>(m, "Task",
                      "One task configuration on one target (as `kernelcraft eval -t TARGET --task TASK --config "
                      "CONFIG` names it). Its set-up, reference outputs and baseline are computed once per process "
                      "and shared by every evaluation and thread.")
      .def(py::init([](const std::string& target, const std::string& task, const std::string& config,
                       const std::string& tasksDir) { return resolveTask(target, task, config, tasksDir); }),
           py::arg("target"), py::arg("task"), py::arg("config"), py::arg("tasks_dir") = "",
           "Raises ValueError, with the command line's message, for an unknown target, task or configuration.")
      .def_property_readonly("target", [](const TaskRef& t) { return std::string(t.target->name); })
      .def_property_readonly("name", [](const TaskRef& t) { return t.task->name; })
      .def_property_readonly("config", [](const TaskRef& t) { return t.config; })
      .def_property_readonly("level", [](const TaskRef& t) { return t.task->level; })
      .def_property_readonly("seed", [](const TaskRef& t) { return t.options.seed; }, "The visible inputs' seed.")
      .def_property_readonly(
          "brief", [](const TaskRef& t) { return kc::bench::taskBrief(*t.target, *t.task, t.config, t.options.tasksDir); },
          "The task as an agent is told it (Markdown): prompt, sizes, layout, entry state, tolerance.")
      .def(
          "manual",
          [](const TaskRef& t, bool prompt) { return prompt ? kc::manualPrompt(*t.target) : kc::manualMarkdown(*t.target); },
          py::arg("prompt") = true,
          "The target's ISA manual: its prompt form (what an agent's system prompt holds), or in full.")
      .def_property_readonly("layout", &layoutOf,
                             "Where each tensor lives (memory, address in the memory's units, storage format, "
                             "shape, tile: (rows, columns) when stored tile by tile, else None), the assembler symbols a kernel is given, and notes on its entry state.")
      .def("inputs", &inputsOf, py::arg("seed") = py::none(),
           "The input tensors as their storage formats hold them (what the kernel reads), by name, as float64 "
           "numpy arrays; `seed` None for the visible seed.")
      .def("reference", &referenceOf, py::arg("seed") = py::none(),
           "The outputs a correct kernel leaves, rounded to their storage formats, by name.")
      .def_property_readonly(
          "baseline_cycles",
          [](const TaskRef& t) -> py::object {
            const kc::bench::EvalReport b = baselineOf(t);
            if (!b.correct) return py::none();
            return py::int_(b.cycles);
          },
          "The baseline kernel's cycles on the visible inputs, or None without a correct baseline.")
      .def_property_readonly(
          "bound", [](const TaskRef& t) { return setupFor(t, py::none())->bound.cycles; },
          "The roofline bound: the fewest cycles any correct kernel can take (0 when unknown).")
      .def_property_readonly(
          "bound_terms", [](const TaskRef& t) { return toPython(kc::bench::boundJson(setupFor(t, py::none())->bound)); },
          "The bound with every resource's term, as `eval --json` reports it.")
      .def("evaluate", &evaluateOn, py::arg("source"), py::arg("hidden") = 3, py::arg("seed") = py::none(),
           py::arg("hidden_seeds") = py::none(), py::arg("baseline") = true, py::arg("name") = kKernelName,
           "Evaluates assembly `source` as `kernelcraft eval` does: on the visible inputs (`seed`, None for the "
           "task's), then, if correct there, on `hidden` seeds drawn now (or on `hidden_seeds`). `baseline` False "
           "skips the baseline (no speedup, fixed run budget). `name` is the kernel's file name in diagnostics. "
           "`.include` resolves from the task's folder for the target, where the baseline is, and may read only "
           "the target's shared includes. The interpreter's lock is released while it runs.")
      .def("__repr__", [](const TaskRef& t) {
        return "<kernelcraft.Task " + std::string(t.target->name) + " " + t.task->name + " " + t.config + ">";
      });
}

} // namespace kcpy
