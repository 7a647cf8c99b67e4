// The one interface every LLM provider implements: a request in canonical messages, a reply in
// canonical parts with a stop reason and usage, or a classified error. The agent loop sees nothing
// of wire formats, HTTP or retries.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "llm/messages.h"
#include "llm/usage.h"

namespace kc::llm {

struct Request {
  std::string model;
  std::string systemPrompt;  // large and constant per target: providers that can, cache it
  Conversation messages;
  std::vector<ToolDef> tools;
  int maxOutputTokens = 4096;
  // Extended thinking budget in tokens (Anthropic `thinking.budget_tokens`); unset: no thinking.
  std::optional<int> reasoningBudgetTokens;
  // OpenAI `reasoning_effort` ("low", "medium", "high") for reasoning models; empty: not sent.
  std::string reasoningEffort;
  std::optional<double> temperature;
  // The run's wall-clock deadline: no attempt runs past it and no retry waits past it.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // A line for a person watching, before each wait for a retry; may be empty.
  std::function<void(const std::string&)> progress;
};

enum class StopReason {
  End,            // the model finished its turn
  ToolUse,        // it wants the tool calls of its message run
  MaxTokens,      // cut off at maxOutputTokens
  Refusal,        // it declined (or a content filter stopped it)
  ContextLength,  // the conversation filled the model's context window
  Other,          // anything else; Response::rawStopReason says what
};

// Why a call failed, in the terms the agent loop acts on: whether to retry later, to give up on
// the run, or to shorten the conversation.
enum class ErrorKind {
  None,
  Authentication,  // missing or rejected key, no permission (401, 403)
  QuotaExceeded,   // spend limit, exhausted credits or quota: waiting a minute will not help
  ContextTooLong,  // the request does not fit the model's context window
  InvalidRequest,  // any other refusal of the request (400, 404, 422...)
  MalformedReply,  // a reply arrived but is not what the wire format promises
  RateLimited,     // still 429 after every retry
  Overloaded,      // still 529 / 503 after every retry
  ServerError,     // still 5xx after every retry
  Transport,       // time-outs, refused or dropped connections, after every retry
  OutOfTime,       // the run's wall-clock budget ended the call or a wait before a retry
  Interrupted,     // a stop signal ended the call or a wait before a retry
};

const char* stopReasonName(StopReason reason);
const char* errorKindName(ErrorKind kind);

struct Response {
  ErrorKind error = ErrorKind::None;
  // For people: what went wrong, with the server's own words when it gave any. Never contains
  // the API key (every text from the server is redacted before it gets here).
  std::string errorMessage;

  Message message{Role::Assistant, {}};
  StopReason stop = StopReason::Other;
  std::string rawStopReason;  // the provider's own word ("end_turn", "tool_calls"...)
  std::string model;          // the model that answered, as the server names it
  Usage usage;
  // Counts in the reply that are no counts ("output_tokens: -5"), "" when all were. Those read
  // as 0 in `usage`; the agent loop records the run's counts as unknown and budgets by estimate.
  std::string usageProblems;
  CallStats call;

  bool ok() const { return error == ErrorKind::None; }
};

// Characters of everything a request sends (system prompt, messages, tool definitions).
size_t characters(const Request& request);

// A reply that could not be read as the wire format says, with why.
Response malformedReply(const std::string& why);

class Provider {
 public:
  virtual ~Provider() = default;
  // "openai" or "anthropic": the wire format, also the `provider` of the reasoning parts it makes.
  virtual std::string name() const = 0;
  // Never throws for anything the server or the network does; every failure is a Response with
  // `error` set. Safe to call from several threads at once.
  virtual Response complete(const Request& request) = 0;
};

} // namespace kc::llm
