// RMS normalisation of each row: a vectorised sum of squares (reassociation allowed in that loop
// only, so the compiler may keep partial sums per vector lane), one square root and division per
// row, then a vectorised scale by the reciprocal and gamma.
void kernel(const float* restrict x, const float* restrict gamma, float* restrict y, int m, int n, float eps) {
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float* out = y + i * n;
    float ss = 0.0f;
    {
#pragma clang fp reassociate(on)
      for (int j = 0; j < n; ++j) ss += row[j] * row[j];
    }
    const float inv = 1.0f / __builtin_sqrtf(ss / (float)n + eps);
    for (int j = 0; j < n; ++j) out[j] = row[j] * inv * gamma[j];
  }
}
