// GEMM by Winograd's inner product, which halves the multiplications: for each pair of k,
// (a0 + b1)(a1 + b0) = a0 b0 + a1 b1 + a0 a1 + b0 b1, and the row terms a0 a1 and the column terms
// b0 b1 are subtracted once per row and column. Exact enough when A and B are of one size;
// when A is large and B small (unbalanced_scales) the row terms swamp the products and rounding
// takes them. Needs an even K.
void kernel(const float* restrict a, const float* restrict b, float* restrict c, int m, int k, int n) {
  float col[64];
  for (int j = 0; j < n; ++j) {
    float s = 0.0f;
    for (int p = 0; p + 1 < k; p += 2) s += b[p * n + j] * b[(p + 1) * n + j];
    col[j] = s;
  }
  for (int i = 0; i < m; ++i) {
    const float* ra = a + i * k;
    float row = 0.0f;
    for (int p = 0; p + 1 < k; p += 2) row += ra[p] * ra[p + 1];
    for (int j = 0; j < n; ++j) {
      float s = 0.0f;
      for (int p = 0; p + 1 < k; p += 2) s += (ra[p] + b[(p + 1) * n + j]) * (ra[p + 1] + b[p * n + j]);
      c[i * n + j] = s - row - col[j];
    }
  }
}
