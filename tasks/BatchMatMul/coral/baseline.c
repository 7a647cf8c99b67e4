// C[b] = A[b] B[b] for each batch, each through the shared register-tiled product
// (targets/coral_matmul.h).
#include "../../targets/coral_matmul.h"

void kernel(const float* restrict a, const float* restrict b, float* restrict c, int bs, int m, int k, int n) {
  for (int t = 0; t < bs; ++t) kc_matmul(a + t * m * k, b + t * k * n, c + t * m * n, m, k, n);
}
