// Y = (SiLU(X Wg) * (X Wu)) Wd, RB = 4 rows of X at a time, with the hidden dimension in two chunks
// (three when f is odd) so that RB rows of a chunk of SiLU(gate) * up fit in the scratch buffer (2f
// floats); the chunk of up waits on the stack. Gate and up are computed together in tiles of RB rows x
// JB columns per matrix, accumulated over all of k in local arrays that the compiler keeps in vector
// registers (per k: RB scalars of X and JB floats of each weight row, so every weight loaded serves RB
// rows); SiLU(gate) * up is applied to the chunk as one flat vector loop with four vectors in flight,
// since each element is a chain of dependent vector operations. The down projection tiles the output
// the same way over the chunk, adding into Y after the first chunk. The products are written as a
// multiply and an add with contraction allowed (clang's SLP cost model rejects the narrow multiply-add
// chain; the back end fuses them into vfmacc). Column blocks and the last row block are moved back to
// end at the edge (recomputing a few outputs); fewer than RB rows or narrow matrices take plain loops,
// a row at a time.
#include "../../targets/coral_math.h"

#define RB 4
#define JB 8

__attribute__((noinline)) static void gate_up(const float* restrict x, const float* restrict wg,
                                              const float* restrict wu, float* restrict h, float* restrict ub, int d, int f,
                                              int fc) {
  for (int j0 = 0; j0 < fc; j0 += JB) {
    const int j = j0 + JB <= fc ? j0 : fc - JB;
    float g[RB][JB], u[RB][JB];
    for (int r = 0; r < RB; ++r)
      for (int jj = 0; jj < JB; ++jj) g[r][jj] = u[r][jj] = 0.0f;
    for (int p = 0; p < d; ++p) {
      const float* gp = wg + p * f + j;
      const float* up = wu + p * f + j;
      for (int r = 0; r < RB; ++r) {
        const float xv = x[r * d + p];
        for (int jj = 0; jj < JB; ++jj) {
#pragma clang fp contract(fast)
          g[r][jj] += xv * gp[jj];
        }
        for (int jj = 0; jj < JB; ++jj) {
#pragma clang fp contract(fast)
          u[r][jj] += xv * up[jj];
        }
      }
    }
    for (int r = 0; r < RB; ++r)
      for (int jj = 0; jj < JB; ++jj) {
        h[r * fc + j + jj] = g[r][jj];
        ub[r * fc + j + jj] = u[r][jj];
      }
  }
}

__attribute__((noinline)) static void silu_mul(float* restrict gate, const float* restrict up, int n) {
  const int bulk = n - n % 16;
#pragma clang loop interleave_count(4)
  for (int j = 0; j < bulk; ++j) gate[j] = kc_siluf(gate[j]) * up[j];
#pragma clang loop interleave_count(1)
  for (int j = bulk; j < n; ++j) gate[j] = kc_siluf(gate[j]) * up[j];
}

__attribute__((noinline)) static void down(const float* restrict h, const float* restrict wd, float* restrict y,
                                           int fc, int d, int add) {
  for (int j0 = 0; j0 < d; j0 += JB) {
    const int j = j0 + JB <= d ? j0 : d - JB;
    float acc[RB][JB];
    for (int r = 0; r < RB; ++r)
      for (int jj = 0; jj < JB; ++jj) acc[r][jj] = add ? y[r * d + j + jj] : 0.0f;
    for (int p = 0; p < fc; ++p) {
      const float* wp = wd + p * d + j;
      for (int r = 0; r < RB; ++r) {
        const float hv = h[r * fc + p];
        for (int jj = 0; jj < JB; ++jj) {
#pragma clang fp contract(fast)
          acc[r][jj] += hv * wp[jj];
        }
      }
    }
    for (int r = 0; r < RB; ++r)
      for (int jj = 0; jj < JB; ++jj) y[r * d + j + jj] = acc[r][jj];
  }
}

__attribute__((noinline)) static void row_plain(const float* restrict x, const float* restrict wg,
                                                const float* restrict wu, const float* restrict wd,
                                                float* restrict y, float* restrict hidden, int d, int f) {
  float* gate = hidden;
  float* up = hidden + f;
  for (int j = 0; j < f; ++j) gate[j] = up[j] = 0.0f;
  for (int p = 0; p < d; ++p)
    for (int j = 0; j < f; ++j) {
      gate[j] += x[p] * wg[p * f + j];
      up[j] += x[p] * wu[p * f + j];
    }
  for (int j = 0; j < f; ++j) gate[j] = kc_siluf(gate[j]) * up[j];
  for (int j = 0; j < d; ++j) y[j] = 0.0f;
  for (int p = 0; p < f; ++p)
    for (int j = 0; j < d; ++j) y[j] += gate[p] * wd[p * d + j];
}

void kernel(const float* restrict x, const float* restrict wg, const float* restrict wu, const float* restrict wd,
            float* restrict y, float* restrict hidden, int m, int d, int f) {
  const int nc = 2 + (f & 1);  // chunks of at most f / 2 columns, so RB rows of one fit in 2f floats
  const int fc = (f + nc - 1) / nc;
  if (m < RB || d < JB || f / nc < JB) {
    for (int i = 0; i < m; ++i) row_plain(x + i * d, wg, wu, wd, y + i * d, hidden, d, f);
    return;
  }
  float ub[RB * fc];  // the chunk of up, on the stack
  for (int i0 = 0; i0 < m; i0 += RB) {
    const int i = i0 + RB <= m ? i0 : m - RB;
    for (int c = 0; c < nc; ++c) {
      const int f0 = c * f / nc, n = (c + 1) * f / nc - f0;
      gate_up(x + i * d, wg + f0, wu + f0, hidden, ub, d, f, n);
      silu_mul(hidden, ub, RB * n);
      down(hidden, wd + f0 * d, y + i * d, n, d, f0 > 0);
    }
  }
}
