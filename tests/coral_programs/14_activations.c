/* exp-based activations with a hand-written exp (kc_math.h): exp, sigmoid,
 * SiLU and GELU (tanh form). Checked against known values and against the
 * same code run with vectorisation disabled (must be bit-identical). */
#include "kc_math.h"

#define N 260
static float x[N], e[N], sg[N], silu[N], gelu[N];

__attribute__((noinline)) static void act_vec(const float *in, int n)
{
    for (int i = 0; i < n; i++) {
        float v = in[i];
        e[i] = kc_expf(v);
        float s = kc_sigmoidf(v);
        sg[i] = s;
        silu[i] = v * s;
        gelu[i] = 0.5f * v * (1.0f + kc_tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
    }
}

static float gelu_scalar(float v)
{
    return 0.5f * v * (1.0f + kc_tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
}

static int near(float got, float want, float rel)
{
    float d = __builtin_fabsf(got - want);
    return d <= rel * __builtin_fabsf(want) + 1e-7f;
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 14;
    for (int i = 0; i < N; i++) x[i] = kc_lcg_f32(&seed) * 12.0f;
    /* Fixed probes at the front. */
    static const float probes[] = { 0.0f, 1.0f, -1.0f, 10.0f, -10.0f, 0.5f, 88.0f, -87.0f, 100.0f, -100.0f };
    for (int i = 0; i < 10; i++) x[i] = probes[i];
    act_vec(x, N);

    for (int i = 0; i < 10; i++) {
        kc_puts("x="); kc_put_f32(x[i]);
        kc_puts(" exp="); kc_put_f32(e[i]);
        kc_puts(" sigmoid="); kc_put_f32(sg[i]);
        kc_puts(" silu="); kc_put_f32(silu[i]);
        kc_puts(" gelu="); kc_put_f32(gelu[i]);
        kc_nl();
    }
    int known = near(e[1], 2.71828183f, 3e-7f) && near(e[2], 0.367879441f, 3e-7f) &&
                near(e[3], 22026.4658f, 3e-7f) && near(e[4], 4.53999298e-5f, 3e-7f) &&
                sg[0] == 0.5f && near(silu[1], 0.731058579f, 1e-6f) &&
                near(gelu[1], 0.841191990f, 1e-6f) && near(gelu[2], -0.158808009f, 1e-5f);
    fails += !kc_check("known_values", known);

    uint32_t bad = 0, h = KC_FNV_INIT;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < N; i++) {
        float v = x[i], s = kc_sigmoidf(v);
        bad += kc_f2u(e[i]) != kc_f2u(kc_expf(v));
        bad += kc_f2u(sg[i]) != kc_f2u(s);
        bad += kc_f2u(silu[i]) != kc_f2u(v * s);
        bad += kc_f2u(gelu[i]) != kc_f2u(gelu_scalar(v));
    }
    for (int i = 0; i < N; i++)
        h = kc_fnv(kc_fnv(kc_fnv(kc_fnv(h, kc_f2u(e[i])), kc_f2u(sg[i])), kc_f2u(silu[i])), kc_f2u(gelu[i]));
    kc_line_hex("hash", h);
    kc_line_u32("vector_scalar_mismatches", bad);
    fails += !kc_check("vector_matches_scalar", bad == 0);

    /* Monotonic sigmoid over a sorted ramp. */
    int mono = 1;
    for (int i = 0; i < 64; i++) x[i] = -8.0f + 0.25f * (float)i;
    act_vec(x, 64);
    for (int i = 1; i < 64; i++) mono &= sg[i] >= sg[i - 1];
    fails += !kc_check("sigmoid_monotonic", mono);
    return fails;
}
