// Checking a tool call's arguments against the tool's JSON Schema before its handler runs, so
// that a handler sees only well-formed arguments and a model gets an exact, fixable message.
// The subset the tools use: an object of named properties with a type each ("string",
// "integer", "number", "boolean"), "minimum" for numbers, "minLength" for strings, "required",
// and no properties beyond those named.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace kc::agent {

// "" when `args` fits `schema`, else the first problem found: a missing required argument, then
// an unknown one, then a property of the wrong type or range (properties by name).
std::string validateArguments(const nlohmann::json& schema, const nlohmann::json& args);

} // namespace kc::agent
