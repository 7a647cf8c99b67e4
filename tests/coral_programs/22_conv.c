/* Tiny convolutions (valid padding): conv1d float with a 7-tap kernel,
 * conv2d 3x3 float on 18x18 -> 16x16, conv2d 3x3 int32 on 14x22 -> 12x20.
 * Taps are accumulated in the same order as the scalar reference, so the
 * vector results must be bit-identical. */
#include "kc_io.h"

#define L 203
#define T 7
#define H 18
#define W 18
#define IH 14
#define IW 22
static float sig[L], k1[T], out1[L - T + 1];
static float img[H][W], k2[3][3], out2[H - 2][W - 2];
static int32_t iimg[IH][IW], ik[3][3], iout[IH - 2][IW - 2];

__attribute__((noinline)) static void conv1d(void)
{
    for (int i = 0; i < L - T + 1; i++) {
        float s = 0.0f;
        for (int t = 0; t < T; t++) s += sig[i + t] * k1[t];
        out1[i] = s;
    }
}

/* Tap loops outside, pixel loop inside: each tap is an axpy over a row. */
__attribute__((noinline)) static void conv2d_f(void)
{
    for (int y = 0; y < H - 2; y++) {
        for (int x = 0; x < W - 2; x++) out2[y][x] = 0.0f;
        for (int dy = 0; dy < 3; dy++)
            for (int dx = 0; dx < 3; dx++) {
                float w = k2[dy][dx];
                for (int x = 0; x < W - 2; x++) out2[y][x] += img[y + dy][x + dx] * w;
            }
    }
}

__attribute__((noinline)) static void conv2d_i(void)
{
    for (int y = 0; y < IH - 2; y++) {
        for (int x = 0; x < IW - 2; x++) iout[y][x] = 0;
        for (int dy = 0; dy < 3; dy++)
            for (int dx = 0; dx < 3; dx++) {
                int32_t w = ik[dy][dx];
                for (int x = 0; x < IW - 2; x++) iout[y][x] += iimg[y + dy][x + dx] * w;
            }
    }
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 22;
    for (int i = 0; i < L; i++) sig[i] = kc_lcg_f32(&seed);
    for (int t = 0; t < T; t++) k1[t] = kc_lcg_f32(&seed) * 0.5f;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) img[y][x] = kc_lcg_f32(&seed);
    for (int y = 0; y < IH; y++)
        for (int x = 0; x < IW; x++) iimg[y][x] = (int32_t)(kc_lcg(&seed) >> 24) - 128;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            k2[i][j] = kc_lcg_f32(&seed);
            ik[i][j] = (int32_t)(kc_lcg(&seed) >> 28) - 8;
        }

    conv1d();
    conv2d_f();
    conv2d_i();

    uint32_t bad = 0, h = KC_FNV_INIT;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < L - T + 1; i++) {
        float s = 0.0f;
        for (int t = 0; t < T; t++) s += sig[i + t] * k1[t];
        bad += kc_f2u(s) != kc_f2u(out1[i]);
        h = kc_fnv(h, kc_f2u(out1[i]));
    }
    for (int y = 0; y < H - 2; y++)
#pragma clang loop vectorize(disable) interleave(disable)
        for (int x = 0; x < W - 2; x++) {
            float s = 0.0f;
            for (int dy = 0; dy < 3; dy++)
                for (int dx = 0; dx < 3; dx++) s += img[y + dy][x + dx] * k2[dy][dx];
            bad += kc_f2u(s) != kc_f2u(out2[y][x]);
            h = kc_fnv(h, kc_f2u(out2[y][x]));
        }
    for (int y = 0; y < IH - 2; y++)
#pragma clang loop vectorize(disable) interleave(disable)
        for (int x = 0; x < IW - 2; x++) {
            int32_t s = 0;
            for (int dy = 0; dy < 3; dy++)
                for (int dx = 0; dx < 3; dx++) s += iimg[y + dy][x + dx] * ik[dy][dx];
            bad += s != iout[y][x];
            h = kc_fnv(h, (uint32_t)iout[y][x]);
        }
    kc_line_f32("conv1d_0", out1[0]);
    kc_line_f32("conv2d_center", out2[7][7]);
    kc_line_i32("iconv_corner", iout[IH - 3][IW - 3]);
    kc_line_hex("hash", h);
    kc_line_u32("mismatches", bad);
    fails += !kc_check("conv_matches_scalar", bad == 0);
    return fails;
}
