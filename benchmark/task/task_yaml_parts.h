// Pieces of task.yaml that appear both at the top level and inside an input family: an input's
// distribution (`init`) and the tolerances per storage format.
#pragma once

#include <map>
#include <string>

#include "task/task_def.h"
#include "task/yaml_file.h"

namespace kc::bench {

// An input's distribution; a missing node gives the default uniform [0, 1) with no arguments.
// Throws TaskFileError at the offending key for an unknown distribution, a missing or unknown
// argument, or an argument out of its range.
InitSpec readInit(const YamlFile& f, const YAML::Node& n);

// `{format: {atol, rtol[, scale: rms]}, ...}`.
std::map<std::string, Tolerance, std::less<>> readTolerances(const YamlFile& f, const YAML::Node& n);

} // namespace kc::bench
