// The register-tiled matrix product the coral C baselines share: C [m, n] = A [m, k] B [k, n],
// row-major. Each RB x JB tile of C is accumulated in a local array over all of k, which the
// compiler keeps in vector registers: per k it loads RB scalars of A and JB floats of a row of B,
// and C is written once. The last tile of a row or column is moved back to end at the edge
// (recomputing a few outputs) instead of running a slow remainder loop; matrices smaller than a
// tile take a plain i-k-j loop. The product is a function of its own (not inlined into a caller's
// loop), where the compiler keeps the tile in registers.
#pragma once

#define RB 8
#define JB 8

__attribute__((noinline)) static void kc_matmul(const float* restrict a, const float* restrict b, float* restrict c,
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
