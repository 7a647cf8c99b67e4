/* Zbb bit manipulation: edge cases through inline asm (exact instruction
 * semantics, e.g. clz(0) = 32) and compiler-selected Zbb code over LCG data
 * checked against plain shift-and-mask reference loops. */
#include "kc_io.h"

#define ASM1(op, x) ({ uint32_t r_; __asm__(op " %0, %1" : "=r"(r_) : "r"(x)); r_; })
#define ASM2(op, x, y) ({ uint32_t r_; __asm__(op " %0, %1, %2" : "=r"(r_) : "r"(x), "r"(y)); r_; })

static const uint32_t edge[] = { 0u, 1u, 0x80000000u, 0xffffffffu, 0x7fffffffu, 0x00ff0f80u, 0x12345678u };
#define NEDGE (int)(sizeof edge / sizeof edge[0])

/* Reference versions written without any bit-manipulation builtins. */
static uint32_t ref_cpop(uint32_t x) { uint32_t n = 0; for (int i = 0; i < 32; i++) n += (x >> i) & 1u; return n; }
static uint32_t ref_clz(uint32_t x) { uint32_t n = 0; while (n < 32 && !(x & (0x80000000u >> n))) n++; return n; }
static uint32_t ref_ctz(uint32_t x) { uint32_t n = 0; while (n < 32 && !(x & (1u << n))) n++; return n; }
static uint32_t ref_rev8(uint32_t x)
{
    uint32_t r = 0;
    for (int i = 0; i < 4; i++) r |= ((x >> (8 * i)) & 0xffu) << (24 - 8 * i);
    return r;
}

static uint32_t rotl(uint32_t x, uint32_t r) { r &= 31u; return (x << r) | (x >> ((32u - r) & 31u)); }
static uint32_t rotr(uint32_t x, uint32_t r) { r &= 31u; return (x >> r) | (x << ((32u - r) & 31u)); }

int main(void)
{
    int fails = 0;
    static const char *const un_names[] = { "clz", "ctz", "cpop", "rev8", "orc.b", "sext.b", "sext.h", "zext.h" };
    for (int i = 0; i < NEDGE; i++) {
        uint32_t x = edge[i];
        uint32_t r[8] = {
            ASM1("clz", x), ASM1("ctz", x), ASM1("cpop", x), ASM1("rev8", x),
            ASM1("orc.b", x), ASM1("sext.b", x), ASM1("sext.h", x), ASM1("zext.h", x),
        };
        kc_put_hex32(x);
        for (int k = 0; k < 8; k++) { kc_putc(' '); kc_puts(un_names[k]); kc_putc('='); kc_put_hex32(r[k]); }
        kc_nl();
    }
    /* Binary ops, including shift amounts >= 32 (only the low 5 bits count). */
    static const uint32_t amounts[] = { 0u, 1u, 31u, 32u, 33u, 0xffffffe1u };
    for (int i = 0; i < 6; i++) {
        uint32_t x = 0x80000001u, s = amounts[i];
        kc_put_u32(s);
        kc_puts(" rol="); kc_put_hex32(ASM2("rol", x, s));
        kc_puts(" ror="); kc_put_hex32(ASM2("ror", x, s));
        kc_nl();
    }
    kc_line_hex("rori_7", ({ uint32_t r_; __asm__("rori %0, %1, 7" : "=r"(r_) : "r"(0x12345678u)); r_; }));
    kc_line_hex("min", ASM2("min", 0x80000000u, 0x7fffffffu));
    kc_line_hex("max", ASM2("max", 0x80000000u, 0x7fffffffu));
    kc_line_hex("minu", ASM2("minu", 0x80000000u, 0x7fffffffu));
    kc_line_hex("maxu", ASM2("maxu", 0x80000000u, 0x7fffffffu));
    kc_line_hex("andn", ASM2("andn", 0xff00ff00u, 0x0ff00ff0u));
    kc_line_hex("orn", ASM2("orn", 0xff00ff00u, 0x0ff00ff0u));
    kc_line_hex("xnor", ASM2("xnor", 0xff00ff00u, 0x0ff00ff0u));

    /* Compiler-generated Zbb code vs reference loops. */
    uint32_t seed = 31337, bad = 0, h = KC_FNV_INIT;
    for (int i = 0; i < 200; i++) {
        uint32_t x = kc_lcg(&seed) >> (i & 31), y = kc_lcg(&seed);
        int32_t sx = (int32_t)x, sy = (int32_t)y;
        uint32_t pc = (uint32_t)__builtin_popcount(x);
        uint32_t lz = x ? (uint32_t)__builtin_clz(x) : 32u;
        uint32_t tz = x ? (uint32_t)__builtin_ctz(x) : 32u;
        uint32_t bs = __builtin_bswap32(y);
        bad += pc != ref_cpop(x);
        bad += lz != ref_clz(x);
        bad += tz != ref_ctz(x);
        bad += bs != ref_rev8(y);
        bad += rotl(x, y) != ASM2("rol", x, y);
        bad += rotr(x, y) != ASM2("ror", x, y);
        bad += (uint32_t)(sx < sy ? sx : sy) != ASM2("min", x, y);
        bad += (x > y ? x : y) != ASM2("maxu", x, y);
        bad += (x & ~y) != ASM2("andn", x, y);
        bad += (uint32_t)(int32_t)(int8_t)x != ASM1("sext.b", x);
        bad += (uint32_t)(int32_t)(int16_t)x != ASM1("sext.h", x);
        h = kc_fnv(h, pc | lz << 8 | tz << 16);
        h = kc_fnv(h, bs ^ rotl(x, y) ^ rotr(y, x));
        h = kc_fnv(h, (x | ~y) ^ ~(x ^ y));
    }
    kc_line_hex("random_hash", h);
    kc_line_u32("mismatches", bad);
    fails += !kc_check("builtins_vs_reference", bad == 0);
    return fails;
}
