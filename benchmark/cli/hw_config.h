// Hardware configuration files for `kernelcraft sim --config`: a YAML map of parameter
// NAME: value, either at the top level or under a top-level `params:` key.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace kcli {

using ParamOverrides = std::vector<std::pair<std::string, int64_t>>;

// Overrides in file order. Throws CliError (bad input) with "file:line:col: ..." on malformed
// YAML, a non-map, or a value that is not an integer (booleans count as 1 and 0).
ParamOverrides parseHwConfig(const std::string& text, const std::string& fileName);

} // namespace kcli
