// The back-off schedule, Retry-After parsing, and the shared rate limiter (per-minute window
// through the fake clock, concurrency with real threads).
#include <catch2/catch.hpp>

#include <atomic>
#include <thread>

#include "fake_clock.h"
#include "llm/http_post.h"
#include "llm/rate_limiter.h"
#include "llm/retry.h"

using namespace kc::llm;
using namespace std::chrono;

TEST_CASE("retry: exponential back-off with equal jitter, capped; Retry-After wins", "[llm][retry]") {
  RetryPolicy p;
  p.baseDelay = milliseconds(1000);
  p.maxDelay = milliseconds(8000);
  p.maxRetryAfter = milliseconds(30000);
  CHECK(retryDelay(p, 1, std::nullopt, 0.0) == milliseconds(500));
  CHECK(retryDelay(p, 1, std::nullopt, 1.0) == milliseconds(1000));
  CHECK(retryDelay(p, 3, std::nullopt, 0.5) == milliseconds(3000));
  CHECK(retryDelay(p, 10, std::nullopt, 1.0) == milliseconds(8000));
  CHECK(retryDelay(p, 1, 2.5, 0.0) == milliseconds(2500));
  CHECK(retryDelay(p, 1, 600.0, 0.0) == milliseconds(30000));

  CHECK(isRetryable(ErrorKind::RateLimited));
  CHECK(isRetryable(ErrorKind::Transport));
  CHECK_FALSE(isRetryable(ErrorKind::Authentication));
  CHECK_FALSE(isRetryable(ErrorKind::QuotaExceeded));
  CHECK_FALSE(isRetryable(ErrorKind::ContextTooLong));
  CHECK_FALSE(isRetryable(ErrorKind::MalformedReply));
}

TEST_CASE("retry: Retry-After holds seconds; dates and garbage are ignored", "[llm][retry]") {
  CHECK(parseRetryAfter(" 7\r\n") == 7.0);
  CHECK(parseRetryAfter("1.5") == 1.5);
  CHECK_FALSE(parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT").has_value());
  CHECK_FALSE(parseRetryAfter("-3").has_value());
  CHECK_FALSE(parseRetryAfter("").has_value());
}

TEST_CASE("rate limiter: requests per minute wait for the window to move", "[llm][retry]") {
  auto clock = std::make_shared<kc::test::FakeClock>();
  RateLimiter limiter(2, 0, clock);
  limiter.acquire();
  clock->sleepFor(milliseconds(10000));
  limiter.acquire();
  CHECK(clock->sleeps().size() == 1);
  limiter.acquire();  // third in the minute: waits until the first start is 60 s old
  const auto sleeps = clock->sleeps();
  REQUIRE(sleeps.size() == 2);
  CHECK(sleeps[1] == 50001);
  limiter.acquire();  // the second start (at 10 s) leaves the window at 70 s
  CHECK(clock->sleeps().size() == 3);
  CHECK(clock->sleeps()[2] == 10000);
}

TEST_CASE("rate limiter: a wait that would pass the deadline is not begun", "[llm][retry]") {
  auto clock = std::make_shared<kc::test::FakeClock>();
  RateLimiter limiter(1, 0, clock);
  CHECK(bool(limiter.acquire()));
  // The window frees in 60 s; with 30 s left the limiter gives up at once, without sleeping.
  CHECK_FALSE(bool(limiter.acquire(clock->now() + std::chrono::seconds(30))));
  CHECK(clock->sleeps().empty());
  CHECK(bool(limiter.acquire(clock->now() + std::chrono::seconds(90))));
  CHECK(clock->sleeps() == std::vector<long long>{60001});
}

TEST_CASE("rate limiter: at most N requests in flight across threads", "[llm][retry]") {
  RateLimiter limiter(0, 2);
  std::atomic<int> inside{0}, most{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 6; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 5; ++i) {
        RateLimiter::Permit permit = limiter.acquire();
        const int now = ++inside;
        int seen = most.load();
        while (now > seen && !most.compare_exchange_weak(seen, now)) {
        }
        std::this_thread::sleep_for(milliseconds(2));
        --inside;
      }
    });
  for (auto& t : threads) t.join();
  CHECK(most.load() == 2);
  CHECK(limiter.inFlight() == 0);
}
