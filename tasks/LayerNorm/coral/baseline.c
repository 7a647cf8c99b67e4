// Layer normalisation of each row: mean, biased variance, then scale and shift.
void kernel(const float* x, const float* gamma, const float* beta, float* y, int m, int n, float eps) {
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float sum = 0.0f;
    for (int j = 0; j < n; ++j) sum += row[j];
    const float mean = sum / (float)n;
    float var = 0.0f;
    for (int j = 0; j < n; ++j) var += (row[j] - mean) * (row[j] - mean);
    const float inv = 1.0f / __builtin_sqrtf(var / (float)n + eps);
    for (int j = 0; j < n; ++j) y[i * n + j] = (row[j] - mean) * inv * gamma[j] + beta[j];
  }
}
