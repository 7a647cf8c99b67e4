// One HTTP POST over libcurl: an easy handle per request, so concurrent runs share nothing and a
// time-out bounds each attempt on its own.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace kc::llm {

struct HttpRequest {
  std::string url;
  std::vector<std::string> headers;  // "Name: value"
  std::string body;
  long timeoutMs = 600000;  // the whole exchange, connection to last byte
};

struct HttpReply {
  int status = 0;  // 0 when no complete reply arrived
  std::string body;
  std::optional<double> retryAfterSeconds;  // the `Retry-After` header, when it holds seconds
  // Set when the exchange failed below HTTP: refused or dropped connection, time-out, bad URL.
  bool transportFailed = false;
  bool timedOut = false;
  bool interrupted = false;  // a stop signal ended the transfer
  bool tooLarge = false;     // the body passed kc::limits::kMaxReplyBytes
  std::string transportError;
};

// Never throws for network failures; they come back as transportFailed.
HttpReply httpPost(const HttpRequest& request);

// The number of seconds in a Retry-After value ("7", "1.5"); nullopt for dates and garbage.
std::optional<double> parseRetryAfter(const std::string& value);

} // namespace kc::llm
