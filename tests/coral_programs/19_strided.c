/* Non-unit-stride access: column sums of a row-major matrix (stride = row
 * length), stride-2 complex magnitudes, stride-3 RGB to grey, and an
 * indexed gather. Each compared with a scalar loop. */
#include "kc_io.h"

#define R 20
#define C 36
#define NP 150
static int32_t mat[R][C], colsum[C], colsum_ref[C];
static float cplx[2 * NP], mag2[NP];
static uint8_t rgb[3 * NP], grey[NP];
static uint16_t idx[NP];
static float gathered[NP];

__attribute__((noinline)) static void kernels(void)
{
    /* Column-major walk: for each column, step down the rows. */
    for (int j = 0; j < C; j++) {
        int32_t s = 0;
        for (int i = 0; i < R; i++) s += mat[i][j];
        colsum[j] = s;
    }
    for (int i = 0; i < NP; i++) {
        float re = cplx[2 * i], im = cplx[2 * i + 1];
        mag2[i] = re * re + im * im;
    }
    /* Rec. 601 luma weights in 8.8 fixed point. */
    for (int i = 0; i < NP; i++)
        grey[i] = (uint8_t)((77u * rgb[3 * i] + 150u * rgb[3 * i + 1] + 29u * rgb[3 * i + 2] + 128u) >> 8);
    for (int i = 0; i < NP; i++) gathered[i] = cplx[idx[i]] * 2.0f;
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 19;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) mat[i][j] = (int32_t)kc_lcg(&seed) >> 12;
    for (int i = 0; i < 2 * NP; i++) cplx[i] = kc_lcg_f32(&seed) * 5.0f;
    for (int i = 0; i < 3 * NP; i++) rgb[i] = (uint8_t)(kc_lcg(&seed) >> 24);
    for (int i = 0; i < NP; i++) idx[i] = (uint16_t)((kc_lcg(&seed) >> 16) % (2 * NP));

    kernels();

    uint32_t bad = 0, h = KC_FNV_INIT;
    /* Row-major reference for the column sums. */
    for (int j = 0; j < C; j++) colsum_ref[j] = 0;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) colsum_ref[j] += mat[i][j];
    for (int j = 0; j < C; j++) { bad += colsum[j] != colsum_ref[j]; h = kc_fnv(h, (uint32_t)colsum[j]); }
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < NP; i++) {
        float re = cplx[2 * i], im = cplx[2 * i + 1];
        bad += kc_f2u(mag2[i]) != kc_f2u(re * re + im * im);
        uint32_t g = (77u * rgb[3 * i] + 150u * rgb[3 * i + 1] + 29u * rgb[3 * i + 2] + 128u) >> 8;
        bad += grey[i] != g;
        bad += kc_f2u(gathered[i]) != kc_f2u(cplx[idx[i]] * 2.0f);
        h = kc_fnv(kc_fnv(kc_fnv(h, kc_f2u(mag2[i])), grey[i]), kc_f2u(gathered[i]));
    }
    kc_line_i32("colsum0", colsum[0]);
    kc_line_f32("mag2_0", mag2[0]);
    kc_line_u32("grey0", grey[0]);
    kc_line_f32("gathered_last", gathered[NP - 1]);
    kc_line_hex("hash", h);
    kc_line_u32("mismatches", bad);
    fails += !kc_check("strided_matches_scalar", bad == 0);
    return fails;
}
