// Operands that would make a word another instruction's: where encodings nest, a word both
// match is the inner instruction's (kc/encodings.h), so the outer one cannot be written so.
#include <cinttypes>
#include <cstdio>

#include "asm/assembler_impl.h"
#include "kc/encodings.h"

namespace kc::as {

// An operand value as the program would write it: a register or enum by name, else its number.
std::string Assembler::operandText(const OperandInfo& op, int64_t value) const {
  if (op.kind == OperandKind::Register && value >= 0 && value < target_.regFiles[op.regFile].count)
    return target_.regFiles[op.regFile].regNames[value];
  if (op.kind == OperandKind::Enum && value >= 0 && value < op.numEnumNames) return op.enumNames[value];
  int file = 0, reg = 0;
  if (op.kind == OperandKind::RegUnion && value >= 0 && unionRegister(op, static_cast<uint64_t>(value), file, reg))
    return target_.regFiles[file].regNames[reg];
  return std::to_string(value);
}

void Assembler::checkNesting(uint16_t index, const ParsedOperand* ops, size_t wordPos, uint64_t word, int slot) {
  const int other = nestedMatch(target_, index, word, slot);
  if (other < 0) return;
  const InstrInfo& in = target_.instrs[index];
  const InstrInfo& inner = target_.instrs[other];
  // The operands to blame are those whose fields hold bits only the inner encoding fixes.
  const uint64_t claimed = inner.mask & ~in.mask;
  std::string values;
  size_t at = wordPos;
  for (uint8_t k = 0; k < in.numOperands; ++k) {
    const OperandInfo& op = in.operands[k];
    if (!(operandFieldMask(op) & claimed)) continue;
    int64_t v = ops[k].value;
    if (op.kind == OperandKind::PcRel && ops[k].rel == 1) v = static_cast<int64_t>(static_cast<uint64_t>(v) - pc_);
    if (values.empty()) at = ops[k].pos;
    values += (values.empty() ? "" : ", ") + std::string(op.name) + " = " + operandText(op, v);
  }
  // A slot word is as wide as its slot; any other word is whole bytes.
  const int digits = slot >= 0 ? (target_.slots[slot].bits + 3) / 4 : 2 * in.sizeBytes;
  char hex[24];
  std::snprintf(hex, sizeof hex, "0x%0*" PRIX64, digits, word);
  error(at,
        "'" + std::string(in.mnemonic) + "' cannot encode " + values + ": the word " + hex + " is '" + inner.mnemonic +
            "', whose more specific encoding wins",
        "write '" + std::string(inner.mnemonic) + "' if that is meant, or choose another value");
}

} // namespace kc::as
