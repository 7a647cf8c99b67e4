// What an agent (or a person) is told about one task configuration on one target: the prompt,
// the sizes and constants, where every tensor lives, the registers and assembler symbols a
// kernel starts with, and the tolerance. Appended to the target's ISA manual by `kernelcraft doc`.
#pragma once

#include <string>

#include "kc/target_info.h"
#include "task/task_def.h"

namespace kc::bench {

// Markdown. Throws TaskFileError for a broken task or layout.
std::string taskBrief(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                      const std::string& tasksDir);

} // namespace kc::bench
