// Integers and NAME=VALUE pairs as users type them on the command line and in config files.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace kcli {

// Decimal, 0x hex or 0b binary, with an optional sign; '_' may separate digits.
// Empty on anything else, including values outside int64_t.
std::optional<int64_t> parseInteger(std::string_view text);
std::optional<uint64_t> parseUnsigned(std::string_view text);

// "NAME=VALUE" with NAME an identifier and VALUE an integer. `option` ("-D", "--param") names
// the flag in the error. With `bareMeansOne`, "NAME" alone means NAME=1 (as compilers treat -D).
// Throws CliError (bad input) naming the argument.
std::pair<std::string, int64_t> parseNameValue(std::string_view arg, std::string_view option,
                                               bool bareMeansOne = false);

bool isIdentifier(std::string_view s);

} // namespace kcli
