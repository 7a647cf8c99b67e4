// Depthwise convolution, channels last. A tile of RB pixels of an output row x JB channels is
// accumulated in a local array that the compiler keeps in vector registers; per tap of the window
// it loads the JB weights once for all RB pixels, and y is written once. Tiles at the row's end or
// the last channels are moved back to end at the edge (recomputing a few outputs); fewer than 8
// channels take a 4-wide tile, and layers narrower than that the plain loop with channels innermost.
#define RB 4

#define TILE(NAME, JB)                                                                                             \
__attribute__((noinline)) static void NAME(const float* restrict x, const float* restrict w,                       \
                                           const float* restrict bias, float* restrict y, int wd, int ch, int ks,  \
                                           int oh, int ow) {                                                       \
  for (int i = 0; i < oh; ++i)                                                                                     \
    for (int s0 = 0; s0 < ow; s0 += RB) {                                                                          \
      const int s = s0 + RB <= ow ? s0 : ow - RB;                                                                  \
      for (int j0 = 0; j0 < ch; j0 += JB) {                                                                        \
        const int j = j0 + JB <= ch ? j0 : ch - JB;                                                                \
        float acc[RB][JB];                                                                                         \
        for (int r = 0; r < RB; ++r)                                                                               \
          for (int jj = 0; jj < JB; ++jj) acc[r][jj] = bias[j + jj];                                               \
        for (int p = 0; p < ks; ++p)                                                                               \
          for (int q = 0; q < ks; ++q) {                                                                           \
            const float* wq = w + (p * ks + q) * ch + j;                                                           \
            const float* xq = x + ((i + p) * wd + s + q) * ch + j;                                                 \
            for (int r = 0; r < RB; ++r)                                                                           \
              for (int jj = 0; jj < JB; ++jj) acc[r][jj] += xq[r * ch + jj] * wq[jj];                              \
          }                                                                                                        \
        for (int r = 0; r < RB; ++r)                                                                               \
          for (int jj = 0; jj < JB; ++jj) y[(i * ow + s + r) * ch + j + jj] = acc[r][jj];                          \
      }                                                                                                            \
    }                                                                                                              \
}

TILE(tile8, 8)
TILE(tile4, 4)

void kernel(const float* restrict x, const float* restrict w, const float* restrict bias, float* restrict y, int h,
            int wd, int ch, int ks) {
  const int oh = h - ks + 1, ow = wd - ks + 1;
  if (ow >= RB && ch >= 8) {
    tile8(x, w, bias, y, wd, ch, ks, oh, ow);
    return;
  }
  if (ow >= RB && ch >= 4) {
    tile4(x, w, bias, y, wd, ch, ks, oh, ow);
    return;
  }
  for (int i = 0; i < oh; ++i)
    for (int j = 0; j < ow; ++j) {
      float* out = y + (i * ow + j) * ch;
      for (int c = 0; c < ch; ++c) out[c] = bias[c];
      for (int p = 0; p < ks; ++p)
        for (int q = 0; q < ks; ++q) {
          const float* xr = x + ((i + p) * wd + (j + q)) * ch;
          const float* wr = w + (p * ks + q) * ch;
          for (int c = 0; c < ch; ++c) out[c] += xr[c] * wr[c];
        }
    }
}
