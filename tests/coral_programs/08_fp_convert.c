/* float <-> int conversions: every static rounding mode, saturation of
 * out-of-range and NaN inputs, the NV/NX flags, and dynamic rounding via
 * frm. Compiled int->float loops vectorise (vfcvt.f.x.v); the float->int
 * loop stays scalar on purpose (vector RTZ conversions are avoided). */
#include "kc_io.h"

#define CVT(insn, rm, out, in, fl) \
    __asm__ volatile("csrw fflags, zero\n\t" insn " %0, %2, " rm "\n\tcsrr %1, fflags" \
                     : "=&r"(out), "=&r"(fl) : "f"(in))

/* One rounding mode per call site keeps the immediate rm field static. */
static uint32_t to_int(int u, int rm, float x, uint32_t *fl)
{
    uint32_t r, f;
#define BOTH(n, rms) case n: if (u) CVT("fcvt.wu.s", rms, r, x, f); else CVT("fcvt.w.s", rms, r, x, f); break
    switch (rm) {
    BOTH(0, "rne"); BOTH(1, "rtz"); BOTH(2, "rdn"); BOTH(3, "rup");
    default: BOTH(4, "rmm");
    }
#undef BOTH
    *fl = f;
    return r;
}
#undef CVT
#define CVT(insn, rm, out, in, fl) \
    __asm__ volatile("csrw fflags, zero\n\t" insn " %0, %2, " rm "\n\tcsrr %1, fflags" \
                     : "=&f"(out), "=&r"(fl) : "r"(in))

static float to_float(int u, int rm, uint32_t x, uint32_t *fl)
{
    float r;
    uint32_t f;
#define BOTH(n, rms) case n: if (u) CVT("fcvt.s.wu", rms, r, x, f); else CVT("fcvt.s.w", rms, r, x, f); break
    switch (rm) {
    BOTH(0, "rne"); BOTH(1, "rtz"); BOTH(2, "rdn"); BOTH(3, "rup");
    default: BOTH(4, "rmm");
    }
#undef BOTH
    *fl = f;
    return r;
}

static const uint32_t fin[] = {
    0x40200000u, /* 2.5 */   0xc0200000u, /* -2.5 */  0x3fc00000u, /* 1.5 */
    0xbf000000u, /* -0.5 */  0x3effffffu, /* 0.49999997 */
    0x4effffffu, /* 2147483520 */ 0x4f000000u, /* 2^31 */ 0xcf000000u, /* -2^31 */
    0xcf32d05eu, /* -3e9 */  0x4f800000u, /* 2^32 */  0x7f800000u, 0xff800000u, 0x7fc00000u,
};
static const uint32_t iin[] = { 16777217u, 16777219u, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0xfffffff7u, 33554435u };

#define N 64
static int32_t ivals[N];
static uint32_t uvals[N];
static float fa[N], fb[N];
static int32_t back[N];

int main(void)
{
    int fails = 0;
    uint32_t fl;
    static const char rmn[5][4] = { "rne", "rtz", "rdn", "rup", "rmm" };

    for (int i = 0; i < (int)(sizeof fin / sizeof fin[0]); i++) {
        kc_put_f32(kc_u2f(fin[i]));
        for (int u = 0; u < 2; u++) {
            kc_puts(u ? "\n  wu" : "\n  w ");
            for (int rm = 0; rm < 5; rm++) {
                uint32_t r = to_int(u, rm, kc_u2f(fin[i]), &fl);
                kc_putc(' '); kc_write(rmn[rm], 3); kc_putc('=');
                if (u) kc_put_u32(r); else kc_put_i32((int32_t)r);
                kc_putc('/'); kc_put_u32(fl);
            }
        }
        kc_nl();
    }
    for (int i = 0; i < (int)(sizeof iin / sizeof iin[0]); i++) {
        kc_put_hex32(iin[i]);
        for (int u = 0; u < 2; u++) {
            kc_puts(u ? "\n  s.wu" : "\n  s.w ");
            for (int rm = 0; rm < 5; rm++) {
                float r = to_float(u, rm, iin[i], &fl);
                kc_putc(' '); kc_write(rmn[rm], 3); kc_putc('='); kc_put_hex32(kc_f2u(r));
                kc_putc('/'); kc_put_u32(fl);
            }
        }
        kc_nl();
    }

    /* Dynamic rounding: the same fdiv/fadd under each frm value. */
    for (uint32_t rm = 0; rm < 5; rm++) {
        float q, s;
        uint32_t old;
        __asm__ volatile("fsrm %0, %1" : "=r"(old) : "r"(rm));
        __asm__ volatile("fdiv.s %0, %1, %2" : "=f"(q) : "f"(-1.0f), "f"(3.0f));
        __asm__ volatile("fadd.s %0, %1, %2" : "=f"(s) : "f"(1.0f), "f"(kc_u2f(0x33c00000u)));
        uint32_t now;
        __asm__ volatile("frrm %0" : "=r"(now));
        __asm__ volatile("fsrm %0" : : "r"(old));
        kc_puts("frm="); kc_put_u32(now); kc_puts(" -1/3="); kc_put_hex32(kc_f2u(q));
        kc_puts(" 1+0.75ulp="); kc_put_hex32(kc_f2u(s)); kc_nl();
    }
    uint32_t fcsr;
    __asm__ volatile("csrw fflags, zero\n\tfdiv.s %1, %2, %3\n\tfrcsr %0" : "=r"(fcsr), "=f"(fa[0]) : "f"(1.0f), "f"(0.0f));
    kc_line_hex("fcsr_after_div0", fcsr);

    /* fmv moves bits untouched, NaN payloads included. */
    float nanbox;
    uint32_t bits;
    __asm__ volatile("fmv.w.x %0, %1" : "=f"(nanbox) : "r"(0x7fa00123u));
    __asm__ volatile("fmv.x.w %0, %1" : "=r"(bits) : "f"(nanbox));
    kc_line_hex("fmv_roundtrip", bits);

    /* Compiled conversions. */
    uint32_t seed = 77;
    for (int i = 0; i < N; i++) {
        ivals[i] = (int32_t)kc_lcg(&seed) >> (i & 15);
        uvals[i] = kc_lcg(&seed) >> (i & 7);
    }
    for (int i = 0; i < N; i++) { fa[i] = (float)ivals[i] * 0.25f; fb[i] = (float)uvals[i]; }
    uint32_t h = KC_FNV_INIT, bad = 0;
    /* Scalar on purpose: see the header comment. */
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < N; i++) back[i] = (int32_t)(fa[i] * 0.5f);
    for (int i = 0; i < N; i++) {
        h = kc_fnv(kc_fnv(kc_fnv(h, kc_f2u(fa[i])), kc_f2u(fb[i])), (uint32_t)back[i]);
        int32_t ref = ivals[i] / 8;                    /* exact when |v| < 2^24 */
        if (ivals[i] > -16777216 && ivals[i] < 16777216) bad += back[i] != ref;
    }
    kc_line_hex("compiled_hash", h);
    fails += !kc_check("truncation_matches_division", bad == 0);
    return fails;
}
