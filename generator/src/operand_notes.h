// Checks an instruction's operand notes against what its semantics do with the operands.
#pragma once

#include <string>
#include <vector>

#include "model.h"

namespace hwgen {

// What is wrong with the notes of `in`'s operands, one message each, for errors at the instruction:
//  - an operand that takes its kind's note but is never read (semantics, constraints, timing);
//  - a note that gives meanings to values ("0: ...; 1: ...") while the semantics compare the
//    operand with a constant the note does not name;
//  - an operand that takes its kind's note, which names a state or memory, but is never used in
//    one expression with it (directly or through the locals it computes).
std::vector<std::string> operandNoteProblems(const TargetModel& m, const InstrM& in);

} // namespace hwgen
