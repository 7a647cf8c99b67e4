// The agent loop: ask the model, run the tools it calls, answer with their results, until it
// submits or a budget ends the run. Every request, reply, tool call, result and verdict goes to
// the trajectory as it happens. Nothing here throws for what a model or provider does: each way
// a run can end is an outcome with a reason a person can read.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "agent/budget.h"
#include "agent/session.h"
#include "agent/tool_registry.h"
#include "agent/trajectory.h"
#include "llm/prices.h"
#include "llm/provider.h"

namespace kc::agent {

struct LoopSettings {
  std::string model;
  AgentBudget budget;
  int maxOutputTokens = 8192;
  std::optional<int> reasoningBudgetTokens;
  std::string reasoningEffort;
  std::optional<double> temperature;
  const llm::PriceTable* prices = nullptr;  // null: the built-in table
  // A line per tool call and per failed model call, for a person watching; may be empty.
  std::function<void(const std::string&)> progress;
};

// Why a run ended.
enum class EndReason {
  Submitted,
  StepBudget,
  TokenBudget,
  CostBudget,
  WallClockBudget,
  MalformedReplies,  // maxMalformedInRow replies in a row with nothing to act on
  ContextLength,     // the conversation outgrew the model's context window
  ProviderError,     // authentication, quota, or a failure that outlasted every retry
  ToolCallBudget,    // an external agent (MCP) used every tool call it had
  Disconnected,      // an external agent's client went away before submitting
  Interrupted,       // a stop signal, or a process that ended without recording (recovered)
  TrajectoryLimit,   // the trajectory came near kc::limits::kMaxTrajectoryBytes
};
const char* endReasonName(EndReason reason);

struct LoopOutcome {
  EndReason reason = EndReason::StepBudget;
  std::string detail;           // the provider's message, the malformed replies' last fault...
  int steps = 0;                // model calls made
  int maxSteps = 0;
  int submittedVersion = 0;
  int bestCorrectVersion = 0;   // fewest cycles among the versions evaluated correct
  uint64_t bestCycles = 0;
  double bestSpeedup = 0;
  int firstCorrectStep = 0;     // the step whose tools first found a correct version; 0: never
  int toolCalls = 0, toolErrors = 0, malformedReplies = 0;
  llm::Usage usage;
  bool usageReported = true;    // false for external agents: their model calls are never seen
  // Counts a provider sent that were no counts ("output_tokens: -5"): the run's usage and cost
  // are then unknown (recorded as NULL), and the token and cost budgets count an estimate.
  std::string usageProblems;
  llm::Usage budgetUsage;       // what the budgets count: reported usage, or the estimate of a call
  int retries = 0;
  double latencySeconds = 0;    // summed over model calls
  double wallSeconds = 0;
  std::optional<double> costUsd;  // unknown when the model has no price

  nlohmann::json toJson() const;
};

// Runs the loop on `session`. `trajectory` may be null (no log).
LoopOutcome runAgentLoop(llm::Provider& provider, const LoopSettings& settings, AgentSession& session,
                         const ToolRegistry& tools, const std::string& systemPrompt, const std::string& taskPrompt,
                         TrajectoryWriter* trajectory);

} // namespace kc::agent
