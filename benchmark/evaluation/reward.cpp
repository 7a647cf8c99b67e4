#include "evaluation/reward.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace kc::bench {

RewardKind parseRewardKind(const std::string& name) {
  if (name == "bound") return RewardKind::BoundShare;
  if (name == "log_speedup") return RewardKind::LogSpeedup;
  throw std::invalid_argument("unknown reward '" + name + "'; rewards: bound, log_speedup");
}

const char* rewardKindName(RewardKind kind) { return kind == RewardKind::BoundShare ? "bound" : "log_speedup"; }

double reward(const EvalReport& r, RewardKind kind, double floor) {
  if (!r.correct || !r.cycles) return 0;
  // A share above 1 would mean the cycle model or the bound is wrong; it earns no more than 1.
  const double value = kind == RewardKind::BoundShare
                           ? std::min(1.0, shareOfBound(r.bound, r.cycles))
                           : (r.speedup > 0 ? std::log(r.speedup) : 0.0);
  return std::max(floor, value);
}

} // namespace kc::bench
