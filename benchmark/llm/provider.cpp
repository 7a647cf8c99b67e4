#include "llm/provider.h"

namespace kc::llm {

const char* stopReasonName(StopReason reason) {
  switch (reason) {
    case StopReason::End: return "end";
    case StopReason::ToolUse: return "tool_use";
    case StopReason::MaxTokens: return "max_tokens";
    case StopReason::Refusal: return "refusal";
    case StopReason::ContextLength: return "context_length";
    case StopReason::Other: return "other";
  }
  return "?";
}

const char* errorKindName(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::None: return "none";
    case ErrorKind::Authentication: return "authentication";
    case ErrorKind::QuotaExceeded: return "quota_exceeded";
    case ErrorKind::ContextTooLong: return "context_too_long";
    case ErrorKind::InvalidRequest: return "invalid_request";
    case ErrorKind::MalformedReply: return "malformed_reply";
    case ErrorKind::RateLimited: return "rate_limited";
    case ErrorKind::Overloaded: return "overloaded";
    case ErrorKind::ServerError: return "server_error";
    case ErrorKind::Transport: return "transport";
    case ErrorKind::OutOfTime: return "out_of_time";
    case ErrorKind::Interrupted: return "interrupted";
  }
  return "?";
}

Response malformedReply(const std::string& why) {
  Response r;
  r.error = ErrorKind::MalformedReply;
  r.errorMessage = why;
  return r;
}

size_t characters(const Request& r) {
  size_t n = r.systemPrompt.size();
  for (const Message& m : r.messages) n += characters(m);
  for (const ToolDef& t : r.tools) n += t.name.size() + t.description.size() + t.inputSchema.dump().size();
  return n;
}

} // namespace kc::llm
