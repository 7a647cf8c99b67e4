#include "llm/rate_limiter.h"

#include "safety/stop_signal.h"

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

RateLimiter::Permit RateLimiter::acquire(const std::optional<Clock::TimePoint>& deadline) {
  using namespace std::chrono;
  std::unique_lock<std::mutex> lock(mutex_);
  auto givingUp = [&] { return safety::stopRequested() || (deadline && clock_->now() >= *deadline); };
  for (;;) {
    // Slots free as other requests end; a stop or the deadline is looked at a few times a second.
    while (maxConcurrent_ > 0 && inFlight_ >= maxConcurrent_) {
      if (givingUp()) return Permit();
      slotFree_.wait_for(lock, milliseconds(100));
    }
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
    if (givingUp() || (deadline && now + wait >= *deadline)) return Permit();
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
