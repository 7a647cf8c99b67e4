// Instruction decoding and canonical printing, driven by the match/mask tables.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/bundle.h"
#include "kc/target_info.h"

namespace kc {

constexpr int kMaxOperands = 8;

// One decoded instruction as the simulator dispatches it. Timing figures and scoreboard
// slots are filled when a program is loaded into a machine.
struct Decoded {
  ExecFn exec = nullptr;
  uint16_t instr = 0;        // index into TargetInfo::instrs
  uint8_t sizeBytes = 0;
  int16_t unit = -1;
  int32_t latency = 1;
  int32_t interval = 1;
  int32_t uops = 1;
  bool runTiming = false;            // latency, interval or uops read state: evaluate at issue
  uint8_t delaySlots = 0;            // instructions that still run after it branches (fills padding)
  uint64_t word = 0;
  int64_t ops[kMaxOperands] = {};   // operand values (registers as indices, immediates as values)
  // Scoreboard: register/state slots read and written, memories touched (bit per memory).
  static constexpr int kMaxSlots = 12;
  uint16_t slots[kMaxSlots] = {};    // reads first, then writes, then chained updates
  uint8_t numReads = 0, numWrites = 0, numChained = 0;
  bool waitAll = false;              // touches more registers than tracked: wait for everything
  uint32_t memReads = 0, memWrites = 0;
  uint32_t sizeUnits = 1;            // instruction size in code address units
};

// A bundle split into its slot instructions, in the order of the format's slots (fillers
// included). PcRel operands are relative to the bundle's address.
struct DecodedBundle {
  int16_t format = -1;
  uint8_t sizeBytes = 0;
  uint8_t count = 0;
  Decoded slots[kMaxBundleSlots];
};

class DecodeIndex;

class Decoder {
 public:
  explicit Decoder(const TargetInfo& target);
  // Index of the instruction that `word` encodes, or -1.
  int match(uint64_t word) const;
  // Reads the word at `bytes` (at most `avail` bytes) and decodes it; false when illegal.
  bool decode(const uint8_t* bytes, size_t avail, uint64_t pc, Decoded& out) const;
  // Canonical assembly text, e.g. "V_ADD_VV gp1, gp2, gp3, 0".
  // Code labels print as offsets from pc (which the assembler reads back), or with
  // `absoluteTargets` as the addresses they reach, as objdump shows them.
  std::string print(const Decoded& d, uint64_t pc, bool absoluteTargets = false) const;
  // True when the text print() gives for `d` assembles back to d's word: every operand is one
  // the assembler takes as printed (a register the file has, a named enum value), the word has
  // no bit set outside its fixed bits and fields, and the instruction's constraints over
  // operands hold. A word the decoder reads is already the most specific encoding it matches.
  bool printsBack(const Decoded& d, uint64_t pc) const;
  const TargetInfo& target() const { return target_; }

  // Bundled targets: the bundle at `bytes`; false when no format's tag matches, the bytes end
  // early, a slot holds no instruction it accepts, or a bit outside the tag, fixed fields and
  // slots is set.
  bool decodeBundle(const uint8_t* bytes, size_t avail, uint64_t pc, DecodedBundle& out) const;
  // "mul r4, r1, r2; ldp r5, r6, 1": the instructions written, which assemble back into the same
  // bundle. A slot's Nop is left out when the bundle is what the others pack into without it.
  std::string printBundle(const DecodedBundle& b, uint64_t pc, bool absoluteTargets = false) const;
  // The slot positions printBundle prints, in order; returns how many.
  int writtenSlots(const DecodedBundle& b, uint8_t* slots) const;

 private:
  void decodeWord(uint64_t word, uint16_t instr, uint64_t pc, Decoded& out) const;
  const TargetInfo& target_;
  std::vector<uint16_t> byMaskBits_;  // instruction indices, most specific mask first
  const DecodeIndex* index_ = nullptr;  // byMaskBits_ grouped for decode()
};

// Value of operand `op` extracted from `word` (sign-extended and scaled; PcRel made absolute).
int64_t extractOperand(const OperandInfo& op, uint64_t word, uint64_t pc);

// Disassembles a whole code image, one instruction (or bundle) per line; illegal words, and words
// whose text would not assemble back to them, print as data that does (".word", ".half",
// ".value" in a code memory of wider elements, or ".byte").
std::string disassemble(const TargetInfo& target, const uint8_t* bytes, size_t size,
                        uint64_t base, bool withAddresses);

} // namespace kc
