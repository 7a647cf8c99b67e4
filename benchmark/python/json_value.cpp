#include "json_value.h"

namespace py = pybind11;

namespace kcpy {

namespace {
py::object loads(const std::string& text) { return py::module_::import("json").attr("loads")(text); }
} // namespace

// Invalid UTF-8 in a kernel's diagnostics becomes U+FFFD, as `eval --json` prints it.
py::object toPython(const nlohmann::ordered_json& value) {
  return loads(value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
}

py::object toPython(const nlohmann::json& value) {
  return loads(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::string jsonText(const py::handle& value) {
  return py::module_::import("json").attr("dumps")(value).cast<std::string>();
}

} // namespace kcpy
