// The results report: one self-contained HTML page (inline CSS and SVG, no script, nothing
// fetched) with the paper's tables and plots, runs side by side.
#pragma once

#include <string>

#include "report/report_data.h"

namespace kc::report {

std::string renderReport(const ReportData& data);

} // namespace kc::report
