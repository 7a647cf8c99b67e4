#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void linear(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t m = c.size("M"), n = c.size("N");
  Tensor& y = output(out, "Y");
  y.data = ops::matmul(input(in, "X").data.data(), input(in, "W").data.data(), m, c.size("K"), n, /*transB=*/true);
  const Tensor& b = input(in, "b");
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y.data[size_t(i * n + j)] += b.data[size_t(j)];
}

} // namespace

KC_REFERENCE(linear, "Linear", linear);
