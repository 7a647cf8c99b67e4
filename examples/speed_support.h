// What the speed benchmarks share: a wall clock, and a default-configured machine with a
// program loaded (a benchmark that cannot load its program has nothing to measure: exit 2).
#pragma once

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "kc/machine.h"

namespace speed {

using Clock = std::chrono::steady_clock;

inline double seconds(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

inline std::unique_ptr<kc::Machine> loadedMachine(const kc::TargetInfo& t, const kc::Program& prog) {
  std::vector<int64_t> params;
  std::string err;
  kc::resolveParams(t, {}, params, err);
  auto m = t.newMachine(t, params);
  if (!m->load(prog, err)) {
    std::fprintf(stderr, "%s\n", err.c_str());
    std::exit(2);
  }
  return m;
}

} // namespace speed
