// y = A x. RB rows are done together so each vector of x is loaded once for RB rows: the k loop
// is the vector loop with RB partial sums, reduced once per row at the end. Reassociation is
// allowed so the compiler may split the dot products across vector lanes. The last block of rows
// is moved back to end at the last row (recomputing a few outputs).
#define RB 8

void kernel(const float* restrict a, const float* restrict x, float* restrict y, int m, int k) {
#pragma clang fp reassociate(on)
  if (m < RB) {
    for (int i = 0; i < m; ++i) {
      float acc = 0.0f;
      for (int p = 0; p < k; ++p) acc += a[i * k + p] * x[p];
      y[i] = acc;
    }
    return;
  }
  for (int i0 = 0; i0 < m; i0 += RB) {
    const int i = i0 + RB <= m ? i0 : m - RB;
    float acc[RB];
    for (int r = 0; r < RB; ++r) acc[r] = 0.0f;
    for (int p = 0; p < k; ++p)
      for (int r = 0; r < RB; ++r) acc[r] += a[(i + r) * k + p] * x[p];
    for (int r = 0; r < RB; ++r) y[i + r] = acc[r];
  }
}
