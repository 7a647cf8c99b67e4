// Names of runs in the results database and the runs folder.
#pragma once

#include <string>

namespace kcli {

// "run-20261124-021530" from the current UTC time.
std::string newRunId();

} // namespace kcli
