// Moving task tensors in and out of a machine's memories in their layout's storage format.
#pragma once

#include <vector>

#include "kc/machine.h"
#include "layout.h"

namespace kc::bench {

// Writes `values` (the tensor's elements, row-major) where `p` says; returns them as stored, i.e.
// rounded to the storage format, which is what the reference computes from.
std::vector<double> storeTensor(kc::Machine& m, const PlacedTensor& p, const std::vector<double>& values);
std::vector<double> loadTensor(const kc::Machine& m, const PlacedTensor& p);
// The values as the format would store them, without a machine.
std::vector<double> roundToFormat(const PlacedTensor& p, const std::vector<double>& values);
void storeConstant(kc::Machine& m, const PlacedConstant& c);

} // namespace kc::bench
