/* Row-wise softmax over an 8 x 64 matrix: max (8-lane blocked so it
 * vectorises), exp(x - max), reassociated sum, scale by the reciprocal.
 * Row sums must be ~1, and the result must not depend on a constant shift
 * of the logits. */
#include "kc_math.h"

#define R 8
#define C 64
static float logits[R][C], prob[R][C], prob2[R][C];

__attribute__((noinline)) static float row_max(const float *a)
{
    float p[8];
    for (int j = 0; j < 8; j++) p[j] = a[j];
    for (int b = 1; b < C / 8; b++)
        for (int j = 0; j < 8; j++) p[j] = __builtin_fmaxf(p[j], a[8 * b + j]);
    float m = p[0];
    for (int j = 1; j < 8; j++) m = __builtin_fmaxf(m, p[j]);
    return m;
}

__attribute__((noinline)) static void softmax_row(const float *in, float *out, float shift)
{
#pragma clang fp reassociate(on)
    float m = row_max(in);
    float s = 0.0f;
    for (int j = 0; j < C; j++) {
        float e = kc_expf(in[j] + shift - (m + shift));
        out[j] = e;
        s += e;
    }
    float inv = 1.0f / s;
    for (int j = 0; j < C; j++) out[j] *= inv;
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 15;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) logits[i][j] = kc_lcg_f32(&seed) * (float)(2 * i + 1);

    uint32_t h = KC_FNV_INIT;
    int sums_ok = 1, argmax_ok = 1;
    float worst_shift = 0.0f;
    for (int i = 0; i < R; i++) {
        softmax_row(logits[i], prob[i], 0.0f);
        softmax_row(logits[i], prob2[i], 3.0f);
        float s = 0.0f, best = -1.0f;
        int arg = 0, larg = 0;
        for (int j = 0; j < C; j++) {
            s += prob[i][j];
            if (prob[i][j] > best) { best = prob[i][j]; arg = j; }
            if (logits[i][j] > logits[i][larg]) larg = j;
            float d = __builtin_fabsf(prob[i][j] - prob2[i][j]);
            if (d > worst_shift) worst_shift = d;
            h = kc_fnv(h, kc_f2u(prob[i][j]));
        }
        kc_puts("row "); kc_put_u32((uint32_t)i);
        kc_puts(" sum="); kc_put_f32(s);
        kc_puts(" argmax="); kc_put_u32((uint32_t)arg);
        kc_puts(" pmax="); kc_put_f32(best);
        kc_nl();
        sums_ok &= __builtin_fabsf(s - 1.0f) < 1e-5f;
        argmax_ok &= arg == larg;
    }
    kc_line_hex("hash", h);
    kc_line_f32("worst_shift_diff", worst_shift);
    fails += !kc_check("rows_sum_to_one", sums_ok);
    fails += !kc_check("argmax_preserved", argmax_ok);
    fails += !kc_check("shift_invariant", worst_shift < 1e-5f);
    return fails;
}
