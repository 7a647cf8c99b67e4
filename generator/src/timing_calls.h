// Which of the description's functions an instruction's timing figures call: the manual explains
// each beside the figures, and hwgen requires them to say what they mean for timing.
#pragma once

#include <vector>

#include "model.h"

namespace hwgen {

struct TimingCall {
  int function;       // index into TargetModel::functions
  const char* field;  // the figure that calls it first: "Uops", "Latency" or "Interval"
};

// Functions the Uops, Latency and Interval of `in` call themselves (not those called only by
// another function), each once, in the order the manual prints the figures.
std::vector<TimingCall> timingCalls(const InstrM& in);

} // namespace hwgen
