#include "llm/retry.h"

#include <algorithm>
#include <cmath>

namespace kc::llm {

bool isRetryable(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::RateLimited:
    case ErrorKind::Overloaded:
    case ErrorKind::ServerError:
    case ErrorKind::Transport:
      return true;
    default:
      return false;
  }
}

std::chrono::milliseconds retryDelay(const RetryPolicy& policy, int failedAttempts,
                                     std::optional<double> retryAfterSeconds, double uniform01) {
  using std::chrono::milliseconds;
  if (retryAfterSeconds) {
    const double ms = std::ceil(*retryAfterSeconds * 1000.0);
    return std::min(milliseconds(int64_t(ms)), policy.maxRetryAfter);
  }
  const int doublings = std::clamp(failedAttempts - 1, 0, 30);
  const double full = std::min(double(policy.baseDelay.count()) * std::pow(2.0, doublings),
                               double(policy.maxDelay.count()));
  // "Equal jitter": at least half the back-off always passes, the rest is spread out.
  const double u = std::clamp(uniform01, 0.0, 1.0);
  return milliseconds(int64_t(full / 2 + u * full / 2));
}

} // namespace kc::llm
