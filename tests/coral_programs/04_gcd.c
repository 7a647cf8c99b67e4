/* Number theory on 32-bit integers: Euclid (rem), binary GCD (ctz),
 * extended Euclid, modular exponentiation with 16-bit moduli so products
 * stay in 32 bits. */
#include "kc_io.h"

static uint32_t gcd_euclid(uint32_t a, uint32_t b)
{
    while (b) { uint32_t t = a % b; a = b; b = t; }
    return a;
}

static uint32_t gcd_binary(uint32_t a, uint32_t b)
{
    if (!a) return b;
    if (!b) return a;
    int shift = __builtin_ctz(a | b);
    a >>= __builtin_ctz(a);
    do {
        b >>= __builtin_ctz(b);
        if (a > b) { uint32_t t = a; a = b; b = t; }
        b -= a;
    } while (b);
    return a << shift;
}

/* Inverse of a modulo m (m prime), via extended Euclid with signed values. */
static int32_t mod_inverse(int32_t a, int32_t m)
{
    int32_t t = 0, nt = 1, r = m, nr = a;
    while (nr) {
        int32_t q = r / nr, tmp;
        tmp = t - q * nt; t = nt; nt = tmp;
        tmp = r - q * nr; r = nr; nr = tmp;
    }
    return t < 0 ? t + m : t;
}

static uint32_t mod_pow(uint32_t b, uint32_t e, uint32_t m)
{
    uint32_t r = 1 % m;
    b %= m;
    while (e) {
        if (e & 1u) r = r * b % m;
        b = b * b % m;
        e >>= 1;
    }
    return r;
}

int main(void)
{
    int fails = 0;
    kc_line_u32("gcd_1071_462", gcd_euclid(1071, 462));
    kc_line_u32("gcd_binary_1071_462", gcd_binary(1071, 462));
    kc_line_u32("gcd_0_5", gcd_binary(0, 5));
    kc_line_u32("gcd_fib", gcd_euclid(2971215073u, 1836311903u));
    fails += !kc_check("known_gcds", gcd_euclid(1071, 462) == 21 && gcd_binary(0, 5) == 5 &&
                                     gcd_euclid(2971215073u, 1836311903u) == 1);

    uint32_t seed = 2024, agree = 0, hsum = 0, lcm_hash = KC_FNV_INIT;
    for (int i = 0; i < 300; i++) {
        uint32_t a = kc_lcg(&seed) >> (kc_lcg(&seed) & 15u);
        uint32_t b = kc_lcg(&seed) >> (kc_lcg(&seed) & 15u);
        uint32_t g1 = gcd_euclid(a, b), g2 = gcd_binary(a, b);
        agree += g1 == g2;
        hsum += g1;
        if (g1) lcm_hash = kc_fnv(lcm_hash, a / g1 * b);   /* wraps mod 2^32 */
    }
    kc_line_u32("gcd_sum", hsum);
    kc_line_hex("lcm_hash", lcm_hash);
    fails += !kc_check("euclid_vs_binary", agree == 300);

    const int32_t P = 65521;
    uint32_t inv_ok = 0, fermat_ok = 0, inv_hash = KC_FNV_INIT;
    for (int32_t a = 1; a < 2000; a += 7) {
        int32_t inv = mod_inverse(a, P);
        inv_ok += (uint32_t)(a * inv % P) == 1u;
        fermat_ok += mod_pow((uint32_t)a, (uint32_t)P - 1u, (uint32_t)P) == 1u;
        inv_hash = kc_fnv(inv_hash, (uint32_t)inv);
    }
    kc_line_hex("inverse_hash", inv_hash);
    kc_line_u32("pow_3_1000_mod_65521", mod_pow(3, 1000, 65521));
    fails += !kc_check("inverses", inv_ok == 286);
    fails += !kc_check("fermat", fermat_ok == 286);
    return fails;
}
