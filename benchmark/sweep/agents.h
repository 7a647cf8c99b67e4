// Who writes the kernels a sweep evaluates. The agents here need no model: the baseline, and a
// folder of kernels laid out as TARGET/TASK/C1.s ...
#pragma once

#include <memory>
#include <string>

#include "evaluation/evaluate.h"

namespace kc::bench {

class Agent {
 public:
  virtual ~Agent() = default;
  virtual std::string name() const = 0;
  // Produces a kernel for the configuration and evaluates it.
  virtual EvalReport solve(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                           const EvalOptions& options) = 0;
};

// "baseline" or "dir:PATH"; throws std::invalid_argument for anything else.
std::unique_ptr<Agent> makeAgent(const std::string& spec);

} // namespace kc::bench
