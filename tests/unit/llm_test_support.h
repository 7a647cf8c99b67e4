// Shared set-up of the provider tests: transports that never really sleep, and canned replies.
#pragma once

#include <cstdlib>
#include <memory>
#include <string>

#include "fake_clock.h"
#include "llm/exchange.h"

namespace kc::test {

inline kc::llm::TransportOptions fastTransport(const std::shared_ptr<FakeClock>& clock, int attempts = 3,
                                               long timeoutMs = 5000) {
  kc::llm::TransportOptions t;
  t.timeoutMs = timeoutMs;
  t.retry.maxAttempts = attempts;
  t.clock = clock;
  t.uniform01 = [] { return 0.5; };  // back-off = 3/4 of the full delay, exactly
  return t;
}

// Sets an environment variable for one scope.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old, had_ = true;
    if (value) ::setenv(name, value, 1);
    else ::unsetenv(name);
  }
  ~ScopedEnv() {
    if (had_) ::setenv(name_.c_str(), old_.c_str(), 1);
    else ::unsetenv(name_.c_str());
  }

 private:
  std::string name_, old_;
  bool had_ = false;
};

} // namespace kc::test
