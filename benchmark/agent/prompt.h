// What a model is told. The system prompt is the same for every task of a target (rules, then the
// target's ISA manual in its prompt form with the hardware configuration), so providers can cache
// it across runs; the first user message carries what changes: the task, its layout and budget.
#pragma once

#include <string>

#include "kc/target_info.h"
#include "task/task_def.h"

namespace kc::agent {

// `stepsAreToolCalls` as agentRules says.
std::string systemPrompt(const kc::TargetInfo& target, bool stepsAreToolCalls = false);

// The rules alone: how to work and how kernels are scored. `stepsAreToolCalls` for external
// agents, whose budget counts tool calls rather than model replies.
std::string agentRules(const kc::TargetInfo& target, bool stepsAreToolCalls);

// Throws bench::TaskFileError for a broken task or layout.
std::string taskPrompt(const kc::TargetInfo& target, const bench::TaskDef& task, const std::string& config,
                       const std::string& tasksDir, int steps);

} // namespace kc::agent
