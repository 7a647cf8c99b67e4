#include "task/formula.h"

#include <cctype>
#include <cmath>
#include <cstring>
#include <vector>

namespace kc::bench {

namespace {

class Parser {
 public:
  Parser(std::string_view text, const NameLookup& lookup, bool integer) : s_(text), lookup_(lookup), int_(integer) {}

  double parse() {
    double v = sum();
    skipSpace();
    if (i_ < s_.size()) fail("unexpected '" + std::string(1, s_[i_]) + "'");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& message) const { throw FormulaError(int(i_) + 1, message); }

  void skipSpace() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(char c) {
    skipSpace();
    if (i_ < s_.size() && s_[i_] == c) { ++i_; return true; }
    return false;
  }

  double sum() {
    double v = product();
    for (;;) {
      if (eat('+')) v += product();
      else if (eat('-')) v -= product();
      else return v;
    }
  }

  double product() {
    double v = unary();
    for (;;) {
      size_t at = i_;
      if (eat('*')) {
        v *= unary();
      } else if (eat('/')) {
        double d = unary();
        if (d == 0) { i_ = at; fail("division by zero"); }
        v = int_ ? std::trunc(v / d) : v / d;
      } else if (eat('%')) {
        double d = unary();
        if (d == 0) { i_ = at; fail("remainder by zero"); }
        v = std::fmod(v, d);
      } else {
        return v;
      }
    }
  }

  double unary() {
    if (eat('-')) return -unary();
    if (eat('+')) return unary();
    return primary();
  }

  double primary() {
    skipSpace();
    if (i_ >= s_.size()) fail("expression ends early");
    char c = s_[i_];
    if (c == '(') {
      ++i_;
      double v = sum();
      if (!eat(')')) fail("expected ')'");
      return v;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') return number();
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') return nameOrCall();
    fail("unexpected '" + std::string(1, c) + "'");
  }

  double number() {
    size_t start = i_;
    std::string text(s_.substr(i_));
    size_t used = 0;
    double v = 0;
    try {
      if (text.size() > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) v = double(std::stoll(text, &used, 16));
      else v = std::stod(text, &used);
    } catch (const std::exception&) {
      fail("bad number");
    }
    i_ = start + used;
    return v;
  }

  double nameOrCall() {
    size_t start = i_;
    while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '_' || s_[i_] == '.')) ++i_;
    std::string name(s_.substr(start, i_ - start));
    if (eat('(')) {
      // A float function's argument is a real number even in a whole-number formula:
      // f32bits(1 / N) is the bits of 1/N, not of 0.
      const bool wasInt = int_;
      if (name == "sqrt" || name == "exp" || name == "log" || name == "f32bits") int_ = false;
      std::vector<double> args{sum()};
      while (eat(',')) args.push_back(sum());
      int_ = wasInt;
      if (!eat(')')) fail("expected ')' after the arguments of " + name);
      return call(name, args, start);
    }
    std::optional<double> v = lookup_ ? lookup_(name) : std::nullopt;
    if (!v) { i_ = start; fail("unknown name '" + name + "'"); }
    return *v;
  }

  double call(const std::string& name, const std::vector<double>& a, size_t at) {
    auto arity = [&](size_t n) {
      if (a.size() != n) { i_ = at; fail(name + " takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s")); }
    };
    if (name == "sqrt") { arity(1); return std::sqrt(a[0]); }
    if (name == "exp") { arity(1); return std::exp(a[0]); }
    if (name == "log") { arity(1); return std::log(a[0]); }
    if (name == "min") { arity(2); return std::min(a[0], a[1]); }
    if (name == "max") { arity(2); return std::max(a[0], a[1]); }
    if (name == "f32bits") {
      // The IEEE binary32 bit pattern, for registers that hold floats as raw bits.
      arity(1);
      const float f = float(a[0]);
      uint32_t u;
      std::memcpy(&u, &f, 4);
      return double(u);
    }
    i_ = at;
    fail("unknown function '" + name + "'");
  }

  std::string_view s_;
  const NameLookup& lookup_;
  bool int_;
  size_t i_ = 0;
};

} // namespace

double evalFormula(std::string_view text, const NameLookup& lookup) { return Parser(text, lookup, false).parse(); }

int64_t evalIntFormula(std::string_view text, const NameLookup& lookup) {
  double v = Parser(text, lookup, true).parse();
  if (v != std::floor(v) || std::fabs(v) > 9.0e15) throw FormulaError(1, "'" + std::string(text) + "' is not a whole number");
  return int64_t(v);
}

} // namespace kc::bench
