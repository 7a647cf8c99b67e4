// What the provider fuzz targets share: the request that answers a parsed reply, as the agent
// loop builds it (the reply, then a result for each of its tool calls), so that everything read
// from a reply is also written back out.
#pragma once

#include <utility>
#include <vector>

#include "llm/provider.h"

namespace kcfuzz {

inline kc::llm::Request answerTo(const kc::llm::Response& reply) {
  kc::llm::Request next;
  next.model = "fuzz";
  next.systemPrompt = "You write kernels.";
  next.reasoningBudgetTokens = 1024;
  next.reasoningEffort = "high";
  next.messages = {kc::llm::Message::user("Write the kernel."), reply.message};
  std::vector<kc::llm::Part> results;
  for (const kc::llm::Part* call : reply.message.toolCalls())
    results.push_back(kc::llm::Part::makeToolResult(call->callId, "ok"));
  if (!results.empty()) next.messages.push_back(kc::llm::Message::toolResults(std::move(results)));
  return next;
}

} // namespace kcfuzz
