// Result: one evaluation as Python sees it, read from the same report `kernelcraft eval` prints.
#include "bindings.h"

#include <pybind11/stl.h>

#include "evaluation/eval_report.h"
#include "evaluation/reward.h"
#include "json_value.h"

namespace py = pybind11;
using kc::bench::EvalReport;

namespace kcpy {

namespace {

struct Result {
  std::shared_ptr<const EvalReport> report;
};

const EvalReport& rep(const Result& r) { return *r.report; }

py::list hiddenList(const EvalReport& r) {
  py::list out;
  for (const kc::bench::HiddenCheck& h : r.hidden) {
    py::dict d;
    d["seed"] = h.seed;
    d["correct"] = h.correct;
    d["matched"] = h.matched;
    d["elements"] = h.elements;
    out.append(d);
  }
  return out;
}

std::string reprOf(const Result& r) {
  const EvalReport& e = rep(r);
  std::string s = "<kernelcraft.Result " + e.target + " " + e.task + " " + e.config + ": " + kc::bench::evalVerdict(e);
  if (e.correct) s += ", " + std::to_string(e.cycles) + " cycles";
  return s + ">";
}

} // namespace

py::object resultObject(EvalReport report) {
  return py::cast(Result{std::make_shared<const EvalReport>(std::move(report))});
}

void bindResult(py::module_& m) {
  py::class_<Result>(m, "Result",
                     "One kernel's evaluation on a task configuration: the report `kernelcraft eval` prints, as "
                     "fields. A kernel that fails (assembly errors, a trap, a budget) gives a Result, never an "
                     "exception.")
      .def_property_readonly("target", [](const Result& r) { return rep(r).target; })
      .def_property_readonly("task", [](const Result& r) { return rep(r).task; })
      .def_property_readonly("config", [](const Result& r) { return rep(r).config; })
      .def_property_readonly("verdict", [](const Result& r) { return kc::bench::evalVerdict(rep(r)); },
                             "One line: 'correct', 'wrong output', 'trap', 'assembly failed', ...")
      .def_property_readonly("correct", [](const Result& r) { return rep(r).correct; },
                             "Correct on the visible inputs and on every hidden seed: what scores.")
      .def_property_readonly("visible_correct", [](const Result& r) { return rep(r).correct || rep(r).hiddenFailed; },
                             "Correct on the visible inputs (whatever the hidden seeds said).")
      .def_property_readonly("hidden_failed", [](const Result& r) { return rep(r).hiddenFailed; },
                             "Correct on the visible inputs but wrong on a hidden seed.")
      .def_property_readonly("hidden", [](const Result& r) { return hiddenList(rep(r)); },
                             "One dict per hidden seed run: seed, correct, matched, elements.")
      .def_property_readonly("assembled", [](const Result& r) { return rep(r).assembled; })
      .def_property_readonly("diagnostics", [](const Result& r) { return rep(r).diagnostics; },
                             "The assembler's errors and warnings, formatted with line and column.")
      .def_property_readonly("ran", [](const Result& r) { return rep(r).ran; })
      .def_property_readonly("stop", [](const Result& r) { return rep(r).stop; },
                             "Why the run stopped: 'end of code', 'halted', 'trap', 'instruction budget', ... "
                             "('' when it did not run).")
      .def_property_readonly("stop_ok", [](const Result& r) { return rep(r).stopOk; })
      .def_property_readonly("stop_message", [](const Result& r) { return rep(r).stopMessage; })
      .def_property_readonly("setup_error", [](const Result& r) { return rep(r).setupError; },
                             "Why the kernel could not be set up (its code overran the return address, ...), or ''.")
      .def_property_readonly("matched", [](const Result& r) { return rep(r).matched; })
      .def_property_readonly("elements", [](const Result& r) { return rep(r).elements; })
      .def_property_readonly("cycles", [](const Result& r) { return rep(r).cycles; })
      .def_property_readonly("instructions", [](const Result& r) { return rep(r).instructions; })
      .def_property_readonly("code_bytes", [](const Result& r) { return rep(r).codeBytes; })
      .def_property_readonly("baseline_cycles", [](const Result& r) { return rep(r).baselineCycles; },
                             "The baseline kernel's cycles (0 when no baseline ran).")
      .def_property_readonly("speedup", [](const Result& r) { return rep(r).speedup; },
                             "Baseline cycles / cycles when correct, else 0.")
      .def_property_readonly("bound_cycles", [](const Result& r) { return rep(r).bound.cycles; },
                             "The roofline bound: the fewest cycles any correct kernel can take.")
      .def_property_readonly("bound_share",
                             [](const Result& r) {
                               return rep(r).correct ? kc::bench::shareOfBound(rep(r).bound, rep(r).cycles) : 0.0;
                             },
                             "Bound cycles / cycles when correct (1 at the machine's limit), else 0.")
      .def_property_readonly("seconds", [](const Result& r) { return rep(r).seconds; }, "Wall time of the evaluation.")
      .def_property_readonly("text", [](const Result& r) { return kc::bench::evalReportText(rep(r)); },
                             "The report as `kernelcraft eval` prints it.")
      .def_property_readonly("json", [](const Result& r) { return toPython(kc::bench::evalReportJson(rep(r))); },
                             "The report as `kernelcraft eval --json` prints it, as a dict.")
      .def(
          "reward",
          [](const Result& r, const std::string& kind, double floor) {
            return kc::bench::reward(rep(r), kc::bench::parseRewardKind(kind), floor);
          },
          py::arg("kind") = "bound", py::arg("floor") = kc::bench::kRewardFloor,
          "The reward for training: 0 unless correct on the visible and every hidden input. For a correct kernel, "
          "kind 'bound' gives the share of the roofline bound (in (0, 1]), kind 'log_speedup' gives "
          "log(baseline cycles / cycles); either is at least `floor`.")
      .def("__repr__", &reprOf);
}

} // namespace kcpy
