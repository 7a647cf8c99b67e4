// Lookup tables derived once per target from its TargetInfo: case-insensitive names, parsed
// operand syntaxes, and the operand range rules shared by the assembler and the decoder.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "kc/target_info.h"

namespace kc::as {

std::string lower(std::string_view s);

// One piece of an operand syntax: literal text or a reference to an operand.
struct SyntaxElem {
  int operand = -1;      // index into the operand list, or -1 for a literal
  std::string text;      // literal as written (printing)
  std::string compact;   // literal without whitespace (matching)
};

struct Syntax {
  std::vector<SyntaxElem> elems;
  // restOptional[i]: every operand referenced from element i on is optional and there is one.
  std::vector<bool> restOptional;
  std::string display;   // the syntax as written, for messages
  // How many comma-separated operands it takes, with and without its optional ones.
  int minGroups = 0, maxGroups = 0;
};

// Comma-separated groups in operand text ("a0, 8(sp)" has 2), outside parentheses and quotes.
int operandGroups(std::string_view text);

Syntax parseSyntax(const char* syntax, const OperandInfo* ops, uint8_t numOps);

struct NameMap {
  std::unordered_map<std::string, int> byLower;
  std::vector<std::string> spellings;  // for "did you mean"
};

struct Tables {
  explicit Tables(const TargetInfo& t);
  const TargetInfo& target;
  // Lower-case mnemonic -> instruction index, or -(pseudo index + 1).
  std::unordered_map<std::string, int> mnemonics;
  // Every instruction and pseudo-instruction of a mnemonic, in that order: forms that differ in
  // operand count (jalr rs / jalr rd, imm(rs)) share a mnemonic.
  std::unordered_map<std::string, std::vector<int>> overloads;
  std::vector<std::string> mnemonicSpellings;
  std::vector<Syntax> instrSyntax;
  std::vector<Syntax> pseudoSyntax;
  std::vector<NameMap> regs;   // per register file, canonical names and aliases
  std::unordered_set<std::string> registerNames;  // every file's, lower case
  int codeMemory = -1;
  // Per instruction, the instructions whose encodings nest inside its own (kc/encodings.h).
  std::vector<std::vector<uint16_t>> nested;
};

// Built on first use and kept for the life of the process (targets are static tables).
const Tables& tablesFor(const TargetInfo& t);

// Checks `value` against an operand's rules and computes the field value. For PcRel, `value`
// is the offset from pc. Returns an empty string on success, else the message.
std::string checkOperand(const OperandInfo& op, int64_t value, uint64_t& encoded);
void placeOperand(const OperandInfo& op, uint64_t encoded, uint64_t& word);
// log2(scale), as the field holds value / scale.
int scaleShift(const OperandInfo& op);

} // namespace kc::as
