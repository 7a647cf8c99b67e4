// When to try a request again and how long to wait first: exponential back-off with jitter, so
// concurrent runs that failed together do not come back together.
#pragma once

#include <chrono>
#include <optional>

#include "llm/provider.h"
#include "safety/limits.h"

namespace kc::llm {

struct RetryPolicy {
  int maxAttempts = 5;  // the first attempt included
  std::chrono::milliseconds baseDelay{1000};
  std::chrono::milliseconds maxDelay{60000};
  // A server's Retry-After is honoured up to this; beyond it the wait is capped, not skipped.
  std::chrono::milliseconds maxRetryAfter{std::chrono::seconds(limits::kMaxRetryAfterSeconds)};
};

// Failures that may pass by themselves: rate limits, overload, server errors, network trouble.
// Authentication, quota, context length and malformed requests or replies fail the same way twice.
bool isRetryable(ErrorKind kind);

// The wait after `failedAttempts` failures (1 for the first): Retry-After when the server gave
// one, else min(maxDelay, baseDelay * 2^(failedAttempts-1)) scaled into [1/2, 1] by `uniform01`.
std::chrono::milliseconds retryDelay(const RetryPolicy& policy, int failedAttempts,
                                     std::optional<double> retryAfterSeconds, double uniform01);

} // namespace kc::llm
