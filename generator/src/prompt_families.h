// Instructions that are variants of one operation (vadd.vv, vadd.vx, vadd.vi; vle8.v, vle16.v,
// vle32.v), found from the description alone, so that the manual's prompt form gives each
// operation one line.
#pragma once

#include <string>
#include <vector>

#include "model.h"

namespace hwgen {

// The instructions of one group as families, each in description order, the families in the
// order of their first members. Variants share a unit, delay slots, an operand count, the kinds
// of operands of the same name, and a mnemonic but for one piece: a number, or the part after
// its last separator (`.`, `_`). Their summaries must share words and differ less than they
// agree.
std::vector<std::vector<const InstrM*>> instructionFamilies(const std::vector<const InstrM*>& group);

// Texts that differ in one stretch, written once with the differences in braces in the texts'
// order: {"Add, vector-vector", "Add, vector-scalar"} gives "Add, vector-{vector|scalar}".
// One text when all are equal.
std::string braceDiff(const std::vector<std::string>& texts);

} // namespace hwgen
