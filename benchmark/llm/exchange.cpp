#include "llm/exchange.h"

#include <algorithm>
#include <chrono>

#include <fmt/format.h>

#include "llm/redact.h"
#include "safety/stop_signal.h"

namespace kc::llm {

namespace {

double defaultUniform() {
  thread_local std::mt19937_64 engine{std::random_device{}()};
  return std::uniform_real_distribution<double>(0.0, 1.0)(engine);
}

} // namespace

ErrorKind kindForStatus(int status) {
  if (status == 401 || status == 403) return ErrorKind::Authentication;
  if (status == 402) return ErrorKind::QuotaExceeded;
  if (status == 413) return ErrorKind::ContextTooLong;
  if (status == 429) return ErrorKind::RateLimited;
  if (status == 529 || status == 503) return ErrorKind::Overloaded;
  if (status == 408 || status == 409 || status >= 500) return ErrorKind::ServerError;
  if (status >= 400) return ErrorKind::InvalidRequest;
  return ErrorKind::MalformedReply;  // 1xx/3xx where a JSON reply was due
}

std::string excerpt(const std::string& body, size_t limit) {
  std::string out;
  for (char c : body) {
    if (out.size() >= limit) {
      out += "...";
      break;
    }
    out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  }
  return out;
}

ExchangeResult exchange(const HttpRequest& request, const TransportOptions& options,
                        const ErrorClassifier& classify, const std::vector<std::string>& secrets,
                        const std::optional<std::chrono::steady_clock::time_point>& deadline,
                        const std::function<void(const std::string&)>& progress) {
  using namespace std::chrono;
  const auto started = steady_clock::now();
  const int attempts = std::max(1, options.retry.maxAttempts);
  ExchangeResult result;
  // Time left before the deadline, by the transport's clock (tests move it by hand).
  auto msLeft = [&]() -> std::optional<int64_t> {
    if (!deadline) return std::nullopt;
    return duration_cast<milliseconds>(*deadline - options.clock->now()).count();
  };
  auto end = [&](ErrorKind kind, const std::string& message) {
    result.error = kind;
    result.errorMessage = redact(message, secrets);
  };
  for (int attempt = 1;; ++attempt) {
    if (safety::stopRequested()) {
      end(ErrorKind::Interrupted, safety::stopReason() + " before the model call");
      break;
    }
    long timeoutMs = options.timeoutMs;
    if (const auto left = msLeft()) {
      if (*left <= 0) {
        end(ErrorKind::OutOfTime, "the wall-clock budget ended before the model call");
        break;
      }
      timeoutMs = long(std::min<int64_t>(timeoutMs, *left));
    }
    HttpReply reply;
    {
      RateLimiter::Permit permit;
      if (options.limiter && !(permit = options.limiter->acquire(deadline))) {
        if (safety::stopRequested()) end(ErrorKind::Interrupted, safety::stopReason() + " while waiting for the rate limit");
        else end(ErrorKind::OutOfTime, "the wall-clock budget would end while waiting for the rate limit (--rpm, --max-concurrent)");
        break;
      }
      HttpRequest r = request;
      r.timeoutMs = timeoutMs;
      reply = httpPost(r);
    }
    result.call.httpStatus = reply.status;
    result.call.retries = attempt - 1;
    if (reply.interrupted) {
      end(ErrorKind::Interrupted, safety::stopReason() + " during the model call");
      break;
    }
    ErrorClass failure;
    if (reply.transportFailed) {
      failure.kind = ErrorKind::Transport;
      failure.message = reply.timedOut ? "no reply within " + std::to_string(timeoutMs) + " ms"
                                       : "connection failed: " + redact(reply.transportError, secrets);
      if (reply.timedOut && timeoutMs < options.timeoutMs) {
        end(ErrorKind::OutOfTime, "the wall-clock budget ended during the model call (" + failure.message + ")");
        break;
      }
    } else if (reply.status < 200 || reply.status >= 300) {
      failure = classify(reply.status, redact(reply.body, secrets));
    } else {
      result.body = redact(reply.body, secrets);
      break;
    }
    if (!isRetryable(failure.kind) || attempt >= attempts) {
      end(failure.kind, failure.message);
      if (isRetryable(failure.kind))
        result.errorMessage += " (gave up after " + std::to_string(attempt) + " attempts)";
      break;
    }
    const double u = options.uniform01 ? options.uniform01() : defaultUniform();
    const milliseconds wait = retryDelay(options.retry, attempt, reply.retryAfterSeconds, u);
    const std::string why = reply.retryAfterSeconds ? "as the server's Retry-After asks" : "backing off";
    if (const auto left = msLeft(); left && wait.count() >= *left) {
      end(ErrorKind::OutOfTime, failure.message + fmt::format("; a retry would wait {:.1f} s ({}), past the wall-clock "
                                                              "budget ({:.1f} s left)",
                                                              wait.count() / 1000.0, why, std::max<int64_t>(0, *left) / 1000.0));
      break;
    }
    if (progress)
      progress(redact(fmt::format("model call failed ({}); retry {} of {} in {:.1f} s, {}", failure.message, attempt,
                                  attempts - 1, wait.count() / 1000.0, why),
                      secrets));
    options.clock->sleepFor(wait);
  }
  result.call.latencySeconds = duration<double>(steady_clock::now() - started).count();
  return result;
}

} // namespace kc::llm
