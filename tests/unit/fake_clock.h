// A clock for retry and rate-limit tests: sleeping records the wait and moves time on at once.
#pragma once

#include <mutex>
#include <vector>

#include "llm/clock.h"

namespace kc::test {

class FakeClock : public kc::llm::Clock {
 public:
  TimePoint now() override {
    std::lock_guard<std::mutex> lock(mutex_);
    return now_;
  }
  void sleepFor(std::chrono::milliseconds d) override {
    std::lock_guard<std::mutex> lock(mutex_);
    sleeps_.push_back(d.count());
    now_ += d;
  }
  std::vector<long long> sleeps() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return sleeps_;
  }

 private:
  mutable std::mutex mutex_;
  TimePoint now_{};
  std::vector<long long> sleeps_;
};

} // namespace kc::test
