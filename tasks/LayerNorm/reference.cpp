#include "ref_ops.h"
#include "reference.h"

#include <cmath>

namespace {

using namespace kc::tasks;

void layerNorm(const Config& c, const TensorMap& in, TensorMap& out) {
  const Tensor& x = input(in, "x");
  const Tensor& gamma = input(in, "gamma");
  const Tensor& beta = input(in, "beta");
  Tensor& y = output(out, "y");
  const int64_t m = c.size("M"), n = c.size("N");
  const double eps = c.constant("eps");
  for (int64_t i = 0; i < m; ++i) {
    const double* row = &x.data[size_t(i * n)];
    double mean = 0, var = 0;
    for (int64_t j = 0; j < n; ++j) mean += row[j];
    mean /= double(n);
    for (int64_t j = 0; j < n; ++j) var += (row[j] - mean) * (row[j] - mean);
    const double inv = 1.0 / std::sqrt(var / double(n) + eps);
    for (int64_t j = 0; j < n; ++j) y.data[size_t(i * n + j)] = (row[j] - mean) * inv * gamma.data[size_t(j)] + beta.data[size_t(j)];
  }
}

} // namespace

KC_REFERENCE(layerNorm, "LayerNorm", layerNorm);
