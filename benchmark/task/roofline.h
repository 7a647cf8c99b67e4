// The roofline bound of one task configuration on one target: the fewest cycles any correct
// kernel can take, from the task's work (its arithmetic by kind, and the bytes its inputs and
// outputs must move) at the machine's peak rates (the description's Peak and MemoryPath). It
// stands beside every speedup, so that a kernel's cycles read against what the machine can do.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "kc/target_info.h"
#include "task/layout.h"
#include "task/task_def.h"


namespace kc::bench {

// One resource's share: its work at its rate.
struct BoundTerm {
  std::string resource;  // a kind of work ("mac"), "element operations", or a memory path ("LSU")
  double cycles = 0;
  std::string detail;    // "8,192 MACs at 8.25 per cycle (VMac 8, Fpu 0.25)"
};

struct RooflineBound {
  uint64_t cycles = 0;            // the largest term, rounded up; 0 when nothing bounds the task
  std::vector<BoundTerm> terms;   // every resource with work, largest first: the first sets the bound
  bool known() const { return cycles > 0 && !terms.empty(); }
  std::string resource() const { return terms.empty() ? "" : terms.front().resource; }
  std::string detail() const { return terms.empty() ? "" : terms.front().detail; }
};

RooflineBound rooflineBound(const kc::TargetInfo& target, const TaskDef& task, const SizeValues& sizes,
                            const ResolvedLayout& layout);

// The bound over the cycles a kernel took: 1 when it runs at the bound (never more, unless the
// cycle model or the bound is wrong); 0 when either is unknown.
double shareOfBound(const RooflineBound& b, uint64_t cycles);

// "bound 1,024 cycles, set by LSU: 4,096 bytes read at 4 B/cycle"; "" when unknown.
std::string boundText(const RooflineBound& b);
// boundText and, for a run of `cycles`, "; 53% of the bound".
std::string boundSentence(const RooflineBound& b, uint64_t cycles);

nlohmann::ordered_json boundJson(const RooflineBound& b);

// 1234567 as "1,234,567".
std::string groupedNumber(double value);

} // namespace kc::bench
