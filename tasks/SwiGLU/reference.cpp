#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void swiglu(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t m = c.size("M"), d = c.size("D"), f = c.size("F");
  const double* x = input(in, "X").data.data();
  std::vector<double> g = ops::matmul(x, input(in, "Wg").data.data(), m, d, f);
  const std::vector<double> u = ops::matmul(x, input(in, "Wu").data.data(), m, d, f);
  for (size_t i = 0; i < g.size(); ++i) g[i] = ops::silu(g[i]) * u[i];
  output(out, "Y").data = ops::matmul(g.data(), input(in, "Wd").data.data(), m, f, d);
}

} // namespace

KC_REFERENCE(swiglu, "SwiGLU", swiglu);
