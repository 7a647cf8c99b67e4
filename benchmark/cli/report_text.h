// The human-readable `sim` report.
#pragma once

#include <string>

#include "cli/sim_report.h"

namespace kcli {

std::string reportText(const SimReport& report);

} // namespace kcli
