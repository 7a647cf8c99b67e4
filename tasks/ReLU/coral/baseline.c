// ReLU over M x N floats as one flat vector loop; the load/store unit bounds it.
void kernel(const float* restrict x, float* restrict y, int m, int n) {
  const int total = m * n;
  for (int i = 0; i < total; ++i) y[i] = x[i] > 0.0f ? x[i] : 0.0f;
}
