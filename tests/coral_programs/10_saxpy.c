/* y = a*x + y in float and int32. The noinline kernels take a runtime
 * length (1003: not a multiple of the vector width, so the scalar tail runs
 * too) and are compared bit-for-bit with non-vectorised references; both
 * contract a*x+y into one fused op, so the float results must be identical. */
#include "kc_io.h"

#define N 1003
static float x[N], y[N], yref[N];
static int32_t xi[N], yi[N], yiref[N];

__attribute__((noinline)) static void saxpy(int n, float a, const float *restrict xv, float *restrict yv)
{
    for (int i = 0; i < n; i++) yv[i] = a * xv[i] + yv[i];
}

__attribute__((noinline)) static void iaxpy(int n, int32_t a, const int32_t *restrict xv, int32_t *restrict yv)
{
    for (int i = 0; i < n; i++) yv[i] += a * xv[i];
}

/* No restrict: the loop vectoriser must add an overlap check, and the
 * overlapping call below has to take the scalar path to stay correct. */
__attribute__((noinline)) static void saxpy_alias(int n, float a, const float *xv, float *yv)
{
    for (int i = 0; i < n; i++) yv[i] = a * xv[i] + yv[i];
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 1;
    for (int i = 0; i < N; i++) {
        x[i] = kc_lcg_f32(&seed);
        y[i] = yref[i] = kc_lcg_f32(&seed) * 4.0f;
        xi[i] = (int32_t)(kc_lcg(&seed) >> 12) - 524288;
        yi[i] = yiref[i] = (int32_t)kc_lcg(&seed);
    }

    saxpy(N, 1.75f, x, y);
    iaxpy(N, -37, xi, yi);
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < N; i++) {
        yref[i] = 1.75f * x[i] + yref[i];
        yiref[i] += -37 * xi[i];
    }

    uint32_t hf = KC_FNV_INIT, hi = KC_FNV_INIT, bad = 0;
    for (int i = 0; i < N; i++) {
        bad += kc_f2u(y[i]) != kc_f2u(yref[i]);
        bad += yi[i] != yiref[i];
        hf = kc_fnv(hf, kc_f2u(y[i]));
        hi = kc_fnv(hi, (uint32_t)yi[i]);
    }
    kc_line_f32("y0", y[0]);
    kc_line_f32("y_last", y[N - 1]);
    kc_line_hex("saxpy_hash", hf);
    kc_line_hex("iaxpy_hash", hi);
    fails += !kc_check("vector_matches_scalar", bad == 0);

    /* Overlapping: y = x shifted by one element, a recurrence. */
    for (int i = 0; i < N; i++) yref[i] = y[i];
    saxpy_alias(N - 1, 0.5f, y, y + 1);
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < N - 1; i++) yref[i + 1] = 0.5f * yref[i] + yref[i + 1];
    bad = 0;
    for (int i = 0; i < N; i++) bad += kc_f2u(y[i]) != kc_f2u(yref[i]);
    kc_line_f32("recurrence_last", y[N - 1]);
    fails += !kc_check("overlap_handled", bad == 0);
    return fails;
}
