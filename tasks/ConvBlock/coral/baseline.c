// Convolution, folded batch norm and ReLU. The convolution, channels last, is a matrix product per output row: pixels of the row by
// output channels, summed over the window. For one kernel row p the ks*ci inputs under a pixel's
// window are contiguous in x, as are the matching ks*ci rows of weights, so each kernel row is one
// GEMM-like k loop. A tile of RB pixels x JB channels is accumulated in a local array that the
// compiler keeps in vector registers: per input it loads RB scalars of x and JB weights; the tile is
// scaled, shifted and clamped as it is written, once. Tiles at the row's end or the last channels are moved back to end at the edge
// (recomputing a few outputs); layers narrower than a tile take the plain loop with output channels
// innermost.
#define RB 8
#define JB 8
__attribute__((noinline)) static void tile(const float* restrict x, const float* restrict w,
                                           const float* restrict scale, const float* restrict shift,
                                           float* restrict y, int wd, int ci,
                                           int co, int ks, int oh, int ow) {
  const int kr = ks * ci;
  for (int i = 0; i < oh; ++i)
    for (int s0 = 0; s0 < ow; s0 += RB) {
      const int s = s0 + RB <= ow ? s0 : ow - RB;
      for (int j0 = 0; j0 < co; j0 += JB) {
        const int j = j0 + JB <= co ? j0 : co - JB;
        float acc[RB][JB];
        for (int r = 0; r < RB; ++r)
          for (int jj = 0; jj < JB; ++jj) acc[r][jj] = 0.0f;
        for (int p = 0; p < ks; ++p) {
          const float* xp = x + ((i + p) * wd + s) * ci;
          const float* wp = w + p * kr * co + j;
          for (int u = 0; u < kr; ++u) {
            const float* wu = wp + u * co;
            for (int r = 0; r < RB; ++r) {
              const float xv = xp[r * ci + u];
              for (int jj = 0; jj < JB; ++jj) acc[r][jj] += xv * wu[jj];
            }
          }
        }
        for (int r = 0; r < RB; ++r)
          for (int jj = 0; jj < JB; ++jj) y[((i * ow) + s + r) * co + j + jj] = __builtin_fmaxf(acc[r][jj] * scale[j + jj] + shift[j + jj], 0.0f);
      }
    }
}
void kernel(const float* restrict x, const float* restrict w, const float* restrict scale,
            const float* restrict shift, float* restrict y, int h, int wd, int ci, int co, int ks) {
  const int oh = h - ks + 1, ow = wd - ks + 1;
  if (ow >= RB && co >= JB) {
    tile(x, w, scale, shift, y, wd, ci, co, ks, oh, ow);
    return;
  }
  for (int i = 0; i < oh; ++i)
    for (int j = 0; j < ow; ++j) {
      float* out = y + (i * ow + j) * co;
      for (int o = 0; o < co; ++o) out[o] = 0.0f;
      for (int p = 0; p < ks; ++p)
        for (int q = 0; q < ks; ++q)
          for (int c = 0; c < ci; ++c) {
            const float xv = x[((i + p) * wd + (j + q)) * ci + c];
            const float* wr = w + ((p * ks + q) * ci + c) * co;
            for (int o = 0; o < co; ++o) out[o] += xv * wr[o];
          }
      for (int o = 0; o < co; ++o) out[o] = __builtin_fmaxf(out[o] * scale[o] + shift[o], 0.0f);
    }
}
