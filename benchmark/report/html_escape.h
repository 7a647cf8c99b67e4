// Text from a results file (model names, verdicts, run ids) is data, never markup.
#pragma once

#include <string>

namespace kc::report {

std::string escapeHtml(const std::string& text);

} // namespace kc::report
