/* CRC-32 (IEEE), CRC-32C and Adler-32: bitwise and table-driven versions,
 * checked against the published check values. Exits with 3 on success so
 * the runners must propagate a non-zero status. */
#include "kc_io.h"

static uint32_t table[256];

static uint32_t crc_bitwise(uint32_t poly, const uint8_t *p, int n)
{
    uint32_t crc = 0xffffffffu;
    for (int i = 0; i < n; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (poly & (0u - (crc & 1u)));
    }
    return ~crc;
}

static void make_table(uint32_t poly)
{
#pragma clang loop vectorize(disable) interleave(disable)
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1u) ? (c >> 1) ^ poly : c >> 1;
        table[i] = c;
    }
}

static uint32_t crc_table(const uint8_t *p, int n)
{
    uint32_t crc = 0xffffffffu;
    for (int i = 0; i < n; i++) crc = table[(crc ^ p[i]) & 0xffu] ^ (crc >> 8);
    return ~crc;
}

static uint32_t adler32(const uint8_t *p, int n)
{
    uint32_t a = 1, b = 0;
    for (int i = 0; i < n; i++) { a = (a + p[i]) % 65521u; b = (b + a) % 65521u; }
    return (b << 16) | a;
}

static uint8_t buf[1500];

int main(void)
{
    static const char check[] = "123456789";
    static const char wiki[] = "Wikipedia";
    const uint32_t IEEE = 0xEDB88320u, CASTAGNOLI = 0x82F63B78u;
    int fails = 0;

    uint32_t seed = 7;
    for (int i = 0; i < (int)sizeof buf; i++) buf[i] = (uint8_t)(kc_lcg(&seed) >> 24);

    uint32_t c1 = crc_bitwise(IEEE, (const uint8_t *)check, 9);
    uint32_t c2 = crc_bitwise(CASTAGNOLI, (const uint8_t *)check, 9);
    uint32_t ad = adler32((const uint8_t *)wiki, 9);
    kc_line_hex("crc32_check", c1);
    kc_line_hex("crc32c_check", c2);
    kc_line_hex("adler32_wikipedia", ad);
    fails += !kc_check("crc32_known", c1 == 0xCBF43926u);
    fails += !kc_check("crc32c_known", c2 == 0xE3069283u);
    fails += !kc_check("adler32_known", ad == 0x11E60398u);

    make_table(IEEE);
    uint32_t t1 = crc_table(buf, sizeof buf);
    uint32_t b1 = crc_bitwise(IEEE, buf, sizeof buf);
    make_table(CASTAGNOLI);
    uint32_t t2 = crc_table(buf, sizeof buf);
    uint32_t b2 = crc_bitwise(CASTAGNOLI, buf, sizeof buf);
    kc_line_hex("crc32_buf", t1);
    kc_line_hex("crc32c_buf", t2);
    kc_line_hex("adler32_buf", adler32(buf, sizeof buf));
    fails += !kc_check("table_matches_bitwise", t1 == b1 && t2 == b2);

    /* Appending the little-endian CRC makes the residue constant. */
    /* memcpy (kc_io's scalar one) rather than byte loops, which the
     * compiler would unroll into vector stores. RV32 is little-endian. */
    uint8_t tail[13];
    memcpy(tail, check, 9);
    memcpy(tail + 9, &c1, 4);
    uint32_t residue = ~crc_bitwise(IEEE, tail, 13);
    kc_line_hex("crc32_residue", residue);
    fails += !kc_check("residue_known", residue == 0xDEBB20E3u);
    return fails ? 100 + fails : 3;
}
