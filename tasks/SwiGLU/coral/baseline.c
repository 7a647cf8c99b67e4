// Y = (SiLU(X Wg) * (X Wu)) Wd, one row of X at a time through the scratch row of gate and up
// projections. Each vector-matrix product accumulates JB outputs in a local array over all of k,
// which the compiler keeps in vector registers (per k: one scalar of the row and JB floats of a
// weight row; each output written once); the last block is moved back to end at the row's end
// (recomputing a few outputs), and rows narrower than JB take a plain loop. SiLU(gate) * up is a
// flat vector loop with four vectors in flight over its bulk, since each element is a chain of
// dependent vector operations.
#include "../../targets/coral_math.h"

#define JB 8

__attribute__((noinline)) static void vecmat(const float* restrict v, const float* restrict w, float* restrict out,
                                             int k, int n) {
  if (n < JB) {
    for (int j = 0; j < n; ++j) out[j] = 0.0f;
    for (int p = 0; p < k; ++p)
      for (int j = 0; j < n; ++j) out[j] += v[p] * w[p * n + j];
    return;
  }
  for (int j0 = 0; j0 < n; j0 += JB) {
    const int j = j0 + JB <= n ? j0 : n - JB;
    float acc[JB];
    for (int jj = 0; jj < JB; ++jj) acc[jj] = 0.0f;
    for (int p = 0; p < k; ++p) {
      const float vp = v[p];
      for (int jj = 0; jj < JB; ++jj) acc[jj] += vp * w[p * n + j + jj];
    }
    for (int jj = 0; jj < JB; ++jj) out[j + jj] = acc[jj];
  }
}

__attribute__((noinline)) static void silu_mul(float* restrict gate, const float* restrict up, int n) {
  const int bulk = n - n % 16;
#pragma clang loop interleave_count(4)
  for (int j = 0; j < bulk; ++j) gate[j] = kc_siluf(gate[j]) * up[j];
#pragma clang loop interleave_count(1)
  for (int j = bulk; j < n; ++j) gate[j] = kc_siluf(gate[j]) * up[j];
}

void kernel(const float* restrict x, const float* restrict wg, const float* restrict wu, const float* restrict wd,
            float* restrict y, float* restrict hidden, int m, int d, int f) {
  float* gate = hidden;
  float* up = hidden + f;
  for (int i = 0; i < m; ++i) {
    vecmat(x + i * d, wg, gate, d, f);
    vecmat(x + i * d, wu, up, d, f);
    silu_mul(gate, up, f);
    vecmat(gate, wd, y + i * d, f, d);
  }
}
