// The description's worked examples of the timing rules (Docs.td's RuleExample).
#pragma once

#include <vector>

#include <llvm/TableGen/Record.h>

#include "model.h"

namespace hwgen {

// Reads the RuleExample records into the model, refusing a rule the simulator does not know and
// a second example of one rule. Returns the number of errors it reported.
int readRuleExamples(const std::vector<llvm::Record*>& records, TargetModel& m);

} // namespace hwgen
