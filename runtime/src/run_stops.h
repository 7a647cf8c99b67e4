// Why a run loop stops other than by its program: leaving the code, and the instruction and
// wall-clock budgets. Shared by the per-instruction and the per-bundle loops; both call these only
// on their rare paths.
#pragma once

#include <chrono>
#include <cstdint>

#include "kc/machine.h"

namespace kc::run {

using Clock = std::chrono::steady_clock;

// The pc left the code (or is misaligned): the end of the run when it is just past the end of a
// target that ends there, else a trap. `step` names what runs: "instruction" or "bundle".
void outsideCode(RunResult& r, uint64_t pc, uint64_t base, uint64_t end, bool endAtEnd, const char* step);

// The instruction count after which the budgets are looked at again.
uint64_t nextCheck(const RunLimits& limits, uint64_t n);

// At a check: true, with `r` filled, when `n` instructions spend the budget or the deadline has
// passed; else `checkAt` moves on.
bool budgetSpent(RunResult& r, const RunLimits& limits, uint64_t n, Clock::time_point deadline, uint64_t& checkAt);

// The work or cycle budget is spent.
void workSpent(RunResult& r, uint64_t n, uint64_t work);
void cyclesSpent(RunResult& r, uint64_t cycle, const RunLimits& limits);

// The program halted or exited.
void programEnded(RunResult& r, bool exited, int exitCode);

} // namespace kc::run
