// Row-wise softmax in four passes over the row: the maximum (a scalar loop: the vectoriser cannot
// take a max reduction without no-NaN math), the exponentials into the output, their sum (a vector
// reduction, reassociation allowed in that loop only), and one vectorised scale by the reciprocal of
// the sum. The exponentials are a function of their own, a flat vector loop with four vectors in
// flight over the bulk of the row (each exp is a chain of dependent vector operations whose latency
// the in-order core would otherwise wait out) and a plain vector loop for the rest.
#include "../../targets/coral_math.h"

__attribute__((noinline)) static void exp_shifted(const float* restrict in, float* restrict out, int n, float mx) {
  const int bulk = n - n % 16;
#pragma clang loop interleave_count(4)
  for (int j = 0; j < bulk; ++j) out[j] = kc_expf(in[j] - mx);
#pragma clang loop interleave_count(1)
  for (int j = bulk; j < n; ++j) out[j] = kc_expf(in[j] - mx);
}

void kernel(const float* restrict x, float* restrict y, int m, int n) {
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float* out = y + i * n;
    float mx = row[0];
    for (int j = 1; j < n; ++j) mx = __builtin_fmaxf(mx, row[j]);
    exp_shifted(row, out, n, mx);
    float sum = 0.0f;
    {
#pragma clang fp reassociate(on)
      for (int j = 0; j < n; ++j) sum += out[j];
    }
    const float inv = 1.0f / sum;
    for (int j = 0; j < n; ++j) out[j] *= inv;
  }
}
