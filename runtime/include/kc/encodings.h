// Overlapping encodings: the one rule hwgen checks, the decoder follows and the assembler
// enforces (README, "Overlapping encodings").
//
// Two encodings of one length that can take the same place (on a bundled target, a slot that
// accepts both) may overlap only by nesting: the inner one fixes every bit the outer one fixes,
// to the same value, and fixes more. A word both match is the inner instruction's, so the
// outer instruction cannot be written with operand values that give such a word. A word whose
// register field holds a number no register has (a code no register of a union takes, a number
// past a file's last register) is not that instruction's: encodings may overlap in such words,
// as some ISAs tell instructions apart by the unused codes of a register field.
#pragma once

#include <cstdint>
#include <vector>

#include "kc/target_info.h"

namespace kc {

// True when `inner`'s encoding nests inside `outer`'s (the same length, agreeing where `outer`
// is fixed, and fixing strictly more bits).
bool nestsInside(const InstrInfo& inner, const InstrInfo& outer);

// Per instruction, the instructions whose encodings nest inside its own and that can take the
// same place, in the target's order.
std::vector<std::vector<uint16_t>> nestedEncodings(const TargetInfo& target);

// The instruction that `word`, built as instruction `instr` in slot `slot` (-1 on a target
// without bundles), decodes as instead: the most specific of the encodings nested inside
// instr's that the word matches; -1 when the word is instr's own.
int nestedMatch(const TargetInfo& target, uint16_t instr, uint64_t word, int slot);

// Whether every register operand of `in` in `word` names a register (a number inside its file,
// a code its union gives).
bool registersValid(const TargetInfo& target, const InstrInfo& in, uint64_t word);

// The bits of a word that operand `op` fills.
uint64_t operandFieldMask(const OperandInfo& op);

} // namespace kc
