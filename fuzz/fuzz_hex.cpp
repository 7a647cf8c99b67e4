// Text as a hex-words program (.hex/.mem) for every target, and what parses printed back.
#include <cstddef>
#include <cstdint>
#include <string>

#include "formats/hex_words.h"
#include "formats/input_error.h"
#include "fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (const kc::TargetInfo* t : kcfuzz::fuzzedTargets()) {
    try {
      std::vector<kcli::HexWordLine> lines;
      kcli::formatHexWords(*t, kcli::parseHexWords(*t, text, "fuzz.hex", &lines));
    } catch (const kcli::CliError&) {
    }
  }
  return 0;
}
