// Time as the retry and rate-limit code sees it. Injectable so tests check every wait exactly
// without spending it.
#pragma once

#include <chrono>
#include <memory>

namespace kc::llm {

class Clock {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;
  virtual ~Clock() = default;
  virtual TimePoint now() = 0;
  virtual void sleepFor(std::chrono::milliseconds duration) = 0;
};

// The process's steady clock and std::this_thread::sleep_for.
std::shared_ptr<Clock> systemClock();

} // namespace kc::llm
