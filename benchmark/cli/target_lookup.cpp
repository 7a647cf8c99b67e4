#include "cli/target_lookup.h"

#include "formats/input_error.h"
#include "kc/diagnostics.h"

namespace kcli {

std::string joinNames(const std::vector<std::string>& names) {
  if (names.empty()) return "(none)";
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

std::string didYouMean(const std::string& word, const std::vector<std::string>& names) {
  std::string best = kc::closestMatch(word, names);
  return best.empty() ? "" : "; did you mean '" + best + "'?";
}

const kc::TargetInfo& requireTarget(const std::string& name) {
  if (const kc::TargetInfo* t = kc::findTarget(name)) return *t;
  std::vector<std::string> names;
  for (const kc::TargetInfo* t : kc::allTargets()) names.emplace_back(t->name);
  badInput("unknown target '" + name + "'; available: " + joinNames(names) + didYouMean(name, names));
}

int requireMemory(const kc::TargetInfo& target, const std::string& name, const std::string& context) {
  std::vector<std::string> names;
  for (uint16_t i = 0; i < target.numMemories; ++i) {
    if (name == target.memories[i].name) return i;
    names.emplace_back(target.memories[i].name);
  }
  badInput(context + ": target '" + target.name + "' has no memory '" + name + "'; memories: " + joinNames(names) +
           didYouMean(name, names));
}

} // namespace kcli
