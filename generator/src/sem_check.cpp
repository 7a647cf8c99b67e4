#include "sem_check.h"

#include <algorithm>
#include <cmath>

namespace hwgen {

std::string SemType::str() const {
  switch (kind) {
    case Void: return "void";
    case Bool: return "bool";
    case Int: return (isSigned ? "i" : "u") + std::to_string(bits);
    case Float: return format;
    case IntLit: return "integer literal";
    case FloatLit: return "float literal";
    case String: return "string";
  }
  return "?";
}

namespace {

const char* const kFloatFormats[] = {"f32", "f64", "bf16", "f16", "fp8e4m3", "fp8e5m2", "e8m0"};

int floatBits(const std::string& f) {
  if (f == "f64") return 64;
  if (f == "f32") return 32;
  if (f == "bf16" || f == "f16") return 16;
  return 8;
}

bool isFloatFormat(const std::string& n) {
  return std::find(std::begin(kFloatFormats), std::end(kFloatFormats), n) != std::end(kFloatFormats);
}

// "u32" -> (32, unsigned), "i7" -> (7, signed)
bool parseIntTypeName(const std::string& n, int& bits, bool& isSigned) {
  if (n.size() < 2 || (n[0] != 'u' && n[0] != 'i')) return false;
  if (n.size() > 3) return false;
  for (size_t i = 1; i < n.size(); ++i)
    if (!isdigit(static_cast<unsigned char>(n[i]))) return false;
  bits = std::stoi(n.substr(1));
  isSigned = n[0] == 'i';
  return bits >= 1 && bits <= 64;
}

// Float arithmetic happens in f32 unless an operand is f64; narrower formats only round
// when stored or converted.
SemType arithFloat(const SemType& a, const SemType& b) {
  if ((a.kind == SemType::Float && a.format == "f64") || (b.kind == SemType::Float && b.format == "f64"))
    return SemType::floatT("f64", 64);
  return SemType::floatT("f32", 32);
}

SemType arithInt(const SemType& a, const SemType& b) {
  if (a.kind == SemType::IntLit && b.kind == SemType::IntLit) return {SemType::IntLit};
  if (a.kind == SemType::IntLit) return b;
  if (b.kind == SemType::IntLit) return a;
  return SemType::intT(std::max(a.bits, b.bits), a.isSigned && b.isSigned);
}

struct Builtin {
  const char* name;
  int minArgs, maxArgs;
  const char* doc;
};

const Builtin kBuiltins[] = {
    {"exp", 1, 1, "e^x"},           {"log", 1, 1, "natural logarithm"},
    {"sqrt", 1, 1, "square root"},  {"rsqrt", 1, 1, "1/sqrt(x)"},
    {"recip", 1, 1, "1/x"},         {"tanh", 1, 1, "hyperbolic tangent"},
    {"floor", 1, 1, "round down"},  {"ceil", 1, 1, "round up"},
    {"abs", 1, 1, "absolute value"}, {"max", 2, 2, "larger of two"},
    {"min", 2, 2, "smaller of two"}, {"fma", 3, 3, "a*b+c, rounded once"},
    {"sext", 2, 2, "sign-extend to N bits"}, {"zext", 2, 2, "zero-extend to N bits"},
    {"bits", 1, 1, "bit pattern of a float"}, {"bitcast", 2, 2, "float of format T from bits"},
    {"mx_scale", 1, 1, "E8M0 scale bits for an E4M3 block with this largest magnitude"},
    {"halt", 0, 0, "stop the program"}, {"trap", 1, 1, "stop with an error"},
    {"popcount", 1, 1, "set bits"}, {"clz", 1, 1, "leading zeros"}, {"ctz", 1, 1, "trailing zeros"},
};

const Builtin* findBuiltin(const std::string& n) {
  for (const auto& b : kBuiltins)
    if (n == b.name) return &b;
  return nullptr;
}

} // namespace

SemChecker::SemChecker(const TargetModel& model, SemContext ctx, const std::vector<OperandM>* operands,
                       SemErrorFn onError)
    : model_(model), ctx_(ctx), operands_(operands), onError_(std::move(onError)) {}

void SemChecker::error(size_t offset, const std::string& msg) {
  ++errors_;
  onError_(offset, msg);
}

bool SemChecker::checkExpr(Expr& e) {
  int before = errors_;
  SemType t = expr(e);
  if (errors_ == before && !t.isIntLike() && t.kind != SemType::Bool)
    error(e.offset, "expected an integer or boolean expression, got " + t.str());
  return errors_ == before;
}

bool SemChecker::checkProgram(SemProgram& p, InstrM& instr) {
  instr_ = &instr;
  int before = errors_;
  scopes_.emplace_back();
  stmts(p.stmts);
  scopes_.pop_back();
  instr.numLocals = nextSlot_;
  return errors_ == before;
}

const SemChecker::Local* SemChecker::findLocal(const std::string& n) const {
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it)
    for (const auto& l : *it)
      if (l.name == n) return &l;
  return nullptr;
}

