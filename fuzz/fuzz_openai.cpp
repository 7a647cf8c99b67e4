// A reply body of an OpenAI-compatible server (OpenAI, vLLM, SGLang, llama.cpp, Ollama), which may
// be anything at all: read as a successful reply and as an error whose HTTP status is 400 plus the
// first byte. A reply that reads is logged as the agent logs it and sent back in the next request
// with an answer to each of its tool calls, as the agent loop does.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz_llm.h"
#include "llm/messages.h"
#include "llm/openai_chat.h"
#include "llm/usage.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const int status = 400 + data[0];
  const std::string body(reinterpret_cast<const char*>(data) + 1, size - 1);
  const auto replace = nlohmann::json::error_handler_t::replace;
  kc::llm::OpenAiChatProvider::classifyError(status, body);
  const kc::llm::Response r = kc::llm::OpenAiChatProvider::parseReply(body);
  if (!r.ok()) return 0;
  kc::llm::toJson(r.message).dump(-1, ' ', false, replace);
  kc::llm::toJson(r.usage).dump(-1, ' ', false, replace);

  static const kc::llm::OpenAiChatProvider provider = [] {
    kc::llm::OpenAiChatOptions o;
    o.baseUrl = "http://127.0.0.1:9/v1";  // never called: only its request bodies are built
    o.sendReasoningBack = true;  // reasoning goes back too: more of the reply is written out
    return kc::llm::OpenAiChatProvider(o);
  }();
  provider.requestBody(kcfuzz::answerTo(r)).dump(-1, ' ', false, replace);
  return 0;
}
