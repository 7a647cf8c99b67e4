// y = A x, one dot product per row.
void kernel(const float* a, const float* x, float* y, int m, int k) {
  for (int i = 0; i < m; ++i) {
    float acc = 0.0f;
    for (int p = 0; p < k; ++p) acc += a[i * k + p] * x[p];
    y[i] = acc;
  }
}
