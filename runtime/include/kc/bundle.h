// VLIW bundles: which format and slots a group of instructions takes, and the bits of a bundle.
// Shared by the assembler (packing), the decoder (splitting) and the disassembler (printing
// what was written).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "kc/target_info.h"

namespace kc {

constexpr int kMaxBundleSlots = 8;
constexpr int kMaxBundleBytes = 16;

// A bundle's bits, bit 0 the lowest of its tag.
using BundleWord = unsigned __int128;

// The format a bundle takes, the slot position (index into the format's slots) of each of its
// instructions, and which instruction that is: of variants that share a mnemonic and syntax in
// different slots, the one for its slot.
struct BundlePacking {
  int format = -1;
  uint8_t slotOf[kMaxBundleSlots] = {};
  uint16_t instr[kMaxBundleSlots] = {};
};

struct PackResult {
  enum Problem { None, TooMany, NoSlot, SameSlot, NoFormat } problem = None;
  int first = -1, second = -1;  // the instructions concerned (positions in the bundle)
  int slot = -1;                // SameSlot: the slot both need
};

// Packs instructions (indices into target.instrs, in the order written) into the smallest
// format that has a slot for each, the first declared among formats of one size, every slot
// left over having a Nop; within a format, each instruction takes the first free slot that
// accepts it or one of its slot variants.
PackResult packBundle(const TargetInfo& target, const uint16_t* instrs, int count, BundlePacking& out);

// What a failed packing means, for an assembler message; `names` are the instructions'
// mnemonics as written.
std::string packProblemText(const TargetInfo& target, const PackResult& r, const uint16_t* instrs,
                            const std::string* names, int count, std::string& hint);

// The bytes of a packed bundle, in the target's byte order: its tag, each instruction's slot
// word, the slot's Nop in every slot left over. Returns the bundle's size in bytes.
unsigned encodeBundle(const TargetInfo& target, const BundlePacking& packing, const uint64_t* words, int count,
                      uint8_t* out);

// The format whose tag and fixed fields the bytes at `bytes` have, or -1.
int bundleFormatAt(const TargetInfo& target, const uint8_t* bytes, size_t avail);

BundleWord readBundleWord(const uint8_t* bytes, unsigned n, bool littleEndian);
inline BundleWord formatMatch(const BundleFormatInfo& f) { return BundleWord(f.match[1]) << 64 | f.match[0]; }
inline BundleWord formatMask(const BundleFormatInfo& f) { return BundleWord(f.mask[1]) << 64 | f.mask[0]; }
inline uint64_t bundleBits(BundleWord w, unsigned lsb, unsigned width) {
  const BundleWord v = w >> lsb;
  return width >= 64 ? static_cast<uint64_t>(v) : static_cast<uint64_t>(v) & ((uint64_t(1) << width) - 1);
}

} // namespace kc
