#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void ffn(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t m = c.size("M"), d = c.size("D"), f = c.size("F");
  std::vector<double> h = ops::matmul(input(in, "X").data.data(), input(in, "W1").data.data(), m, d, f);
  for (double& v : h) v = ops::gelu(v);
  output(out, "Y").data = ops::matmul(h.data(), input(in, "W2").data.data(), m, f, d);
}

} // namespace

KC_REFERENCE(ffn, "FFN", ffn);
