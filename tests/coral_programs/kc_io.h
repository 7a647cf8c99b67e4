/* kc_io: freestanding output helpers for the coral conformance programs.
 *
 * Everything goes through the Linux `write` syscall on fd 1, which is the
 * only I/O both QEMU user mode and the KernelCraft simulator must agree on.
 * Floats are printed from their bit pattern with integer arithmetic only, so
 * the text never depends on a libc printf or on the FPU being printed with. */
#ifndef KC_IO_H
#define KC_IO_H

#include <stdint.h>
#include <stddef.h>

void kc_write(const void *buf, size_t len);
void kc_putc(char c);
void kc_puts(const char *s);          /* no newline appended */
void kc_nl(void);
void kc_put_u32(uint32_t v);
void kc_put_i32(int32_t v);
void kc_put_hex32(uint32_t v);        /* always 0x + 8 digits */
/* "<decimal with 6 fraction digits>/<hex bits>", e.g. -1.500000/bfc00000.
 * Magnitudes >= 2^31 print as "big"; nan/inf print by name. */
void kc_put_f32(float f);

/* "label=value\n" lines, the format every program uses for results. */
void kc_line_u32(const char *label, uint32_t v);
void kc_line_i32(const char *label, int32_t v);
void kc_line_hex(const char *label, uint32_t v);
void kc_line_f32(const char *label, float f);
/* Prints "label: ok" or "label: FAIL" and returns 1 when ok. */
int kc_check(const char *label, int ok);

/* Exits immediately with `code` (Linux exit syscall). */
__attribute__((noreturn)) void kc_exit(int code);

/* The compiler may still emit calls to these for struct copies and large
 * initialisers even with -ffreestanding, so kc_io.c defines them. */
void *memcpy(void *dst, const void *src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);

/* clang assumes -fmath-errno on this target and would turn these builtins
 * into calls to a libm we do not have. Declaring them const says "no errno",
 * so they become fsqrt.s / fmadd.s (and vfsqrt.v / vfmacc.vv in loops). */
float __builtin_sqrtf(float) __attribute__((const));
float __builtin_fmaf(float, float, float) __attribute__((const));

/* Bit-exact float <-> u32 reinterpretation (no aliasing UB). */
static inline uint32_t kc_f2u(float f) { union { float f; uint32_t u; } x; x.f = f; return x.u; }
static inline float kc_u2f(uint32_t u) { union { float f; uint32_t u; } x; x.u = u; return x.f; }

/* Deterministic test data: a 32-bit LCG (Numerical Recipes constants). */
static inline uint32_t kc_lcg(uint32_t *s) { *s = *s * 1664525u + 1013904223u; return *s; }
/* Float in [-1, 1) with 24 significant bits, exactly representable. */
static inline float kc_lcg_f32(uint32_t *s) {
    return (float)((int32_t)kc_lcg(s) >> 8) * (1.0f / 8388608.0f);
}

/* FNV-1a over raw words: one checksum line stands in for a whole array. */
static inline uint32_t kc_fnv(uint32_t h, uint32_t w) {
    for (int i = 0; i < 4; i++) { h ^= (w >> (8 * i)) & 0xffu; h *= 16777619u; }
    return h;
}
#define KC_FNV_INIT 2166136261u

#endif
