#include "agent/prompt.h"

#include <fmt/format.h>

#include "kc/manual.h"
#include "task/task_brief.h"

namespace kc::agent {

namespace {

constexpr const char* kRules = R"(You write assembly kernels for the {target} accelerator and make them fast.

How you work:
- Write a kernel with write_kernel (it is saved as a new version, v1.s, v2.s, ..., and checked at once);
  change it with edit_kernel, read it with view_kernel.
- run_evaluation assembles a version and runs it in the cycle-level simulator on the task's visible
  inputs: whether the outputs are correct, how far off they are, the cycles against the baseline
  compiler's kernel (the speedup), and why a run stopped (a trap with its instruction and line, a
  budget, a write outside the outputs). view_output shows an output's rows, got against expected.
- profile shows where the cycles go (units busy and idle over time, waits by cause and instruction,
  another version beside it with compare_with); trace shows the schedule cycle by cycle: when each
  instruction issued, on which unit, and what it waited for; get_instruction_size the code size and
  opcode counts.
- read_docs without a name gives the manual's table of contents (every section and instruction
  group with its size); with a name, one section, group, instruction or helper function. grep_docs
  searches the manual in full.
- submit ends the session with the version you choose.

How you are scored:
- The submitted kernel is run again on hidden inputs: the same shapes and layout, other values,
  drawn from the visible inputs' distributions and from the input families the task names (shifted
  means, constant rows, large logits...). It counts as correct only if it is correct on the visible
  and on every hidden input. Never rely on the visible values or their distribution.
- A kernel may write only its outputs and the scratch memory its layout names; any other write fails it.
- The score of a correct kernel is its speedup over the baseline on the visible inputs. Evaluations
  also give the roofline bound, the fewest cycles the machine's peak rates allow for the task's work
  (the manual's Peak rates), and the kernel's share of it: how much room is left.
- {step_rule} Tool results end with a status line: the step, your budget, and the best correct
  version so far. If you never submit, the best correct version you evaluated is scored.
)";

constexpr const char* kModelStep = "Every reply you send is one step; reply with tool calls only, text outside them is "
                                   "not read by anyone.";
constexpr const char* kToolStep = "Every tool call is one step.";

} // namespace

std::string agentRules(const kc::TargetInfo& target, bool stepsAreToolCalls) {
  return fmt::format(kRules, fmt::arg("target", target.name),
                     fmt::arg("step_rule", stepsAreToolCalls ? kToolStep : kModelStep));
}

std::string systemPrompt(const kc::TargetInfo& target, bool stepsAreToolCalls) {
  return agentRules(target, stepsAreToolCalls) + "\nThe " + target.name +
         " manual follows (prompt form: read_docs has each entry in full).\n\n" + kc::manualPrompt(target);
}

std::string taskPrompt(const kc::TargetInfo& target, const bench::TaskDef& task, const std::string& config,
                       const std::string& tasksDir, int steps) {
  return bench::taskBrief(target, task, config, tasksDir) +
         fmt::format("\nYou have {} steps. Write, evaluate and improve the kernel, then submit it.\n", steps);
}

} // namespace kc::agent
