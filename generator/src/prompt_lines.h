// The prompt form's line for an instruction or a family of variants: its syntax, its effect and
// its timing, with a note for operands whose kind is not the one their name usually has.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "model.h"

namespace hwgen {

// What an operand is, as the prompt form writes it: "`x` register", "signed 12-bit immediate",
// "one of `rne` `rtz` ...; left out: `dyn`".
std::string operandKindLabel(const TargetModel& m, const OperandM& o);

// The kind each operand name has in most of the target's instructions.
std::map<std::string, std::string> usualOperandKinds(const TargetModel& m);

// "- `rd`, `rs1`: `x` register" items for the usual kinds, with the kinds' notes.
std::string usualOperandKindItems(const TargetModel& m, const std::map<std::string, std::string>& usual);

// "- `add rd, rs1, rs2`: x[rd] = x[rs1] + x[rs2] (Alu 1)\n"; a family spells every mnemonic and
// writes what differs between its members in braces, in the members' order.
std::string promptLine(const TargetModel& m, const std::map<std::string, std::string>& usual,
                       const std::vector<const InstrM*>& family);

// Semantics as pseudo-code on one line, without the last statement's `;`.
std::string oneLineCode(const SemProgram& p);

// An instruction's semantics on one line, or "" when the prompt form gives its summary instead:
// semantics that call the description's functions (which the prompt does not show), or that are
// longer than both the summary and a short line.
std::string compactSemantics(const InstrM& in);

} // namespace hwgen
