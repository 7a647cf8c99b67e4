#include "agent/llm_agent_options.h"

#include <stdexcept>

namespace kc::agent {

LlmSpec parseLlmSpec(const std::string& spec) {
  const std::string usage = "agent '" + spec + "': expected llm:PROVIDER:MODEL with PROVIDER openai or anthropic";
  if (spec.rfind("llm:", 0) != 0) throw std::invalid_argument(usage);
  const size_t colon = spec.find(':', 4);
  if (colon == std::string::npos || colon + 1 >= spec.size()) throw std::invalid_argument(usage);
  LlmSpec s{spec.substr(4, colon - 4), spec.substr(colon + 1)};
  if (s.provider != "openai" && s.provider != "anthropic") throw std::invalid_argument(usage);
  return s;
}

} // namespace kc::agent
