// ReLU as (x + |x|) / 2: exact for ordinary values, infinite where x + x overflows, above half
// the largest finite float (format_limits).
void kernel(const float* restrict x, float* restrict y, int m, int n) {
  for (int i = 0; i < m * n; ++i) y[i] = (x[i] + __builtin_fabsf(x[i])) * 0.5f;
}
