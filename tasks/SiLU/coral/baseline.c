// SiLU over M x N floats, one element at a time.
#include "../../targets/coral_math.h"

void kernel(const float* x, float* y, int m, int n) {
  for (int i = 0; i < m * n; ++i) y[i] = kc_siluf(x[i]);
}
