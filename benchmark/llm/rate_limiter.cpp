#include "llm/rate_limiter.h"

namespace kc::llm {

RateLimiter::RateLimiter(int requestsPerMinute, int maxConcurrent, std::shared_ptr<Clock> clock)
    : perMinute_(requestsPerMinute), maxConcurrent_(maxConcurrent), clock_(std::move(clock)) {}

RateLimiter::Permit& RateLimiter::Permit::operator=(Permit&& other) noexcept {
  if (this != &other) {
    release();
    owner_ = other.owner_;
    other.owner_ = nullptr;
  }
  return *this;
}

void RateLimiter::Permit::release() {
  if (owner_) owner_->releaseSlot();
  owner_ = nullptr;
}

RateLimiter::Permit RateLimiter::acquire() {
  using namespace std::chrono;
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    if (maxConcurrent_ > 0)
      slotFree_.wait(lock, [&] { return inFlight_ < maxConcurrent_; });
    if (perMinute_ <= 0) break;
    const Clock::TimePoint now = clock_->now();
    while (!recentStarts_.empty() && now - recentStarts_.front() >= minutes(1)) recentStarts_.pop_front();
    if (int(recentStarts_.size()) < perMinute_) {
      recentStarts_.push_back(now);
      break;
    }
    // The window is full: sleep (without the lock) until its oldest start leaves it, then check
    // everything again, since other threads moved meanwhile.
    const auto wait = duration_cast<milliseconds>(recentStarts_.front() + minutes(1) - now) + milliseconds(1);
    lock.unlock();
    clock_->sleepFor(wait);
    lock.lock();
  }
  ++inFlight_;
  return Permit(this);
}

void RateLimiter::releaseSlot() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    --inFlight_;
  }
  slotFree_.notify_one();
}

int RateLimiter::inFlight() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return inFlight_;
}

} // namespace kc::llm
