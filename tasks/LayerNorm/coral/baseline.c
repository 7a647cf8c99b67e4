// Layer normalisation of each row: a vectorised sum for the mean, then the corrected two-pass
// variance in one vectorised pass over the deviations d = x - mean, summing d and d^2
// (reassociation allowed in those loops only, so the compiler may keep partial sums per vector
// lane), one square root and division per row, then a vectorised scale and shift. The sum of d
// corrects the mean for its rounding: on a constant row d is that rounding itself, which 1 /
// sqrt(eps) would otherwise magnify far past the tolerance.
void kernel(const float* restrict x, const float* restrict gamma, const float* restrict beta, float* restrict y,
            int m, int n, float eps) {
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float* out = y + i * n;
    float sum = 0.0f, dev = 0.0f, var = 0.0f;
    {
#pragma clang fp reassociate(on)
      for (int j = 0; j < n; ++j) sum += row[j];
    }
    const float rough = sum / (float)n;
    {
#pragma clang fp reassociate(on)
      for (int j = 0; j < n; ++j) {
        dev += row[j] - rough;
        var += (row[j] - rough) * (row[j] - rough);
      }
    }
    const float shift = dev / (float)n;
    const float mean = rough + shift;
    const float inv = 1.0f / __builtin_sqrtf((var - dev * shift) / (float)n + eps);
    for (int j = 0; j < n; ++j) out[j] = (row[j] - mean) * inv * gamma[j] + beta[j];
  }
}
