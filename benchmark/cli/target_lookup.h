// Finding targets and memories by the names users type, with helpful refusals.
#pragma once

#include <string>
#include <vector>

#include "kc/target_info.h"

namespace kcli {

// Throws CliError (bad input): "unknown target 'x'; available: a, b; did you mean 'a'?"
const kc::TargetInfo& requireTarget(const std::string& name);

// Index into target.memories; throws CliError naming `context` (the argument) and the memories.
int requireMemory(const kc::TargetInfo& target, const std::string& name, const std::string& context);

// "a, b, c", and "; did you mean 'b'?" (or "") for a near miss of `word`.
std::string joinNames(const std::vector<std::string>& names);
std::string didYouMean(const std::string& word, const std::vector<std::string>& names);

} // namespace kcli
