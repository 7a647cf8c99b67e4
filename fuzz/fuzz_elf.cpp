// Bytes as an ELF executable through the reader of every target with an ELF machine, with and
// without the code memory's size check; what loads is written back out again.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_util.h"
#include "kc/elf.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<uint8_t> bytes(data, data + size);
  for (const kc::TargetInfo* t : kcfuzz::fuzzedTargets()) {
    if (!t->elfMachine) continue;
    std::vector<int64_t> params = kcfuzz::defaultParams(*t);
    for (const int64_t* p : {static_cast<const int64_t*>(nullptr), static_cast<const int64_t*>(params.data())}) {
      kc::Program program;
      std::string error;
      if (kc::readElf(*t, bytes, "fuzz.elf", program, error, p) && p) kc::writeElf(*t, program);
    }
  }
  return 0;
}
