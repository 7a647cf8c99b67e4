// What a kernel may write: its outputs, the layout's scratch space and its own image. Anything
// else it changed is a stray write, named by what the layout put there.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "evaluation/eval_report.h"
#include "kc/machine.h"
#include "kc/program.h"
#include "kc/target_info.h"
#include "task/layout.h"

namespace kc::bench {

// Every memory's bytes before a run.
using MemorySnapshot = std::vector<std::vector<uint8_t>>;
MemorySnapshot snapshotMemories(const kc::Machine& m);

// The layout's scratch regions plus the kernel's own image (its `codeBytes` of code, its data and
// bss sections).
std::vector<Region> writableRegions(const ResolvedLayout& lay, const kc::TargetInfo& target, const kc::Program& program,
                                    size_t codeBytes);

// Ranges that changed since `before` although neither an output nor in `writable`; at most 8.
std::vector<StrayWrite> findStrayWrites(const kc::Machine& m, const MemorySnapshot& before, const ResolvedLayout& lay,
                                        const std::vector<Region>& writable);

// Data a kernel preloads must not sit where the layout puts a tensor or a constant: the inputs
// would silently replace it. Returns the clash, or "".
std::string dataClash(const kc::TargetInfo& target, const kc::Program& program, const ResolvedLayout& lay);

} // namespace kc::bench
