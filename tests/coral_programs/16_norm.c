/* LayerNorm and RMSNorm over the rows of an 8 x 96 matrix, with learned
 * gamma/beta. The reductions are reassociated (vector partial sums); the
 * per-row 1/sqrt is one scalar fsqrt. A second pass with gamma=1, beta=0
 * must give rows of mean ~0 and variance ~1. */
#include "kc_io.h"

#define R 8
#define C 96
static float x[R][C], ln[R][C], rms[R][C], gamma_[C], beta_[C], unit[R][C];

__attribute__((noinline)) static void layernorm(const float *in, float *out, const float *g, const float *b)
{
#pragma clang fp reassociate(on)
    float s = 0.0f;
    for (int j = 0; j < C; j++) s += in[j];
    float mean = s * (1.0f / C);
    float v = 0.0f;
    for (int j = 0; j < C; j++) { float d = in[j] - mean; v += d * d; }
    float inv = 1.0f / __builtin_sqrtf(v * (1.0f / C) + 1e-5f);
    for (int j = 0; j < C; j++) out[j] = (in[j] - mean) * inv * g[j] + b[j];
}

__attribute__((noinline)) static void rmsnorm(const float *in, float *out, const float *g)
{
#pragma clang fp reassociate(on)
    float s = 0.0f;
    for (int j = 0; j < C; j++) s += in[j] * in[j];
    float inv = 1.0f / __builtin_sqrtf(s * (1.0f / C) + 1e-6f);
    for (int j = 0; j < C; j++) out[j] = in[j] * inv * g[j];
}

static float ones[C], zeros[C];

int main(void)
{
    int fails = 0;
    uint32_t seed = 16;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) x[i][j] = kc_lcg_f32(&seed) * (float)(i + 1) + (float)i - 3.0f;
    for (int j = 0; j < C; j++) {
        gamma_[j] = 1.0f + 0.5f * kc_lcg_f32(&seed);
        beta_[j] = 0.25f * kc_lcg_f32(&seed);
        ones[j] = 1.0f;
    }

    uint32_t hl = KC_FNV_INIT, hr = KC_FNV_INIT;
    int unit_ok = 1, rms_ok = 1;
    for (int i = 0; i < R; i++) {
        layernorm(x[i], ln[i], gamma_, beta_);
        rmsnorm(x[i], rms[i], gamma_);
        layernorm(x[i], unit[i], ones, zeros);
        float m = 0.0f, v = 0.0f, ms = 0.0f;
        for (int j = 0; j < C; j++) m += unit[i][j];
        m *= 1.0f / C;
        for (int j = 0; j < C; j++) {
            v += (unit[i][j] - m) * (unit[i][j] - m);
            float r = rms[i][j] / gamma_[j];
            ms += r * r;
            hl = kc_fnv(hl, kc_f2u(ln[i][j]));
            hr = kc_fnv(hr, kc_f2u(rms[i][j]));
        }
        v *= 1.0f / C;
        ms *= 1.0f / C;
        kc_puts("row "); kc_put_u32((uint32_t)i);
        kc_puts(" mean="); kc_put_f32(m);
        kc_puts(" var="); kc_put_f32(v);
        kc_puts(" rms_ms="); kc_put_f32(ms);
        kc_puts(" ln0="); kc_put_f32(ln[i][0]);
        kc_nl();
        unit_ok &= __builtin_fabsf(m) < 1e-5f && __builtin_fabsf(v - 1.0f) < 1e-3f;
        rms_ok &= __builtin_fabsf(ms - 1.0f) < 1e-3f;
    }
    kc_line_hex("layernorm_hash", hl);
    kc_line_hex("rmsnorm_hash", hr);
    fails += !kc_check("layernorm_unit_stats", unit_ok);
    fails += !kc_check("rmsnorm_unit_mean_square", rms_ok);
    return fails;
}
