// A reply body of a server speaking Anthropic Messages (thinking, tool_use blocks), which may
// be anything at all: read as a successful reply and as an error whose HTTP status is 400 plus the
// first byte. A reply that reads is logged as the agent logs it and sent back in the next request
// with an answer to each of its tool calls, as the agent loop does.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz_llm.h"
#include "llm/anthropic_messages.h"
#include "llm/messages.h"
#include "llm/usage.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const int status = 400 + data[0];
  const std::string body(reinterpret_cast<const char*>(data) + 1, size - 1);
  const auto replace = nlohmann::json::error_handler_t::replace;
  kc::llm::AnthropicProvider::classifyError(status, body);
  const kc::llm::Response r = kc::llm::AnthropicProvider::parseReply(body);
  if (!r.ok()) return 0;
  kc::llm::toJson(r.message).dump(-1, ' ', false, replace);
  kc::llm::toJson(r.usage).dump(-1, ' ', false, replace);

  static const kc::llm::AnthropicProvider provider = [] {
    kc::llm::AnthropicOptions o;
    o.baseUrl = "http://127.0.0.1:9";  // never called: only its request bodies are built
    return kc::llm::AnthropicProvider(o);
  }();
  provider.requestBody(kcfuzz::answerTo(r)).dump(-1, ' ', false, replace);
  return 0;
}
