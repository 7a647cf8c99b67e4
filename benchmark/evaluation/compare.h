// Comparing a kernel's output with the reference, element by element and row by row.
#pragma once

#include <vector>

#include "evaluation/eval_report.h"
#include "task/task_def.h"

namespace kc::bench {

// An element matches when |got - want| <= atol + rtol * |want| (NaN never matches). Rows are the
// last dimension; the first `maxRows` bad rows (over all calls) are appended to `badRows`.
OutputCheck compareTensor(const std::string& name, const std::vector<int64_t>& shape, const std::vector<double>& got,
                          const std::vector<double>& want, const Tolerance& tol, std::vector<BadRow>& badRows,
                          size_t maxRows = 8);

} // namespace kc::bench
