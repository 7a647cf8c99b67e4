// Convolution, folded batch norm and ReLU: accumulate each output pixel's channels, then scale,
// shift and clamp.
void kernel(const float* x, const float* w, const float* scale, const float* shift, float* y, int h, int wd, int ci,
            int co, int ks) {
  const int oh = h - ks + 1, ow = wd - ks + 1;
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
