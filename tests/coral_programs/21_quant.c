/* Quantisation pipeline: float -> int8 (scale, round-to-nearest-even via
 * the 1.5*2^23 shifter, saturate), int8 -> float, int32 accumulator
 * requantisation (fixed-point multiplier, rounding shift, clamp), and
 * saturating uint8/int16 adds. No float->int conversion instruction is
 * needed anywhere, so the vector code never uses vfcvt.rtz.* (which QEMU
 * 7.2 cannot run); the one scalar C cast is kept out of vector loops. */
#include "kc_io.h"

#define N 512
static float xf[N], deq[N];
static int8_t q[N], rq[N];
static int32_t acc[N];
static uint8_t ua[N], ub[N], usat[N];
static int16_t sa[N], sb[N], ssat[N];

__attribute__((noinline)) static void quantise(float inv_scale)
{
    for (int i = 0; i < N; i++) {
        float v = xf[i] * inv_scale;
        v = __builtin_fminf(__builtin_fmaxf(v, -128.0f), 127.0f);
        /* After the clamp |v| <= 128 so v + 1.5*2^23 is exact to 1, and its
         * low mantissa bits hold round-half-even(v) offset by 2^22. */
        union { float f; int32_t i; } t;
        t.f = v + 12582912.0f;
        q[i] = (int8_t)(t.i - 0x4b400000);
    }
}

__attribute__((noinline)) static void dequantise(float scale)
{
    for (int i = 0; i < N; i++) deq[i] = (float)q[i] * scale;
}

/* out = clamp(round(acc * mult / 2^(31 - 16 + shift))): mult is Q15 here
 * so every product fits in 32 bits. */
__attribute__((noinline)) static void requantise(int32_t mult, int shift)
{
    int32_t round = 1 << (14 + shift);
    for (int i = 0; i < N; i++) {
        int32_t v = (acc[i] * mult + round) >> (15 + shift);
        v = v < -128 ? -128 : (v > 127 ? 127 : v);
        rq[i] = (int8_t)v;
    }
}

__attribute__((noinline)) static void sat_adds(void)
{
    for (int i = 0; i < N; i++) {
        uint32_t s = (uint32_t)ua[i] + ub[i];
        usat[i] = (uint8_t)(s > 255u ? 255u : s);
    }
    for (int i = 0; i < N; i++) {
        int32_t s = (int32_t)sa[i] + sb[i];
        ssat[i] = (int16_t)(s > 32767 ? 32767 : (s < -32768 ? -32768 : s));
    }
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 21;
    for (int i = 0; i < N; i++) {
        xf[i] = kc_lcg_f32(&seed) * 6.0f;
        acc[i] = (int32_t)kc_lcg(&seed) >> 17;
        ua[i] = (uint8_t)(kc_lcg(&seed) >> 24);
        ub[i] = (uint8_t)(kc_lcg(&seed) >> 24);
        sa[i] = (int16_t)(kc_lcg(&seed) >> 16);
        sb[i] = (int16_t)(kc_lcg(&seed) >> 16);
    }
    /* Ties and saturation probes. */
    static const float probes[] = { 0.5f, 1.5f, 2.5f, -0.5f, -1.5f, 200.0f, -200.0f, 127.5f };
    const float scale = 0.05f;              /* 6.0 / 127 rounded down a bit */
    for (int i = 0; i < 8; i++) xf[i] = probes[i] * scale;

    quantise(1.0f / scale);
    dequantise(scale);
    requantise(23170, 4);                   /* ~ 0.7071 / 16 */
    sat_adds();

    kc_puts("probes:");
    for (int i = 0; i < 8; i++) { kc_putc(' '); kc_put_i32(q[i]); }
    kc_nl();

    uint32_t bad = 0, h = KC_FNV_INIT;
    float max_err = 0.0f;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < N; i++) {
        /* Scalar reference with an explicit round-half-even. */
        float v = xf[i] * (1.0f / scale);
        v = v < -128.0f ? -128.0f : (v > 127.0f ? 127.0f : v);
        int32_t r = (int32_t)v;             /* truncates toward zero */
        float frac = v - (float)r;
        if (frac > 0.5f || (frac == 0.5f && (r & 1))) r++;
        if (frac < -0.5f || (frac == -0.5f && (r & 1))) r--;
        bad += q[i] != r;
        float err = __builtin_fabsf(deq[i] - xf[i]);
        if (i >= 8 && err > max_err) max_err = err;
        int32_t a = (acc[i] * 23170 + (1 << 18)) >> 19;
        a = a < -128 ? -128 : (a > 127 ? 127 : a);
        bad += rq[i] != a;
        uint32_t us = (uint32_t)ua[i] + ub[i];
        bad += usat[i] != (us > 255u ? 255u : us);
        int32_t ss = sa[i] + sb[i];
        if (ss > 32767) ss = 32767;
        if (ss < -32768) ss = -32768;
        bad += ssat[i] != ss;
        h = kc_fnv(kc_fnv(h, (uint32_t)(uint8_t)q[i] | (uint32_t)(uint8_t)rq[i] << 8 | (uint32_t)usat[i] << 16),
                   (uint32_t)(uint16_t)ssat[i]);
    }
    kc_line_hex("hash", h);
    kc_line_f32("max_dequant_error", max_err);
    kc_line_u32("mismatches", bad);
    fails += !kc_check("vector_matches_scalar", bad == 0);
    fails += !kc_check("probes_round_half_even",
                       q[0] == 0 && q[1] == 2 && q[2] == 2 && q[3] == 0 && q[4] == -2 &&
                       q[5] == 127 && q[6] == -128 && q[7] == 127);
    fails += !kc_check("dequant_error_bound", max_err <= scale * 0.5f + 1e-6f);
    return fails;
}
