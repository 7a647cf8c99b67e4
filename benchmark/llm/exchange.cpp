#include "llm/exchange.h"

#include <algorithm>
#include <chrono>

#include "llm/redact.h"

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
                        const ErrorClassifier& classify, const std::vector<std::string>& secrets) {
  using namespace std::chrono;
  const auto started = steady_clock::now();
  const int attempts = std::max(1, options.retry.maxAttempts);
  ExchangeResult result;
  for (int attempt = 1;; ++attempt) {
    HttpReply reply;
    {
      RateLimiter::Permit permit;
      if (options.limiter) permit = options.limiter->acquire();
      HttpRequest r = request;
      r.timeoutMs = options.timeoutMs;
      reply = httpPost(r);
    }
    result.call.httpStatus = reply.status;
    result.call.retries = attempt - 1;
    ErrorClass failure;
    if (reply.transportFailed) {
      failure.kind = ErrorKind::Transport;
      failure.message = reply.timedOut ? "no reply within " + std::to_string(options.timeoutMs) + " ms"
                                       : "connection failed: " + redact(reply.transportError, secrets);
    } else if (reply.status < 200 || reply.status >= 300) {
      failure = classify(reply.status, redact(reply.body, secrets));
    } else {
      result.body = redact(reply.body, secrets);
      break;
    }
    if (!isRetryable(failure.kind) || attempt >= attempts) {
      result.error = failure.kind;
      result.errorMessage = redact(failure.message, secrets);
      if (isRetryable(failure.kind))
        result.errorMessage += " (gave up after " + std::to_string(attempt) + " attempts)";
      break;
    }
    const double u = options.uniform01 ? options.uniform01() : defaultUniform();
    options.clock->sleepFor(retryDelay(options.retry, attempt, reply.retryAfterSeconds, u));
  }
  result.call.latencySeconds = duration<double>(steady_clock::now() - started).count();
  return result;
}

} // namespace kc::llm
