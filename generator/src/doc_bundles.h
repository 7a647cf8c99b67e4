// What the manual says about a VLIW target's bundles: the section for people, the prompt form's
// items, and each instruction's slots.
#pragma once

#include <ostream>
#include <string>

#include "model.h"

namespace hwgen {

// "## Bundles": how bundles are written and packed, how their slots run, the slots and formats.
void bundleSection(const TargetModel& m, std::ostream& os);
// The same in brief, as list items for the prompt form's Assembly section.
void bundlePromptItems(const TargetModel& m, std::ostream& os);
// "`alu`" or "`alu` or `alu2`": the slots that accept an instruction.
std::string slotNames(const TargetModel& m, const InstrM& in);

} // namespace hwgen
