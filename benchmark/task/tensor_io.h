// Moving task tensors in and out of a machine's memories in their layout's storage format.
#pragma once

#include <cstdint>
#include <vector>

#include "kc/machine.h"
#include "kc/target_info.h"
#include "task/layout.h"

namespace kc::bench {

// Bytes to place in one memory before a run.
struct MemoryPatch {
  int memory = -1;
  size_t byteOffset = 0;
  std::vector<uint8_t> bytes;
};

struct EncodedTensor {
  std::vector<MemoryPatch> patches;   // the elements, and for mxfp8 the block scales
  std::vector<double> stored;         // the values as the format keeps them
};

// `values` (the tensor's elements, row-major) encoded where `p` says. The stored values are what
// the reference computes from.
EncodedTensor encodeTensor(const kc::TargetInfo& target, const PlacedTensor& p, const std::vector<double>& values);
MemoryPatch encodeConstant(const kc::TargetInfo& target, const PlacedConstant& c);
void applyPatch(kc::Machine& m, const MemoryPatch& patch);

std::vector<double> loadTensor(const kc::Machine& m, const PlacedTensor& p);
// The values as the format would store them.
std::vector<double> roundToFormat(const PlacedTensor& p, const std::vector<double>& values);

} // namespace kc::bench
