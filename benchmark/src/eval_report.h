// Rendering an evaluation for people (text) and programs (JSON).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "evaluate.h"

namespace kc::bench {

std::string evalReportText(const EvalReport& r);
nlohmann::ordered_json evalReportJson(const EvalReport& r);
// A one-line verdict: "correct", "wrong output", "trap", "assembly failed", ...
std::string evalVerdict(const EvalReport& r);

} // namespace kc::bench
