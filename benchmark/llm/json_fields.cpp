#include "llm/json_fields.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>

namespace kc::llm {

const nlohmann::json& field(const nlohmann::json& j, const char* key) {
  static const nlohmann::json kNull;
  if (!j.is_object()) return kNull;
  auto it = j.find(key);
  return it == j.end() ? kNull : *it;
}

std::optional<int64_t> countField(const nlohmann::json& j, const char* key, std::string& problems) {
  const nlohmann::json& v = field(j, key);
  if (v.is_null()) return std::nullopt;
  if (v.is_number_unsigned() && v.get<uint64_t>() <= uint64_t(INT64_MAX)) return int64_t(v.get<uint64_t>());
  if (v.is_number_integer() && v.get<int64_t>() >= 0) return v.get<int64_t>();
  // 2^63 is the first double beyond int64; a count written as 12.0 is still a count.
  if (v.is_number_float() && v.get<double>() >= 0 && v.get<double>() < 9223372036854775808.0 &&
      std::floor(v.get<double>()) == v.get<double>())
    return int64_t(v.get<double>());
  std::string shown = v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (shown.size() > 40) shown = shown.substr(0, 40) + "...";
  problems += (problems.empty() ? "" : ", ") + std::string(key) + ": " + shown;
  return std::nullopt;
}

std::string stringField(const nlohmann::json& j, const char* key) {
  const nlohmann::json& v = field(j, key);
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number()) return v.dump();
  return "";
}

bool containsCaseless(const std::string& text, const std::string& word) {
  auto lower = [](unsigned char c) { return char(std::tolower(c)); };
  return std::search(text.begin(), text.end(), word.begin(), word.end(),
                     [&](char a, char b) { return lower(a) == lower(b); }) != text.end();
}

} // namespace kc::llm
