// Random bytes as code through the decoder and the disassembler of every target
// (KC_FUZZ_TARGET picks one): decode and print the word at every even offset, then the whole
// image as objdump shows it. Matching scans every encoding, so inputs are kept short.
#include <cstddef>
#include <cstdint>
#include <map>

#include "fuzz_util.h"
#include "kc/decoder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  for (const kc::TargetInfo* t : kcfuzz::fuzzedTargets()) {
    static std::map<const kc::TargetInfo*, kc::Decoder> decoders;
    const kc::Decoder& decoder = decoders.try_emplace(t, *t).first->second;
    for (size_t off = 0; off < size; off += 2) {
      kc::Decoded d;
      uint64_t pc = off / t->codeAddressUnit;
      if (decoder.decode(data + off, size - off, pc, d)) decoder.print(d, pc, (off & 2) != 0);
    }
    kc::disassemble(*t, data, size, 0x80000000u, (size & 1) != 0);
  }
  return 0;
}
