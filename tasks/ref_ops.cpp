#include "ref_ops.h"

#include <algorithm>
#include <cmath>

namespace kc::tasks::ops {

double silu(double x) { return x / (1.0 + std::exp(-x)); }
double gelu(double x) { return 0.5 * x * (1.0 + std::tanh(std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x))); }
double relu(double x) { return x > 0 ? x : 0.0; }

std::vector<double> matmul(const double* a, const double* b, int64_t m, int64_t k, int64_t n, bool transB) {
  std::vector<double> c(size_t(m * n), 0.0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t p = 0; p < k; ++p) {
      const double av = a[i * k + p];
      double* row = &c[size_t(i * n)];
      if (transB)
        for (int64_t j = 0; j < n; ++j) row[j] += av * b[j * k + p];
      else
        for (int64_t j = 0; j < n; ++j) row[j] += av * b[p * n + j];
    }
  return c;
}

void softmaxRows(double* x, int64_t rows, int64_t cols) {
  for (int64_t r = 0; r < rows; ++r) {
    double* row = x + r * cols;
    double mx = *std::max_element(row, row + cols), sum = 0;
    for (int64_t j = 0; j < cols; ++j) sum += (row[j] = std::exp(row[j] - mx));
    for (int64_t j = 0; j < cols; ++j) row[j] /= sum;
  }
}

std::vector<double> rmsnorm(const double* x, const double* g, int64_t rows, int64_t cols, double eps) {
  std::vector<double> y(size_t(rows * cols));
  for (int64_t r = 0; r < rows; ++r) {
    double ss = 0;
    for (int64_t j = 0; j < cols; ++j) ss += x[r * cols + j] * x[r * cols + j];
    const double inv = 1.0 / std::sqrt(ss / double(cols) + eps);
    for (int64_t j = 0; j < cols; ++j) y[size_t(r * cols + j)] = x[r * cols + j] * inv * g[j];
  }
  return y;
}

void rope(double* x, const double* cos, const double* sin, int64_t rows, int64_t heads, int64_t d) {
  const int64_t half = d / 2;
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t h = 0; h < heads; ++h) {
      double* v = x + r * heads * d + h * d;
      for (int64_t i = 0; i < half; ++i) {
        const double a = v[i], b = v[i + half], c = cos[r * half + i], s = sin[r * half + i];
        v[i] = a * c - b * s;
        v[i + half] = b * c + a * s;
      }
    }
}

std::vector<double> conv2d(const double* x, const double* w, int64_t h, int64_t wd, int64_t ci, int64_t co, int64_t ks) {
  const int64_t oh = h - ks + 1, ow = wd - ks + 1;
  std::vector<double> y(size_t(oh * ow * co), 0.0);
  for (int64_t i = 0; i < oh; ++i)
    for (int64_t j = 0; j < ow; ++j)
      for (int64_t p = 0; p < ks; ++p)
        for (int64_t q = 0; q < ks; ++q)
          for (int64_t c = 0; c < ci; ++c) {
            const double xv = x[((i + p) * wd + (j + q)) * ci + c];
            const double* wr = w + ((p * ks + q) * ci + c) * co;
            double* out = &y[size_t((i * ow + j) * co)];
            for (int64_t o = 0; o < co; ++o) out[o] += xv * wr[o];
          }
  return y;
}

std::vector<double> attention(const double* q, const double* k, const double* v, int64_t s, int64_t t, int64_t h,
                              int64_t g, int64_t d, double scale, bool causal) {
  std::vector<double> out(size_t(s * h * d), 0.0);
  std::vector<double> p(static_cast<size_t>(t));
  const int64_t group = h / g;
  for (int64_t head = 0; head < h; ++head) {
    const int64_t kv = head / group;
    for (int64_t i = 0; i < s; ++i) {
      const int64_t keys = causal ? std::min(t, i + 1) : t;
      for (int64_t j = 0; j < keys; ++j) {
        double dot = 0;
        for (int64_t e = 0; e < d; ++e) dot += q[i * h * d + head * d + e] * k[j * g * d + kv * d + e];
        p[size_t(j)] = dot * scale;
      }
      softmaxRows(p.data(), 1, keys);
      for (int64_t j = 0; j < keys; ++j)
        for (int64_t e = 0; e < d; ++e) out[size_t(i * h * d + head * d + e)] += p[size_t(j)] * v[j * g * d + kv * d + e];
    }
  }
  return out;
}

} // namespace kc::tasks::ops