std::optional<SemType> SemChecker::typeByName(const std::string& n) const {
  int bits;
  bool s;
  if (parseIntTypeName(n, bits, s)) return SemType::intT(bits, s);
  if (isFloatFormat(n)) return SemType::floatT(n, floatBits(n));
  if (n == "bool") return SemType::boolT();
  return std::nullopt;
}

void SemChecker::stmts(std::vector<StmtP>& ss) {
  for (auto& s : ss) stmt(*s);
}

bool SemChecker::assignable(const SemType& to, const SemType& from, size_t offset, const std::string& what) {
  if (from.kind == SemType::Void) return false;  // already reported
  bool ok = (to.isIntLike() && from.isIntLike()) || (to.kind == SemType::Float && from.isNumeric() &&
                                                     from.kind != SemType::Int) ||
            (to.kind == SemType::Bool && from.kind == SemType::Bool);
  if (!ok) {
    std::string hint;
    if (to.isIntLike() && from.isFloatLike()) hint = "; convert with " + to.str() + "(...)";
    if (to.kind == SemType::Float && from.kind == SemType::Int) hint = "; convert with " + to.str() + "(...)";
    error(offset, "cannot assign " + from.str() + " to " + what + " of type " + to.str() + hint);
  }
  return ok;
}

void SemChecker::noteAccess(AccessM::Space space, int index, const Expr* idx, bool write) {
  if (!instr_) return;
  AccessM a{space, index, -1, -1, write};
  if (idx && idx->kind == Expr::Name && idx->ref.kind == NameRef::Operand) a.operand = idx->ref.index;
  else if (idx && idx->kind == Expr::IntLit) a.constIndex = idx->ival;
  else if (!idx) a.constIndex = 0;
  for (const auto& b : instr_->accesses)
    if (b.space == a.space && b.index == a.index && b.operand == a.operand && b.constIndex == a.constIndex &&
        b.write == a.write)
      return;
  instr_->accesses.push_back(a);
}

