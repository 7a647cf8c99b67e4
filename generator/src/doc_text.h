// Text pieces the two forms of the manual share: expressions with their default values, assembly
// syntax lines, operand kinds.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model.h"

namespace hwgen {

std::vector<int64_t> defaults(const TargetModel& m);  // every parameter's default value

// The value of an expression over parameters alone at their defaults; false for a plain number
// and for expressions of operands or state.
bool valueAtDefaults(const TargetModel& m, const CodeExpr& ce, int64_t& value);

// "6 + VLEN / 4 = 22": the expression and its value at the defaults, where it has one.
std::string exprAndValue(const TargetModel& m, const CodeExpr& ce);

// "6 + VLEN / 4 (= 22 at the defaults)"
std::string exprWithValue(const TargetModel& m, const CodeExpr& ce);

// "vadd.vv $vd, $vs2, $vs1[, $vm]": optional operands in brackets with their separator.
std::string syntaxLine(const std::string& mnemonic, std::string syntax, const std::vector<OperandM>& ops);
std::string syntaxLine(const InstrM& in);

// The syntax without its `$` markers: "vadd.vv vd, vs2, vs1[, vm]".
std::string cleanSyntax(std::string s);

// A register file kept in a byte memory at a stride: "32 bytes of `vregs`, register i at 32 + i × 64".
std::string storageLayout(const RegFileM& f);

// "register of `x`", "signed 12-bit immediate", "one of `rne` `rtz` ..."
std::string operandKindText(const TargetModel& m, const OperandM& o);

// An optional operand's default as written ("Optional; defaults to `dyn`.").
std::string optionalText(const OperandM& o);

} // namespace hwgen
