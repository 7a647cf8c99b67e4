// One limit on requests per minute and on requests in flight, shared by every run of a process
// that talks to the same account, so parallel sweeps stay under the provider's limits instead of
// collecting 429s.
#pragma once

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>

#include "llm/clock.h"

namespace kc::llm {

class RateLimiter {
 public:
  // 0 means no limit of that kind.
  RateLimiter(int requestsPerMinute, int maxConcurrent, std::shared_ptr<Clock> clock = systemClock());

  // Held while a request is in flight; the slot is given back when it is destroyed.
  class Permit {
   public:
    Permit() = default;
    explicit Permit(RateLimiter* owner) : owner_(owner) {}
    Permit(Permit&& other) noexcept : owner_(other.owner_) { other.owner_ = nullptr; }
    Permit& operator=(Permit&& other) noexcept;
    Permit(const Permit&) = delete;
    Permit& operator=(const Permit&) = delete;
    ~Permit() { release(); }
    void release();
    // False for a permit acquire() gave up on (a stop signal, or the deadline).
    explicit operator bool() const { return owner_ != nullptr; }

   private:
    RateLimiter* owner_ = nullptr;
  };

  // Blocks until a request may start: a concurrency slot is free and fewer than
  // requestsPerMinute requests started in the last 60 s (waiting through the clock). Gives up,
  // returning an empty permit, on a stop signal (kc::safety) or when the wait would pass
  // `deadline`: a wait for the rate limit is part of the run's wall-clock budget too.
  Permit acquire(const std::optional<Clock::TimePoint>& deadline = std::nullopt);

  int inFlight() const;

 private:
  void releaseSlot();

  const int perMinute_;
  const int maxConcurrent_;
  std::shared_ptr<Clock> clock_;
  mutable std::mutex mutex_;
  std::condition_variable slotFree_;
  int inFlight_ = 0;
  std::deque<Clock::TimePoint> recentStarts_;
};

} // namespace kc::llm
