// JSON values crossing into Python as dicts, lists and numbers, and back: through the json
// module's text form, which both sides read identically.
#pragma once

#include <pybind11/pybind11.h>

#include <nlohmann/json.hpp>

namespace kcpy {

pybind11::object toPython(const nlohmann::ordered_json& value);
pybind11::object toPython(const nlohmann::json& value);
// JSON text of a Python value; raises TypeError (from the json module) for one it cannot write.
std::string jsonText(const pybind11::handle& value);

} // namespace kcpy
