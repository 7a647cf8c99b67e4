#include "llm/clock.h"

#include "safety/stop_signal.h"

namespace kc::llm {

namespace {

class SystemClock : public Clock {
 public:
  TimePoint now() override { return std::chrono::steady_clock::now(); }
  // A stop signal cuts a wait short; the caller sees it through kc::safety::stopRequested().
  void sleepFor(std::chrono::milliseconds d) override { safety::sleepUnlessStopped(d); }
};

} // namespace

std::shared_ptr<Clock> systemClock() {
  static const std::shared_ptr<Clock> clock = std::make_shared<SystemClock>();
  return clock;
}

} // namespace kc::llm
