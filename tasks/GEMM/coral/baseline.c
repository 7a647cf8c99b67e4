// C = A B through the shared register-tiled product (targets/coral_matmul.h): RB x JB tiles of C
// accumulated in registers over all of k, each written once.
#include "../../targets/coral_matmul.h"

void kernel(const float* restrict a, const float* restrict b, float* restrict c, int m, int k, int n) {
  kc_matmul(a, b, c, m, k, n);
}
