#include <string>

#include "asm/tables.h"
#include "kc/assembler.h"

namespace kc {
namespace as {

int scaleShift(const OperandInfo& op) {
  int s = 0;
  while (op.scale > 1 && (int64_t(1) << s) < op.scale) ++s;
  return s;
}

std::string checkOperand(const OperandInfo& op, int64_t value, uint64_t& encoded) {
  const std::string name = op.name;
  switch (op.kind) {
    case OperandKind::Register:
      if (value < 0 || (op.bits < 63 && value >= (int64_t(1) << op.bits)))
        return "register number " + std::to_string(value) + " does not fit operand '" + name + "'";
      encoded = static_cast<uint64_t>(value);
      return {};
    case OperandKind::RegUnion: {
      int file = 0, reg = 0;
      if (value < 0 || !unionRegister(op, static_cast<uint64_t>(value), file, reg))
        return "code " + std::to_string(value) + " names no register of operand '" + name + "'";
      encoded = static_cast<uint64_t>(value);
      return {};
    }
    case OperandKind::Enum:
      // An omitted optional operand may take a default that has no name (RISC-V's unmasked vm).
      if ((value < 0 || value >= op.numEnumNames) && !(op.optional && value == op.defaultValue))
        return "value " + std::to_string(value) + " of operand '" + name + "' is not one of its " +
               std::to_string(op.numEnumNames) + " names";
      encoded = static_cast<uint64_t>(value);
      return {};
    case OperandKind::Immediate:
    case OperandKind::PcRel: break;
  }
  const int64_t scale = op.scale > 1 ? op.scale : 1;
  if (value % scale != 0)
    return "value " + std::to_string(value) + " of operand '" + name + "' is not a multiple of " + std::to_string(scale);
  // `bits` is the width of the value itself; the field holds value / scale.
  const int b = op.bits;
  bool fits;
  std::string range;
  if (op.isSigned) {
    int64_t lo = b >= 64 ? INT64_MIN : -(int64_t(1) << (b - 1));
    int64_t hi = b >= 64 ? INT64_MAX : (int64_t(1) << (b - 1)) - 1;
    fits = value >= lo && value <= hi;
    range = std::to_string(lo) + ".." + std::to_string(hi - hi % scale);
  } else {
    uint64_t hi = b >= 64 ? UINT64_MAX : (uint64_t(1) << b) - 1;
    fits = b >= 64 || (value >= 0 && static_cast<uint64_t>(value) <= hi);
    range = "0.." + std::to_string(hi - hi % static_cast<uint64_t>(scale));
  }
  if (!fits)
    return "value " + std::to_string(value) + " does not fit operand '" + name + "' (" +
           (op.isSigned ? "signed " : "unsigned ") + std::to_string(b) + "-bit" +
           (scale > 1 ? ", multiple of " + std::to_string(scale) : std::string()) + ": " + range + ")";
  encoded = static_cast<uint64_t>(value / scale);
  return {};
}

void placeOperand(const OperandInfo& op, uint64_t encoded, uint64_t& word) {
  for (uint8_t i = 0; i < op.numPieces; ++i) {
    const FieldPiece& p = op.pieces[i];
    uint64_t mask = p.width >= 64 ? UINT64_MAX : (uint64_t(1) << p.width) - 1;
    uint64_t bits = p.valueLsb >= 64 ? 0 : (encoded >> p.valueLsb) & mask;
    word |= bits << p.wordLsb;
  }
}

} // namespace as

// PcRel operands are passed as absolute code addresses, as Decoded::ops holds them.
bool encodeInstruction(const InstrInfo& instr, const int64_t* operands, uint64_t pc, uint64_t& word,
                       std::string& error) {
  word = instr.match;
  for (uint8_t k = 0; k < instr.numOperands; ++k) {
    const OperandInfo& op = instr.operands[k];
    int64_t v = operands[k];
    if (op.kind == OperandKind::PcRel) v = static_cast<int64_t>(static_cast<uint64_t>(v) - pc);
    uint64_t enc = 0;
    std::string msg = as::checkOperand(op, v, enc);
    if (!msg.empty()) {
      error = std::string(instr.mnemonic) + ": " + msg;
      return false;
    }
    as::placeOperand(op, enc, word);
  }
  return true;
}

} // namespace kc
