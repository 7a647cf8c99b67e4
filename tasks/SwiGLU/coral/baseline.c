// Y = (SiLU(X Wg) * (X Wu)) Wd: the gate and up projections of a row are accumulated side by side
// into two rows of scratch, combined, then multiplied by Wd.
#include "../../targets/coral_math.h"

void kernel(const float* x, const float* wg, const float* wu, const float* wd, float* y, float* hidden, int m, int d,
            int f) {
  float* gate = hidden;
  float* up = hidden + f;
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < f; ++j) gate[j] = up[j] = 0.0f;
    for (int p = 0; p < d; ++p) {
      const float xv = x[i * d + p];
      for (int j = 0; j < f; ++j) {
        gate[j] += xv * wg[p * f + j];
        up[j] += xv * wu[p * f + j];
      }
    }
    for (int j = 0; j < f; ++j) gate[j] = kc_siluf(gate[j]) * up[j];
    for (int j = 0; j < d; ++j) y[i * d + j] = 0.0f;
    for (int p = 0; p < f; ++p) {
      const float gv = gate[p];
      for (int j = 0; j < d; ++j) y[i * d + j] += gv * wd[p * d + j];
    }
  }
}
