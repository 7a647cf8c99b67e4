/* Small GEMMs in i-k-j order so the inner loop is a vectorisable row
 * update: float 16x16x16 and int32 12x20x10 (odd shapes exercise the
 * tails). Each C[i][j] accumulates k in increasing order, exactly like the
 * scalar triple loop, so results must be bit-identical. */
#include "kc_io.h"

#define N 16
#define IM 12
#define IK 10
#define IN 20
static float a[N][N], b[N][N], c[N][N];
static int32_t ia[IM][IK], ib[IK][IN], ic[IM][IN];

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

__attribute__((noinline)) static void igemm(void)
{
    for (int i = 0; i < IM; i++) {
        for (int j = 0; j < IN; j++) ic[i][j] = 0;
        for (int k = 0; k < IK; k++) {
            int32_t aik = ia[i][k];
            for (int j = 0; j < IN; j++) ic[i][j] += aik * ib[k][j];
        }
    }
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 18;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { a[i][j] = kc_lcg_f32(&seed); b[i][j] = kc_lcg_f32(&seed); }
    for (int i = 0; i < IM; i++)
        for (int k = 0; k < IK; k++) ia[i][k] = (int32_t)kc_lcg(&seed) >> 18;
    for (int k = 0; k < IK; k++)
        for (int j = 0; j < IN; j++) ib[k][j] = (int32_t)kc_lcg(&seed) >> 18;

    sgemm();
    igemm();

    uint32_t bad = 0, hf = KC_FNV_INIT, hi = KC_FNV_INIT;
    float trace = 0.0f;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            float s = 0.0f;
#pragma clang loop vectorize(disable) interleave(disable)
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            bad += kc_f2u(s) != kc_f2u(c[i][j]);
            hf = kc_fnv(hf, kc_f2u(c[i][j]));
        }
        trace += c[i][i];
    }
    for (int i = 0; i < IM; i++)
        for (int j = 0; j < IN; j++) {
            int32_t s = 0;
#pragma clang loop vectorize(disable) interleave(disable)
            for (int k = 0; k < IK; k++) s += ia[i][k] * ib[k][j];
            bad += s != ic[i][j];
            hi = kc_fnv(hi, (uint32_t)ic[i][j]);
        }
    kc_line_f32("c00", c[0][0]);
    kc_line_f32("c_15_15", c[N - 1][N - 1]);
    kc_line_f32("trace", trace);
    kc_line_i32("ic00", ic[0][0]);
    kc_line_i32("ic_last", ic[IM - 1][IN - 1]);
    kc_line_hex("sgemm_hash", hf);
    kc_line_hex("igemm_hash", hi);
    fails += !kc_check("matches_scalar", bad == 0);
    return fails;
}
