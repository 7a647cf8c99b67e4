// LayerNorm that leaves out eps: exact enough while every row varies, wrong where a row's
// variance is near eps (near_constant_rows) or 0 (constant_rows).
void kernel(const float* restrict x, const float* restrict gamma, const float* restrict beta, float* restrict y,
            int m, int n, float eps) {
  (void)eps;
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float* out = y + i * n;
    float sum = 0.0f, var = 0.0f;
    for (int j = 0; j < n; ++j) sum += row[j];
    const float mean = sum / (float)n;
    for (int j = 0; j < n; ++j) var += (row[j] - mean) * (row[j] - mean);
    const float inv = 1.0f / __builtin_sqrtf(var / (float)n);
    for (int j = 0; j < n; ++j) out[j] = (row[j] - mean) * inv * gamma[j] + beta[j];
  }
}
