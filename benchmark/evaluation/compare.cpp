#include "evaluation/compare.h"

#include <cmath>

namespace kc::bench {

namespace {

// "C[1, 5]" for row 13 of a [2, 8, N] tensor; "C" for a vector.
std::string rowName(const std::string& tensor, const std::vector<int64_t>& shape, int64_t row) {
  if (shape.size() < 2) return tensor;
  std::vector<int64_t> index(shape.size() - 1);
  for (size_t k = index.size(); k-- > 0;) {
    index[k] = row % shape[k];
    row /= shape[k];
  }
  std::string s = tensor + "[";
  for (size_t k = 0; k < index.size(); ++k) s += (k ? ", " : "") + std::to_string(index[k]);
  return s + "]";
}

} // namespace

OutputCheck compareTensor(const std::string& name, const std::vector<int64_t>& shape, const std::vector<double>& got,
                          const std::vector<double>& want, const Tolerance& tol, std::vector<BadRow>& badRows,
                          size_t maxRows) {
  OutputCheck c;
  c.tensor = name;
  c.elements = int64_t(want.size());
  c.atol = tol.atol;
  c.rtol = tol.rtol;
  const int64_t rowLen = shape.empty() ? 1 : shape.back();
  c.rows = rowLen ? c.elements / rowLen : 0;
  for (int64_t r = 0; r < c.rows; ++r) {
    BadRow row;
    for (int64_t j = 0; j < rowLen; ++j) {
      const size_t i = size_t(r * rowLen + j);
      const double g = got[i], w = want[i];
      // A NaN matches only a NaN and an infinity only itself.
      const bool finite = std::isfinite(g) && std::isfinite(w);
      const double abs = g == w || (std::isnan(g) && std::isnan(w)) ? 0 : finite ? std::fabs(g - w) : INFINITY;
      if (finite) {
        c.maxAbsError = std::max(c.maxAbsError, abs);
        c.maxRelError = std::max(c.maxRelError, w != 0 ? abs / std::fabs(w) : (abs == 0 ? 0 : INFINITY));
      } else if (std::isfinite(w) && !std::isfinite(g)) {
        ++c.nonFinite;
      }
      if (abs <= tol.atol + tol.rtol * std::fabs(w)) {
        ++c.matched;
        continue;
      }
      if (row.bad++ == 0) {
        row.firstBadColumn = j;
        row.got = g;
        row.want = w;
      }
      row.maxAbsError = std::max(row.maxAbsError, abs);
    }
    if (row.bad) {
      ++c.badRows;
      if (badRows.size() < maxRows) {
        row.tensor = name;
        row.row = rowName(name, shape, r);
        badRows.push_back(row);
      }
    }
  }
  return c;
}

} // namespace kc::bench
