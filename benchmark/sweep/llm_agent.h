// The agent that asks a model: each configuration is one agent run (agent/agent_run.h) in the
// folder RUNS/RUN-ID/TARGET/TASK/CONFIG, scored on hidden inputs, its record in the report.
#pragma once

#include <memory>
#include <string>

#include "agent/llm_agent_options.h"
#include "sweep/agents.h"

namespace kc::bench {

// Throws std::invalid_argument for a malformed spec or provider.
std::unique_ptr<Agent> makeLlmAgent(const std::string& spec, const std::string& runId,
                                    const kc::agent::LlmAgentOptions& options);

} // namespace kc::bench
