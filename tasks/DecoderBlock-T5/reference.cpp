#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

std::vector<double> plus(std::vector<double> a, const std::vector<double>& b) {
  for (size_t i = 0; i < a.size(); ++i) a[i] += b[i];
  return a;
}

void t5(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t s = c.size("S"), t = c.size("T"), d = c.size("D"), h = c.size("H"), f = c.size("F"), e = d / h;
  const double eps = c.constant("eps");
  auto w = [&](const char* name) { return input(in, name).data.data(); };
  const std::vector<double>& x = input(in, "x").data;
  // Self-attention: causal, unscaled (T5 folds the scale into its weights).
  const std::vector<double> a = ops::rmsnorm(x.data(), w("g1"), s, d, eps);
  const std::vector<double> q1 = ops::matmul(a.data(), w("Wq1"), s, d, d);
  const std::vector<double> k1 = ops::matmul(a.data(), w("Wk1"), s, d, d);
  const std::vector<double> v1 = ops::matmul(a.data(), w("Wv1"), s, d, d);
  const std::vector<double> self = ops::attention(q1.data(), k1.data(), v1.data(), s, s, h, h, e, 1.0, true);
  const std::vector<double> h1 = plus(x, ops::matmul(self.data(), w("Wo1"), s, d, d));
  // Cross-attention over the encoder output.
  const std::vector<double> cn = ops::rmsnorm(h1.data(), w("g2"), s, d, eps);
  const std::vector<double> q2 = ops::matmul(cn.data(), w("Wq2"), s, d, d);
  const std::vector<double> k2 = ops::matmul(input(in, "e").data.data(), w("Wk2"), t, d, d);
  const std::vector<double> v2 = ops::matmul(input(in, "e").data.data(), w("Wv2"), t, d, d);
  const std::vector<double> cross = ops::attention(q2.data(), k2.data(), v2.data(), s, t, h, h, e, 1.0, false);
  const std::vector<double> h2 = plus(h1, ops::matmul(cross.data(), w("Wo2"), s, d, d));
  // Feed-forward with ReLU.
  const std::vector<double> fn = ops::rmsnorm(h2.data(), w("g3"), s, d, eps);
  std::vector<double> hidden = ops::matmul(fn.data(), w("W1"), s, d, f);
  for (double& v : hidden) v = ops::relu(v);
  output(out, "y").data = plus(h2, ops::matmul(hidden.data(), w("W2"), s, f, d));
}

} // namespace

KC_REFERENCE(t5, "DecoderBlock-T5", t5);
