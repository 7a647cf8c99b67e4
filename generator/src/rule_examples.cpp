#include "rule_examples.h"

#include <llvm/TableGen/Error.h>

#include "kc/timing_rules.h"

namespace hwgen {

int readRuleExamples(const std::vector<llvm::Record*>& records, TargetModel& m) {
  int errors = 0;
  for (llvm::Record* r : records) {
    RuleExampleM e;
    e.def = r->getName().str();
    e.rule = r->getValueAsString("Rule").str();
    e.program = r->getValueAsString("Program").str();
    e.doc = r->getValueAsString("Doc").str();
    // The names come from the runtime's enumeration, so the two cannot drift apart.
    std::string known;
    bool found = false;
    for (int k = 0; k < kc::kTimingRuleCount; ++k) {
      const char* key = kc::timingRuleKey(static_cast<kc::TimingRule>(k));
      found = found || e.rule == key;
      known += std::string(k ? ", " : "") + key;
    }
    if (!found) {
      llvm::PrintError(r->getLoc(), "RuleExample '" + e.def + "' names '" + e.rule + "', which is not a timing rule; the "
                                    "rules are " + known);
      ++errors;
      continue;
    }
    bool duplicate = false;
    for (const RuleExampleM& other : m.ruleExamples)
      if (other.rule == e.rule) {
        llvm::PrintError(r->getLoc(), "RuleExample '" + e.def + "' shows " + e.rule + ", which '" + other.def +
                                      "' already shows; a rule has one example");
        ++errors;
        duplicate = true;
        break;
      }
    if (!duplicate) m.ruleExamples.push_back(std::move(e));
  }
  return errors;
}

} // namespace hwgen
