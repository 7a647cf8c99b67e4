// Running a version on the visible inputs and looking at what it left in its outputs. Only the
// visible seed is ever run here: hidden inputs decide the score after submit, out of sight.
#include <cmath>

#include <fmt/format.h>

#include "agent/tool_args.h"
#include "agent/tool_registry.h"
#include "evaluation/eval_report.h"

namespace kc::agent {

namespace {

// Rows shown per call at most: a screen of table.
constexpr int64_t kMaxRowsShown = 16;
// Elements shown per row: got against want from the first bad column.
constexpr int64_t kElementsShown = 4;

ToolResult runEvaluation(const nlohmann::json& args, AgentSession& s) {
  std::string error;
  const int v = s.resolveVersion(optionalInt(args, "version"), error);
  if (!v) return toolError(error);
  const bench::EvalReport& r = s.evaluateVersion(v, bench::RunDetail{true, false});
  std::string text = AgentSession::versionName(v) + " on the visible inputs: " + bench::evalReportText(r);
  if (r.ran && !r.correct && !r.outputs.empty()) text += "view_output shows an output's rows, got against want.\n";
  return toolOk(text);
}

// "3" or "0-7": the rows asked for, within [0, rows).
bool parseRows(const std::string& spec, int64_t rows, int64_t& first, int64_t& last, std::string& error) {
  const size_t dash = spec.find('-');
  try {
    size_t used = 0;
    first = std::stoll(spec.substr(0, dash), &used);
    if (used != (dash == std::string::npos ? spec.size() : dash)) throw std::invalid_argument("");
    last = first;
    if (dash != std::string::npos) {
      last = std::stoll(spec.substr(dash + 1), &used);
      if (used != spec.size() - dash - 1) throw std::invalid_argument("");
    }
  } catch (const std::exception&) {
    error = "rows must be a row number or a range such as 0-7, got '" + spec + "'";
    return false;
  }
  if (first < 0 || last < first || first >= rows) {
    error = fmt::format("rows {} is outside the output's rows 0-{}", spec, rows - 1);
    return false;
  }
  last = std::min(last, rows - 1);
  return true;
}

// "y[1]" or "C[0, 3]" for flat row r of a tensor shaped `shape`.
std::string rowName(const bench::OutputValues& o, int64_t r) {
  if (o.shape.size() < 2) return o.tensor;
  std::vector<int64_t> index(o.shape.size() - 1);
  for (size_t k = index.size(); k-- > 0;) {
    index[k] = r % o.shape[k];
    r /= o.shape[k];
  }
  std::string s = o.tensor + "[";
  for (size_t k = 0; k < index.size(); ++k) s += (k ? ", " : "") + std::to_string(index[k]);
  return s + "]";
}

std::string rowLine(const bench::OutputValues& o, int64_t r, int64_t rowLen) {
  int64_t bad = 0, firstBad = -1;
  double worst = 0;
  for (int64_t j = 0; j < rowLen; ++j) {
    const double g = o.got[size_t(r * rowLen + j)], w = o.want[size_t(r * rowLen + j)];
    const bool same = g == w || (std::isnan(g) && std::isnan(w));
    const double err = same ? 0 : (std::isfinite(g) && std::isfinite(w) ? std::fabs(g - w) : INFINITY);
    worst = std::max(worst, err);
    if (err > o.atol + o.rtol * std::fabs(w)) {
      if (bad++ == 0) firstBad = j;
    }
  }
  std::string s = fmt::format("{}: {} of {} bad, worst abs error {:.4g}", rowName(o, r), bad, rowLen, worst);
  const int64_t from = bad ? firstBad : 0;
  s += bad ? fmt::format("; from column {} got/want:", from) : "; got/want:";
  for (int64_t j = from; j < std::min(rowLen, from + kElementsShown); ++j)
    s += fmt::format(" [{}] {:.6g}/{:.6g}", j, o.got[size_t(r * rowLen + j)], o.want[size_t(r * rowLen + j)]);
  return s + "\n";
}

ToolResult viewOutput(const nlohmann::json& args, AgentSession& s) {
  const auto& last = s.lastEvaluation();
  if (!last) return toolError("nothing has been evaluated yet: call run_evaluation first");
  const std::string version = AgentSession::versionName(s.lastEvaluatedVersion());
  if (!last->ran) return toolError("the last evaluation (" + version + ") did not run: " + bench::evalVerdict(*last));
  const std::string name = stringArg(args, "tensor");
  const bench::OutputValues* o = nullptr;
  std::string names;
  for (const bench::OutputValues& v : last->values) {
    if (v.tensor == name) o = &v;
    names += (names.empty() ? "" : ", ") + v.tensor;
  }
  if (!o) return toolError("'" + name + "' is not an output of this task; outputs: " + names);
  const int64_t rowLen = o->shape.empty() ? 1 : o->shape.back();
  const int64_t rows = rowLen ? int64_t(o->want.size()) / rowLen : 0;
  int64_t first = 0, lastRow = 0;
  std::string error;
  if (!parseRows(stringArg(args, "rows"), rows, first, lastRow, error)) return toolError(error);
  std::string shape;
  for (int64_t d : o->shape) shape += (shape.empty() ? "" : ", ") + std::to_string(d);
  std::string text = fmt::format("{} of {} on the visible inputs: shape [{}], {} rows of {}; an element is bad when "
                                 "|got - want| > {:g} + {:g} * |want|\n",
                                 o->tensor, version, shape, rows, rowLen, o->atol, o->rtol);
  const int64_t end = std::min(lastRow, first + kMaxRowsShown - 1);
  for (int64_t r = first; r <= end; ++r) text += rowLine(*o, r, rowLen);
  if (end < lastRow) text += fmt::format("({} more rows asked for; ask for rows {}-{})\n", lastRow - end, end + 1, lastRow);
  return toolOk(text);
}

} // namespace

void addEvaluationTools(ToolRegistry& r) {
  r.add({"run_evaluation",
         "Assemble a kernel version, run it on the task's visible inputs and check its outputs. Reports whether it "
         "is correct, the share of elements within tolerance, the worst errors and first bad rows, why the run "
         "stopped (a trap with its instruction and source line, a budget, a write outside the outputs), its cycles, "
         "the baseline's cycles and the speedup, and the roofline bound: the fewest cycles the machine's peak rates "
         "allow for the task's work, what sets it, and the kernel's share of it.",
         objectSchema({{"version", versionProperty()}}), runEvaluation});
  r.add({"view_output",
         "After run_evaluation: an output tensor's rows from the last evaluation, one line per row with its bad "
         "elements, worst error, first bad column and got/want values from there. Rows are numbered over all "
         "dimensions but the last.",
         objectSchema({{"tensor", {{"type", "string"}, {"description", "Name of an output tensor."}}},
                       {"rows", {{"type", "string"}, {"description", "A row number or a range such as 0-7."}}}},
                      {"tensor", "rows"}),
         viewOutput});
}

} // namespace kc::agent
