// C = A B in i-k-j order, so the innermost loop streams rows of B and C.
void kernel(const float* a, const float* b, float* c, int m, int k, int n) {
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) c[i * n + j] = 0.0f;
    for (int p = 0; p < k; ++p) {
      const float av = a[i * k + p];
      for (int j = 0; j < n; ++j) c[i * n + j] += av * b[p * n + j];
    }
  }
}
