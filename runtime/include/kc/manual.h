// The ISA manual as `kernelcraft doc` prints it: the generated text, with the performance
// section's worked example run through the simulator, so that it shows what the model does.
#pragma once

#include <string>

#include "kc/target_info.h"

namespace kc {

// The target's timing example, assembled and run with default parameters: one line per
// executed instruction with the cycle it issued in, then the total. "" when there is none.
std::string timingExampleText(const TargetInfo& target);

// docMarkdown with the example and the assembly syntax section (kc/assembler.h) in place of
// their markers.
std::string manualMarkdown(const TargetInfo& target);

// The prompt form (docPrompt) with the assembler's shared syntax in place: what a model's system
// prompt holds. The full manual when a target has none.
std::string manualPrompt(const TargetInfo& target);

} // namespace kc
