// Where every run of one task configuration starts, whatever its kernel and seed: the memories
// of a fresh machine with the outputs and scratch poisoned, and the target's return stub. Made
// once per configuration; a run then only places its kernel's image and its seed's inputs.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "evaluation/paged_image.h"
#include "kc/target_info.h"
#include "task/layout.h"

namespace kc::bench {

struct RunStart {
  // Unique in the process, so that a kept machine can tell which start its memories hold.
  uint64_t id = 0;
  std::vector<PagedImage> memories;                 // per memory of the target
  // The return stub's code, when the layout has one; empty when it does not assemble.
  std::optional<std::vector<uint8_t>> returnStub;
};

RunStart makeRunStart(const kc::TargetInfo& target, const ResolvedLayout& layout);

} // namespace kc::bench
