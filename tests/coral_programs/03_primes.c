/* Prime sieve over a bit array plus trial division cross-checks.
 * Known answers: pi(10^4) = 1229, pi(2^16) = 6542, largest prime < 2^16 is 65521. */
#include "kc_io.h"

#define LIMIT 65536u
static uint32_t composite[LIMIT / 32];

static int is_comp(uint32_t n) { return (composite[n >> 5] >> (n & 31u)) & 1u; }

static int trial_division(uint32_t n)
{
    if (n < 2) return 0;
    for (uint32_t d = 2; d * d <= n; d++)
        if (n % d == 0) return 0;
    return 1;
}

int main(void)
{
    int fails = 0;
    composite[0] |= 3u;                        /* 0 and 1 */
    for (uint32_t p = 2; p * p < LIMIT; p++)
        if (!is_comp(p))
            for (uint32_t m = p * p; m < LIMIT; m += p) composite[m >> 5] |= 1u << (m & 31u);

    uint32_t count = 0, count10k = 0, twins = 0, sum = 0, largest = 0, gap = 0, prev = 2;
    for (uint32_t n = 2; n < LIMIT; n++) {
        if (is_comp(n)) continue;
        count++;
        if (n < 10000) count10k++;
        if (n >= 5 && !is_comp(n - 2)) twins++;
        if (n - prev > gap) gap = n - prev;
        prev = n;
        sum += n;
        largest = n;
    }
    kc_line_u32("pi_10000", count10k);
    kc_line_u32("pi_65536", count);
    kc_line_u32("twin_pairs", twins);
    kc_line_u32("max_gap", gap);
    kc_line_u32("sum", sum);
    kc_line_u32("largest", largest);
    fails += !kc_check("known_counts", count10k == 1229 && count == 6542 && largest == 65521);

    /* Spot-check the sieve against trial division on LCG picks. */
    uint32_t seed = 99, agree = 0;
    for (int i = 0; i < 400; i++) {
        uint32_t n = kc_lcg(&seed) >> 16;
        agree += trial_division(n) == !is_comp(n);
    }
    kc_line_u32("spot_agree", agree);
    fails += !kc_check("sieve_vs_trial", agree == 400);
    return fails;
}
