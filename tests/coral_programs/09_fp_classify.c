/* Classification and comparisons: fclass.s on one value of each class,
 * feq/flt/fle with quiet and signalling NaNs (flt/fle signal on any NaN,
 * feq only on sNaN), a bit-level software classifier cross-checked against
 * fclass, and vectorised compare/select/min/max loops against scalar ones. */
#include "kc_io.h"

static const uint32_t cls_in[] = {
    0xff800000u, 0xbf800000u, 0x80000001u, 0x80000000u, 0x00000000u,
    0x00000001u, 0x3f800000u, 0x7f800000u, 0x7f800001u, 0x7fc00000u,
    0xffc00001u, 0x7fbfffffu, 0x00800000u, 0x807fffffu,
};
#define NC (int)(sizeof cls_in / sizeof cls_in[0])

/* fclass bit index computed from the encoding alone. */
static uint32_t soft_class(uint32_t u)
{
    uint32_t e = (u >> 23) & 0xffu, m = u & 0x7fffffu, neg = u >> 31;
    if (e == 0xffu) {
        if (m) return (m >> 22) ? 9 : 8;
        return neg ? 0 : 7;
    }
    if (e == 0) {
        if (!m) return neg ? 3 : 4;
        return neg ? 2 : 5;
    }
    return neg ? 1 : 6;
}

#define N 96
static float xs[N], ys[N], vmin[N], vmax[N], vsel[N], smin[N], smax[N], ssel[N];
static int32_t vlt[N], slt[N];

int main(void)
{
    int fails = 0, agree = 0;
    for (int i = 0; i < NC; i++) {
        uint32_t c;
        __asm__("fclass.s %0, %1" : "=r"(c) : "f"(kc_u2f(cls_in[i])));
        kc_put_hex32(cls_in[i]); kc_puts(" fclass="); kc_put_hex32(c); kc_nl();
        agree += c == (1u << soft_class(cls_in[i]));
    }
    fails += !kc_check("fclass_vs_soft", agree == NC);

    /* Compare instructions with their flags: rows a, columns b. */
    static const uint32_t cmp_in[] = { 0x3f800000u, 0x80000000u, 0x00000000u, 0x7fc00000u, 0x7f800001u };
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 5; j++) {
            float a = kc_u2f(cmp_in[i]), b = kc_u2f(cmp_in[j]);
            uint32_t eq, lt, le, f1, f2, f3;
            __asm__ volatile("csrw fflags, zero\n\tfeq.s %0, %2, %3\n\tcsrr %1, fflags" : "=&r"(eq), "=&r"(f1) : "f"(a), "f"(b));
            __asm__ volatile("csrw fflags, zero\n\tflt.s %0, %2, %3\n\tcsrr %1, fflags" : "=&r"(lt), "=&r"(f2) : "f"(a), "f"(b));
            __asm__ volatile("csrw fflags, zero\n\tfle.s %0, %2, %3\n\tcsrr %1, fflags" : "=&r"(le), "=&r"(f3) : "f"(a), "f"(b));
            kc_put_u32(eq); kc_put_u32(lt); kc_put_u32(le); kc_putc('/');
            kc_put_u32(f1 >> 4); kc_put_u32(f2 >> 4); kc_put_u32(f3 >> 4);
            kc_putc(j == 4 ? '\n' : ' ');
        }
    }

    /* Data with NaNs, infinities and signed zeros sprinkled in. */
    uint32_t seed = 424242;
    for (int i = 0; i < N; i++) {
        xs[i] = kc_lcg_f32(&seed) * 8.0f;
        ys[i] = kc_lcg_f32(&seed) * 8.0f;
        if (i % 11 == 3) xs[i] = kc_u2f(0x7fc00000u);
        if (i % 13 == 3) ys[i] = kc_u2f(0xffc00000u);
        if (i % 17 == 7) { xs[i] = -0.0f; ys[i] = 0.0f; }
        if (i % 19 == 2) xs[i] = kc_u2f(0xff800000u);
    }
    for (int i = 0; i < N; i++) {
        vmin[i] = __builtin_fminf(xs[i], ys[i]);
        vmax[i] = __builtin_fmaxf(xs[i], ys[i]);
        vsel[i] = xs[i] < ys[i] ? xs[i] : ys[i] * 0.5f;
        vlt[i] = (xs[i] <= ys[i]) + 2 * (xs[i] != xs[i]);
    }
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < N; i++) {
        smin[i] = __builtin_fminf(xs[i], ys[i]);
        smax[i] = __builtin_fmaxf(xs[i], ys[i]);
        ssel[i] = xs[i] < ys[i] ? xs[i] : ys[i] * 0.5f;
        slt[i] = (xs[i] <= ys[i]) + 2 * (xs[i] != xs[i]);
    }
    uint32_t h = KC_FNV_INIT, bad = 0, nans = 0;
    for (int i = 0; i < N; i++) {
        bad += kc_f2u(vmin[i]) != kc_f2u(smin[i]);
        bad += kc_f2u(vmax[i]) != kc_f2u(smax[i]);
        bad += kc_f2u(vsel[i]) != kc_f2u(ssel[i]);
        bad += vlt[i] != slt[i];
        nans += vmin[i] != vmin[i];
        h = kc_fnv(kc_fnv(kc_fnv(h, kc_f2u(vmin[i])), kc_f2u(vmax[i])), kc_f2u(vsel[i]) ^ (uint32_t)vlt[i]);
    }
    kc_line_hex("vector_hash", h);
    kc_line_u32("nan_mins", nans);
    kc_line_u32("vector_scalar_mismatches", bad);
    fails += !kc_check("vector_matches_scalar", bad == 0);
    return fails;
}
