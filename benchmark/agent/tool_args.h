// Reading arguments that the registry has already checked against a tool's schema.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "kc/assembler.h"

namespace kc::agent {

inline std::optional<int64_t> optionalInt(const nlohmann::json& args, const char* name) {
  if (!args.contains(name)) return std::nullopt;
  return int64_t(args[name].get<double>());
}

inline std::string stringArg(const nlohmann::json& args, const char* name) { return args.at(name).get<std::string>(); }

// The schema of the optional "version" argument most tools take.
inline nlohmann::json versionProperty() {
  return {{"type", "integer"}, {"minimum", 1}, {"description", "Kernel version (default: the latest)."}};
}

// "0 errors", or the count followed by every diagnostic with its file:line:col.
std::string syntaxText(const kc::AsmResult& r);

} // namespace kc::agent
