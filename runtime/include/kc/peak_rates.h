// The machine's peak rates and memory paths (Performance.td), evaluated for one set of parameter
// values: what the roofline bound divides a task's work by, and the manual's "Peak rates" table.
#pragma once

#include <string>
#include <vector>

#include "kc/target_info.h"

namespace kc {

// One unit's best rate for one kind of work: `elements` items per `cycles` cycles per copy.
struct UnitRate {
  int unit;          // index into TargetInfo::units
  int64_t elements;
  int64_t cycles;
  double perCycle;   // elements / cycles x the unit's copies
  const PeakInfo* peak;
};

// The machine's rate for a kind of work: the sum over units of each unit's best rate (a unit does
// one thing at a time; different units work in parallel). Only peaks whose format is a float
// format count when `floatWork`, only integer ones otherwise.
struct KindRate {
  WorkKind kind;
  double perCycle = 0;           // 0: the machine states no rate for the kind
  std::vector<UnitRate> units;   // the contributing units, fastest first
};
KindRate kindRate(const TargetInfo& t, const std::vector<int64_t>& params, WorkKind kind, bool floatWork);

// Each unit's best rate over the kinds in `kinds` (a bit per WorkKind; what the bound on a task's
// element operations together divides by), summed over units; the contributing units in `units`.
KindRate elementOpRate(const TargetInfo& t, const std::vector<int64_t>& params, bool floatWork, uint32_t kinds);

// A memory path's rates in bytes per cycle (0 when it moves no bytes that way).
struct PathRate {
  const MemoryPathInfo* path;
  int64_t readBytes, readCycles, writeBytes, writeCycles;
  double readPerCycle() const { return readCycles > 0 ? double(readBytes) / double(readCycles) : 0; }
  double writePerCycle() const { return writeCycles > 0 ? double(writeBytes) / double(writeCycles) : 0; }
};
std::vector<PathRate> pathRates(const TargetInfo& t, const std::vector<int64_t>& params);

// A rate as the tables print it: "8", "5.33", "0.083".
std::string formatRate(double perCycle);

// The manual's "Peak rates" sub-section at the default parameters: one row per peak, the
// machine's rate per kind and format, and one row per memory path. "" when the target states none.
std::string peakRatesMarkdown(const TargetInfo& t);

} // namespace kc
