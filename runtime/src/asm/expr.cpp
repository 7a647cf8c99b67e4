#include "asm/expr.h"

#include "kc/limits.h"

namespace kc::as {

int64_t relocHi(int64_t x) { return static_cast<int64_t>(((static_cast<uint64_t>(x) + 0x800) >> 12) & 0xFFFFF); }
int64_t relocLo(int64_t x) {
  int64_t lo = x & 0xFFF;
  return lo >= 0x800 ? lo - 0x1000 : lo;
}

namespace {

enum class Op { None, Mul, Div, Mod, Add, Sub, Shl, Shr, Lt, Le, Gt, Ge, Eq, Ne, And, Xor, Or, LAnd, LOr };

int precedence(Op op) {
  switch (op) {
    case Op::Mul: case Op::Div: case Op::Mod: return 10;
    case Op::Add: case Op::Sub: return 9;
    case Op::Shl: case Op::Shr: return 8;
    case Op::Lt: case Op::Le: case Op::Gt: case Op::Ge: return 7;
    case Op::Eq: case Op::Ne: return 6;
    case Op::And: return 5;
    case Op::Xor: return 4;
    case Op::Or: return 3;
    case Op::LAnd: return 2;
    case Op::LOr: return 1;
    case Op::None: return 0;
  }
  return 0;
}

class Parser {
 public:
  Parser(Cursor& c, ExprHost& h, bool allowUndef, ExprError& e) : c_(c), h_(h), allowUndef_(allowUndef), err_(e) {}

  bool expr(Value& out, int minPrec = 1) {
    if (!unary(out)) return false;
    for (;;) {
      size_t save = c_.p;
      size_t len = 0;
      Op op = peekOp(len);
      int prec = precedence(op);
      if (op == Op::None || prec < minPrec) {
        c_.p = save;
        return true;
      }
      size_t opPos = c_.p;
      c_.p += len;
      Value rhs;
      if (!expr(rhs, prec + 1)) return false;
      if (!apply(op, opPos, out, rhs)) return false;
    }
  }

 private:
  bool fail(size_t pos, std::string msg, std::string hint = {}) {
    err_.pos = pos;
    err_.message = std::move(msg);
    err_.hint = std::move(hint);
    return false;
  }

  Op peekOp(size_t& len) {
    c_.skipSpace();
    char a = c_.peek(), b = c_.peek(1);
    len = 2;
    if (a == '<' && b == '<') return Op::Shl;
    if (a == '>' && b == '>') return Op::Shr;
    if (a == '<' && b == '=') return Op::Le;
    if (a == '>' && b == '=') return Op::Ge;
    if (a == '=' && b == '=') return Op::Eq;
    if (a == '!' && b == '=') return Op::Ne;
    if (a == '&' && b == '&') return Op::LAnd;
    if (a == '|' && b == '|') return Op::LOr;
    len = 1;
    switch (a) {
      case '*': return Op::Mul;
      case '/': return Op::Div;
      case '%': return Op::Mod;
      case '+': return Op::Add;
      case '-': return Op::Sub;
      case '<': return Op::Lt;
      case '>': return Op::Gt;
      case '&': return Op::And;
      case '^': return Op::Xor;
      case '|': return Op::Or;
      default: return Op::None;
    }
  }

  bool apply(Op op, size_t pos, Value& a, const Value& b) {
    const uint64_t x = static_cast<uint64_t>(a.v), y = static_cast<uint64_t>(b.v);
    const bool undef = a.undefined || b.undefined;
    int rel = 0;
    int64_t r = 0;
    switch (op) {
      case Op::Add: r = static_cast<int64_t>(x + y), rel = a.rel + b.rel; break;
      case Op::Sub: r = static_cast<int64_t>(x - y), rel = a.rel - b.rel; break;
      case Op::Mul: r = static_cast<int64_t>(x * y); break;
      case Op::Div:
      case Op::Mod:
        if (b.v == 0) {
          if (undef) break;
          return fail(pos, "division by zero");
        }
        if (a.v == INT64_MIN && b.v == -1) r = op == Op::Div ? INT64_MIN : 0;
        else r = op == Op::Div ? a.v / b.v : a.v % b.v;
        break;
      case Op::Shl: r = static_cast<int64_t>(x << (y & 63)); break;
      case Op::Shr: r = a.v >> (y & 63); break;
      case Op::Lt: r = a.v < b.v; break;
      case Op::Le: r = a.v <= b.v; break;
      case Op::Gt: r = a.v > b.v; break;
      case Op::Ge: r = a.v >= b.v; break;
      case Op::Eq: r = a.v == b.v; break;
      case Op::Ne: r = a.v != b.v; break;
      case Op::And: r = static_cast<int64_t>(x & y); break;
      case Op::Xor: r = static_cast<int64_t>(x ^ y); break;
      case Op::Or: r = static_cast<int64_t>(x | y); break;
      case Op::LAnd: r = a.v && b.v; break;
      case Op::LOr: r = a.v || b.v; break;
      case Op::None: break;
    }
    a.v = r;
    a.rel = rel;
    a.undefined = undef;
    return true;
  }

  // Parentheses and unary operators recurse; the depth is bounded so that a hostile line cannot
  // overflow the stack.
  bool enter() {
    if (depth_ < limits::kMaxExprDepth) return ++depth_, true;
    return fail(c_.p, "expression nested more than " + std::to_string(limits::kMaxExprDepth) + " deep",
                "the limit on parentheses and unary operators inside one another");
  }

