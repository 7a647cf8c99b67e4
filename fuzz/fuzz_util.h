// Helpers shared by the fuzz targets: choosing the targets an input runs on.
#pragma once

#include <cstdlib>
#include <string>
#include <vector>

#include "kc/target_info.h"

namespace kcfuzz {

// Every compiled-in target, or only the one named by KC_FUZZ_TARGET, so that a new target is
// fuzzed without touching the fuzz targets and one target can still be fuzzed alone.
inline const std::vector<const kc::TargetInfo*>& fuzzedTargets() {
  static const std::vector<const kc::TargetInfo*> targets = [] {
    std::vector<const kc::TargetInfo*> all = kc::allTargets();
    const char* only = std::getenv("KC_FUZZ_TARGET");
    if (!only || !*only) return all;
    std::vector<const kc::TargetInfo*> one;
    for (const kc::TargetInfo* t : all)
      if (std::string(t->name) == only) one.push_back(t);
    if (one.empty()) std::abort();  // a misspelt name must not fuzz nothing quietly
    return one;
  }();
  return targets;
}

// Default parameter values of a target.
inline std::vector<int64_t> defaultParams(const kc::TargetInfo& t) {
  std::vector<int64_t> p;
  for (int i = 0; i < t.numParams; ++i) p.push_back(t.params[i].defaultValue);
  return p;
}

} // namespace kcfuzz
