// A provider by wire-format name, for command lines and sweep configurations.
#pragma once

#include <memory>
#include <string>

#include "llm/exchange.h"
#include "llm/provider.h"

namespace kc::llm {

// "openai" (Chat Completions, also for vLLM, SGLang, llama.cpp and Ollama; `baseUrl` or
// $OPENAI_BASE_URL) or "anthropic" (Messages; `baseUrl` or $ANTHROPIC_BASE_URL). Keys come from
// the environment. Throws std::invalid_argument naming the formats for anything else.
std::unique_ptr<Provider> makeProvider(const std::string& format, const std::string& baseUrl = "",
                                       TransportOptions transport = {});

} // namespace kc::llm
