/* Branch-free float math that auto-vectorises without libm.
 * No float->int conversion instruction is used: the integer part of
 * x*log2(e) comes from the "add 1.5*2^23" trick, which leaves the rounded
 * integer in the low mantissa bits. That keeps vectorised callers free of
 * vfcvt.rtz.* (which QEMU 7.2 cannot execute). */
#ifndef KC_MATH_H
#define KC_MATH_H

#include "kc_io.h"

#define KC_ROUND_SHIFTER 12582912.0f          /* 1.5 * 2^23 */

/* exp(x) for x clamped to [-87, 88]; about 2 ulp in that range. */
static inline float kc_expf(float x)
{
    x = __builtin_fminf(__builtin_fmaxf(x, -87.0f), 88.0f);
    float t = x * 1.44269504f + KC_ROUND_SHIFTER;
    int32_t n = (int32_t)(kc_f2u(t) - kc_f2u(KC_ROUND_SHIFTER));
    float nf = t - KC_ROUND_SHIFTER;
    /* ln2 split in two so n*ln2_hi is exact and r keeps its low bits. */
    float r = x - nf * 0.693145752f;
    r = r - nf * 1.42860677e-6f;
    /* Taylor terms to r^6: |r| <= ln2/2 makes the next term < 2e-7. */
    float p = 1.0f / 720.0f;
    p = p * r + 1.0f / 120.0f;
    p = p * r + 1.0f / 24.0f;
    p = p * r + 1.0f / 6.0f;
    p = p * r + 0.5f;
    p = p * r + 1.0f;
    p = p * r + 1.0f;
    return p * kc_u2f((uint32_t)(n + 127) << 23);   /* n + 127 in [1, 254] */
}

static inline float kc_sigmoidf(float x) { return 1.0f / (1.0f + kc_expf(-x)); }

/* tanh via the sigmoid identity tanh(y) = 2*sigmoid(2y) - 1. */
static inline float kc_tanhf(float y) { return 2.0f * kc_sigmoidf(2.0f * y) - 1.0f; }

#endif
