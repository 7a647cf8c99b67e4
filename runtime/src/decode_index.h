// Which instructions a word may be, found without trying every pattern: the instructions of one
// size are grouped by the bits every one of them fixes (a major opcode field, typically),
// so a word is tried only against its group. Loading a kernel decodes each of its words; against
// the hundreds of patterns a vector ISA has, trying them all costs more than running a small
// kernel. The result is the same: the first match in the decoder's order.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "kc/target_info.h"

namespace kc {

class DecodeIndex {
 public:
  // `order`: instruction indices in the order they are tried (most specific mask first).
  DecodeIndex(const TargetInfo& target, const std::vector<uint16_t>& order);

  // The first instruction in `order` that `bytes` (at most `avail` of them) encodes, its register
  // codes naming registers, or -1; `word` is set to the word of its size.
  int find(const uint8_t* bytes, size_t avail, uint64_t& word) const;

  // Built once per target, for every decoder of it.
  static const DecodeIndex& of(const TargetInfo& target, const std::vector<uint16_t>& order);

 private:
  struct Candidate {
    uint32_t rank;   // place in the order
    uint16_t instr;
  };
  struct SizeGroup {
    unsigned bytes = 0;
    uint64_t common = 0;  // bits every instruction of this size fixes
    std::unordered_map<uint64_t, std::vector<Candidate>> byCommonBits;
  };
  const TargetInfo& target_;
  std::vector<SizeGroup> sizes_;  // smallest first
};

} // namespace kc
