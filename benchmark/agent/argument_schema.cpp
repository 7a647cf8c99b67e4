#include "agent/argument_schema.h"

#include <cmath>
#include <cstdlib>

namespace kc::agent {

namespace {

// JSON's name for what a value is, as a model would write it in a schema.
std::string typeOf(const nlohmann::json& v) {
  if (v.is_object()) return "object";
  if (v.is_array()) return "array";
  if (v.is_string()) return "string";
  if (v.is_boolean()) return "boolean";
  if (v.is_null()) return "null";
  if (v.is_number_integer() || v.is_number_unsigned()) return "integer";
  return "number";
}

// JSON Schema counts 3.0 as an integer; models sometimes send integers that way. Integers
// beyond +-2^53 (1e300 among them) are refused: no argument means anything there, and they
// would not convert to int64 exactly, or at all.
bool isInteger(const nlohmann::json& v) {
  constexpr double kLargest = 9007199254740992.0;  // 2^53
  if (v.is_number_integer()) return v.get<int64_t>() >= -int64_t(kLargest) && v.get<int64_t>() <= int64_t(kLargest);
  if (v.is_number_unsigned()) return v.get<uint64_t>() <= uint64_t(kLargest);
  if (!v.is_number_float()) return false;
  const double d = v.get<double>();
  return std::isfinite(d) && std::floor(d) == d && std::fabs(d) <= kLargest;
}

bool hasType(const nlohmann::json& v, const std::string& type) {
  if (type == "integer") return isInteger(v);
  if (type == "number") return v.is_number();
  if (type == "string") return v.is_string();
  if (type == "boolean") return v.is_boolean();
  if (type == "object") return v.is_object();
  if (type == "array") return v.is_array();
  return false;
}

std::string article(const std::string& type) {
  return (type == "integer" || type == "object" || type == "array") ? "an " + type : "a " + type;
}

std::string numberText(double d) {
  if (std::floor(d) == d && std::fabs(d) < 1e15) return std::to_string(int64_t(d));
  return nlohmann::json(d).dump();
}

std::string checkProperty(const std::string& name, const nlohmann::json& rule, const nlohmann::json& v) {
  const std::string type = rule.value("type", "");
  if (type == "integer" && v.is_number() && !isInteger(v) && std::isfinite(v.get<double>()) &&
      std::floor(v.get<double>()) == v.get<double>())
    return "argument '" + name + "' must be an integer between -2^53 and 2^53, got " + numberText(v.get<double>());
  if (!type.empty() && !hasType(v, type))
    return "argument '" + name + "' must be " + article(type) + ", got " + typeOf(v);
  if (rule.contains("minimum") && v.is_number() && v.get<double>() < rule["minimum"].get<double>())
    return "argument '" + name + "' must be at least " + numberText(rule["minimum"].get<double>()) + ", got " +
           numberText(v.get<double>());
  if (rule.contains("minLength") && v.is_string() && v.get<std::string>().size() < rule["minLength"].get<size_t>())
    return "argument '" + name + "' must not be empty";
  return "";
}

} // namespace

std::string validateArguments(const nlohmann::json& schema, const nlohmann::json& args) {
  if (!args.is_object()) return "arguments must be a JSON object, got " + typeOf(args);
  static const nlohmann::json kNone = nlohmann::json::object();
  const nlohmann::json& props = schema.contains("properties") ? schema["properties"] : kNone;
  if (schema.contains("required"))
    for (const auto& r : schema["required"])
      if (!args.contains(r.get<std::string>())) return "missing required argument '" + r.get<std::string>() + "'";
  for (const auto& [key, value] : args.items()) {
    if (props.contains(key)) continue;
    std::string known;
    for (const auto& [p, rule] : props.items()) known += (known.empty() ? "" : ", ") + p;
    return "unknown argument '" + key + "'; " + (known.empty() ? "this tool takes no arguments" : "expected: " + known);
  }
  for (const auto& [name, rule] : props.items())
    if (args.contains(name))
      if (std::string e = checkProperty(name, rule, args[name]); !e.empty()) return e;
  return "";
}

} // namespace kc::agent
