// What a kernel may write: its outputs, the layout's scratch space and its own image. Anything
// else it changed is a stray write, named by what the layout put there.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "evaluation/eval_report.h"
#include "evaluation/machine_pool.h"
#include "kc/machine.h"
#include "kc/program.h"
#include "kc/target_info.h"
#include "task/layout.h"

namespace kc::bench {

// The layout's scratch regions plus the kernel's own image (its `codeBytes` of code, its data and
// bss sections).
std::vector<Region> writableRegions(const ResolvedLayout& lay, const kc::TargetInfo& target, const kc::Program& program,
                                    size_t codeBytes);

// A memory's bytes [from, to) as they were before the run, into `out`.
using BytesBefore = std::function<void(size_t from, size_t to, uint8_t* out)>;

// Compares memory `memory` with what it held before, a chunk at a time, and appends to `stray`
// the ranges that changed although neither an output nor in `writable` (at most 8 in all), and
// to `changed` (when given) the chunks that differ.
void findStrayWrites(const kc::Machine& m, int memory, const BytesBefore& before, const ResolvedLayout& lay,
                     const std::vector<Region>& writable, std::vector<StrayWrite>& stray,
                     std::vector<ByteRange>* changed = nullptr);

// Memories that hold registers (a vector register file) are state, not data.
bool holdsRegisters(const kc::TargetInfo& target, int memory);

// Data a kernel preloads must not sit where the layout puts a tensor or a constant: the inputs
// would silently replace it. Returns the clash, or "".
std::string dataClash(const kc::TargetInfo& target, const kc::Program& program, const ResolvedLayout& lay);

} // namespace kc::bench
