/* Reductions over int32/uint32/float arrays: sum, min, max (signed and
 * unsigned), and/or/xor, a conditional count, and float min/max. Each is
 * checked against a scalar loop.
 * LLVM 14 will not vectorise a float min/max reduction without no-NaN
 * fast-math, so that one is written as 8 lane-wise running maxima that the
 * SLP vectoriser turns into vfmax.vv/vfmin.vv, then folded at the end. */
#include "kc_io.h"

#define N 403
#define NF 400                   /* multiple of the 8-lane block */
static int32_t v[N];
static float f[NF];

struct ired { int32_t sum, mn, mx; uint32_t umn, umx, and_, or_, xor_, cnt; };

/* Three loops rather than one: LLVM 14 gives up on this many reductions
 * in a single loop. */
__attribute__((noinline)) static void reduce_vec(const int32_t *a, int n, struct ired *r)
{
    int32_t mn = a[0], mx = a[0];
    for (int i = 0; i < n; i++) {
        mn = a[i] < mn ? a[i] : mn;
        mx = a[i] > mx ? a[i] : mx;
    }
    uint32_t umn = (uint32_t)a[0], umx = (uint32_t)a[0];
    for (int i = 0; i < n; i++) {
        uint32_t u = (uint32_t)a[i];
        umn = u < umn ? u : umn;
        umx = u > umx ? u : umx;
    }
    uint32_t sum = 0, an = ~0u, o = 0, x = 0, cnt = 0;
    for (int i = 0; i < n; i++) {
        uint32_t u = (uint32_t)a[i];
        sum += u; an &= u; o |= u; x ^= u;
        cnt += ((a[i] >> 7) & 7) == 3;
    }
    r->sum = (int32_t)sum; r->mn = mn; r->mx = mx; r->umn = umn; r->umx = umx;
    r->and_ = an; r->or_ = o; r->xor_ = x; r->cnt = cnt;
}

__attribute__((noinline)) static void reduce_ref(const int32_t *a, int n, struct ired *r)
{
    int32_t mn = a[0], mx = a[0];
    uint32_t sum = 0, umn = (uint32_t)a[0], umx = (uint32_t)a[0], an = ~0u, o = 0, x = 0, cnt = 0;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < n; i++) {
        int32_t e = a[i];
        uint32_t u = (uint32_t)e;
        sum += u;
        if (e < mn) mn = e;
        if (e > mx) mx = e;
        if (u < umn) umn = u;
        if (u > umx) umx = u;
        an &= u; o |= u; x ^= u;
        if (((e >> 7) & 7) == 3) cnt++;
    }
    r->sum = (int32_t)sum; r->mn = mn; r->mx = mx; r->umn = umn; r->umx = umx;
    r->and_ = an; r->or_ = o; r->xor_ = x; r->cnt = cnt;
}

/* nb blocks of 8 floats; max and min kept in separate functions because
 * the SLP cost model rejects the combined version. */
__attribute__((noinline)) static float fmax8(const float *a, int nb)
{
    float p[8];
    for (int j = 0; j < 8; j++) p[j] = a[j];
    for (int b = 1; b < nb; b++)
        for (int j = 0; j < 8; j++) p[j] = __builtin_fmaxf(p[j], a[8 * b + j]);
    float m = p[0];
    for (int j = 1; j < 8; j++) m = __builtin_fmaxf(m, p[j]);
    return m;
}

__attribute__((noinline)) static float fmin8(const float *a, int nb)
{
    float p[8];
    for (int j = 0; j < 8; j++) p[j] = a[j];
    for (int b = 1; b < nb; b++)
        for (int j = 0; j < 8; j++) p[j] = __builtin_fminf(p[j], a[8 * b + j]);
    float m = p[0];
    for (int j = 1; j < 8; j++) m = __builtin_fminf(m, p[j]);
    return m;
}

__attribute__((noinline)) static float fsum(const float *a, int n)
{
#pragma clang fp reassociate(on)
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

static void print_red(const char *tag, const struct ired *r)
{
    kc_puts(tag); kc_nl();
    kc_line_i32(" sum", r->sum); kc_line_i32(" min", r->mn); kc_line_i32(" max", r->mx);
    kc_line_hex(" umin", r->umn); kc_line_hex(" umax", r->umx);
    kc_line_hex(" and", r->and_); kc_line_hex(" or", r->or_); kc_line_hex(" xor", r->xor_);
    kc_line_u32(" count", r->cnt);
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 3;
    for (int i = 0; i < N; i++) v[i] = (int32_t)(kc_lcg(&seed) | 0x01000010u); /* keep some and-bits */
    for (int i = 0; i < NF; i++) f[i] = kc_lcg_f32(&seed) * 100.0f;

    struct ired a, b;
    reduce_vec(v, N, &a);
    reduce_ref(v, N, &b);
    print_red("full", &a);
    fails += !kc_check("int_reductions", memcmp(&a, &b, sizeof a) == 0);

    reduce_vec(v + 5, 7, &a);         /* shorter than one vector loop trip */
    reduce_ref(v + 5, 7, &b);
    print_red("short", &a);
    fails += !kc_check("int_reductions_short", memcmp(&a, &b, sizeof a) == 0);

    float mn = fmin8(f, NF / 8), mx = fmax8(f, NF / 8), rmn = f[0], rmx = f[0], rs = 0.0f;
#pragma clang loop vectorize(disable) interleave(disable)
    for (int i = 0; i < NF; i++) {
        if (f[i] < rmn) rmn = f[i];
        if (f[i] > rmx) rmx = f[i];
        rs += f[i];
    }
    float s = fsum(f, NF);
    kc_line_f32("fmin", mn);
    kc_line_f32("fmax", mx);
    kc_line_f32("fsum_vector", s);
    kc_line_f32("fsum_ordered", rs);
    fails += !kc_check("float_minmax", kc_f2u(mn) == kc_f2u(rmn) && kc_f2u(mx) == kc_f2u(rmx));
    fails += !kc_check("float_sum_close", __builtin_fabsf(s - rs) < 1e-3f);
    return fails;
}
