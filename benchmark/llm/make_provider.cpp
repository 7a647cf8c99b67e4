#include "llm/make_provider.h"

#include <stdexcept>

#include "llm/anthropic_messages.h"
#include "llm/openai_chat.h"

namespace kc::llm {

std::unique_ptr<Provider> makeProvider(const std::string& format, const std::string& baseUrl,
                                       TransportOptions transport) {
  if (format == "openai") {
    OpenAiChatOptions o;
    o.baseUrl = baseUrl;
    o.transport = std::move(transport);
    return std::make_unique<OpenAiChatProvider>(std::move(o));
  }
  if (format == "anthropic") {
    AnthropicOptions o;
    o.baseUrl = baseUrl;
    o.transport = std::move(transport);
    return std::make_unique<AnthropicProvider>(std::move(o));
  }
  throw std::invalid_argument("unknown LLM provider '" + format + "' (known: openai, anthropic)");
}

} // namespace kc::llm
