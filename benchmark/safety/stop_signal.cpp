#include "safety/stop_signal.h"

#include <atomic>
#include <csignal>
#include <cstring>
#include <mutex>
#include <thread>

namespace kc::safety {

namespace {

std::atomic<int> gStopSignal{0};

void onStopSignal(int sig) {
  int expected = 0;
  if (!gStopSignal.compare_exchange_strong(expected, sig)) {
    // The second signal: the default action, so a person can always end the process.
    std::signal(sig, SIG_DFL);
    std::raise(sig);
  }
}

} // namespace

void installStopSignals() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction sa;
    std::memset(&sa, 0, sizeof sa);
    sa.sa_handler = onStopSignal;
    sigemptyset(&sa.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaction(sig, &sa, nullptr);
  });
}

bool stopRequested() { return gStopSignal.load(std::memory_order_relaxed) != 0; }

std::string stopReason() {
  switch (gStopSignal.load()) {
    case 0: return "";
    case SIGINT: return "SIGINT received";
    case SIGTERM: return "SIGTERM received";
    case SIGHUP: return "SIGHUP received";
    default: return "signal " + std::to_string(gStopSignal.load()) + " received";
  }
}

void requestStop(int signal) {
  int expected = 0;
  gStopSignal.compare_exchange_strong(expected, signal);
}

bool sleepUnlessStopped(std::chrono::milliseconds duration) {
  using namespace std::chrono;
  const auto until = steady_clock::now() + duration;
  while (!stopRequested()) {
    const auto now = steady_clock::now();
    if (now >= until) return true;
    std::this_thread::sleep_for(std::min<steady_clock::duration>(until - now, milliseconds(50)));
  }
  return false;
}

} // namespace kc::safety
