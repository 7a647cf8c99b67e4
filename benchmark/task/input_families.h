// Reading a task's input families (`families:` in task.yaml, see tasks/README.md).
#pragma once

#include <vector>

#include "task/task_def.h"
#include "task/yaml_file.h"

namespace kc::bench {

// The families under `n`, checked against `task`'s tensors and tolerances (read before them).
// Throws TaskFileError at the offending node.
std::vector<InputFamily> readFamilies(const YamlFile& f, const YAML::Node& n, const TaskDef& task);

} // namespace kc::bench
