#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void depthwiseConv(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t h = c.size("H"), w = c.size("W"), ch = c.size("C"), ks = c.size("KS");
  const int64_t oh = h - ks + 1, ow = w - ks + 1;
  const std::vector<double>& x = input(in, "x").data;
  const std::vector<double>& wt = input(in, "w").data;
  const std::vector<double>& b = input(in, "b").data;
  Tensor& y = output(out, "y");
  for (int64_t i = 0; i < oh; ++i)
    for (int64_t j = 0; j < ow; ++j)
      for (int64_t k = 0; k < ch; ++k) {
        double acc = b[size_t(k)];
        for (int64_t p = 0; p < ks; ++p)
          for (int64_t q = 0; q < ks; ++q) acc += x[size_t(((i + p) * w + (j + q)) * ch + k)] * wt[size_t((p * ks + q) * ch + k)];
        y.data[size_t((i * ow + j) * ch + k)] = acc;
      }
}

} // namespace

KC_REFERENCE(depthwiseConv, "DepthwiseConv", depthwiseConv);
