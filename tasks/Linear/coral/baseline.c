// Y = X W^T + b: each output is a dot product of an input row with a weight row.
void kernel(const float* x, const float* w, const float* bias, float* y, int m, int k, int n) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      float acc = 0.0f;
      for (int p = 0; p < k; ++p) acc += x[i * k + p] * w[j * k + p];
      y[i * n + j] = acc + bias[j];
    }
}
