/* Matrix-vector products, y = A x, A 24 x 72:
 *  - float, row form: one reassociated dot product per row;
 *  - float, column form over A^T: y += x[j] * column j (axpy, in order);
 *  - int16 weights x int32 activations, exact in int32.
 * The column form sums each y[i] in the same order as a scalar loop, so it
 * must match bit-for-bit; the row form within rounding. */
#include "kc_io.h"

#define M 24
#define K 72
static float A[M][K], At[K][M], xv[K], y_row[M], y_col[M], y_ref[M];
static int16_t Wq[M][K];
static int32_t xq[K], yq[M];

__attribute__((noinline)) static void gemv_rows(void)
{
#pragma clang fp reassociate(on)
    for (int i = 0; i < M; i++) {
        float s = 0.0f;
        for (int k = 0; k < K; k++) s += A[i][k] * xv[k];
        y_row[i] = s;
    }
}

__attribute__((noinline)) static void gemv_cols(void)
{
    for (int i = 0; i < M; i++) y_col[i] = 0.0f;
    for (int k = 0; k < K; k++)
        for (int i = 0; i < M; i++) y_col[i] += At[k][i] * xv[k];
}

__attribute__((noinline)) static void gemv_int(void)
{
    for (int i = 0; i < M; i++) {
        int32_t s = 0;
        for (int k = 0; k < K; k++) s += Wq[i][k] * xq[k];
        yq[i] = s;
    }
}

int main(void)
{
    int fails = 0;
    uint32_t seed = 17;
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++) {
            A[i][k] = At[k][i] = kc_lcg_f32(&seed);
            Wq[i][k] = (int16_t)((int32_t)kc_lcg(&seed) >> 20);
        }
    for (int k = 0; k < K; k++) {
        xv[k] = kc_lcg_f32(&seed) * 3.0f;
        xq[k] = (int32_t)kc_lcg(&seed) >> 16;
    }

    gemv_rows();
    gemv_cols();
    gemv_int();

    uint32_t exact = 0, close = 0, iok = 0, h = KC_FNV_INIT;
    for (int i = 0; i < M; i++) {
        float s = 0.0f;
        int32_t t = 0;
#pragma clang loop vectorize(disable) interleave(disable)
        for (int k = 0; k < K; k++) { s += A[i][k] * xv[k]; t += Wq[i][k] * xq[k]; }
        y_ref[i] = s;
        exact += kc_f2u(y_col[i]) == kc_f2u(s);
        close += __builtin_fabsf(y_row[i] - s) < 1e-4f;
        iok += yq[i] == t;
        h = kc_fnv(kc_fnv(kc_fnv(h, kc_f2u(y_row[i])), kc_f2u(y_col[i])), (uint32_t)yq[i]);
    }
    kc_line_f32("y_row0", y_row[0]);
    kc_line_f32("y_col0", y_col[0]);
    kc_line_f32("y_last", y_col[M - 1]);
    kc_line_i32("yq0", yq[0]);
    kc_line_hex("hash", h);
    fails += !kc_check("column_form_exact", exact == M);
    fails += !kc_check("row_form_close", close == M);
    fails += !kc_check("int_exact", iok == M);
    return fails;
}
