// RMSNorm that leaves out eps: wrong where a row's mean square is near eps (tiny_rows) and NaN on
// a row of zeros (zero_rows).
void kernel(const float* restrict x, const float* restrict gamma, float* restrict y, int m, int n, float eps) {
  (void)eps;
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float* out = y + i * n;
    float ss = 0.0f;
    for (int j = 0; j < n; ++j) ss += row[j] * row[j];
    const float inv = 1.0f / __builtin_sqrtf(ss / (float)n);
    for (int j = 0; j < n; ++j) out[j] = row[j] * inv * gamma[j];
  }
}
