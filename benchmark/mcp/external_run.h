// One task attempted by an external agent over MCP: the same session, tools, trajectory and
// scoring as an agent run, with a budget of tool calls instead of model calls. When it ends
// (submit, budget, or the client leaving) the chosen version is scored on hidden inputs and the
// run is recorded.
#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

#include "agent/agent_run.h"
#include "agent/tool_runner.h"
#include "sweep/results_db.h"

namespace kc::mcp {

// Tool calls an external agent may make per task level 1, 2, 3 (a level above 3 takes the last):
// a model's step often holds several calls, so this is about twice an agent's step budget.
constexpr int kToolCallsPerLevel[3] = {30, 40, 50};

// The calls allowed on a task of `level`: `override` when given, else perLevel's.
int toolCallBudget(const int (&perLevel)[3], const std::optional<int>& override, int level);

class ExternalRun {
 public:
  // Throws std::runtime_error when the run's folder or trajectory cannot be written, and
  // bench::TaskFileError for a broken task.
  ExternalRun(kc::agent::AgentRunSpec spec, int budget, std::string runId, bench::ResultsDb* db, std::ostream& log);

  const kc::agent::AgentRunSpec& spec() const { return spec_; }
  const std::string& brief() const { return brief_; }
  bool ended() const { return ended_; }
  int callsMade() const { return calls_; }

  // Runs one tool call; the call that spends the budget, or submits, ends the run.
  kc::agent::ToolResult call(const std::string& name, const nlohmann::json& arguments);
  // The same with the arguments as the agent wrote them: text that is not JSON spends
  // the call and runs nothing, as in an agent run.
  kc::agent::ToolResult callWithText(const std::string& name, const std::string& argumentsText);
  // Ends the run (if it has not ended), scores and records it.
  void finish(kc::agent::EndReason reason, const std::string& detail);
  // The final score, once the run has ended.
  const std::optional<kc::agent::AgentRunResult>& result() const { return result_; }
  const kc::agent::TrajectoryWriter& trajectory() const { return *trajectory_; }

 private:
  kc::agent::ToolResult run(const std::string& name, const nlohmann::json& arguments, const std::string& text, bool valid);

  kc::agent::AgentRunSpec spec_;
  int budget_;
  std::string runId_;
  bench::ResultsDb* db_;
  std::ostream& log_;
  std::unique_ptr<kc::agent::TrajectoryWriter> trajectory_;
  std::unique_ptr<kc::agent::AgentSession> session_;
  kc::agent::ToolRegistry tools_;
  std::unique_ptr<kc::agent::ToolRunner> runner_;
  std::string brief_;
  int calls_ = 0;
  bool ended_ = false;
  std::optional<kc::agent::AgentRunResult> result_;
};

} // namespace kc::mcp
