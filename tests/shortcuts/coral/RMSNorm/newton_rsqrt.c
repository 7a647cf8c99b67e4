// RMSNorm whose reciprocal square root is Newton's iteration started at 1, which converges when
// the mean square is near 1 (unit-variance inputs) and diverges when it is far larger
// (large_magnitude).
void kernel(const float* restrict x, const float* restrict gamma, float* restrict y, int m, int n, float eps) {
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float* out = y + i * n;
    float ss = 0.0f;
    for (int j = 0; j < n; ++j) ss += row[j] * row[j];
    const float a = ss / (float)n + eps;
    float inv = 1.0f;
    for (int k = 0; k < 8; ++k) inv = inv * (1.5f - 0.5f * a * inv * inv);
    for (int j = 0; j < n; ++j) out[j] = row[j] * inv * gamma[j];
  }
}
