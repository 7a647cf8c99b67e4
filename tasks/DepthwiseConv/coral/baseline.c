// Depthwise convolution, channels last: channels innermost.
void kernel(const float* x, const float* w, const float* bias, float* y, int h, int wd, int ch, int ks) {
  const int oh = h - ks + 1, ow = wd - ks + 1;
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
