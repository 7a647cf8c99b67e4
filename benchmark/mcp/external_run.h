// One task attempted by an external agent over MCP: the same session, tools, trajectory and
// scoring as an agent run, with a budget of tool calls instead of model calls. When it ends
// (submit, budget, or the client leaving) the chosen version is scored on hidden inputs and the
// run is recorded.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>

#include "agent/agent_run.h"
#include "agent/tool_runner.h"
#include "sweep/results_db.h"

namespace kc::mcp {

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
  // Ends the run (if it has not ended), scores and records it.
  void finish(kc::agent::EndReason reason, const std::string& detail);

 private:
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
};

} // namespace kc::mcp
