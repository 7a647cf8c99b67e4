// Parsing JSON that comes from outside (a model server, an MCP client, a trajectory or a results
// file) with a nesting limit. nlohmann parses and frees values of any depth without recursion,
// but copying, comparing and printing them recurse per level, so a value 150,000 levels deep
// must never be built: the parse is abandoned at the first level past kMaxJsonDepth.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace kc::safety {

struct ParsedJson {
  nlohmann::json value;  // discarded (is_discarded()) when `error` is set
  std::string error;     // "not JSON" or "nested deeper than 64 levels"
  bool ok() const { return error.empty(); }
};

ParsedJson parseBoundedJson(std::string_view text, int maxDepth);
// With kc::limits::kMaxJsonDepth.
ParsedJson parseBoundedJson(std::string_view text);

} // namespace kc::safety
