/* Scalar throughput benchmark (not part of the conformance set): CRC-32,
 * insertion sort, int32 matrix multiply and a float polynomial/Newton loop.
 * build_bench.sh compiles it with -fno-vectorize -fno-slp-vectorize so
 * every loop stays scalar. Prints one checksum line and exits 0.
 * BENCH_REPS scales the run length (default sized for a few million
 * instructions). */
#include "kc_io.h"

#ifndef BENCH_REPS
#define BENCH_REPS 12
#endif

#define NBUF 2048
#define NSORT 256
#define NM 24

static uint8_t buf[NBUF];
static uint32_t crc_tab[256];
static int32_t keys[NSORT];
static int32_t ma[NM][NM], mb[NM][NM], mc[NM][NM];
static float fv[256];

static uint32_t crc32(const uint8_t *p, int n, uint32_t crc)
{
    crc = ~crc;
    for (int i = 0; i < n; i++) crc = crc_tab[(crc ^ p[i]) & 0xffu] ^ (crc >> 8);
    return ~crc;
}

static void isort(int32_t *v, int n)
{
    for (int i = 1; i < n; i++) {
        int32_t x = v[i];
        int j = i - 1;
        while (j >= 0 && v[j] > x) { v[j + 1] = v[j]; j--; }
        v[j + 1] = x;
    }
}

static void imatmul(void)
{
    for (int i = 0; i < NM; i++)
        for (int j = 0; j < NM; j++) {
            int32_t s = 0;
            for (int k = 0; k < NM; k++) s += ma[i][k] * mb[k][j];
            mc[i][j] = s;
        }
}

/* Horner polynomial plus Newton reciprocal: dependent FP chains. */
static float fp_work(void)
{
    float acc = 0.0f;
    for (int i = 0; i < 256; i++) {
        float x = fv[i];
        float p = ((((0.0083f * x + 0.0416f) * x + 0.1666f) * x + 0.5f) * x + 1.0f) * x + 1.0f;
        float d = 1.0f + x * x, r = 0.5f;
        for (int k = 0; k < 4; k++) r = r * (2.0f - d * r);
        acc += p * r;
    }
    return acc;
}

int main(void)
{
    uint32_t seed = 1234, sum = KC_FNV_INIT;
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1u) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
        crc_tab[i] = c;
    }
    for (int i = 0; i < NBUF; i++) buf[i] = (uint8_t)(kc_lcg(&seed) >> 24);
    for (int i = 0; i < 256; i++) fv[i] = kc_lcg_f32(&seed) * 0.9f;

    float facc = 0.0f;
    for (int rep = 0; rep < BENCH_REPS; rep++) {
        uint32_t crc = 0;
        for (int r = 0; r < 8; r++) crc = crc32(buf, NBUF, crc);
        sum = kc_fnv(sum, crc);

        for (int i = 0; i < NSORT; i++) keys[i] = (int32_t)kc_lcg(&seed) >> 8;
        isort(keys, NSORT);
        sum = kc_fnv(sum, (uint32_t)keys[NSORT / 2]);

        for (int i = 0; i < NM; i++)
            for (int j = 0; j < NM; j++) {
                ma[i][j] = (int32_t)(kc_lcg(&seed) >> 20) - 2048;
                mb[i][j] = (int32_t)(kc_lcg(&seed) >> 20) - 2048;
            }
        imatmul();
        for (int i = 0; i < NM; i++) sum = kc_fnv(sum, (uint32_t)mc[i][i]);

        facc += fp_work();
    }
    kc_line_hex("bench_scalar_checksum", kc_fnv(sum, kc_f2u(facc)));
    return 0;
}
