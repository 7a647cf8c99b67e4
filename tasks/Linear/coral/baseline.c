// Y = X W^T + b. Both operands of each dot product are rows (of X and of W), so the k loop is the
// vector loop: an RB x CB block of outputs keeps RB*CB partial sums, each input row is loaded once
// per block and each weight row once per block; the sums are reduced once at the end. Reassociation
// is allowed in the dot product so the compiler may split it across vector lanes. Blocks at the
// edges are moved back to end at the edge (recomputing a few outputs); matrices smaller than a
// block take one dot product per output.
#define RB 4
#define CB 4

static void rows(const float* restrict x, const float* restrict w, const float* restrict bias, float* restrict y,
                 int k, int n, int i, int j) {
#pragma clang fp reassociate(on)
  float acc[RB][CB];
  for (int r = 0; r < RB; ++r)
    for (int q = 0; q < CB; ++q) acc[r][q] = 0.0f;
  for (int p = 0; p < k; ++p) {
    for (int r = 0; r < RB; ++r)
      for (int q = 0; q < CB; ++q) acc[r][q] += x[(i + r) * k + p] * w[(j + q) * k + p];
  }
  for (int r = 0; r < RB; ++r)
    for (int q = 0; q < CB; ++q) y[(i + r) * n + j + q] = acc[r][q] + bias[j + q];
}

void kernel(const float* restrict x, const float* restrict w, const float* restrict bias, float* restrict y, int m,
            int k, int n) {
#pragma clang fp reassociate(on)
  if (m < RB || n < CB) {
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        float acc = 0.0f;
        for (int p = 0; p < k; ++p) acc += x[i * k + p] * w[j * k + p];
        y[i * n + j] = acc + bias[j];
      }
    return;
  }
  for (int i0 = 0; i0 < m; i0 += RB) {
    const int i = i0 + RB <= m ? i0 : m - RB;
    for (int j0 = 0; j0 < n; j0 += CB) {
      const int j = j0 + CB <= n ? j0 : n - CB;
      rows(x, w, bias, y, k, n, i, j);
    }
  }
}
