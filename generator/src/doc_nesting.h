// What the manual says about encodings that nest inside an instruction's (README, "Overlapping
// encodings"): the operand values that make its word another instruction's.
#pragma once

#include <string>

#include "model.h"

namespace hwgen {

// "Nested encodings: where rd = 00 and imm[7:4] = 0001 the word is `add`; ..." with the
// assembler's refusal, or "" when no encoding nests inside this one's.
std::string nestedEncodingsParagraph(const TargetModel& m, const InstrM& in);

} // namespace hwgen
