// What a command line says about an LLM agent: which provider and model ("llm:PROVIDER:MODEL"),
// where its server is, its budgets, and where runs keep their trajectories.
#pragma once

#include <string>

#include "agent/agent_loop.h"

namespace kc::agent {

struct LlmSpec {
  std::string provider;  // wire format: openai or anthropic
  std::string model;     // everything after the second ':' (model names may hold ':')
};

// Throws std::invalid_argument for anything but llm:openai:MODEL or llm:anthropic:MODEL.
LlmSpec parseLlmSpec(const std::string& spec);

struct LlmAgentOptions {
  std::string baseUrl;              // empty: the provider's variable or default
  LoopSettings loop;                // its model is set from the spec
  std::string runsDir = "kernelcraft-runs";  // RUNS/RUN-ID/TARGET/TASK/CONFIG/
  long timeoutSeconds = 600;        // per HTTP attempt
  int requestsPerMinute = 0;        // shared by all runs of the process; 0: no limit
  int maxConcurrent = 0;
};

} // namespace kc::agent
