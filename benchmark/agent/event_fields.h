// Reading the fields of a trajectory event as found: a trajectory may be damaged or crafted, so a
// field of the wrong type, or a number out of range, reads as absent (0, false, ""), never as an
// exception or an out-of-range conversion.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

namespace kc::agent {

inline int64_t countOf(const nlohmann::json& e, const char* key, int64_t max = int64_t(1) << 53) {
  if (!e.is_object() || !e.contains(key)) return 0;
  const nlohmann::json& v = e[key];
  if (v.is_number_unsigned()) return v.get<uint64_t>() <= uint64_t(max) ? int64_t(v.get<uint64_t>()) : 0;
  return v.is_number_integer() && v.get<int64_t>() >= 0 && v.get<int64_t>() <= max ? v.get<int64_t>() : 0;
}
inline double realOf(const nlohmann::json& e, const char* key) {
  if (!e.is_object() || !e.contains(key) || !e[key].is_number()) return 0;
  const double d = e[key].get<double>();
  return std::isfinite(d) ? d : 0;
}
inline bool flagOf(const nlohmann::json& e, const char* key) {
  return e.is_object() && e.contains(key) && e[key].is_boolean() && e[key].get<bool>();
}
inline std::string textOf(const nlohmann::json& e, const char* key) {
  return e.is_object() && e.contains(key) && e[key].is_string() ? e[key].get<std::string>() : "";
}

} // namespace kc::agent
