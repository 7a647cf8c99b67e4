// Env: the benchmark's agent environment stepped from Python. It is an external agent's run, the
// one the MCP server drives (mcp/external_run.h): the same tools, results and status lines, the
// same budget of tool calls, the same final scoring on hidden inputs and the same trajectory.
#include "bindings.h"

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <ostream>

#include <pybind11/stl.h>

#include "agent/prompt.h"
#include "agent/tool_registry.h"
#include "evaluation/reward.h"
#include "json_value.h"
#include "mcp/external_run.h"

namespace py = pybind11;
namespace fs = std::filesystem;

namespace kcpy {

namespace {

// A folder of its own under the system's temporary folder, for an episode nobody asked to keep.
std::string temporaryFolder() {
  std::string pattern = (fs::temp_directory_path() / "kernelcraft-env-XXXXXX").string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot make a temporary folder in " + fs::temp_directory_path().string());
  return pattern;
}

py::list toolSpecs() {
  py::list out;
  const kc::agent::ToolRegistry tools = kc::agent::kernelTools();
  for (const kc::agent::Tool& t : tools.tools()) {
    py::dict d;
    d["name"] = t.name;
    d["description"] = t.description;
    d["parameters"] = toPython(t.schema);
    out.append(d);
  }
  return out;
}

class Env {
 public:
  Env(TaskRef task, std::optional<int> steps, size_t hidden, const py::object& hiddenSeeds, const std::string& reward,
      double floor, std::string record)
      : task_(std::move(task)), kind_(kc::bench::parseRewardKind(reward)), floor_(floor), record_(std::move(record)) {
    if (steps && *steps < 1) throw py::value_error("steps must be at least 1");
    budget_ = kc::mcp::toolCallBudget(kc::mcp::kToolCallsPerLevel, steps, task_.task->level);
    options_ = optionsFor(task_, SeedChoice{hidden, py::none(), hiddenSeeds});
  }
  ~Env() { discard(); }

  py::dict reset() {
    discard();
    kc::agent::AgentRunSpec spec;
    spec.target = task_.target;
    spec.task = *task_.task;
    spec.config = task_.config;
    spec.options = options_;
    spec.agentName = "python:env";
    spec.provider = "external";
    ++episodes_;
    temporary_ = record_.empty();
    spec.folder = temporary_ ? temporaryFolder() : (fs::path(record_) / ("episode-" + std::to_string(episodes_))).string();
    folder_ = spec.folder;
    {
      py::gil_scoped_release free;
      run_ = std::make_unique<kc::mcp::ExternalRun>(std::move(spec), budget_, "python", nullptr, quiet_);
    }
    py::dict obs;
    obs["system"] = kc::agent::systemPrompt(*task_.target, true);
    obs["task"] = run_->brief();
    obs["tools"] = toolSpecs();
    return obs;
  }

  py::tuple step(const std::string& tool, const py::object& arguments) {
    if (!run_) throw py::value_error("step before reset(): call reset() to start an episode");
    if (run_->ended()) throw py::value_error("the episode has ended; call reset() to start another");
    const std::string text = py::isinstance<py::str>(arguments) ? arguments.cast<std::string>() : jsonText(arguments);
    kc::agent::ToolResult r;
    {
      py::gil_scoped_release free;
      r = run_->callWithText(tool, text);
    }
    py::dict info;
    info["step"] = run_->callsMade();
    info["budget"] = budget_;
    info["is_error"] = r.isError;
    double reward = 0;
    if (run_->ended()) {
      const kc::agent::AgentRunResult& result = *run_->result();
      reward = kc::bench::reward(result.report, kind_, floor_);
      info["end_reason"] = kc::agent::endReasonName(result.loop.reason);
      info["scored_version"] = result.scoredVersion;
      info["scored_as"] = result.scoredAs;
      info["result"] = resultObject(result.report);
    }
    return py::make_tuple(r.text, reward, run_->ended(), info);
  }