void SemChecker::stmt(Stmt& s) {
  switch (s.kind) {
    case Stmt::Let: {
      if (ctx_ != SemContext::Semantics) return error(s.offset, "statements are only allowed in semantics");
      SemType vt = expr(*s.value);
      SemType t = vt;
      if (!s.declType.empty()) {
        auto dt = typeByName(s.declType);
        if (!dt) return error(s.offset, "unknown type '" + s.declType + "'");
        t = *dt;
        assignable(t, vt, s.value->offset, "'" + s.name + "'");
      } else if (vt.kind == SemType::IntLit) {
        t = SemType::intT(64, true);
      } else if (vt.kind == SemType::FloatLit) {
        t = SemType::floatT("f32", 32);
      } else if (vt.kind == SemType::String || vt.kind == SemType::Void) {
        if (vt.kind == SemType::String) error(s.value->offset, "a string cannot be stored in a variable");
        return;
      }
      s.targetType = t;
      s.localSlot = nextSlot_++;
      scopes_.back().push_back({s.name, t, false, s.localSlot});
      return;
    }
    case Stmt::Assign: {
      if (ctx_ != SemContext::Semantics) return error(s.offset, "statements are only allowed in semantics");
      SemType vt = expr(*s.value);
      SemType target;
      std::string what = "'" + s.name + "'";
      if (const Local* l = findLocal(s.name)) {
        if (l->isLoopVar) return error(s.offset, "cannot assign to loop variable '" + s.name + "'");
        if (s.index) return error(s.index->offset, "'" + s.name + "' is not an array");
        s.target = {NameRef::Local, l->slot};
        target = l->type;
      } else if (s.name == "pc") {
        if (s.index) return error(s.index->offset, "'pc' is not an array");
        s.target = {NameRef::Pc, -1};
        target = SemType::intT(64, false);
        if (instr_) instr_->writesPc = true;
      } else if (int rf = model_.findRegFile(s.name); rf >= 0) {
        if (!s.index) return error(s.offset, "register file '" + s.name + "' needs an index: " + s.name + "[...]");
        SemType it = expr(*s.index);
        if (!it.isIntLike()) return error(s.index->offset, "register index must be an integer, got " + it.str());
        if (s.index->ref.kind == NameRef::Operand) {
          const OperandM& o = (*operands_)[s.index->ref.index];
          if (o.kind == "reg" && o.regFile != rf)
            return error(s.index->offset, "operand '" + o.name + "' names a register of '" +
                                              model_.regFiles[o.regFile].name + "', not of '" + s.name + "'");
        }
        s.target = {NameRef::RegFile, rf};
        target = model_.regFiles[rf].type.semType();
        noteAccess(AccessM::RegFile, rf, s.index.get(), true);
      } else if (int mem = model_.findMemory(s.name); mem >= 0) {
        if (!s.index) return error(s.offset, "memory '" + s.name + "' needs an address: " + s.name + "[...]");
        SemType it = expr(*s.index);
        if (!it.isIntLike()) return error(s.index->offset, "memory address must be an integer, got " + it.str());
        s.target = {NameRef::Memory, mem};
        target = model_.memories[mem].type.semType();
        noteAccess(AccessM::Memory, mem, nullptr, true);
      } else if (int st = model_.findState(s.name); st >= 0) {
        if (s.index) {
          SemType it = expr(*s.index);
          if (!it.isIntLike()) return error(s.index->offset, "state index must be an integer, got " + it.str());
        }
        s.target = {NameRef::State, st};
        target = model_.states[st].type.semType();
        noteAccess(AccessM::State, st, s.index.get(), true);
      } else {
        bool isOperand = operands_ && std::any_of(operands_->begin(), operands_->end(),
                                                  [&](const OperandM& o) { return o.name == s.name; });
        if (isOperand) return error(s.offset, "cannot assign to operand '" + s.name + "'");
        if (model_.findParam(s.name) >= 0) return error(s.offset, "cannot assign to parameter '" + s.name + "'");
        return error(s.offset, "undefined name '" + s.name + "'");
      }
      if (s.op != "=") {
        if (s.op != "+=" && s.op != "-=" && s.op != "*=" && !target.isIntLike())
          return error(s.offset, "'" + s.op + "' needs an integer target, got " + target.str());
      }
      s.targetType = target;
      assignable(target, vt, s.value->offset, what);
      return;
    }
    case Stmt::For: {
      SemType a = expr(*s.from), b = expr(*s.to);
      if (!a.isIntLike()) error(s.from->offset, "loop bound must be an integer, got " + a.str());
      if (!b.isIntLike()) error(s.to->offset, "loop bound must be an integer, got " + b.str());
      if (s.step) {
        SemType c = expr(*s.step);
        if (!c.isIntLike()) error(s.step->offset, "loop step must be an integer, got " + c.str());
        else if (s.step->kind == Expr::IntLit && s.step->ival <= 0) error(s.step->offset, "loop step must be positive");
      }
      s.localSlot = nextSlot_++;
      scopes_.emplace_back();
      scopes_.back().push_back({s.name, SemType::intT(64, true), true, s.localSlot});
      stmts(s.body);
      scopes_.pop_back();
      return;
    }
    case Stmt::If: {
      SemType c = expr(*s.value);
      if (c.kind != SemType::Bool && c.kind != SemType::Void)
        error(s.value->offset, "condition must be bool, got " + c.str() + "; compare explicitly, e.g. x != 0");
      scopes_.emplace_back();
      stmts(s.body);
      scopes_.back().clear();
      stmts(s.elseBody);
      scopes_.pop_back();
      return;
    }
    case Stmt::ExprS: {
      if (s.value->kind != Expr::Call) return error(s.offset, "expression statement has no effect");
      expr(*s.value);
      return;
    }
    case Stmt::Block:
      scopes_.emplace_back();
      stmts(s.body);
      scopes_.pop_back();
      return;
  }
}

