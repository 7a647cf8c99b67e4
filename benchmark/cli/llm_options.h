// The command-line options every LLM-agent command shares (agent, bench --agent llm:...).
#pragma once

#include <string>

#include "agent/llm_agent_options.h"

namespace CLI {
class App;
}

namespace kcli {

struct LlmArgs {
  std::string baseUrl;
  int steps = 0;                    // 0: by level
  std::string stepsPerLevel;        // "15,20,25"
  int64_t maxTokens = 0;            // 0: no cap
  double maxCost = 0;
  double maxWall = 0;
  int maxOutputTokens = 8192;
  int reasoningBudget = 0;
  std::string reasoningEffort;
  double temperature = -1;          // < 0: not sent
  std::string runsDir = "kernelcraft-runs";
  long timeout = 600;
  int requestsPerMinute = 0;
  int maxConcurrent = 0;
};

void addLlmOptions(CLI::App* command, LlmArgs& args);

// Throws CliError for values that do not fit together (a cost cap for a model with no price).
kc::agent::LlmAgentOptions llmAgentOptions(const LlmArgs& args, const std::string& model);

} // namespace kcli