  // Ends an episode in progress as a client that left does (its best correct or latest version
  // is scored), and forgets a temporary folder.
  void discard() {
    if (run_ && !run_->ended()) {
      py::gil_scoped_release free;
      run_->finish(kc::agent::EndReason::Disconnected, "the environment was reset or closed");
    }
    run_.reset();
    if (temporary_ && !folder_.empty()) {
      std::error_code ec;
      fs::remove_all(folder_, ec);
    }
    folder_.clear();
  }

  int budget() const { return budget_; }
  int steps() const { return run_ ? run_->callsMade() : 0; }
  bool done() const { return run_ && run_->ended(); }
  std::string folder() const { return folder_; }
  const TaskRef& task() const { return task_; }

 private:
  TaskRef task_;
  kc::bench::EvalOptions options_;
  kc::bench::RewardKind kind_;
  double floor_;
  std::string record_;
  int budget_ = 0;
  int episodes_ = 0;
  std::string folder_;
  bool temporary_ = false;
  std::unique_ptr<kc::mcp::ExternalRun> run_;
  std::ostream quiet_{nullptr};  // the server's log lines have no reader here
};

} // namespace

void bindEnv(py::module_& m) {
  m.def("tool_specs", &toolSpecs,
        "The agent's tools as function-calling schemas: name, description, parameters (JSON Schema).");
  py::class_<Env>(m, "Env",
                  "The benchmark's agent environment on one task configuration: the tools `kernelcraft agent` and "
                  "`kernelcraft mcp` serve, stepped one call at a time. The budget counts tool calls as the MCP "
                  "server does (30/40/50 for levels 1/2/3, or `steps`); the episode ends at submit or when the "
                  "budget is spent, and then the submitted version (else the best correct, else the latest) is "
                  "scored on the visible and on `hidden` hidden seeds.")
      .def(py::init([](const std::string& target, const std::string& task, const std::string& config,
                       std::optional<int> steps, size_t hidden, const py::object& hiddenSeeds, const std::string& reward,
                       double floor, const std::string& record, const std::string& tasksDir) {
             return std::make_unique<Env>(resolveTask(target, task, config, tasksDir), steps, hidden, hiddenSeeds, reward,
                                          floor, record);
           }),
           py::arg("target"), py::arg("task"), py::arg("config"), py::arg("steps") = py::none(), py::arg("hidden") = 3,
           py::arg("hidden_seeds") = py::none(), py::arg("reward") = "bound", py::arg("floor") = kc::bench::kRewardFloor,
           py::arg("record") = "", py::arg("tasks_dir") = "",
           "`reward` is 'bound' or 'log_speedup' (see Result.reward). With `record`, each episode's trajectory and "
           "kernel versions are kept in RECORD/episode-N as an MCP run keeps them; without it they go to a "
           "temporary folder removed at the next reset.")
      .def("reset", &Env::reset,
           "Starts an episode (ending one in progress) and returns the observation: 'system' (the rules and the "
           "target's manual, as an external agent's system prompt), 'task' (the task brief with its budget) and "
           "'tools' (see tool_specs).")
      .def("step", &Env::step, py::arg("tool"), py::arg("arguments"),
           "Runs one tool call; `arguments` is a dict or the JSON text a model wrote. Returns (text, reward, done, "
           "info): the tool's result with its status line; the reward, 0 until the episode ends; whether it ended; "
           "and info with 'step', 'budget', 'is_error' and, at the end, 'end_reason', 'scored_version', "
           "'scored_as' and 'result' (the final Result). A tool's failure is a result, not an exception; stepping "
           "before reset or after the end raises ValueError.")
      .def("close", &Env::discard, "Ends the episode in progress, if any.")
      .def_property_readonly("budget", &Env::budget, "Tool calls an episode may make.")
      .def_property_readonly("steps", &Env::steps, "Tool calls made in this episode.")
      .def_property_readonly("done", &Env::done)
      .def_property_readonly("folder", &Env::folder, "Where this episode's versions and trajectory are.")
      .def_property_readonly("task", [](const Env& e) { return e.task(); });
}

} // namespace kcpy
