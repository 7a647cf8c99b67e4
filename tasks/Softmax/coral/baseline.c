// Row-wise softmax: the row maximum, exponentials and their sum, then one division per row.
#include "../../targets/coral_math.h"

void kernel(const float* x, float* y, int m, int n) {
  for (int i = 0; i < m; ++i) {
    const float* row = x + i * n;
    float* out = y + i * n;
    float mx = row[0];
    for (int j = 1; j < n; ++j) mx = __builtin_fmaxf(mx, row[j]);
    float sum = 0.0f;
    for (int j = 0; j < n; ++j) {
      out[j] = kc_expf(row[j] - mx);
      sum += out[j];
    }
    const float inv = 1.0f / sum;
    for (int j = 0; j < n; ++j) out[j] *= inv;
  }
}
