#include "ref_ops.h"
#include "reference.h"

#include <cmath>

namespace {

using namespace kc::tasks;

std::vector<double> plus(std::vector<double> a, const std::vector<double>& b) {
  for (size_t i = 0; i < a.size(); ++i) a[i] += b[i];
  return a;
}

void llama(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t s = c.size("S"), d = c.size("D"), h = c.size("H"), f = c.size("F"), e = d / h;
  const double eps = c.constant("eps");
  auto w = [&](const char* name) { return input(in, name).data.data(); };
  const std::vector<double>& x = input(in, "x").data;
  const std::vector<double> a = ops::rmsnorm(x.data(), w("g1"), s, d, eps);
  std::vector<double> q = ops::matmul(a.data(), w("Wq"), s, d, d);
  std::vector<double> k = ops::matmul(a.data(), w("Wk"), s, d, d);
  const std::vector<double> v = ops::matmul(a.data(), w("Wv"), s, d, d);
  ops::rope(q.data(), w("cos"), w("sin"), s, h, e);
  ops::rope(k.data(), w("cos"), w("sin"), s, h, e);
  const std::vector<double> heads = ops::attention(q.data(), k.data(), v.data(), s, s, h, h, e, 1.0 / std::sqrt(double(e)), true);
  const std::vector<double> h1 = plus(x, ops::matmul(heads.data(), w("Wo"), s, d, d));
  const std::vector<double> b = ops::rmsnorm(h1.data(), w("g2"), s, d, eps);
  std::vector<double> gate = ops::matmul(b.data(), w("Wg"), s, d, f);
  const std::vector<double> up = ops::matmul(b.data(), w("Wu"), s, d, f);
  for (size_t i = 0; i < gate.size(); ++i) gate[i] = ops::silu(gate[i]) * up[i];
  output(out, "y").data = plus(h1, ops::matmul(gate.data(), w("Wd"), s, f, d));
}

} // namespace

KC_REFERENCE(llama, "DecoderBlock-LLaMA", llama);
