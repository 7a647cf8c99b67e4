// Anthropic Messages (`POST {base}/v1/messages`): tool_use/tool_result blocks, extended thinking
// whose signed blocks go back unchanged, and prompt caching of the system prompt.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "llm/exchange.h"
#include "llm/provider.h"

namespace kc::llm {

struct AnthropicOptions {
  std::string baseUrl;  // empty: $ANTHROPIC_BASE_URL, else https://api.anthropic.com
  std::string apiKeyVariable = "ANTHROPIC_API_KEY";
  std::string version = "2023-06-01";  // the `anthropic-version` header
  // Also mark the end of the conversation for caching: an agent re-sends the whole conversation
  // every step, and with the mark each step reads the previous steps from the cache.
  bool cacheConversation = true;
  TransportOptions transport;
};

class AnthropicProvider : public Provider {
 public:
  explicit AnthropicProvider(AnthropicOptions options = {});
  std::string name() const override { return "anthropic"; }
  // Without a key every call fails with an authentication error, before any request is sent.
  Response complete(const Request& request) override;

  // The pieces of `complete`, public so tests can check each one on its own.
  nlohmann::json requestBody(const Request& request) const;
  static Response parseReply(const std::string& body);
  static ErrorClass classifyError(int status, const std::string& body);

  const std::string& baseUrl() const { return baseUrl_; }

 private:
  AnthropicOptions options_;
  std::string baseUrl_;
  std::string apiKey_;
};

} // namespace kc::llm
