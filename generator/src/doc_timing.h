// An instruction's timing as the manual, the JSON index and the prompt form state it. A figure
// may be a call of one of the description's functions (`vemul_regs(0)`) or read state; the text
// beside it says what the function means and what the figure follows at run time, so that a
// reader needs no other section.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model.h"

namespace hwgen {

// The manual's paragraph: "Timing: unit `VAlu`, uops vemul_regs(0), latency 2 cycles, interval 1
// cycles. Where `vemul_regs(shift)`: <its Doc>. At run time the figures depend on `vtype` alone,
// read as the instruction issues.\n\n"
std::string timingParagraph(const TargetModel& m, const InstrM& in);

// " Where `f(a)`: <Doc>." for every function the figures of `instrs` call, each once, in the
// order they first appear; "" when they call none.
std::string timingFunctionNotes(const TargetModel& m, const std::vector<const InstrM*>& instrs);

// "`f(a)`: <Doc>." for every function that some instruction's figures call, each once, in the
// description's order: the prompt form states them once, in its timing part, and its instruction
// lines show the figures alone.
std::vector<std::string> timingFunctionDocs(const TargetModel& m);

// The JSON index's fields for the same: "timing_functions" ([{"function": "vemul_regs(shift)",
// "doc": ...}]) and "timing_reads", the state, register files and memories the figures read at
// run time (["vtype"]); each set only when not empty.
void addTimingNotes(const TargetModel& m, const InstrM& in, nlohmann::json& entry);

} // namespace hwgen
