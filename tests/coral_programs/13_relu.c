/* Element-wise activations built from compares/selects and min/max:
 * ReLU, leaky ReLU, ReLU6 and hardtanh in float, ReLU and clamp in int32.
 * Vector loops must be bit-identical to the scalar ones. */
#include "kc_io.h"

#define N 300
static float x[N], relu[N], leaky[N], relu6[N], htanh[N], ref[N];
static int32_t xi[N], irelu[N], iclamp[N];

__attribute__((noinline)) static void activations(int n)
{
    for (int i = 0; i < n; i++) {
        float v = x[i];
        relu[i] = v > 0.0f ? v : 0.0f;
        leaky[i] = v > 0.0f ? v : 0.01f * v;
        relu6[i] = __builtin_fminf(__builtin_fmaxf(v, 0.0f), 6.0f);
        htanh[i] = v < -1.0f ? -1.0f : (v > 1.0f ? 1.0f : v);
    }
    for (int i = 0; i < n; i++) {
        irelu[i] = xi[i] > 0 ? xi[i] : 0;
        iclamp[i] = xi[i] < -1000 ? -1000 : (xi[i] > 1000 ? 1000 : xi[i]);
    }
}

static uint32_t hash_f(const float *a, int n)
{
    uint32_t h = KC_FNV_INIT;
    for (int i = 0; i < n; i++) h = kc_fnv(h, kc_f2u(a[i]));
    return h;
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 13;
    for (int i = 0; i < N; i++) {
        x[i] = kc_lcg_f32(&seed) * 10.0f;
        xi[i] = (int32_t)kc_lcg(&seed) >> 20;
    }
    x[0] = -0.0f;                      /* sign of zero must survive the selects */
    x[1] = 6.0f;
    x[2] = -1.0f;
    activations(N);

    uint32_t bad = 0;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < N; i++) {
        float v = x[i], r = v > 0.0f ? v : 0.0f;
        bad += kc_f2u(relu[i]) != kc_f2u(r);
        bad += kc_f2u(leaky[i]) != kc_f2u(v > 0.0f ? v : 0.01f * v);
        float r6 = v < 0.0f ? 0.0f : (v > 6.0f ? 6.0f : v);
        if (v == 0.0f) r6 = 0.0f;      /* fmax(-0, +0) is +0 */
        bad += kc_f2u(relu6[i]) != kc_f2u(r6);
        ref[i] = v < -1.0f ? -1.0f : (v > 1.0f ? 1.0f : v);
        bad += kc_f2u(htanh[i]) != kc_f2u(ref[i]);
        bad += irelu[i] != (xi[i] < 0 ? 0 : xi[i]);
        int32_t c = xi[i];
        if (c > 1000) c = 1000;
        if (c < -1000) c = -1000;
        bad += iclamp[i] != c;
    }
    uint32_t hi = KC_FNV_INIT;
    for (int i = 0; i < N; i++) hi = kc_fnv(kc_fnv(hi, (uint32_t)irelu[i]), (uint32_t)iclamp[i]);
    kc_line_hex("relu", hash_f(relu, N));
    kc_line_hex("leaky", hash_f(leaky, N));
    kc_line_hex("relu6", hash_f(relu6, N));
    kc_line_hex("hardtanh", hash_f(htanh, N));
    kc_line_hex("int", hi);
    kc_line_f32("relu_of_minus0", relu[0]);
    kc_line_f32("leaky_3", leaky[3]);
    kc_line_u32("mismatches", bad);
    fails += !kc_check("vector_matches_scalar", bad == 0);
    return fails;
}
