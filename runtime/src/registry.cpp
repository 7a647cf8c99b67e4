#include <algorithm>
#include <string>

#include "kc/target_info.h"

namespace kc {
namespace {
std::vector<const TargetInfo*>& registry() {
  static std::vector<const TargetInfo*> targets;
  return targets;
}
} // namespace

TargetRegistration::TargetRegistration(const TargetInfo& t) { registry().push_back(&t); }

const TargetInfo* findTarget(std::string_view name) {
  for (const TargetInfo* t : registry())
    if (name == t->name) return t;
  return nullptr;
}

std::vector<const TargetInfo*> allTargets() {
  std::vector<const TargetInfo*> v = registry();
  std::sort(v.begin(), v.end(), [](const TargetInfo* a, const TargetInfo* b) { return std::string(a->name) < b->name; });
  return v;
}

} // namespace kc