SemType SemChecker::name(Expr& e) {
  const std::string& n = e.text;
  if (const Local* l = findLocal(n)) {
    e.ref = {l->isLoopVar ? NameRef::LoopVar : NameRef::Local, l->slot};
    return l->type;
  }
  if (operands_) {
    for (size_t i = 0; i < operands_->size(); ++i) {
      const OperandM& o = (*operands_)[i];
      if (o.name != n) continue;
      e.ref = {NameRef::Operand, static_cast<int>(i)};
      if (o.kind == "imm") return SemType::intT(o.bits, o.isSigned);
      if (o.kind == "pcrel") return SemType::intT(64, false);
      return SemType::intT(32, false);
    }
  }
  if (int p = model_.findParam(n); p >= 0) {
    if (ctx_ == SemContext::PseudoWhen) error(e.offset, "parameters cannot be used here");
    e.ref = {NameRef::Param, p};
    return SemType::intT(64, true);
  }
  if (ctx_ == SemContext::Semantics) {
    if (n == "pc") {
      e.ref = {NameRef::Pc, -1};
      return SemType::intT(64, false);
    }
    if (n == "pc_next") {
      e.ref = {NameRef::PcNext, -1};
      return SemType::intT(64, false);
    }
    if (int st = model_.findState(n); st >= 0) {
      e.ref = {NameRef::State, st};
      noteAccess(AccessM::State, st, nullptr, false);
      return model_.states[st].type.semType();
    }
    if (model_.findRegFile(n) >= 0) {
      error(e.offset, "register file '" + n + "' needs an index: " + n + "[...]");
      return SemType::voidT();
    }
    if (model_.findMemory(n) >= 0) {
      error(e.offset, "memory '" + n + "' needs an address: " + n + "[...]");
      return SemType::voidT();
    }
  }
  std::string where = ctx_ == SemContext::ParamExpr    ? " (only parameters may be used here)"
                      : ctx_ == SemContext::TimingExpr ? " (latency and interval may use parameters and operands)"
                                                       : "";
  error(e.offset, "undefined name '" + n + "'" + where);
  return SemType::voidT();
}

SemType SemChecker::index(Expr& e) {
  Expr& base = *e.args[0];
  Expr& idx = *e.args[1];
  SemType it = expr(idx);
  if (base.kind == Expr::Name && ctx_ == SemContext::Semantics && !findLocal(base.text)) {
    if (int rf = model_.findRegFile(base.text); rf >= 0) {
      base.ref = {NameRef::RegFile, rf};
      if (!it.isIntLike()) error(idx.offset, "register index must be an integer, got " + it.str());
      if (idx.ref.kind == NameRef::Operand) {
        const OperandM& o = (*operands_)[idx.ref.index];
        if (o.kind == "reg" && o.regFile != rf)
          error(idx.offset, "operand '" + o.name + "' names a register of '" + model_.regFiles[o.regFile].name +
                                "', not of '" + base.text + "'");
      }
      noteAccess(AccessM::RegFile, rf, &idx, false);
      return model_.regFiles[rf].type.semType();
    }
    if (int mem = model_.findMemory(base.text); mem >= 0) {
      base.ref = {NameRef::Memory, mem};
      if (!it.isIntLike()) error(idx.offset, "memory address must be an integer, got " + it.str());
      noteAccess(AccessM::Memory, mem, nullptr, false);
      return model_.memories[mem].type.semType();
    }
    if (int st = model_.findState(base.text); st >= 0) {
      base.ref = {NameRef::State, st};
      if (!it.isIntLike()) error(idx.offset, "state index must be an integer, got " + it.str());
      noteAccess(AccessM::State, st, &idx, false);
      return model_.states[st].type.semType();
    }
  }
  SemType bt = expr(base);
  if (bt.kind == SemType::Void) return bt;
  if (bt.kind != SemType::Int) {
    error(e.offset, "cannot index a value of type " + bt.str());
    return SemType::voidT();
  }
  if (!it.isIntLike()) error(idx.offset, "bit index must be an integer, got " + it.str());
  return SemType::intT(1, false);
}

