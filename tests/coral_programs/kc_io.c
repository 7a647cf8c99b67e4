/* See kc_io.h. No libc: raw ecalls and integer-only formatting. */
#include "kc_io.h"

/* Every program links this file into an 8 KiB ITCM, so it is built for size
 * (same command-line flags, per-function minsize). Its loops are also kept
 * scalar (KC_SCALAR) so the scalar-only programs contain no vector
 * instructions at all and can pass on a core without the vector unit. */
#define KC_SCALAR _Pragma("clang loop vectorize(disable) interleave(disable)")
#pragma clang attribute push(__attribute__((minsize)), apply_to = function)

static long kc_syscall3(long nr, long a, long b, long c)
{
    register long a0 __asm__("a0") = a;
    register long a1 __asm__("a1") = b;
    register long a2 __asm__("a2") = c;
    register long a7 __asm__("a7") = nr;
    __asm__ volatile("ecall" : "+r"(a0) : "r"(a1), "r"(a2), "r"(a7) : "memory");
    return a0;
}

void kc_write(const void *buf, size_t len)
{
    const char *p = (const char *)buf;
    KC_SCALAR
    while (len > 0) {
        long n = kc_syscall3(64, 1, (long)p, (long)len);
        if (n <= 0)                 /* nothing sensible left to do */
            return;
        p += n;
        len -= (size_t)n;
    }
}

void kc_exit(int code)
{
    kc_syscall3(93, code, 0, 0);
    for (;;) { }
}

void kc_putc(char c) { kc_write(&c, 1); }
void kc_nl(void) { kc_putc('\n'); }

void kc_puts(const char *s)
{
    size_t n = 0;
    KC_SCALAR
    while (s[n]) n++;
    kc_write(s, n);
}

/* Writes the decimal digits of v right-aligned into the end of buf,
 * returns the first digit. 32-bit divu only: no 64-bit libcalls. */
static char *fmt_u32(char *end, uint32_t v, int min_digits)
{
    char *p = end;
    KC_SCALAR
    do { *--p = (char)('0' + v % 10u); v /= 10u; min_digits--; } while (v || min_digits > 0);
    return p;
}

void kc_put_u32(uint32_t v)
{
    char buf[12];
    char *p = fmt_u32(buf + sizeof buf, v, 1);
    kc_write(p, (size_t)(buf + sizeof buf - p));
}

void kc_put_i32(int32_t v)
{
    char buf[12];
    /* Negate in unsigned arithmetic so INT32_MIN works. */
    uint32_t m = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
    char *p = fmt_u32(buf + sizeof buf, m, 1);
    if (v < 0) *--p = '-';
    kc_write(p, (size_t)(buf + sizeof buf - p));
}

static void fmt_hex(char *out, uint32_t v)
{
    KC_SCALAR
    for (int i = 7; i >= 0; i--) { out[i] = "0123456789abcdef"[v & 15u]; v >>= 4; }
}

void kc_put_hex32(uint32_t v)
{
    char buf[10] = { '0', 'x' };
    fmt_hex(buf + 2, v);
    kc_write(buf, sizeof buf);
}

/* Copies a 3-letter name to just before end. A loop rather than three
 * stores, which the SLP vectoriser would turn into a vector store. */
__attribute__((noinline)) static char *put_name(char *end, const char *name)
{
    char *p = end - 3;
    KC_SCALAR
    for (int i = 0; i < 3; i++) p[i] = name[i];
    return p;
}

/* Built at plain -O2: under minsize the u64 shifts below would become
 * __ashldi3/__lshrdi3 libcalls, which nothing here provides. */
#pragma clang attribute pop
void kc_put_f32(float f)
{
    char buf[40];
    char *end = buf + 31;
    uint32_t u = kc_f2u(f);
    uint32_t e = (u >> 23) & 0xffu;
    uint32_t m = u & 0x7fffffu;
    char *p;

    /* Tail: "/" + raw bits, always present. */
    end[0] = '/';
    fmt_hex(end + 1, u);

    if (e == 0xffu) {
        p = put_name(end, m ? "nan" : "inf");
    } else {
        /* |f| = M * 2^E exactly. */
        uint32_t M = e ? (m | 0x800000u) : m;
        int E = e ? (int)e - 150 : -149;
        uint32_t ip, fp = 0;
        if (E > 7) {                     /* >= 2^31: keep it short */
            p = put_name(end, "big");
            goto sign;
        }
        if (E >= 0) {
            ip = M << E;
        } else {
            int s = -E;
            uint32_t frac;
            ip = s >= 32 ? 0u : M >> s;
            frac = s >= 32 ? M : M & ((1u << s) - 1u);
            /* round-half-up(frac / 2^s * 1e6); frac * 1e6 < 2^44 so u64 is
             * enough, and for s > 50 the result is always 0. */
            if (s <= 50) {
                uint64_t scaled = (uint64_t)frac * 1000000u + ((uint64_t)1 << (s - 1));
                fp = (uint32_t)(scaled >> s);
            }
            if (fp >= 1000000u) { fp -= 1000000u; ip++; }
        }
        p = fmt_u32(end, fp, 6);
        *--p = '.';
        p = fmt_u32(p, ip, 1);
    }
sign:
    if (u >> 31) *--p = '-';
    kc_write(p, (size_t)(end + 9 - p));
}

#pragma clang attribute push(__attribute__((minsize)), apply_to = function)

static void label(const char *l) { kc_puts(l); kc_putc('='); }
void kc_line_u32(const char *l, uint32_t v) { label(l); kc_put_u32(v); kc_nl(); }
void kc_line_i32(const char *l, int32_t v) { label(l); kc_put_i32(v); kc_nl(); }
void kc_line_hex(const char *l, uint32_t v) { label(l); kc_put_hex32(v); kc_nl(); }
void kc_line_f32(const char *l, float f) { label(l); kc_put_f32(f); kc_nl(); }

int kc_check(const char *l, int ok)
{
    kc_puts(l);
    kc_puts(ok ? ": ok\n" : ": FAIL\n");
    return ok != 0;
}

/* Byte loops are enough here: the programs copy little, and keeping these
 * simple keeps ITCM free for the code under test. */
void *memcpy(void *dst, const void *src, size_t n)
{
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;
    KC_SCALAR
    while (n--) *d++ = *s++;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n)
{
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;
    if (d < s) {
        KC_SCALAR
        while (n--) *d++ = *s++;
    } else {
        KC_SCALAR
        while (n--) d[n] = s[n];
    }
    return dst;
}

void *memset(void *dst, int c, size_t n)
{
    unsigned char *d = (unsigned char *)dst;
    KC_SCALAR
    while (n--) *d++ = (unsigned char)c;
    return dst;
}

int memcmp(const void *a, const void *b, size_t n)
{
    const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
    KC_SCALAR
    for (size_t i = 0; i < n; i++)
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
}

#pragma clang attribute pop
