#include "llm/clock.h"

#include <thread>

namespace kc::llm {

namespace {

class SystemClock : public Clock {
 public:
  TimePoint now() override { return std::chrono::steady_clock::now(); }
  void sleepFor(std::chrono::milliseconds d) override { std::this_thread::sleep_for(d); }
};

} // namespace

std::shared_ptr<Clock> systemClock() {
  static const std::shared_ptr<Clock> clock = std::make_shared<SystemClock>();
  return clock;
}

} // namespace kc::llm
