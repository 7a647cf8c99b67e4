/* Matrix transposes: int32 16x16, float 12x20 and a uint8 8x40, through a
 * plain loop (strided stores or loads once vectorised) and a 4x4-blocked
 * loop. Transposing twice must give the original back. */
#include "kc_io.h"

#define N 16
#define FR 12
#define FC 20
#define BR 8
#define BC 40
static int32_t m[N][N], t1[N][N], t2[N][N], back[N][N];
static float f[FR][FC], ft[FC][FR], fback[FR][FC];
static uint8_t b[BR][BC], bt[BC][BR];

__attribute__((noinline)) static void transposes(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) t1[j][i] = m[i][j];
    /* Blocked: whole 4x4 tiles at a time. */
    for (int bi = 0; bi < N; bi += 4)
        for (int bj = 0; bj < N; bj += 4)
            for (int i = bi; i < bi + 4; i++)
                for (int j = bj; j < bj + 4; j++) t2[j][i] = m[i][j];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) back[i][j] = t1[j][i];
    for (int i = 0; i < FR; i++)
        for (int j = 0; j < FC; j++) ft[j][i] = f[i][j];
    for (int j = 0; j < FC; j++)
        for (int i = 0; i < FR; i++) fback[i][j] = ft[j][i];
    for (int i = 0; i < BR; i++)
        for (int j = 0; j < BC; j++) bt[j][i] = b[i][j];
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 23;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) m[i][j] = (int32_t)kc_lcg(&seed);
    for (int i = 0; i < FR; i++)
        for (int j = 0; j < FC; j++) f[i][j] = kc_lcg_f32(&seed);
    for (int i = 0; i < BR; i++)
        for (int j = 0; j < BC; j++) b[i][j] = (uint8_t)(kc_lcg(&seed) >> 24);

    transposes();

    uint32_t bad = 0, h = KC_FNV_INIT;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            bad += t1[j][i] != m[i][j];
            bad += t2[j][i] != m[i][j];
            bad += back[i][j] != m[i][j];
            h = kc_fnv(h, (uint32_t)t1[i][j]);
        }
    for (int i = 0; i < FR; i++)
        for (int j = 0; j < FC; j++) {
            bad += kc_f2u(ft[j][i]) != kc_f2u(f[i][j]);
            bad += kc_f2u(fback[i][j]) != kc_f2u(f[i][j]);
            h = kc_fnv(h, kc_f2u(ft[j][i]));
        }
    for (int i = 0; i < BR; i++)
        for (int j = 0; j < BC; j++) {
            bad += bt[j][i] != b[i][j];
            h = kc_fnv(h, bt[j][i]);
        }
    kc_line_hex("t1_0_1", (uint32_t)t1[0][1]);
    kc_line_f32("ft_19_11", ft[FC - 1][FR - 1]);
    kc_line_u32("bt_39_7", bt[BC - 1][BR - 1]);
    kc_line_hex("hash", h);
    kc_line_u32("mismatches", bad);
    fails += !kc_check("transposes_correct", bad == 0);
    return fails;
}
