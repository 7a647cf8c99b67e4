// A scalar reward for training on kernels, read from an evaluation. Only a kernel scored correct
// (on its visible inputs and on every hidden seed) earns anything, so a kernel that games the
// visible inputs earns what a wrong one does: 0.
#pragma once

#include <string>

#include "evaluation/eval_report.h"

namespace kc::bench {

enum class RewardKind {
  // The share of the roofline bound, bound cycles / cycles, in (0, 1]: absolute, comparable
  // across tasks and configurations, and 1 only for a kernel at the machine's limit.
  BoundShare,
  // log(baseline cycles / cycles), clipped below at the floor: relative to the baseline, so
  // beating the compiler pays and a correct but slow kernel still beats a wrong one.
  LogSpeedup,
};

// What a correct kernel earns at least, whichever kind: correctness always pays more than 0.
constexpr double kRewardFloor = 0.01;

// "bound" or "log_speedup"; throws std::invalid_argument naming both for anything else.
RewardKind parseRewardKind(const std::string& name);
const char* rewardKindName(RewardKind kind);

// 0 unless `r` is correct; otherwise the kind's value, at least `floor`.
double reward(const EvalReport& r, RewardKind kind = RewardKind::BoundShare, double floor = kRewardFloor);

} // namespace kc::bench
