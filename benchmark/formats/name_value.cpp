#include "formats/name_value.h"

#include <cctype>
#include <limits>

#include "formats/input_error.h"

namespace kcli {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

int digitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return 99;
}

// Magnitude of an unsigned literal; empty on bad digits or overflow of uint64_t.
std::optional<uint64_t> parseMagnitude(std::string_view s) {
  unsigned base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, s.remove_prefix(2);
  else if (s.size() > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) base = 2, s.remove_prefix(2);
  if (s.empty() || s.front() == '_' || s.back() == '_') return std::nullopt;
  uint64_t v = 0;
  for (char c : s) {
    if (c == '_') continue;
    int d = digitValue(c);
    if (d >= static_cast<int>(base)) return std::nullopt;
    if (v > (std::numeric_limits<uint64_t>::max() - static_cast<uint64_t>(d)) / base) return std::nullopt;
    v = v * base + static_cast<uint64_t>(d);
  }
  return v;
}

} // namespace

std::optional<int64_t> parseInteger(std::string_view text) {
  std::string_view s = trim(text);
  bool negative = false;
  if (!s.empty() && (s.front() == '-' || s.front() == '+')) negative = s.front() == '-', s.remove_prefix(1);
  std::optional<uint64_t> mag = parseMagnitude(s);
  if (!mag) return std::nullopt;
  const uint64_t limit = negative ? uint64_t(1) << 63 : (uint64_t(1) << 63) - 1;
  if (*mag > limit) return std::nullopt;
  return negative ? static_cast<int64_t>(0 - *mag) : static_cast<int64_t>(*mag);
}

std::optional<uint64_t> parseUnsigned(std::string_view text) {
  std::string_view s = trim(text);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  return parseMagnitude(s);
}

bool isIdentifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

std::pair<std::string, int64_t> parseNameValue(std::string_view arg, std::string_view option, bool bareMeansOne) {
  const std::string quoted = std::string(option) + " '" + std::string(arg) + "'";
  size_t eq = arg.find('=');
  std::string_view name = trim(arg.substr(0, eq));
  if (eq == std::string_view::npos) {
    if (bareMeansOne && isIdentifier(name)) return {std::string(name), 1};
    badInput("bad " + quoted + ": expected NAME=VALUE");
  }
  if (!isIdentifier(name))
    badInput("bad " + quoted + ": '" + std::string(name) + "' is not a name (letters, digits and '_')");
  std::string_view valueText = trim(arg.substr(eq + 1));
  std::optional<int64_t> value = parseInteger(valueText);
  if (!value)
    badInput("bad " + quoted + ": '" + std::string(valueText) +
             "' is not an integer (decimal, 0x hex or 0b binary, within 64 bits)");
  return {std::string(name), *value};
}

} // namespace kcli
