#include "ref_ops.h"
#include "reference.h"

#include <algorithm>

namespace {

using namespace kc::tasks;

void batchMatMul(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t bs = c.size("BS"), m = c.size("M"), k = c.size("K"), n = c.size("N");
  const Tensor& a = input(in, "A");
  const Tensor& b = input(in, "B");
  Tensor& y = output(out, "C");
  for (int64_t i = 0; i < bs; ++i) {
    std::vector<double> ci = ops::matmul(&a.data[size_t(i * m * k)], &b.data[size_t(i * k * n)], m, k, n);
    std::copy(ci.begin(), ci.end(), y.data.begin() + i * m * n);
  }
}

} // namespace

KC_REFERENCE(batchMatMul, "BatchMatMul", batchMatMul);
