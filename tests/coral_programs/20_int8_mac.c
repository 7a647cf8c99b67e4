/* Narrow-integer multiply-accumulate, the core of quantised inference:
 * int8 x int8 -> int32 dot products, int16 x int16 -> int32, uint8 x int8
 * mixed signedness, and an int8 matrix-vector product. All exact. */
#include "kc_io.h"

#define N 1000
#define M 16
#define K 64
static int8_t a8[N], b8[N], w8[M][K], x8[K];
static uint8_t u8[N];
static int16_t a16[N], b16[N];
static int32_t y[M];

__attribute__((noinline)) static int32_t dot_s8(const int8_t *a, const int8_t *b, int n)
{
    int32_t s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

__attribute__((noinline)) static int32_t dot_u8s8(const uint8_t *a, const int8_t *b, int n)
{
    int32_t s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

__attribute__((noinline)) static int32_t dot_s16(const int16_t *a, const int16_t *b, int n)
{
    int32_t s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

__attribute__((noinline)) static void gemv_s8(void)
{
    for (int i = 0; i < M; i++) {
        int32_t s = 0;
        for (int k = 0; k < K; k++) s += w8[i][k] * x8[k];
        y[i] = s;
    }
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 20;
    for (int i = 0; i < N; i++) {
        uint32_t r = kc_lcg(&seed);
        a8[i] = (int8_t)(r >> 24);
        b8[i] = (int8_t)(r >> 16);
        u8[i] = (uint8_t)(r >> 8);
        a16[i] = (int16_t)(kc_lcg(&seed) >> 16);
        b16[i] = (int16_t)(kc_lcg(&seed) >> 18);
    }
    a8[0] = b8[0] = -128;              /* the one product that needs 15 bits */
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++) w8[i][k] = (int8_t)(kc_lcg(&seed) >> 24);
    for (int k = 0; k < K; k++) x8[k] = (int8_t)(kc_lcg(&seed) >> 24);

    int32_t d8 = dot_s8(a8, b8, N), du = dot_u8s8(u8, b8, N), d16 = dot_s16(a16, b16, N);
    gemv_s8();

    int32_t r8 = 0, ru = 0, r16 = 0;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < N; i++) {
        r8 += (int32_t)a8[i] * (int32_t)b8[i];
        ru += (int32_t)u8[i] * (int32_t)b8[i];
        r16 += (int32_t)a16[i] * (int32_t)b16[i];
    }
    uint32_t gok = 0, h = KC_FNV_INIT;
    for (int i = 0; i < M; i++) {
        int32_t s = 0;
#pragma clang loop vectorize(disable) interleave(disable)
        for (int k = 0; k < K; k++) s += (int32_t)w8[i][k] * (int32_t)x8[k];
        gok += s == y[i];
        h = kc_fnv(h, (uint32_t)y[i]);
    }
    kc_line_i32("dot_s8", d8);
    kc_line_i32("dot_u8s8", du);
    kc_line_i32("dot_s16", d16);
    kc_line_i32("dot_s8_short", dot_s8(a8, b8, 13));
    kc_line_hex("gemv_hash", h);
    fails += !kc_check("s8_exact", d8 == r8);
    fails += !kc_check("u8s8_exact", du == ru);
    fails += !kc_check("s16_exact", d16 == r16);
    fails += !kc_check("gemv_exact", gok == M);
    return fails;
}
