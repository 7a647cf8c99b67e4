// Direct convolution, channels last, as a matrix product: output pixels by output channels, summed
// over the window. Pixels are numbered in a "wide" index t = i * wd + j over the input's row width, so
// that the window of pixel t + r starts ci * r floats after that of pixel t in every kernel row p
// (the ks - 1 columns past each output row are computed too and dropped on the store). For one
// kernel row the ks*ci inputs under a window are contiguous in x, as are the matching ks*ci rows of
// weights, so each kernel row is one GEMM-like k loop. A tile of RB pixels x JB channels is
// accumulated in a local array that the compiler keeps in vector registers: per input it loads RB
// scalars of x and JB weights, and y is written once. JB is 8 (two registers) when there are at
// least 8 output channels, else 4 (one register): clang's SLP cost model rejects a 4-wide
// multiply-add chain, so the update is written as a multiply and an add with contraction allowed,
// which it vectorises and the back end fuses into vfmacc. The last tile and the last channel block
// are moved back to end at the edge (recomputing a few outputs); layers with fewer than 4 output
// channels take the plain loop with output channels innermost.
static inline __attribute__((always_inline)) void conv_tile(const float* restrict x, const float* restrict w,
                                                            const float* restrict bias, float* restrict y,
                                                            int wd, int ci, int co, int ks, int oh, int ow,
                                                            const int RB, const int JB) {
  const int kr = ks * ci, np = (oh - 1) * wd + ow;
  int i0 = 0, q0 = 0;  // row and column of pixel t0
  for (int t0 = 0; t0 < np; t0 += RB) {
    int t = t0, it = i0, qt = q0;
    if (t0 + RB > np) {  // last tile: moved back to end at the last pixel
      t = np - RB;
      for (qt -= t0 - t; qt < 0; qt += wd) --it;
    }
    for (q0 += RB; q0 >= wd; q0 -= wd) ++i0;
    for (int j0 = 0; j0 < co; j0 += JB) {
      const int j = j0 + JB <= co ? j0 : co - JB;
      float acc[16][8];
      for (int r = 0; r < RB; ++r)
        for (int jj = 0; jj < JB; ++jj) acc[r][jj] = bias[j + jj];
      for (int p = 0; p < ks; ++p) {
        const float* xp = x + (p * wd + t) * ci;
        const float* wp = w + p * kr * co + j;
        for (int u = 0; u < kr; ++u) {
          const float* wu = wp + u * co;
          for (int r = 0; r < RB; ++r) {
            const float xv = xp[r * ci + u];
            for (int jj = 0; jj < JB; ++jj) {
#pragma clang fp contract(fast)
              acc[r][jj] += xv * wu[jj];
            }
          }
        }
      }
      // Valid pixels are stored in order: the wide index's columns past ow are dropped.
      int q = qt;
      float* yo = y + (it * ow + (q < ow ? q : ow)) * co + j;
      for (int r = 0; r < RB; ++r) {
        if (q < ow) {
          for (int jj = 0; jj < JB; ++jj) yo[jj] = acc[r][jj];
          yo += co;
        }
        if (++q == wd) q = 0;
      }
    }
  }
}
__attribute__((noinline)) static void tile8(const float* restrict x, const float* restrict w,
                                            const float* restrict bias, float* restrict y, int wd, int ci,
                                            int co, int ks, int oh, int ow) {
  conv_tile(x, w, bias, y, wd, ci, co, ks, oh, ow, 10, 8);
}
__attribute__((noinline)) static void tile4(const float* restrict x, const float* restrict w,
                                            const float* restrict bias, float* restrict y, int wd, int ci,
                                            int co, int ks, int oh, int ow) {
  conv_tile(x, w, bias, y, wd, ci, co, ks, oh, ow, 10, 4);
}
void kernel(const float* restrict x, const float* restrict w, const float* restrict bias, float* restrict y, int h,
            int wd, int ci, int co, int ks) {
  const int oh = h - ks + 1, ow = wd - ks + 1, np = (oh - 1) * wd + ow;
  if (np >= 10 && co >= 8) {
    tile8(x, w, bias, y, wd, ci, co, ks, oh, ow);
    return;
  }
  if (np >= 10 && co >= 4) {
    tile4(x, w, bias, y, wd, ci, co, ks, oh, ow);
    return;
  }
  for (int i = 0; i < oh; ++i)
    for (int j = 0; j < ow; ++j) {
      float* out = y + (i * ow + j) * co;
      for (int o = 0; o < co; ++o) out[o] = bias[o];
      for (int p = 0; p < ks; ++p)
        for (int q = 0; q < ks; ++q)
          for (int c = 0; c < ci; ++c) {
            const float xv = x[((i + p) * wd + (j + q)) * ci + c];
            const float* wr = w + ((p * ks + q) * ci + c) * co;
            for (int o = 0; o < co; ++o) out[o] += xv * wr[o];
          }
    }
}