  bool unary(Value& out) {
    c_.skipSpace();
    char ch = c_.peek();
    if (ch == '-' || ch == '~' || ch == '!' || ch == '+') {
      if (!enter()) return false;
      ++c_.p;
      const bool ok = unary(out);
      --depth_;
      if (!ok) return false;
      const uint64_t x = static_cast<uint64_t>(out.v);
      if (ch == '-') out.v = static_cast<int64_t>(0 - x), out.rel = -out.rel;
      else if (ch == '~') out.v = static_cast<int64_t>(~x), out.rel = 0;
      else if (ch == '!') out.v = out.v == 0, out.rel = 0;
      return true;
    }
    return primary(out);
  }

  bool primary(Value& out) {
    c_.skipSpace();
    const size_t start = c_.p;
    const char ch = c_.peek();
    out = Value{};
    if (ch == '(') {
      if (!enter()) return false;
      ++c_.p;
      const bool ok = expr(out);
      --depth_;
      if (!ok) return false;
      if (!c_.eat(')')) return fail(c_.p, "expected ')'");
      return true;
    }
    if (isDigit(ch)) {
      size_t end = numberTokenEnd(c_.s, c_.p);
      uint64_t v;
      std::string_view tok = c_.s.substr(c_.p, end - c_.p);
      if (isLocalLabelRef(tok)) return localLabel(tok, start, end, out);
      if (!parseInteger(tok, v)) return fail(start, "bad number '" + std::string(tok) + "'");
      out.v = static_cast<int64_t>(v);
      c_.p = end;
      return true;
    }
    if (ch == '\'') {
      size_t end;
      if (!parseCharLiteral(c_.s, c_.p, out.v, end)) return fail(start, "bad character literal");
      c_.p = end;
      return true;
    }
    if (ch == '%' && isAlpha(c_.peek(1))) return reloc(out);
    if (isSymbolStart(ch)) {
      std::string_view name = c_.symbol();
      if (name == ".") {
        out.v = static_cast<int64_t>(h_.pc());
        out.rel = h_.pcIsCode() ? 1 : 0;
        return true;
      }
      if (h_.lookup(name, out)) return true;
      if (allowUndef_) {
        out = Value{};
        out.undefined = true;
        return true;
      }
      return fail(start, "undefined symbol '" + std::string(name) + "'", h_.undefinedHint(name));
    }
    if (c_.p >= c_.s.size()) return fail(start, "expected an expression");
    return fail(start, "expected an expression, found '" + std::string(1, ch) + "'");
  }

  bool localLabel(std::string_view ref, size_t start, size_t end, Value& out) {
    c_.p = end;
    if (h_.lookupLocalLabel(ref, out)) return true;
    const bool forward = ref.back() == 'f';
    if (forward && allowUndef_) {  // the first pass has not reached it yet
      out = Value{};
      out.undefined = true;
      return true;
    }
    const std::string label = std::string(ref.substr(0, ref.size() - 1)) + ":";
    return fail(start, "'" + std::string(ref) + "' refers to the nearest '" + label + "' " +
                           (forward ? "after" : "before") + " it, and there is none");
  }

  bool reloc(Value& out) {
    const size_t start = c_.p;
    ++c_.p;
    size_t b = c_.p;
    while (c_.p < c_.s.size() && (isAlpha(c_.s[c_.p]) || isDigit(c_.s[c_.p]) || c_.s[c_.p] == '_')) ++c_.p;
    std::string name(c_.s.substr(b, c_.p - b));
    if (name != "hi" && name != "lo" && name != "pcrel_hi" && name != "pcrel_lo")
      return fail(start, "unknown relocation operator '%" + name + "'", "use %hi, %lo, %pcrel_hi or %pcrel_lo");
    if (!c_.eat('(')) return fail(c_.p, "expected '(' after '%" + name + "'");
    Value arg;
    if (!enter()) return false;
    const bool ok = expr(arg);
    --depth_;
    if (!ok) return false;
    if (!c_.eat(')')) return fail(c_.p, "expected ')'");
    out = Value{};
    out.undefined = arg.undefined;
    if (name == "hi") {
      out.v = relocHi(arg.v);
    } else if (name == "lo") {
      out.v = relocLo(arg.v);
    } else if (name == "pcrel_hi") {
      int64_t off = static_cast<int64_t>(static_cast<uint64_t>(arg.v) - h_.pc());
      if (!arg.undefined) h_.notePcrelHi(off);
      out.v = relocHi(off);
    } else {
      int64_t off = 0;
      if (!arg.undefined && !h_.pcrelHiAt(arg.v, off)) {
        if (allowUndef_) {
          out.undefined = true;
          return true;
        }
        return fail(start, "%pcrel_lo refers to address " + std::to_string(arg.v) + ", which holds no %pcrel_hi",
                    "the operand of %pcrel_lo is the label of the instruction using %pcrel_hi");
      }
      out.v = relocLo(off);
    }
    return true;
  }

  Cursor& c_;
  ExprHost& h_;
  bool allowUndef_;
  ExprError& err_;
  int depth_ = 0;
};

} // namespace

bool isLocalLabelRef(std::string_view t) {
  if (t.size() < 2 || (t.back() != 'b' && t.back() != 'f')) return false;
  for (size_t i = 0; i + 1 < t.size(); ++i)
    if (!isDigit(t[i])) return false;
  return true;
}

bool parseExpression(Cursor& c, ExprHost& host, bool allowUndefined, Value& out, ExprError& err) {
  Parser p(c, host, allowUndefined, err);
  return p.expr(out);
}

} // namespace kc::as
