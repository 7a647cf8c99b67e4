// Reading a run's schedule from its issue events (kc::IssueEvent): a window of the trace, and a
// profile of what issue waited for and when each unit was busy. Both collect while the kernel
// runs and name things once the run is over (`finish`), while the machine is still there.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "kc/machine.h"

namespace kc::bench {

// Trace lines of the instructions that issue in cycles [from, to], at most `maxLines`.
class TraceWindow : public kc::IssueSink {
 public:
  TraceWindow(uint64_t from, uint64_t to, size_t maxLines) : from_(from), to_(to), maxLines_(maxLines) {}
  void issued(const kc::IssueEvent& e) override;
  void finish(const kc::Machine& m);    // formats the kept events: call before the machine goes

  std::vector<std::string> lines;        // formatted by finish(), each with its source line
  uint64_t inWindow = 0;                 // instructions that issued in the window
  uint64_t lastCycle = 0;                // the last issue cycle of the run
  uint64_t firstCycleLeftOut = 0;        // the first cycle not shown when lines ran out (0: none)

 private:
  uint64_t from_, to_;
  size_t maxLines_;
  std::vector<kc::IssueEvent> kept_;
};

// Each unit's busy share over time, and every wait by cause, instruction and what it waited for.
class ScheduleProfile : public kc::IssueSink {
 public:
  explicit ScheduleProfile(const kc::TargetInfo& t);
  void issued(const kc::IssueEvent& e) override;
  void finish(const kc::Machine& m);

  struct Wait {
    std::string cause;        // "operands", "memory", "unit", "dispatch"
    uint64_t pc = 0;
    std::string what;         // "v1 from pc 20", "mem[64..127] from pc 36", "VAlu busy"
    uint64_t cycles = 0, times = 0;
  };
  std::vector<Wait> waits;                          // by finish(), largest first
  // Busy copy-cycles per unit per bucket of `bucketCycles` (the last bucket may be partial).
  std::vector<std::vector<double>> unitBuckets;
  uint64_t bucketCycles = 1;
  uint64_t cycles = 0;

 private:
  void addBusy(int unit, uint64_t from, uint64_t to, double amount);
  const kc::TargetInfo& target_;
  // (cause, pc, what it waited for, writer pc) -> cycles, times. "What": a scoreboard slot (-1:
  // every register), a memory or a unit.
  using Key = std::tuple<int, uint64_t, int64_t, uint64_t>;
  std::map<Key, std::pair<uint64_t, uint64_t>> raw_;
  std::map<Key, std::pair<uint64_t, uint64_t>> ranges_;   // memory waits: the last range waited for
};

// A row of characters, one per bucket, for a share between 0 and 1: ' ' idle, '#' fully busy.
std::string busyBar(const std::vector<double>& shares);

} // namespace kc::bench
