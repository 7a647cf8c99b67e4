#include "run_stops.h"

#include <algorithm>

#include <fmt/format.h>

namespace kc::run {

void outsideCode(RunResult& r, uint64_t pc, uint64_t base, uint64_t end, bool endAtEnd, const char* step) {
  if (pc == end && endAtEnd) {
    r.reason = StopReason::EndOfCode;
    return;
  }
  r.reason = StopReason::Trap;
  r.message = pc == end ? fmt::format("the program ran past its last {} without halting", step)
                        : fmt::format("pc {} is outside the code ({}..{}) or misaligned", pc, base, end);
}

uint64_t nextCheck(const RunLimits& limits, uint64_t n) {
  return limits.maxWallTime ? std::min(limits.maxInstructions, n + limits::kWallClockCheckInstructions)
                            : limits.maxInstructions;
}

bool budgetSpent(RunResult& r, const RunLimits& limits, uint64_t n, Clock::time_point deadline, uint64_t& checkAt) {
  if (n >= limits.maxInstructions) {
    r.reason = StopReason::InstructionLimit;
    r.message = fmt::format("stopped after {} instructions (the instruction budget)", n);
    return true;
  }
  if (limits.maxWallTime && Clock::now() >= deadline) {
    r.reason = StopReason::WallClockLimit;
    r.message = fmt::format("stopped after {} instructions: the run took longer than its wall-clock limit of {} ms", n,
                            limits.maxWallTime->count());
    return true;
  }
  checkAt = nextCheck(limits, n);
  return false;
}

void workSpent(RunResult& r, uint64_t n, uint64_t work) {
  r.reason = StopReason::WorkLimit;
  r.message = fmt::format("stopped after {} instructions and {} element operations (the work budget)", n, work);
}

void cyclesSpent(RunResult& r, uint64_t cycle, const RunLimits& limits) {
  r.reason = StopReason::CycleLimit;
  r.message = fmt::format("stopped at cycle {} (the cycle budget is {})", cycle, limits.maxCycles);
}

void programEnded(RunResult& r, bool exited, int exitCode) {
  r.reason = exited ? StopReason::Exited : StopReason::Halted;
  r.exitCode = exitCode;
}

} // namespace kc::run
