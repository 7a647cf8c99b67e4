/* Integer sorting: three algorithms over the same LCG data must agree.
 * Exercises branches, loads/stores, signed compares and recursion.
 * Kept free of vector instructions (like 02-07 and 26) so the scalar core
 * can be checked on its own. */
#include "kc_io.h"

#define N 256

static int32_t src[N], a[N], b[N], c[N];

static void insertion_sort(int32_t *v, int n)
{
    for (int i = 1; i < n; i++) {
        int32_t x = v[i];
        int j = i - 1;
        while (j >= 0 && v[j] > x) { v[j + 1] = v[j]; j--; }
        v[j + 1] = x;
    }
}

/* Shell sort with Ciura's gaps: different access pattern, same result. */
static void shell_sort(int32_t *v, int n)
{
    static const int gaps[] = { 132, 57, 23, 10, 4, 1 };
    for (int g = 0; g < 6; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            int32_t x = v[i];
            int j = i;
            while (j >= gap && v[j - gap] > x) { v[j] = v[j - gap]; j -= gap; }
            v[j] = x;
        }
    }
}

/* Recursive quicksort (Lomuto, middle pivot) to put frames on the stack. */
static int max_depth;
static void quick_sort(int32_t *v, int lo, int hi, int depth)
{
    if (depth > max_depth) max_depth = depth;
    if (lo >= hi) return;
    int32_t t, pivot = v[lo + (hi - lo) / 2];
    int mid = lo + (hi - lo) / 2;
    t = v[mid]; v[mid] = v[hi]; v[hi] = t;
    int store = lo;
    for (int i = lo; i < hi; i++) {
        if (v[i] < pivot) { t = v[i]; v[i] = v[store]; v[store] = t; store++; }
    }
    t = v[store]; v[store] = v[hi]; v[hi] = t;
    quick_sort(v, lo, store - 1, depth + 1);
    quick_sort(v, store + 1, hi, depth + 1);
}

int main(void)
{
    uint32_t seed = 12345;
    int fails = 0;
    for (int i = 0; i < N; i++) {
        /* Narrow range so duplicates occur. */
        src[i] = (int32_t)(kc_lcg(&seed) >> 20) - 2048;
        a[i] = b[i] = c[i] = src[i];
    }

    uint32_t inversions = 0;
    for (int i = 0; i < N; i++)
#pragma clang loop vectorize(disable) interleave(disable)
        for (int j = i + 1; j < N; j++)
            inversions += src[i] > src[j];

    insertion_sort(a, N);
    shell_sort(b, N);
    quick_sort(c, 0, N - 1, 0);

    int sorted = 1, same = 1;
    uint32_t h = KC_FNV_INIT;
    for (int i = 0; i < N; i++) {
        if (i && a[i - 1] > a[i]) sorted = 0;
        if (a[i] != b[i] || a[i] != c[i]) same = 0;
        h = kc_fnv(h, (uint32_t)a[i]);
    }
    kc_line_u32("inversions", inversions);
    kc_line_i32("min", a[0]);
    kc_line_i32("median", a[N / 2]);
    kc_line_i32("max", a[N - 1]);
    kc_line_i32("qsort_depth", max_depth);
    kc_line_hex("hash", h);
    fails += !kc_check("sorted", sorted);
    fails += !kc_check("algorithms_agree", same);
    return fails;
}