SemType SemChecker::binary(Expr& e) {
  SemType a = expr(*e.args[0]);
  SemType b = expr(*e.args[1]);
  if (a.kind == SemType::Void || b.kind == SemType::Void) return SemType::voidT();
  const std::string& op = e.text;
  auto bad = [&](const std::string& why) {
    error(e.offset, "operator '" + op + "' " + why + " (operands are " + a.str() + " and " + b.str() + ")");
    return SemType::voidT();
  };
  if (op == "&&" || op == "||") {
    if (a.kind != SemType::Bool || b.kind != SemType::Bool) return bad("needs bool operands");
    return SemType::boolT();
  }
  bool bothInt = a.isIntLike() && b.isIntLike();
  bool anyFloat = a.isFloatLike() || b.isFloatLike();
  bool mixed = (a.kind == SemType::Int && b.isFloatLike()) || (b.kind == SemType::Int && a.isFloatLike()) ||
               (a.kind == SemType::FloatLit && b.kind == SemType::IntLit) ||
               (b.kind == SemType::FloatLit && a.kind == SemType::IntLit);
  if (op == "==" || op == "!=" || op == "<" || op == "<=" || op == ">" || op == ">=") {
    if (a.kind == SemType::Bool && b.kind == SemType::Bool && (op == "==" || op == "!=")) return SemType::boolT();
    if (!a.isNumeric() || !b.isNumeric()) return bad("needs numbers");
    if (mixed && !(a.kind == SemType::IntLit || b.kind == SemType::IntLit))
      return bad("cannot compare an integer with a float; convert one side");
    return SemType::boolT();
  }
  if (op == "&" || op == "|" || op == "^" || op == "<<" || op == ">>") {
    if (!bothInt) return bad("needs integer operands");
    if (op == "<<" || op == ">>") return a.kind == SemType::IntLit ? SemType::intT(64, true) : a;
    return arithInt(a, b);
  }
  // + - * / %
  if (!a.isNumeric() || !b.isNumeric()) return bad("needs numbers");
  if (bothInt) return arithInt(a, b);
  if (op == "%") return bad("needs integer operands");
  if (a.kind == SemType::Int || b.kind == SemType::Int)
    return bad("cannot mix integer and float operands; convert with f32(...)");
  if (a.kind == SemType::FloatLit && b.kind == SemType::FloatLit) return {SemType::FloatLit};
  (void)anyFloat;
  return arithFloat(a, b);
}

