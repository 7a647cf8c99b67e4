// The ISA manuals' sections as MCP resources: kernelcraft://manual/TARGET/SECTION, one per
// instruction, helper and section of the generated manual.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "kc/target_info.h"

namespace kc::mcp {

// resources/list entries for `targets`' manuals.
nlohmann::json manualResources(const std::vector<const kc::TargetInfo*>& targets);

// The section a URI names, as resources/read contents; nullopt for a URI that names none.
std::optional<nlohmann::json> readManualResource(const std::string& uri);

} // namespace kc::mcp
