#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void conv2d(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t h = c.size("H"), w = c.size("W"), ci = c.size("CI"), co = c.size("CO"), ks = c.size("KS");
  const int64_t oh = h - ks + 1, ow = w - ks + 1;
  const std::vector<double>& x = input(in, "x").data;
  const std::vector<double>& wt = input(in, "w").data;
  Tensor& y = output(out, "y");
  for (int64_t i = 0; i < oh; ++i)
    for (int64_t j = 0; j < ow; ++j)
      for (int64_t o = 0; o < co; ++o) {
        double acc = 0;
        for (int64_t p = 0; p < ks; ++p)
          for (int64_t q = 0; q < ks; ++q)
            for (int64_t k = 0; k < ci; ++k)
              acc += x[size_t(((i + p) * w + (j + q)) * ci + k)] * wt[size_t(((p * ks + q) * ci + k) * co + o)];
        y.data[size_t((i * ow + j) * co + o)] = acc + input(in, "b").data[size_t(o)];
      }
}

} // namespace

KC_REFERENCE(conv2d, "Conv2D", conv2d);
