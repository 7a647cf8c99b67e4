// Reading arguments that the registry has already checked against a tool's schema.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "kc/assembler.h"

namespace kc::agent {

// The schema admits integers within +-2^53 only (see argument_schema.h), so the value converts
// exactly; anything else reads as absent rather than as undefined behaviour.
inline std::optional<int64_t> optionalInt(const nlohmann::json& args, const char* name) {
  if (!args.contains(name)) return std::nullopt;
  const nlohmann::json& v = args[name];
  if (v.is_number_integer()) return v.get<int64_t>();
  if (v.is_number_unsigned()) return v.get<uint64_t>() > uint64_t(INT64_MAX) ? std::nullopt : std::optional<int64_t>(int64_t(v.get<uint64_t>()));
  const double d = v.is_number_float() ? v.get<double>() : NAN;
  if (!(d >= -9007199254740992.0 && d <= 9007199254740992.0)) return std::nullopt;
  return int64_t(d);
}

inline std::string stringArg(const nlohmann::json& args, const char* name) { return args.at(name).get<std::string>(); }

inline std::optional<std::string> optionalString(const nlohmann::json& args, const char* name) {
  if (!args.contains(name) || !args[name].is_string()) return std::nullopt;
  return args[name].get<std::string>();
}

// The schema of the optional "version" argument most tools take.
inline nlohmann::json versionProperty() {
  return {{"type", "integer"}, {"minimum", 1}, {"description", "Kernel version (default: the latest)."}};
}

// "0 errors", or the count followed by every diagnostic with its file:line:col.
std::string syntaxText(const kc::AsmResult& r);

} // namespace kc::agent
