// Layer normalisation of each row: a vectorised sum for the mean, a vectorised sum of squared
// deviations for the biased variance (reassociation allowed in those two loops only, so the
// compiler may keep partial sums per vector lane), one square root and division per row, then a
// vectorised scale and shift.
void kernel(const float* restrict x, const float* restrict gamma, const float* restrict beta, float* restrict y,
            int m, int n, float eps) {
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float* out = y + i * n;
    float sum = 0.0f, var = 0.0f;
    {
#pragma clang fp reassociate(on)
      for (int j = 0; j < n; ++j) sum += row[j];
    }
    const float mean = sum / (float)n;
    {
#pragma clang fp reassociate(on)
      for (int j = 0; j < n; ++j) var += (row[j] - mean) * (row[j] - mean);
    }
    const float inv = 1.0f / __builtin_sqrtf(var / (float)n + eps);
    for (int j = 0; j < n; ++j) out[j] = (row[j] - mean) * inv * gamma[j] + beta[j];
  }
}
