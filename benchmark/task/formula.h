// Arithmetic expressions in task and layout files ("M * K", "DTCM_BASE + 64", "1 / sqrt(D)"):
// numbers, names, + - * / %, parentheses and sqrt/exp/log/min/max, and f32bits(x) (the bit
// pattern of x as an IEEE binary32, for registers holding raw float bits). Names are resolved by
// the caller.
#pragma once

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace kc::bench {

// A malformed expression or an unknown name; `column` is 1-based within the expression text.
struct FormulaError : std::runtime_error {
  FormulaError(int column, const std::string& message) : std::runtime_error(message), column(column) {}
  int column;
};

using NameLookup = std::function<std::optional<double>(std::string_view name)>;

double evalFormula(std::string_view text, const NameLookup& lookup);
// Like evalFormula, but the result must be a whole number (sizes and addresses); `/` rounds
// toward zero and `%` is the integer remainder, except within the arguments of sqrt, exp, log
// and f32bits, which are real numbers.
int64_t evalIntFormula(std::string_view text, const NameLookup& lookup);

} // namespace kc::bench
