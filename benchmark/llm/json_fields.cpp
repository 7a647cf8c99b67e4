#include "llm/json_fields.h"

#include <algorithm>
#include <cctype>

namespace kc::llm {

const nlohmann::json& field(const nlohmann::json& j, const char* key) {
  static const nlohmann::json kNull;
  if (!j.is_object()) return kNull;
  auto it = j.find(key);
  return it == j.end() ? kNull : *it;
}

std::optional<int64_t> intField(const nlohmann::json& j, const char* key) {
  const nlohmann::json& v = field(j, key);
  if (v.is_number_integer() || v.is_number_unsigned()) return v.get<int64_t>();
  if (v.is_number_float()) return int64_t(v.get<double>());
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
