/* Fixed-point DSP: a Q15 FIR filter (int16 x int16 -> int32 accumulate,
 * rounding shift, saturation to int16), Q15 element-wise multiply with the
 * -1 * -1 overflow case, and Q31 multiplies through mulh. */
#include "kc_io.h"

#define L 256
#define T 12
static int16_t x[L], h[T], y[L - T + 1], pa[L], pb[L], prod[L];

static int16_t sat16(int32_t v) { return (int16_t)(v > 32767 ? 32767 : (v < -32768 ? -32768 : v)); }

__attribute__((noinline)) static void fir_q15(void)
{
    for (int i = 0; i < L - T + 1; i++) {
        int32_t acc = 0;
        for (int t = 0; t < T; t++) acc += x[i + t] * h[t];
        y[i] = sat16((acc + (1 << 14)) >> 15);
    }
}

__attribute__((noinline)) static void mul_q15(void)
{
    for (int i = 0; i < L; i++) prod[i] = sat16((pa[i] * pb[i] + (1 << 14)) >> 15);
}

/* Q31 x Q31 -> Q31 with rounding: high word of the 64-bit product << 1. */
static int32_t mul_q31(int32_t a, int32_t b)
{
    int64_t p = (int64_t)a * b;
    if (a == (-2147483647 - 1) && b == a) return 2147483647;
    return (int32_t)((p + (1LL << 30)) >> 31);
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 25;
    for (int i = 0; i < L; i++) {
        x[i] = (int16_t)(kc_lcg(&seed) >> 16);
        pa[i] = (int16_t)(kc_lcg(&seed) >> 16);
        pb[i] = (int16_t)(kc_lcg(&seed) >> 16);
    }
    /* Low-pass-ish taps summing to a bit over 1.0 so some outputs saturate. */
    for (int t = 0; t < T; t++) h[t] = (int16_t)(3000 + 300 * (t < T / 2 ? t : T - 1 - t));
    pa[0] = pb[0] = -32768;                 /* -1 * -1 must saturate to 32767 */
    pa[1] = 16384; pb[1] = 16384;           /* 0.5 * 0.5 = 0.25 */

    fir_q15();
    mul_q15();

    uint32_t bad = 0, sat_hi = 0, hsh = KC_FNV_INIT;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < L - T + 1; i++) {
        int32_t acc = 0;
        for (int t = 0; t < T; t++) acc += (int32_t)x[i + t] * h[t];
        int32_t r = (acc + 16384) >> 15;
        if (r > 32767) { r = 32767; sat_hi++; }
        if (r < -32768) r = -32768;
        bad += y[i] != r;
        hsh = kc_fnv(hsh, (uint32_t)(uint16_t)y[i]);
    }
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < L; i++) {
        int32_t r = ((int32_t)pa[i] * pb[i] + 16384) >> 15;
        bad += prod[i] != sat16(r);
        hsh = kc_fnv(hsh, (uint32_t)(uint16_t)prod[i]);
    }
    kc_line_i32("y0", y[0]);
    kc_line_u32("saturated_high", sat_hi);
    kc_line_i32("q15_m1_m1", prod[0]);
    kc_line_i32("q15_half_half", prod[1]);
    kc_line_hex("hash", hsh);
    fails += !kc_check("q15_matches_scalar", bad == 0);
    fails += !kc_check("q15_edge", prod[0] == 32767 && prod[1] == 8192);

    int32_t q1 = mul_q31(0x40000000, 0x40000000);            /* 0.5*0.5 */
    int32_t q2 = mul_q31(-2147483647 - 1, -2147483647 - 1);  /* saturates */
    int32_t q3 = mul_q31(0x7fffffff, -0x40000000);           /* -(2^30 - 0.5) rounds up */
    kc_line_hex("q31_half_half", (uint32_t)q1);
    kc_line_hex("q31_m1_m1", (uint32_t)q2);
    kc_line_hex("q31_max_mhalf", (uint32_t)q3);
    fails += !kc_check("q31", q1 == 0x20000000 && q2 == 0x7fffffff && q3 == -0x3fffffff);
    return fails;
}
