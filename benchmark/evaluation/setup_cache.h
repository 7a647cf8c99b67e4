// The set-ups evaluations share, each computed once per process and safe to ask for from any
// thread: a configuration's layout and start (for every seed), the visible seed's inputs and
// reference, and the inputs and references of seeds a caller names again (replayed hidden seeds,
// the seeds a Python program asks the inputs of). A warm evaluation then does only its kernel's
// work.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "evaluation/task_setup.h"

namespace kc::bench {

// Seed set-ups kept for seeds named again: beyond this, the oldest are forgotten (hidden seeds
// drawn fresh every time would otherwise grow memory without end).
constexpr size_t kMaxKeptSeedBytes = size_t(256) << 20;

// resolveConfigSetup, once per (target, task, configuration, tasks folder).
std::shared_ptr<const ConfigSetup> sharedConfigSetup(const kc::TargetInfo& target, const TaskDef& task,
                                                     const std::string& config, const std::string& tasksDir);

// The set-up of a seed evaluations use again and again (the visible one), kept for the process.
// `family` names one of the task's input families ("": the default); an unknown one throws
// TaskFileError.
std::shared_ptr<const TaskSetup> sharedTaskSetup(const kc::TargetInfo& target, const TaskDef& task,
                                                 const std::string& config, uint64_t seed, const std::string& tasksDir,
                                                 const std::string& family = "");

// The set-up of a seed a caller may name again, kept while the kept ones hold at most
// kMaxKeptSeedBytes.
std::shared_ptr<const TaskSetup> keptSeedSetup(const kc::TargetInfo& target, const TaskDef& task,
                                               const std::string& config, uint64_t seed, const std::string& tasksDir,
                                               const InputFamily* family);

// Forgets every shared set-up (benchmarks time evaluations from cold).
void clearTaskSetups();

} // namespace kc::bench
