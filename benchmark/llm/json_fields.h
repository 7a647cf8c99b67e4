// Lenient reads of reply fields: servers omit, null or retype optional fields, and a missing
// count must read as "not reported", never as an exception.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace kc::llm {

// j[key] as a count of tokens: absent or null reads as nullopt. A value that is there but is no
// count (negative, fractional, beyond int64, not finite, not a number) also reads as nullopt, and
// adds "key: value" to `problems`, so that a wrong count is recorded as unknown, never as a
// number (j need not be an object).
std::optional<int64_t> countField(const nlohmann::json& j, const char* key, std::string& problems);
// j[key] as a string when it is one; numbers are printed; else "".
std::string stringField(const nlohmann::json& j, const char* key);
// j[key] when j is an object holding it, else a null json.
const nlohmann::json& field(const nlohmann::json& j, const char* key);

bool containsCaseless(const std::string& text, const std::string& word);

} // namespace kc::llm
