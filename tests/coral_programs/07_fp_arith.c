/* Scalar F-extension arithmetic on special values: IEEE results and the
 * accrued exception flags (fflags) for add/sub/mul/div/min/max/sqrt/fma and
 * the sign-injection ops. Instructions are issued via inline asm so the
 * compiler cannot fold or reorder them around the fflags reads. */
#include "kc_io.h"

/* Runs one binary op with fflags cleared before and read right after. */
static float fop2(int op, float a, float b, uint32_t *fl)
{
    float r;
    uint32_t f;
#define CASE(n, insn) case n: __asm__ volatile("csrw fflags, zero\n\t" insn " %0, %2, %3\n\tcsrr %1, fflags" \
                                               : "=&f"(r), "=&r"(f) : "f"(a), "f"(b)); break
    switch (op) {
    CASE(0, "fadd.s"); CASE(1, "fsub.s"); CASE(2, "fmul.s"); CASE(3, "fdiv.s");
    CASE(4, "fmin.s"); CASE(5, "fmax.s"); CASE(6, "fsgnj.s"); CASE(7, "fsgnjn.s");
    default: CASE(8, "fsgnjx.s");
    }
#undef CASE
    *fl = f;
    return r;
}

static float fop3(int op, float a, float b, float c, uint32_t *fl)
{
    float r;
    uint32_t f;
#define CASE(n, insn) case n: __asm__ volatile("csrw fflags, zero\n\t" insn " %0, %2, %3, %4\n\tcsrr %1, fflags" \
                                               : "=&f"(r), "=&r"(f) : "f"(a), "f"(b), "f"(c)); break
    switch (op) {
    CASE(0, "fmadd.s"); CASE(1, "fmsub.s"); CASE(2, "fnmsub.s");
    default: CASE(3, "fnmadd.s");
    }
#undef CASE
    *fl = f;
    return r;
}

static void show(const char *what, float r, uint32_t fl)
{
    kc_puts(what); kc_puts(" = "); kc_put_f32(r); kc_puts(" flags="); kc_put_u32(fl); kc_nl();
}

static const uint32_t specials[] = {
    0x3f800000u, /* 1 */      0xc0200000u, /* -2.5 */  0x3dcccccdu, /* 0.1 */
    0x00000000u, /* +0 */     0x80000000u, /* -0 */    0x7f800000u, /* +inf */
    0xff800000u, /* -inf */   0x7fc00000u, /* qNaN */  0x7f800001u, /* sNaN */
    0x00000001u, /* min sub */0x7f7fffffu, /* max */   0x40400000u, /* 3 */
};
#define NS 12

int main(void)
{
    int fails = 0;
    uint32_t fl;
    static const char *const n2[] = { "fadd", "fsub", "fmul", "fdiv", "fmin", "fmax", "fsgnj", "fsgnjn", "fsgnjx" };

    /* Every op over the whole special-value cross product, hashed; the
     * flags go into the hash too. */
    for (int op = 0; op < 9; op++) {
        uint32_t h = KC_FNV_INIT, any = 0;
        for (int i = 0; i < NS; i++)
            for (int j = 0; j < NS; j++) {
                float r = fop2(op, kc_u2f(specials[i]), kc_u2f(specials[j]), &fl);
                h = kc_fnv(h, kc_f2u(r));
                h = kc_fnv(h, fl);
                any |= fl;
            }
        kc_puts(n2[op]); kc_puts(" hash="); kc_put_hex32(h); kc_puts(" flags_seen="); kc_put_u32(any); kc_nl();
    }

    /* A few pairs spelled out so a mismatch is easy to read. */
    show("1/3", fop2(3, 1.0f, 3.0f, &fl), fl);
    show("1/0", fop2(3, 1.0f, 0.0f, &fl), fl);
    show("0/0", fop2(3, 0.0f, 0.0f, &fl), fl);
    show("inf-inf", fop2(1, kc_u2f(0x7f800000u), kc_u2f(0x7f800000u), &fl), fl);
    show("max*3", fop2(2, kc_u2f(0x7f7fffffu), 3.0f, &fl), fl);
    show("minsub*0.1", fop2(2, kc_u2f(1u), 0.1f, &fl), fl);
    show("fmin(-0,+0)", fop2(4, -0.0f, 0.0f, &fl), fl);
    show("fmax(-0,+0)", fop2(5, -0.0f, 0.0f, &fl), fl);
    show("fmin(qnan,1)", fop2(4, kc_u2f(0x7fc00000u), 1.0f, &fl), fl);
    show("fmax(snan,1)", fop2(5, kc_u2f(0x7f800001u), 1.0f, &fl), fl);
    show("fmin(qnan,qnan)", fop2(4, kc_u2f(0x7fc00001u), kc_u2f(0x7fc00002u), &fl), fl);
    show("fsgnjn(snan,1)", fop2(7, kc_u2f(0x7f800001u), 1.0f, &fl), fl);

    static const char *const n3[] = { "fmadd", "fmsub", "fnmsub", "fnmadd" };
    for (int op = 0; op < 4; op++) {
        uint32_t h = KC_FNV_INIT;
        for (int i = 0; i < NS; i++)
            for (int j = 0; j < NS; j += 2)
                for (int k = 1; k < NS; k += 3) {
                    float r = fop3(op, kc_u2f(specials[i]), kc_u2f(specials[j]), kc_u2f(specials[k]), &fl);
                    h = kc_fnv(kc_fnv(h, kc_f2u(r)), fl);
                }
        kc_puts(n3[op]); kc_puts(" hash="); kc_put_hex32(h); kc_nl();
    }
    /* The fused result keeps the bits a separate multiply would round off. */
    float e = 1.0f + kc_u2f(0x34000000u);                /* 1 + 2^-23 */
    float fused = fop3(1, e, e, fop2(2, e, e, &fl), &fl);  /* e*e - round(e*e) */
    show("fma_residual", fused, fl);
    fails += !kc_check("fma_is_fused", kc_f2u(fused) == 0x28800000u); /* 2^-46 */
    show("inf*0+qnan", fop3(0, kc_u2f(0x7f800000u), 0.0f, kc_u2f(0x7fc00000u), &fl), fl);

    static const float roots[] = { 4.0f, 2.0f, 0.0f, -0.0f, -1.0f, 1e-40f, 3.4e38f };
    for (int i = 0; i < 7; i++) {
        float r;
        __asm__ volatile("csrw fflags, zero\n\tfsqrt.s %0, %2\n\tcsrr %1, fflags" : "=&f"(r), "=&r"(fl) : "f"(roots[i]));
        kc_puts("sqrt "); kc_put_f32(roots[i]); show("", r, fl);
    }

    /* Compiled code: Newton iterations must converge to the fsqrt answer. */
    uint32_t seed = 5, agree = 0;
    float acc = 0.0f;
    for (int i = 0; i < 64; i++) {
        float x = 1.0f + 100.0f * (kc_lcg_f32(&seed) + 1.0f);
        float y = x;
        for (int k = 0; k < 12; k++) y = 0.5f * (y + x / y);
        float s = __builtin_sqrtf(x);
        agree += __builtin_fabsf(y - s) <= s * 2.4e-7f;
        acc = __builtin_fmaf(s, __builtin_copysignf(0.5f, kc_lcg_f32(&seed)), acc);
    }
    kc_line_f32("newton_fma_acc", acc);
    kc_line_u32("newton_agree", agree);
    fails += !kc_check("newton_vs_fsqrt", agree == 64);
    return fails;
}