SemType SemChecker::call(Expr& e) {
  const std::string& f = e.text;
  size_t n = e.args.size();
  // Conversions: T(x)
  if (auto t = typeByName(f); t && f != "bool") {
    if (n != 1) {
      error(e.offset, "conversion " + f + "(...) takes one argument, got " + std::to_string(n));
      return SemType::voidT();
    }
    SemType a = expr(*e.args[0]);
    if (a.kind == SemType::Void) return a;
    if (!a.isNumeric() && a.kind != SemType::Bool) {
      error(e.args[0]->offset, "cannot convert " + a.str() + " to " + f);
      return SemType::voidT();
    }
    if (t->kind == SemType::Float && a.kind == SemType::Bool) {
      error(e.args[0]->offset, "cannot convert bool to " + f);
      return SemType::voidT();
    }
    return *t;
  }
  const Builtin* b = findBuiltin(f);
  if (!b) {
    std::string hint;
    int best = 3;
    for (const auto& c : kBuiltins) {
      int d = 0;  // cheap similarity: shared prefix length
      std::string cn = c.name;
      size_t k = 0;
      while (k < cn.size() && k < f.size() && cn[k] == f[k]) ++k;
      d = static_cast<int>(std::max(cn.size(), f.size()) - k);
      if (d < best) best = d, hint = cn;
    }
    error(e.offset, "unknown function '" + f + "'" + (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
    return SemType::voidT();
  }
  if (ctx_ != SemContext::Semantics && (f == "halt" || f == "trap")) {
    error(e.offset, "'" + f + "' is only allowed in semantics");
    return SemType::voidT();
  }
  if (static_cast<int>(n) < b->minArgs || static_cast<int>(n) > b->maxArgs) {
    error(e.offset, "'" + f + "' takes " + std::to_string(b->minArgs) + " argument" + (b->minArgs == 1 ? "" : "s") +
                        ", got " + std::to_string(n));
    return SemType::voidT();
  }
  if (f == "trap") {
    if (e.args[0]->kind != Expr::StrLit) error(e.args[0]->offset, "trap needs a string message");
    if (instr_) instr_->usesHalt = true;
    return SemType::voidT();
  }
  if (f == "halt") {
    if (instr_) instr_->usesHalt = true;
    return SemType::voidT();
  }
  if (f == "bitcast") {
    Expr& tn = *e.args[0];
    auto t = tn.kind == Expr::Name ? typeByName(tn.text) : std::nullopt;
    if (!t || t->kind != SemType::Float) {
      error(tn.offset, "bitcast needs a float format as its first argument");
      return SemType::voidT();
    }
    tn.ref = {NameRef::TypeName, -1};
    SemType a = expr(*e.args[1]);
    if (!a.isIntLike()) {
      error(e.args[1]->offset, "bitcast needs integer bits, got " + a.str());
      return SemType::voidT();
    }
    return *t;
  }
  if (f == "sext" || f == "zext") {
    SemType a = expr(*e.args[0]);
    Expr& w = *e.args[1];
    if (w.kind != Expr::IntLit || w.ival < 1 || w.ival > 64) {
      error(w.offset, f + " needs a constant width from 1 to 64");
      return SemType::voidT();
    }
    if (a.kind != SemType::Int) {
      error(e.args[0]->offset, f + " needs a sized integer, got " + a.str());
      return SemType::voidT();
    }
    return SemType::intT(static_cast<int>(w.ival), f == "sext");
  }
  std::vector<SemType> ts;
  for (auto& a : e.args) ts.push_back(expr(*a));
  for (const auto& t : ts)
    if (t.kind == SemType::Void) return t;
  if (f == "bits") {
    if (ts[0].kind != SemType::Float) {
      error(e.args[0]->offset, "bits needs a float value, got " + ts[0].str());
      return SemType::voidT();
    }
    return SemType::intT(ts[0].bits, false);
  }
  if (f == "popcount" || f == "clz" || f == "ctz") {
    if (ts[0].kind != SemType::Int) {
      error(e.args[0]->offset, f + " needs a sized integer, got " + ts[0].str());
      return SemType::voidT();
    }
    return ts[0];
  }
  if (f == "abs" || f == "max" || f == "min") {
    SemType r = ts[0];
    if (n == 2) {
      if (ts[0].isIntLike() && ts[1].isIntLike()) r = arithInt(ts[0], ts[1]);
      else if (ts[0].isFloatLike() && ts[1].isFloatLike()) r = arithFloat(ts[0], ts[1]);
      else {
        error(e.offset, "'" + f + "' needs two integers or two floats, got " + ts[0].str() + " and " + ts[1].str());
        return SemType::voidT();
      }
    }
    if (!r.isNumeric()) {
      error(e.offset, "'" + f + "' needs numbers");
      return SemType::voidT();
    }
    if (r.kind == SemType::Float) r = arithFloat(r, r);
    if (r.kind == SemType::FloatLit) r = SemType::floatT("f32", 32);
    if (r.kind == SemType::IntLit) r = SemType::intT(64, true);
    return r;
  }
  // Float math: exp, log, sqrt, rsqrt, recip, tanh, floor, ceil, fma, mx_scale
  for (size_t i = 0; i < n; ++i) {
    if (!ts[i].isFloatLike()) {
      error(e.args[i]->offset, "'" + f + "' needs a float argument, got " + ts[i].str() + "; convert with f32(...)");
      return SemType::voidT();
    }
  }
  if (f == "mx_scale") return SemType::intT(8, false);
  SemType r = ts[0];
  for (size_t i = 1; i < n; ++i) r = arithFloat(r, ts[i]);
  return arithFloat(r, r);
}

SemType SemChecker::expr(Expr& e) {
  SemType t;
  switch (e.kind) {
    case Expr::IntLit: t = {SemType::IntLit}; break;
    case Expr::FloatLit: t = {SemType::FloatLit}; break;
    case Expr::BoolLit: t = SemType::boolT(); break;
    case Expr::StrLit:
      t = {SemType::String};
      break;
    case Expr::Name: t = name(e); break;
    case Expr::Index: t = index(e); break;
    case Expr::Slice: {
      SemType a = expr(*e.args[0]);
      Expr& hi = *e.args[1];
      Expr& lo = *e.args[2];
      if (a.kind == SemType::Void) break;
      if (a.kind != SemType::Int) {
        error(e.args[0]->offset, "cannot slice a value of type " + a.str());
        break;
      }
      if (hi.kind != Expr::IntLit || lo.kind != Expr::IntLit) {
        error(hi.offset, "slice bounds must be constants");
        break;
      }
      if (hi.ival < lo.ival || hi.ival >= a.bits) {
        error(hi.offset, "slice [" + std::to_string(hi.ival) + ":" + std::to_string(lo.ival) + "] is outside " +
                             a.str());
        break;
      }
      t = SemType::intT(static_cast<int>(hi.ival - lo.ival + 1), false);
      break;
    }
    case Expr::Unary: {
      SemType a = expr(*e.args[0]);
      if (a.kind == SemType::Void) break;
      if (e.text == "!") {
        if (a.kind != SemType::Bool) error(e.offset, "'!' needs a bool, got " + a.str());
        else t = a;
      } else if (e.text == "~") {
        if (!a.isIntLike()) error(e.offset, "'~' needs an integer, got " + a.str());
        else t = a.kind == SemType::IntLit ? SemType::intT(64, true) : a;
      } else {
        if (!a.isNumeric()) error(e.offset, "'-' needs a number, got " + a.str());
        else t = a.kind == SemType::Float ? arithFloat(a, a) : a;
      }
      break;
    }
    case Expr::Binary: t = binary(e); break;
    case Expr::Cond: {
      SemType c = expr(*e.args[0]);
      SemType a = expr(*e.args[1]);
      SemType b = expr(*e.args[2]);
      if (c.kind == SemType::Void || a.kind == SemType::Void || b.kind == SemType::Void) break;
      if (c.kind != SemType::Bool) {
        error(e.args[0]->offset, "condition must be bool, got " + c.str());
        break;
      }
      if (a.isIntLike() && b.isIntLike()) t = arithInt(a, b);
      else if (a.isFloatLike() && b.isFloatLike()) t = (a.kind == SemType::FloatLit && b.kind == SemType::FloatLit)
                                                          ? SemType{SemType::FloatLit}
                                                          : arithFloat(a, b);
      else if (a.kind == SemType::Bool && b.kind == SemType::Bool) t = a;
      else error(e.offset, "branches of '?:' have different types: " + a.str() + " and " + b.str());
      break;
    }
    case Expr::Call: t = call(e); break;
  }
  e.type = t;
  return t;
}

int64_t evalIntExpr(const Expr& e, const std::vector<int64_t>& params, const std::vector<int64_t>& operands) {
  auto ev = [&](int i) { return evalIntExpr(*e.args[i], params, operands); };
  switch (e.kind) {
    case Expr::IntLit: return e.ival;
    case Expr::BoolLit: return e.ival;
    case Expr::Name:
      if (e.ref.kind == NameRef::Param) return params.at(e.ref.index);
      if (e.ref.kind == NameRef::Operand) return operands.at(e.ref.index);
      return 0;
    case Expr::Unary: {
      int64_t a = ev(0);
      return e.text == "-" ? -a : e.text == "!" ? !a : ~a;
    }
    case Expr::Cond: return ev(0) ? ev(1) : ev(2);
    case Expr::Call: {
      int64_t a = ev(0);
      if (e.text == "max") return std::max(a, ev(1));
      if (e.text == "min") return std::min(a, ev(1));
      if (e.text == "abs") return a < 0 ? -a : a;
      return a;
    }
    case Expr::Binary: {
      int64_t a = ev(0), b = ev(1);
      const std::string& op = e.text;
      if (op == "+") return a + b;
      if (op == "-") return a - b;
      if (op == "*") return a * b;
      if (op == "/") return b ? a / b : 0;
      if (op == "%") return b ? a % b : 0;
      if (op == "<<") return (b >= 0 && b < 64) ? static_cast<int64_t>(static_cast<uint64_t>(a) << b) : 0;
      if (op == ">>") return (b >= 0 && b < 64) ? a >> b : 0;
      if (op == "&") return a & b;
      if (op == "|") return a | b;
      if (op == "^") return a ^ b;
      if (op == "==") return a == b;
      if (op == "!=") return a != b;
      if (op == "<") return a < b;
      if (op == "<=") return a <= b;
      if (op == ">") return a > b;
      if (op == ">=") return a >= b;
      if (op == "&&") return a && b;
      if (op == "||") return a || b;
      return 0;
    }
    default: return 0;
  }
}

} // namespace hwgen
