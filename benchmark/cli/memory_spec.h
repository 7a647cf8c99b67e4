// The --load and --dump arguments of `kernelcraft sim`, parsed without looking at a target.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace kcli {

// MEMORY[@ADDR]=FILE
struct LoadSpec {
  std::string memory;
  uint64_t address = 0;   // in the memory's addressable units
  std::string file;
  std::string text;       // the argument as given, for messages
};

// MEMORY@ADDR:COUNT=FILE
struct DumpSpec {
  std::string memory;
  uint64_t address = 0;
  uint64_t count = 0;     // addressable units
  std::string file;
  std::string text;
};

// Throw CliError (bad input) quoting the argument and the expected form.
LoadSpec parseLoadSpec(std::string_view arg);
DumpSpec parseDumpSpec(std::string_view arg);

} // namespace kcli
