#include "asm/syntax_isa.h"

#include <algorithm>
#include <tuple>
#include <vector>

#include "asm/tables.h"
#include "kc/assembler.h"

namespace kc::as {

namespace {

// Values every example gives `set`: a range an immediate of 12 signed bits holds.
constexpr int64_t kLargestExampleValue = 2047;

bool accessed(const InstrInfo& in, int operand, bool write) {
  for (uint8_t a = 0; a < in.numAccesses; ++a)
    if (in.accesses[a].space == AccessInfo::RegFile && in.accesses[a].operand == operand && in.accesses[a].write == write)
      return true;
  return false;
}

bool touchesState(const InstrInfo& in) {
  for (uint8_t a = 0; a < in.numAccesses; ++a)
    if (in.accesses[a].space != AccessInfo::RegFile || in.accesses[a].operand < 0) return true;
  return false;
}

bool takesExampleValues(const OperandInfo& op) {
  uint64_t encoded = 0;
  return op.kind == OperandKind::Immediate && !op.optional && op.scale <= 1 && op.numValueNames == 0 &&
         checkOperand(op, 0, encoded).empty() && checkOperand(op, kLargestExampleValue, encoded).empty();
}

// An instruction that writes one register operand with an immediate, reading at most one other
// register and nothing else: "li rd, imm" or "addi rd, rs, imm". Its rank orders the candidates:
// 0 when the other register can be a hard-wired zero (the sum is then the value itself), 1 for
// the two-operand form, 2 otherwise; -1 when it is no candidate.
int setRank(const TargetInfo& t, const InstrInfo& in, int& dest, int& source) {
  dest = source = -1;
  int imm = -1;
  if (in.writesPc || in.numOperands < 2 || in.numOperands > 3) return -1;
  // "mova dst, #imm" whose destination is a register union (written through its function, so
  // its accesses name the member files and no operand): a move of an immediate.
  if (in.numOperands == 2 && in.operands[0].kind == OperandKind::RegUnion && takesExampleValues(in.operands[1])) {
    for (uint8_t a = 0; a < in.numAccesses; ++a) {
      const AccessInfo& acc = in.accesses[a];
      bool member = false;
      for (uint8_t m = 0; m < in.operands[0].numUnionCodes; ++m) member |= in.operands[0].unionCodes[m].regFile == acc.index;
      if (acc.space != AccessInfo::RegFile || !member || !acc.write) return -1;
    }
    dest = 0;
    return 1;
  }
  if (touchesState(in)) return -1;
  for (int k = 0; k < in.numOperands; ++k) {
    const OperandInfo& op = in.operands[k];
    if (op.kind == OperandKind::Register && !op.optional) {
      const bool written = accessed(in, k, true), read = accessed(in, k, false);
      if (written && !read && dest < 0) dest = k;
      else if (read && !written && source < 0) source = k;
      else return -1;
    } else if (takesExampleValues(op) && imm < 0) {
      imm = k;
    } else {
      return -1;
    }
  }
  if (dest < 0 || imm < 0) return -1;
  if (source < 0) return 1;
  return t.regFiles[in.operands[source].regFile].zeroReg >= 0 ? 0 : 2;
}

// A branch to a label that reads registers only: "bnez rs, target" or "beq rs1, rs2, target".
// Its rank is the number of registers it reads; -1 when it is no candidate.
int branchRank(const InstrInfo& in) {
  if (!in.writesPc || touchesState(in)) return -1;
  int labels = 0, regs = 0;
  for (int k = 0; k < in.numOperands; ++k) {
    const OperandInfo& op = in.operands[k];
    if (op.optional) return -1;
    if (op.kind == OperandKind::PcRel) ++labels;
    else if (op.kind == OperandKind::Register && accessed(in, k, false) && !accessed(in, k, true)) ++regs;
    else return -1;
  }
  return labels == 1 && regs >= 1 ? regs : -1;
}

} // namespace

ExampleIsa::ExampleIsa(const TargetInfo& target) : target_(target) {
  comment_ = target.numCommentStarts ? target.commentStarts[0] : "#";
  std::vector<std::tuple<int, int, int>> sets;  // rank, index, dest
  std::vector<std::pair<int, int>> branches;   // rank, index
  for (int i = 0; i < target.numInstrs; ++i) {
    int dest, source;
    const int rank = setRank(target, target.instrs[i], dest, source);
    if (rank >= 0) sets.emplace_back(rank, i, dest);
    const int b = branchRank(target.instrs[i]);
    if (b >= 0) branches.emplace_back(b, i);
  }
  std::sort(sets.begin(), sets.end());
  std::sort(branches.begin(), branches.end());
  // The first candidate whose example line assembles (a constraint on its operands could refuse it).
  for (const auto& [rank, index, dest] : sets) {
    set_ = index;
    setDest_ = dest;
    const OperandInfo& d = target.instrs[index].operands[dest];
    regFile_ = d.kind == OperandKind::RegUnion ? d.unionCodes[0].regFile : d.regFile;
    if (assembles(set(reg(0), "1"))) break;
    set_ = setDest_ = regFile_ = -1;
  }
  if (set_ >= 0) setMnemonic_ = target.instrs[set_].mnemonic;
  for (const auto& [rank, index] : branches) {
    branch_ = index;
    if (assembles("1:\n" + branch(reg(0), "1b"))) break;
    branch_ = -1;
  }
}

std::string ExampleIsa::reg(int k) const {
  if (regFile_ < 0) return "V" + std::to_string(k);
  const RegFileInfo& rf = target_.regFiles[regFile_];
  std::vector<int> order;
  for (int r = rf.count / 2; r < rf.count; ++r) order.push_back(r);
  for (int r = 0; r < rf.count / 2; ++r) order.push_back(r);
  order.erase(std::remove(order.begin(), order.end(), int(rf.zeroReg)), order.end());
  if (order.empty()) return rf.regNames[0];
  return rf.regNames[order[size_t(k) % order.size()]];
}

std::string ExampleIsa::set(const std::string& reg, const std::string& value) const {
  if (set_ < 0) return ".equ " + reg + ", " + value;
  return instruction(set_, reg, value, "");
}

std::string ExampleIsa::branch(const std::string& reg, const std::string& label) const {
  return instruction(branch_, reg, "", label);
}

// The instruction written in its syntax: the register `set` writes (for a branch, the first
// register operand) is `dest`, other registers are the hard-wired zero where their file has one
// (else an example register); the immediate is `value` and the code address `label`. Trailing
// optional operands are left out.
std::string ExampleIsa::instruction(int index, const std::string& dest, const std::string& value,
                                    const std::string& label) const {
  const InstrInfo& in = target_.instrs[index];
  const Syntax& syn = tablesFor(target_).instrSyntax[size_t(index)];
  std::vector<std::string> text(in.numOperands);
  bool first = true;
  for (int k = 0; k < in.numOperands; ++k) {
    const OperandInfo& op = in.operands[k];
    if (op.kind == OperandKind::RegUnion) {
      text[k] = dest;  // only the set instruction's destination is a union
      first = false;
    } else if (op.kind == OperandKind::Register) {
      const RegFileInfo& rf = target_.regFiles[op.regFile];
      const bool isDest = index == set_ ? k == setDest_ : first;
      first = false;
      text[k] = isDest ? dest : rf.zeroReg >= 0 ? rf.regNames[rf.zeroReg] : reg(1);
    } else if (op.kind == OperandKind::Immediate) {
      text[k] = value;
    } else if (op.kind == OperandKind::PcRel) {
      text[k] = label;
    } else {
      text[k] = op.numEnumNames ? op.enumNames[0] : "0";
    }
  }
  std::string operands;
  for (size_t i = 0; i < syn.elems.size(); ++i) {
    if (syn.restOptional[i]) break;
    operands += syn.elems[i].operand >= 0 ? text[size_t(syn.elems[i].operand)] : syn.elems[i].text;
  }
  const size_t b = operands.find_first_not_of(' ');
  return std::string(in.mnemonic) + (b == std::string::npos ? "" : " " + operands.substr(b));
}

bool ExampleIsa::assembles(const std::string& line) const {
  AsmOptions options;
  options.fileName = "example.s";
  return assemble(target_, line + "\n", options).program.has_value();
}

std::string ExampleIsa::codeUnits() const {
  const unsigned unit = target_.codeAddressUnit ? target_.codeAddressUnit : 1;
  return unit == 1 ? "bytes" : std::to_string(unit) + "-byte words";
}

} // namespace kc::as
