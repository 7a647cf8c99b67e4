// Assembly source of any shape through the assembler of every target (KC_FUZZ_TARGET picks one).
// .include reads nothing from the file system here, so inputs stay self-contained.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_util.h"
#include "kc/assembler.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view source(reinterpret_cast<const char*>(data), size);
  kc::AsmOptions options;
  options.fileName = "fuzz.s";
  options.defines = {{"N", 16}, {"M", 8}};
  options.readFile = [](const std::string&) -> std::optional<std::string> { return std::nullopt; };
  for (const kc::TargetInfo* t : kcfuzz::fuzzedTargets()) kc::assemble(*t, source, options);
  return 0;
}
