#include "kc/encodings.h"

#include "asm/tables.h"
#include "kc/decoder.h"

namespace kc {

namespace {

bool samePlace(const TargetInfo& t, const InstrInfo& a, const InstrInfo& b) {
  return a.sizeBytes == b.sizeBytes && (!t.bundled() || (a.slotMask & b.slotMask) != 0);
}

} // namespace

bool nestsInside(const InstrInfo& inner, const InstrInfo& outer) {
  return inner.sizeBytes == outer.sizeBytes && (inner.mask & outer.mask) == outer.mask && inner.mask != outer.mask &&
         (inner.match & outer.mask) == outer.match;
}

std::vector<std::vector<uint16_t>> nestedEncodings(const TargetInfo& target) {
  std::vector<std::vector<uint16_t>> nested(target.numInstrs);
  for (uint16_t o = 0; o < target.numInstrs; ++o)
    for (uint16_t i = 0; i < target.numInstrs; ++i) {
      const InstrInfo& outer = target.instrs[o];
      const InstrInfo& inner = target.instrs[i];
      if (samePlace(target, inner, outer) && nestsInside(inner, outer)) nested[o].push_back(i);
    }
  return nested;
}

int nestedMatch(const TargetInfo& target, uint16_t instr, uint64_t word, int slot) {
  int best = -1;
  for (uint16_t i : as::tablesFor(target).nested[instr]) {
    const InstrInfo& in = target.instrs[i];
    if (slot >= 0 && !(in.slotMask >> slot & 1)) continue;
    if ((word & in.mask) != in.match || !registersValid(target, in, word)) continue;
    // Nested encodings that one word matches nest in each other: the one fixing most bits wins.
    if (best < 0 || __builtin_popcountll(in.mask) > __builtin_popcountll(target.instrs[best].mask)) best = i;
  }
  return best;
}

bool registersValid(const TargetInfo& target, const InstrInfo& in, uint64_t word) {
  for (uint8_t k = 0; k < in.numOperands; ++k) {
    const OperandInfo& op = in.operands[k];
    if (op.kind != OperandKind::Register && op.kind != OperandKind::RegUnion) continue;
    const uint64_t v = static_cast<uint64_t>(extractOperand(op, word, 0));
    int file = 0, reg = 0;
    if (op.kind == OperandKind::Register ? v >= target.regFiles[op.regFile].count : !unionRegister(op, v, file, reg))
      return false;
  }
  return true;
}

uint64_t operandFieldMask(const OperandInfo& op) {
  uint64_t bits = 0;
  for (uint8_t i = 0; i < op.numPieces; ++i) {
    const FieldPiece& p = op.pieces[i];
    const uint64_t ones = p.width >= 64 ? UINT64_MAX : (uint64_t(1) << p.width) - 1;
    bits |= ones << p.wordLsb;
  }
  return bits;
}

} // namespace kc
