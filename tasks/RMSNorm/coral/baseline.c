// RMS normalisation of each row.
void kernel(const float* x, const float* gamma, float* y, int m, int n, float eps) {
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float ss = 0.0f;
    for (int j = 0; j < n; ++j) ss += row[j] * row[j];
    const float inv = 1.0f / __builtin_sqrtf(ss / (float)n + eps);
    for (int j = 0; j < n; ++j) y[i * n + j] = row[j] * inv * gamma[j];
  }
}
