// Y = GELU(X W1) W2 through a hidden buffer of M x F floats in scratch memory. Both products are
// the shared register-tiled product (targets/coral_matmul.h). GELU runs over the hidden buffer as
// one flat vector loop with four vectors in flight over its bulk, since each element is a chain of
// dependent vector operations.
#include "../../targets/coral_math.h"
#include "../../targets/coral_matmul.h"

__attribute__((noinline)) static void gelu_inplace(float* restrict h, int total) {
  const int bulk = total - total % 16;
#pragma clang loop interleave_count(4)
  for (int i = 0; i < bulk; ++i) h[i] = kc_geluf(h[i]);
#pragma clang loop interleave_count(1)
  for (int i = bulk; i < total; ++i) h[i] = kc_geluf(h[i]);
}

void kernel(const float* restrict x, const float* restrict w1, const float* restrict w2, float* restrict y,
            float* restrict hidden, int m, int d, int f) {
  kc_matmul(x, w1, hidden, m, d, f);
  gelu_inplace(hidden, m * f);
  kc_matmul(hidden, w2, y, m, f, d);
}
