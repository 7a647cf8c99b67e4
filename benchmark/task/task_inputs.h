// Seeded task inputs: the same seed, task, configuration and tensor name give the same values on
// every machine (a fixed generator and fixed conversions; no std:: distributions).
#pragma once

#include <cstdint>
#include <string>

#include "task/task_def.h"

namespace kc::bench {

// Fills a tensor of `shape` from `init`; `stream` names what is being generated.
kc::tasks::Tensor generateTensor(const InitSpec& init, const std::vector<int64_t>& shape, uint64_t seed,
                                 const std::string& stream);

// Every input tensor of a task configuration, drawn from `family`'s distributions where it gives
// one and the task's default ones elsewhere (nullptr: the default throughout).
kc::tasks::TensorMap generateInputs(const TaskDef& task, const std::string& configName, const SizeValues& sizes,
                                    uint64_t seed, const InputFamily* family = nullptr);

} // namespace kc::bench
