// OpenAI Chat Completions (`POST {base}/chat/completions`), spoken by OpenAI and by the local
// servers that copy it: vLLM, SGLang, llama.cpp's server, Ollama.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "llm/exchange.h"
#include "llm/provider.h"

namespace kc::llm {

struct OpenAiChatOptions {
  // Empty: $OPENAI_BASE_URL, else https://api.openai.com/v1. Ends before "/chat/completions".
  std::string baseUrl;
  // Local servers often need no key, so a missing $OPENAI_API_KEY is not an error: no
  // Authorization header is sent and the server decides.
  std::string apiKeyVariable = "OPENAI_API_KEY";
  // Send earlier reasoning back as `reasoning_content`. Off by default: servers that produce it
  // (DeepSeek, vLLM, SGLang) mostly ignore or reject it on input.
  bool sendReasoningBack = false;
  // "max_tokens" or "max_completion_tokens"; empty: the latter for api.openai.com (its reasoning
  // models refuse the former), the former elsewhere (what every compatible server knows).
  std::string maxTokensField;
  TransportOptions transport;
};

class OpenAiChatProvider : public Provider {
 public:
  explicit OpenAiChatProvider(OpenAiChatOptions options = {});
  std::string name() const override { return "openai"; }
  Response complete(const Request& request) override;

  // The pieces of `complete`, public so tests can check each one on its own.
  nlohmann::json requestBody(const Request& request) const;
  static Response parseReply(const std::string& body);
  static ErrorClass classifyError(int status, const std::string& body);

  const std::string& baseUrl() const { return baseUrl_; }

 private:
  OpenAiChatOptions options_;
  std::string baseUrl_;
  std::string apiKey_;
};

} // namespace kc::llm
