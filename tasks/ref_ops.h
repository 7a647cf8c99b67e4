// Building blocks the task references share, in double precision on row-major arrays.
#pragma once

#include <cstdint>
#include <vector>

namespace kc::tasks::ops {

double silu(double x);
double gelu(double x);      // the tanh form: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
double relu(double x);

// c[m x n] = a[m x k] @ b[k x n]; `transB`: b is stored [n x k] and used transposed.
std::vector<double> matmul(const double* a, const double* b, int64_t m, int64_t k, int64_t n, bool transB = false);

void softmaxRows(double* x, int64_t rows, int64_t cols);
// y = x / sqrt(mean(x^2) + eps) * g, per row.
std::vector<double> rmsnorm(const double* x, const double* g, int64_t rows, int64_t cols, double eps);

// Rotate-half rotary embedding of every head of a [rows, heads * d] matrix in place; cos/sin are
// [rows, d / 2] and row r is position r.
void rope(double* x, const double* cos, const double* sin, int64_t rows, int64_t heads, int64_t d);

// Convolution of one channels-last image x [h, w, ci] with weights [ks, ks, ci, co], stride 1, no
// padding, without bias: returns [h - ks + 1, w - ks + 1, co].
std::vector<double> conv2d(const double* x, const double* w, int64_t h, int64_t wd, int64_t ci, int64_t co, int64_t ks);

// Multi-head attention: q [s, h * d], k and v [t, g * d] where query head i reads key/value head
// i / (h / g); scores scaled by `scale`; `causal` lets query i see keys j <= i. Returns [s, h * d].
std::vector<double> attention(const double* q, const double* k, const double* v, int64_t s, int64_t t, int64_t h,
                              int64_t g, int64_t d, double scale, bool causal);

} // namespace kc::tasks::ops
