#include "cli/memory_spec.h"

#include <optional>

#include "formats/input_error.h"
#include "formats/name_value.h"

namespace kcli {

namespace {

constexpr const char* kLoadForm = "MEMORY[@ADDR]=FILE";
constexpr const char* kDumpForm = "MEMORY@ADDR:COUNT=FILE";

[[noreturn]] void bad(std::string_view option, std::string_view arg, const std::string& why) {
  badInput("bad " + std::string(option) + " '" + std::string(arg) + "': " + why);
}

// Splits "LEFT=FILE" at the first '=' (memory names never hold one; file names may).
void splitFile(std::string_view option, std::string_view arg, const char* form, std::string_view& left,
               std::string& file) {
  size_t eq = arg.find('=');
  if (eq == std::string_view::npos) bad(option, arg, std::string("expected ") + form);
  left = arg.substr(0, eq);
  file = std::string(arg.substr(eq + 1));
  if (file.empty()) bad(option, arg, std::string("no file after '='; expected ") + form);
}

std::string checkedMemory(std::string_view option, std::string_view arg, std::string_view name, const char* form) {
  if (name.empty()) bad(option, arg, std::string("no memory name; expected ") + form);
  if (!isIdentifier(name)) bad(option, arg, "'" + std::string(name) + "' is not a memory name");
  return std::string(name);
}

uint64_t checkedNumber(std::string_view option, std::string_view arg, std::string_view text, const char* what) {
  std::optional<uint64_t> v = parseUnsigned(text);
  if (text.empty() || !v) bad(option, arg, std::string(what) + " '" + std::string(text) + "' is not a non-negative integer");
  return *v;
}

} // namespace

LoadSpec parseLoadSpec(std::string_view arg) {
  const std::string_view option = "--load";
  LoadSpec spec;
  spec.text = std::string(arg);
  std::string_view left;
  splitFile(option, arg, kLoadForm, left, spec.file);
  size_t at = left.find('@');
  spec.memory = checkedMemory(option, arg, left.substr(0, at), kLoadForm);
  if (at != std::string_view::npos) spec.address = checkedNumber(option, arg, left.substr(at + 1), "address");
  return spec;
}

DumpSpec parseDumpSpec(std::string_view arg) {
  const std::string_view option = "--dump";
  DumpSpec spec;
  spec.text = std::string(arg);
  std::string_view left;
  splitFile(option, arg, kDumpForm, left, spec.file);
  size_t at = left.find('@');
  size_t colon = left.find(':');
  if (at == std::string_view::npos || colon == std::string_view::npos || colon < at)
    bad(option, arg, std::string("expected ") + kDumpForm);
  spec.memory = checkedMemory(option, arg, left.substr(0, at), kDumpForm);
  spec.address = checkedNumber(option, arg, left.substr(at + 1, colon - at - 1), "address");
  spec.count = checkedNumber(option, arg, left.substr(colon + 1), "count");
  if (spec.count == 0) bad(option, arg, "count must be at least 1");
  return spec;
}

} // namespace kcli
