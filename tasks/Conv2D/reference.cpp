#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void conv2d(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t co = c.size("CO");
  Tensor& y = output(out, "y");
  y.data = ops::conv2d(input(in, "x").data.data(), input(in, "w").data.data(), c.size("H"), c.size("W"), c.size("CI"), co,
                       c.size("KS"));
  const std::vector<double>& b = input(in, "b").data;
  for (size_t i = 0; i < y.data.size(); ++i) y.data[i] += b[i % size_t(co)];
}

} // namespace

KC_REFERENCE(conv2d, "Conv2D", conv2d);
