// The ISA manual as `kernelcraft doc` prints it: the generated text, with the performance
// section's rules and worked examples written and run here, from the tables the simulator runs
// on, so that it says what the model does.
#pragma once

#include <string>

#include "kc/target_info.h"
#include "kc/timing_rules.h"

namespace kc {

// The target's timing example, assembled and run with default parameters: one line per
// executed instruction with the cycle it issued in, then the total. "" when there is none.
std::string timingExampleText(const TargetInfo& target);

// The paragraph stating rule `r` as the simulator applies it on `target`, with the target's own
// figures and complete lists (its issue width, units, chained state, branches...). "" when the
// rule does not apply to the target.
std::string timingRuleText(const TargetInfo& target, TimingRule r);

// The target's worked example of rule `r` run through the simulator: what it sets up, its trace
// and a one-line reading of the run. "" when the description gives none.
std::string ruleExampleText(const TargetInfo& target, TimingRule r);

// One `### name` sub-section per rule that applies to the target: its paragraph and example.
std::string timingRulesMarkdown(const TargetInfo& target);

// docMarkdown with the example, the rules and the assembly syntax section (kc/assembler.h) in
// place of their markers.
std::string manualMarkdown(const TargetInfo& target);

// The prompt form (docPrompt) with the assembler's shared syntax in place: what a model's system
// prompt holds. The full manual when a target has none.
std::string manualPrompt(const TargetInfo& target);

} // namespace kc
