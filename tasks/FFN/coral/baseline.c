// Y = GELU(X W1) W2 through a hidden buffer of M x F floats in scratch memory.
#include "../../targets/coral_math.h"

static void matmul(const float* a, const float* b, float* c, int m, int k, int n) {
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) c[i * n + j] = 0.0f;
    for (int p = 0; p < k; ++p) {
      const float av = a[i * k + p];
      for (int j = 0; j < n; ++j) c[i * n + j] += av * b[p * n + j];
    }
  }
}

void kernel(const float* x, const float* w1, const float* w2, float* y, float* hidden, int m, int d, int f) {
  matmul(x, w1, hidden, m, d, f);
  for (int i = 0; i < m * f; ++i) hidden[i] = kc_geluf(hidden[i]);
  matmul(hidden, w2, y, m, f, d);
}
