// C[b] = A[b] B[b] for each batch, i-k-j order within a batch.
void kernel(const float* a, const float* b, float* c, int bs, int m, int k, int n) {
  for (int t = 0; t < bs; ++t) {
    const float* at = a + t * m * k;
    const float* bt = b + t * k * n;
    float* ct = c + t * m * n;
    for (int i = 0; i < m; ++i) {
      for (int j = 0; j < n; ++j) ct[i * n + j] = 0.0f;
      for (int p = 0; p < k; ++p) {
        const float av = at[i * k + p];
        for (int j = 0; j < n; ++j) ct[i * n + j] += av * bt[p * n + j];
      }
    }
  }
}
