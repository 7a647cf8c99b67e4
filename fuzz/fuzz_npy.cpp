// Bytes as a .npy file: parsed, every element read, and written back.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "formats/input_error.h"
#include "formats/npy.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    kcli::NpyArray a = kcli::parseNpy(std::vector<uint8_t>(data, data + size), "fuzz.npy");
    if (kcli::npyType(a.descr)) {
      const uint64_t n = a.count();
      for (uint64_t i = 0; i < n; ++i) {
        a.valueAt(i);
        if (a.type().kind != kcli::NpyType::Float) a.intAt(i);
      }
    }
    kcli::writeNpy(a);
  } catch (const kcli::CliError&) {
  }
  return 0;
}
