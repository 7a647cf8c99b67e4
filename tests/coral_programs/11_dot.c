/* Dot products. int32 (wrapping) vectorises as a plain reduction; the
 * float one is allowed to reassociate (pragma), so its vector partial sums
 * differ from the in-order scalar sum by rounding only. The int result must
 * match exactly, the float one within a tolerance, and its bits are printed
 * so any change in summation order shows up against QEMU. */
#include "kc_io.h"

#define N 517
static int32_t ai[N], bi[N];
static float af[N], bf[N];

__attribute__((noinline)) static int32_t dot_i32(int n, const int32_t *a, const int32_t *b)
{
    uint32_t s = 0;                      /* unsigned: wrap-around is defined */
    for (int i = 0; i < n; i++) s += (uint32_t)a[i] * (uint32_t)b[i];
    return (int32_t)s;
}

__attribute__((noinline)) static float dot_f32(int n, const float *a, const float *b)
{
#pragma clang fp reassociate(on)
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

__attribute__((noinline)) static float dot_f32_ordered(int n, const float *a, const float *b)
{
    float s = 0.0f;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 11;
    for (int i = 0; i < N; i++) {
        ai[i] = (int32_t)kc_lcg(&seed) >> 8;
        bi[i] = (int32_t)kc_lcg(&seed) >> 20;
        af[i] = kc_lcg_f32(&seed);
        bf[i] = kc_lcg_f32(&seed) * 2.0f;
    }
    int32_t di = dot_i32(N, ai, bi);
    uint32_t ref = 0;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < N; i++) ref += (uint32_t)ai[i] * (uint32_t)bi[i];
    kc_line_i32("dot_i32", di);
    fails += !kc_check("dot_i32_exact", (uint32_t)di == ref);

    float fv = dot_f32(N, af, bf), fs = dot_f32_ordered(N, af, bf);
    kc_line_f32("dot_f32_vector", fv);
    kc_line_f32("dot_f32_ordered", fs);
    float diff = __builtin_fabsf(fv - fs);
    fails += !kc_check("dot_f32_close", diff < 1e-4f);

    /* Self dot is a sum of squares: positive and equal to |a|^2 both ways. */
    float n2 = dot_f32(N, af, af);
    kc_line_f32("norm2", n2);
    kc_line_f32("norm", __builtin_sqrtf(n2));
    fails += !kc_check("norm2_positive", n2 > 0.0f);

    /* Short lengths hit the scalar-only and tail-only paths. */
    uint32_t h = KC_FNV_INIT;
    for (int n = 0; n < 12; n++) h = kc_fnv(kc_fnv(h, (uint32_t)dot_i32(n, ai, bi)), kc_f2u(dot_f32(n, af, bf)));
    kc_line_hex("short_hash", h);
    return fails;
}
