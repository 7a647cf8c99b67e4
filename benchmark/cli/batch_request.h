// One line of `kernelcraft eval --batch`: a JSON object naming a task configuration and a kernel.
// The schema (the README's "Batch evaluation" says it for users):
//   {"id": any JSON value, echoed in the result (optional),
//    "target": "NAME", "task": "NAME", "config": "C1".."C5",
//    "source": "assembly text" | "kernel": "path to a file, or baseline",   (exactly one)
//    "name": "kernel.s"          the source's file name in diagnostics (optional, with source),
//    "seed": N                   the visible inputs' seed (default: --seed),
//    "hidden": N                 hidden seeds drawn once the kernel passes (default: --hidden),
//    "hidden_seeds": [N, ...]    or these replayed,
//    "baseline": true|false      run the baseline for the speedup and budget (default: not --no-baseline)}
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "evaluation/evaluate.h"
#include "kc/target_info.h"
#include "task/task_def.h"

namespace kcli {

struct BatchDefaults {
  std::string tasksDir;
  uint64_t seed = 2026;
  size_t hidden = 0;
  bool withBaseline = true;
};

struct BatchRequest {
  nlohmann::json id;                        // null when the request gave none
  const kc::TargetInfo* target = nullptr;
  std::shared_ptr<const kc::bench::TaskDef> task;
  std::string config;
  std::optional<std::string> source;        // or else `kernel`
  std::string kernel;                       // a path, or "baseline"
  std::string name = "kernel.s";
  kc::bench::EvalOptions options;
};

// Reads one request. Throws std::invalid_argument (the line's fault: malformed JSON, a missing or
// ill-typed field) or CliError (an unknown target, task or configuration, as `eval` says it).
// `id` is set as soon as it is read, so an error can still be matched to its request.
BatchRequest parseBatchRequest(const std::string& line, const BatchDefaults& defaults, nlohmann::json& id);

// Evaluates a request as `eval` would; never throws.
kc::bench::EvalReport evaluateRequest(const BatchRequest& request);

} // namespace kcli
