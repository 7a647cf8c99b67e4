/* M extension corner cases. Division by zero and INT_MIN / -1 are
 * undefined in C, so the instructions are issued via inline asm to test
 * the architectural results (quotient all-ones, remainder = dividend;
 * overflow gives INT_MIN and remainder 0). Exits with 42 on success. */
#include "kc_io.h"

#define ASM2(op, x, y) ({ uint32_t r_; __asm__ volatile(op " %0, %1, %2" : "=r"(r_) : "r"(x), "r"(y)); r_; })

__attribute__((noinline)) static uint32_t m_op(int k, uint32_t a, uint32_t b)
{
    switch (k) {
    case 0: return ASM2("mul", a, b);
    case 1: return ASM2("mulh", a, b);
    case 2: return ASM2("mulhsu", a, b);
    case 3: return ASM2("mulhu", a, b);
    case 4: return ASM2("div", a, b);
    case 5: return ASM2("divu", a, b);
    case 6: return ASM2("rem", a, b);
    default: return ASM2("remu", a, b);
    }
}

static const uint32_t vals[] = { 0u, 1u, 0xffffffffu, 0x80000000u, 0x7fffffffu, 7u, 0xfffffff9u, 0x00010001u };
#define NV 8

int main(void)
{
    int fails = 0;
    uint32_t h = KC_FNV_INIT;
    /* Full operand cross product for every M instruction, one hash per op
     * (one op per pass keeps the hashing a single scalar chain). */
    static const char *const names[] = { "mul", "mulh", "mulhsu", "mulhu", "div", "divu", "rem", "remu" };
    for (int k = 0; k < 8; k++) {
        uint32_t oh = KC_FNV_INIT;
        for (int i = 0; i < NV; i++)
            for (int j = 0; j < NV; j++) oh = kc_fnv(oh, m_op(k, vals[i], vals[j]));
        kc_line_hex(names[k], oh);
    }

    uint32_t q = ASM2("div", 0x80000000u, 0xffffffffu), r = ASM2("rem", 0x80000000u, 0xffffffffu);
    kc_line_hex("div_intmin_m1", q);
    kc_line_hex("rem_intmin_m1", r);
    fails += !kc_check("overflow", q == 0x80000000u && r == 0);
    uint32_t d0 = ASM2("div", 12345u, 0u), du0 = ASM2("divu", 12345u, 0u);
    uint32_t r0 = ASM2("rem", (uint32_t)-12345, 0u), ru0 = ASM2("remu", 12345u, 0u);
    kc_line_hex("div_by_zero", d0);
    kc_line_hex("divu_by_zero", du0);
    kc_line_i32("rem_by_zero", (int32_t)r0);
    kc_line_u32("remu_by_zero", ru0);
    fails += !kc_check("by_zero", d0 == 0xffffffffu && du0 == 0xffffffffu && r0 == (uint32_t)-12345 && ru0 == 12345u);
    /* Truncating division: the remainder takes the dividend's sign. */
    kc_line_i32("m7_div_2", (int32_t)ASM2("div", (uint32_t)-7, 2u));
    kc_line_i32("m7_rem_2", (int32_t)ASM2("rem", (uint32_t)-7, 2u));
    kc_line_i32("7_rem_m2", (int32_t)ASM2("rem", 7u, (uint32_t)-2));
    kc_line_hex("mulh_m1_m1", ASM2("mulh", 0xffffffffu, 0xffffffffu));
    kc_line_hex("mulhsu_m1_m1", ASM2("mulhsu", 0xffffffffu, 0xffffffffu));
    kc_line_hex("mulhu_m1_m1", ASM2("mulhu", 0xffffffffu, 0xffffffffu));

    /* Compiled C arithmetic on LCG data, checked with identities that do
     * not use the instruction under test. */
    uint32_t seed = 4242, bad = 0;
    for (int i = 0; i < 500; i++) {
        int32_t a = (int32_t)kc_lcg(&seed);
        int32_t b = (int32_t)kc_lcg(&seed) >> (i & 31);
        if (b == 0 || (a == (-2147483647 - 1) && b == -1)) continue;
        int32_t qq = a / b, rr = a % b;
        bad += (uint32_t)qq * (uint32_t)b + (uint32_t)rr != (uint32_t)a;
        bad += rr != 0 && ((rr < 0) != (a < 0));
        uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
        bad += (ua / ub) * ub + ua % ub != ua;
        bad += ua % ub >= ub;
        int64_t p = (int64_t)a * b;
        uint64_t up = (uint64_t)ua * ub;
        bad += (uint32_t)p != ua * ub || (uint32_t)(p >> 32) != ASM2("mulh", ua, ub);
        bad += (uint32_t)(up >> 32) != ASM2("mulhu", ua, ub);
        h = kc_fnv(h, (uint32_t)qq ^ (uint32_t)(p >> 32));
    }
    kc_line_hex("random_hash", h);
    fails += !kc_check("random_identities", bad == 0);
    return fails ? 100 + fails : 42;
}
