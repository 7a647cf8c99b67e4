// Machines kept between runs. Building a machine allocates and clears every memory of the target,
// megabytes on some, which costs more than a small kernel's whole run (on a virtual host, the
// page faults alone take milliseconds). A kept machine remembers which start its memories hold
// and which ranges may have changed since, so the next run rewrites only those.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "kc/machine.h"
#include "kc/target_info.h"

namespace kc::bench {

// Bytes [from, to) of one memory.
struct ByteRange {
  size_t from = 0, to = 0;
};

struct KeptMachine {
  std::unique_ptr<kc::Machine> machine;
  uint64_t startId = 0;                         // the RunStart its memories hold, but for the ranges below
  std::vector<std::vector<ByteRange>> changed;  // per memory: ranges that may differ from that start
  std::vector<char> anywhere;                   // per memory: may differ from it anywhere
};

// The machines kept when idle, all together, hold at most this many bytes of memories.
constexpr size_t kMaxKeptMachineBytes = size_t(512) << 20;

// A machine of `target` with `params`: a kept one, preferably one holding start `startId`, or
// else a new one (whose memories then count as changed everywhere).
KeptMachine takeMachine(const kc::TargetInfo& target, const std::vector<int64_t>& params, uint64_t startId);
// Keeps `m` for a later run, or frees it when the kept machines hold enough.
void keepMachine(KeptMachine m);
// Frees every kept machine (benchmarks time evaluations from cold).
void clearMachinePool();

} // namespace kc::bench
