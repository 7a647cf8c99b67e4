/* Vector throughput benchmark (not part of the conformance set): float
 * GEMM in i-k-j order (vfmacc row updates), reassociated dot products and
 * a saxpy sweep, all auto-vectorised for Zve32f. Prints one checksum line
 * and exits 0. BENCH_REPS scales the run length. */
#include "kc_io.h"

#ifndef BENCH_REPS
#define BENCH_REPS 40
#endif

#define N 32
#define NV 1024
static float a[N][N], b[N][N], c[N][N];
static float x[NV], y[NV];

__attribute__((noinline)) static void sgemm(void)
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) c[i][j] = 0.0f;
        for (int k = 0; k < N; k++) {
            float aik = a[i][k];
            for (int j = 0; j < N; j++) c[i][j] += aik * b[k][j];
        }
    }
}

__attribute__((noinline)) static float dot(const float *p, const float *q, int n)
{
#pragma clang fp reassociate(on)
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += p[i] * q[i];
    return s;
}

__attribute__((noinline)) static void saxpy(float s, const float *restrict p, float *restrict q, int n)
{
    for (int i = 0; i < n; i++) q[i] = s * p[i] + q[i];
}

int main(void)
{
    uint32_t seed = 4321, sum = KC_FNV_INIT;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { a[i][j] = kc_lcg_f32(&seed); b[i][j] = kc_lcg_f32(&seed); }
    for (int i = 0; i < NV; i++) { x[i] = kc_lcg_f32(&seed); y[i] = kc_lcg_f32(&seed); }

    for (int rep = 0; rep < BENCH_REPS; rep++) {
        sgemm();
        for (int i = 0; i < N; i++) sum = kc_fnv(sum, kc_f2u(c[i][(i + rep) % N]));
        /* Feed the result back so repetitions are not identical. */
        for (int i = 0; i < N; i++) a[i][rep % N] = c[i][i] * 0.125f;
        for (int r = 0; r < 16; r++) {
            sum = kc_fnv(sum, kc_f2u(dot(x, y, NV)));
            saxpy(-0.001f, y, x, NV);
            sum = kc_fnv(sum, kc_f2u(dot(&a[0][0], &b[0][0], N * N)));
        }
    }
    kc_line_hex("bench_vector_checksum", sum);
    return 0;
}
