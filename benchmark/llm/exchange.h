// The HTTP side every wire format shares: wait for the rate limiter, POST, classify a failed
// reply with the format's own rules, back off and try again while that may help, and redact the
// key from whatever comes back.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "llm/clock.h"
#include "llm/http_post.h"
#include "llm/provider.h"
#include "llm/rate_limiter.h"
#include "llm/retry.h"

namespace kc::llm {

// How a provider reaches its server. Defaults suit a real run; tests shorten and inject.
struct TransportOptions {
  long timeoutMs = 600000;  // per attempt
  RetryPolicy retry;
  std::shared_ptr<Clock> clock = systemClock();
  std::shared_ptr<RateLimiter> limiter;  // shared by the providers of one account; may be null
  std::function<double()> uniform01;     // jitter source; default: a per-thread generator
};

struct ErrorClass {
  ErrorKind kind = ErrorKind::None;
  std::string message;
};

// A wire format's reading of a non-2xx reply (the body is already redacted).
using ErrorClassifier = std::function<ErrorClass(int status, const std::string& body)>;

struct ExchangeResult {
  ErrorKind error = ErrorKind::None;
  std::string errorMessage;
  std::string body;  // of the successful reply, redacted
  CallStats call;
};

// `deadline` and `progress` as in Request: attempts are cut at the deadline, a wait that would
// end past it is not begun (OutOfTime), and a stop signal ends the exchange (Interrupted).
ExchangeResult exchange(const HttpRequest& request, const TransportOptions& options,
                        const ErrorClassifier& classify, const std::vector<std::string>& secrets,
                        const std::optional<std::chrono::steady_clock::time_point>& deadline = std::nullopt,
                        const std::function<void(const std::string&)>& progress = nullptr);

// The kind a status code has when the body says nothing more specific.
ErrorKind kindForStatus(int status);

// A short excerpt of a body for an error message (bodies may be whole HTML pages).
std::string excerpt(const std::string& body, size_t limit = 300);

} // namespace kc::llm
