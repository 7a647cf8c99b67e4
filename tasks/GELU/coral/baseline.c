// GELU over M x N floats as one flat loop. Each element's exponential is a chain of dependent vector
// operations, whose latency the in-order core would otherwise wait out, so the bulk of the loop
// (a multiple of 16 elements) asks the vectoriser for four vectors in flight; the remainder is a
// plain vector loop.
#include "../../targets/coral_math.h"

void kernel(const float* restrict x, float* restrict y, int m, int n) {
  const int total = m * n, bulk = total - total % 16;
#pragma clang loop interleave_count(4)
  for (int i = 0; i < bulk; ++i) y[i] = kc_geluf(x[i]);
#pragma clang loop interleave_count(1)
  for (int i = bulk; i < total; ++i) y[i] = kc_geluf(x[i]);
}
