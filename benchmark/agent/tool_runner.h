// Running a model's tool calls on a session, the same way for the agent loop and the MCP server:
// each call and result goes to the trajectory, each verdict the tools produce is logged and
// tracked (the best correct version so far, the step that first found one), and every result
// ends with the status line.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "agent/session.h"
#include "agent/tool_registry.h"
#include "agent/trajectory.h"

namespace kc::agent {

class ToolRunner {
 public:
  // `trajectory` may be null (no log). `budget` is the steps (or tool calls) the status line
  // counts against.
  ToolRunner(AgentSession& session, const ToolRegistry& tools, TrajectoryWriter* trajectory, int budget);

  // Runs one call made at `step` (arguments already parsed; `argumentsValid` false when the
  // model's text was not JSON, which runs nothing). Never throws for what a model sends.
  ToolResult run(int step, const std::string& callId, const std::string& name, const nlohmann::json& arguments,
                 const std::string& argumentsText, bool argumentsValid);

  std::string status(int step) const;
  AgentSession& session() { return session_; }
  int budget() const { return budget_; }
  int bestCorrectVersion() const { return bestVersion_; }
  uint64_t bestCycles() const { return bestCycles_; }
  double bestSpeedup() const { return bestSpeedup_; }
  int firstCorrectStep() const { return firstCorrectStep_; }
  int calls() const { return calls_; }
  int errors() const { return errors_; }

 private:
  void noteEvaluation(int step);

  AgentSession& session_;
  const ToolRegistry& tools_;
  TrajectoryWriter* log_;
  int budget_;
  int seenEvaluations_ = 0;
  int bestVersion_ = 0;
  uint64_t bestCycles_ = 0;
  double bestSpeedup_ = 0;
  int firstCorrectStep_ = 0;
  int calls_ = 0, errors_ = 0;
};

// "[step 7/20 · best correct so far: v3.s, 1.42x]": what ends every tool result.
std::string statusLine(int step, int budget, int bestVersion, double bestSpeedup);

} // namespace kc::agent
