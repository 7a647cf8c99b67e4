// Y = GELU(X W1) W2 through a hidden buffer of M x F floats in scratch memory. Both products tile
// the output in RB x JB blocks accumulated in a local array over all of k, which the compiler keeps
// in vector registers (per k: RB scalars of the left operand and JB floats of a row of the right
// one; each output written once); the last tile of a row or column is moved back to end at the edge
// (recomputing a few outputs), and matrices smaller than a tile take a plain i-k-j loop. GELU runs
// over the hidden buffer as one flat vector loop with four vectors in flight over its bulk, since
// each element is a chain of dependent vector operations.
#include "../../targets/coral_math.h"

#define RB 8
#define JB 8

__attribute__((noinline)) static void matmul(const float* restrict a, const float* restrict b, float* restrict c,
                                             int m, int k, int n) {
  if (m < RB || n < JB) {
    for (int i = 0; i < m; ++i) {
      float* ci = c + i * n;
      for (int j = 0; j < n; ++j) ci[j] = 0.0f;
      for (int p = 0; p < k; ++p) {
        const float av = a[i * k + p];
        for (int j = 0; j < n; ++j) ci[j] += av * b[p * n + j];
      }
    }
    return;
  }
  for (int i0 = 0; i0 < m; i0 += RB) {
    const int i = i0 + RB <= m ? i0 : m - RB;
    for (int j0 = 0; j0 < n; j0 += JB) {
      const int j = j0 + JB <= n ? j0 : n - JB;
      float acc[RB][JB];
      for (int r = 0; r < RB; ++r)
        for (int jj = 0; jj < JB; ++jj) acc[r][jj] = 0.0f;
      for (int p = 0; p < k; ++p) {
        const float* bp = b + p * n + j;
        for (int r = 0; r < RB; ++r) {
          const float av = a[(i + r) * k + p];
          for (int jj = 0; jj < JB; ++jj) acc[r][jj] += av * bp[jj];
        }
      }
      for (int r = 0; r < RB; ++r)
        for (int jj = 0; jj < JB; ++jj) c[(i + r) * n + j + jj] = acc[r][jj];
    }
  }
}

__attribute__((noinline)) static void gelu_inplace(float* restrict h, int total) {
  const int bulk = total - total % 16;
#pragma clang loop interleave_count(4)
  for (int i = 0; i < bulk; ++i) h[i] = kc_geluf(h[i]);
#pragma clang loop interleave_count(1)
  for (int i = bulk; i < total; ++i) h[i] = kc_geluf(h[i]);
}

void kernel(const float* restrict x, const float* restrict w1, const float* restrict w2, float* restrict y,
            float* restrict hidden, int m, int d, int f) {
  matmul(x, w1, hidden, m, d, f);
  gelu_inplace(hidden, m * f);
  matmul(hidden, w2, y, m, f, d);
}
