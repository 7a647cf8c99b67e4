#include "sem_check.h"
#include "sem_print.h"

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
    {"load", 3, 3, "load(mem, addr, n): n bytes (1..8) of a byte memory at addr, in target byte order, as u64"},
    {"store", 4, 4, "store(mem, addr, n, v): the low n bytes of v into a byte memory at addr"},
    {"isnan", 1, 1, "whether a float is a NaN"},
    {"rint", 1, 1, "round to an integral value in the current rounding mode, raising no flags"},
    {"fp_round", 1, 1, "set the rounding mode of the float operations that follow in this instruction: "
                       "0 to nearest even, 1 toward zero, 2 down, 3 up"},
    {"fp_clear", 0, 0, "clear the float exception flags"},
    {"fp_flags", 0, 0, "float exceptions raised since fp_clear(): 16 invalid, 8 divide by zero, 4 overflow, "
                       "2 underflow, 1 inexact"},
    {"host_write", 4, 4, "host_write(fd, mem, addr, n): write n bytes of a byte memory to the program's "
                         "output stream fd (1 standard output, 2 standard error); returns n, or -1"},
    {"exit", 1, 1, "end the program with an exit status"},
};

const Builtin* findBuiltin(const std::string& n) {
  for (const auto& b : kBuiltins)
    if (n == b.name) return &b;
  return nullptr;
}

} // namespace

std::optional<SemType> semTypeByName(const std::string& n) {
  int bits;
  bool s;
  if (parseIntTypeName(n, bits, s)) return SemType::intT(bits, s);
  if (isFloatFormat(n)) return SemType::floatT(n, floatBits(n));
  if (n == "bool") return SemType::boolT();
  return std::nullopt;
}

bool isBuiltinFunction(const std::string& n) { return findBuiltin(n) != nullptr; }

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

std::optional<SemType> SemChecker::typeByName(const std::string& n) const { return semTypeByName(n); }

namespace {
// Whether every path through `ss` ends in a return.
bool endsInReturn(const std::vector<StmtP>& ss) {
  if (ss.empty()) return false;
  const Stmt& last = *ss.back();
  if (last.kind == Stmt::Return) return true;
  if (last.kind == Stmt::Block) return endsInReturn(last.body);
  if (last.kind == Stmt::If) return last.hasElse && endsInReturn(last.body) && endsInReturn(last.elseBody);
  return false;
}
} // namespace

bool SemChecker::checkFunction(FunctionM& f, int index) {
  fn_ = &f;
  callableFunctions_ = index;
  int before = errors_;
  scopes_.emplace_back();
  for (const auto& [name, type] : f.params) scopes_.back().push_back({name, type, false, nextSlot_++});
  stmts(f.body.stmts);
  scopes_.pop_back();
  f.numLocals = nextSlot_;
  if (errors_ == before && f.result.kind != SemType::Void && !endsInReturn(f.body.stmts))
    error(f.bodyText.find_last_not_of(" \t\r\n") + 1 < f.bodyText.size() ? f.bodyText.find_last_not_of(" \t\r\n") : 0,
          "function '" + f.name + "' must end by returning a " + f.result.str());
  return errors_ == before;
}

void SemChecker::stmts(std::vector<StmtP>& ss) {
  for (auto& s : ss) stmt(*s);
}

bool SemChecker::assignable(const SemType& to, const SemType& from, size_t offset, const std::string& what) {
  if (from.kind == SemType::Void) {  // already reported, unless it is a call of a function without a result
    if (from.format == "call") error(offset, "cannot assign to " + what + ": the function called returns nothing");
    return false;
  }
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
  AccessM a{space, index, -1, -1, write};
  if (idx && idx->kind == Expr::Name && idx->ref.kind == NameRef::Operand) a.operand = idx->ref.index;
  else if (idx && idx->kind == Expr::IntLit) a.constIndex = idx->ival;
  else if (!idx) a.constIndex = 0;
  addAccess(a);
}

void SemChecker::addAccess(const AccessM& a) {
  std::vector<AccessM>* list = instr_ ? &instr_->accesses : fn_ ? &fn_->accesses : nullptr;
  if (!list) return;
  for (const auto& b : *list)
    if (b.space == a.space && b.index == a.index && b.operand == a.operand && b.constIndex == a.constIndex &&
        b.write == a.write)
      return;
  list->push_back(a);
}

void SemChecker::noteHalt() {
  if (instr_) instr_->usesHalt = true;
  if (fn_) fn_->usesHalt = true;
}

SemType SemChecker::callFunction(Expr& e, int index) {
  FunctionM& f = const_cast<FunctionM&>(model_.functions[index]);
  if (callableFunctions_ >= 0 && index >= callableFunctions_) {
    error(e.offset, index == callableFunctions_ ? "function '" + f.name + "' cannot call itself"
                                               : "function '" + f.name + "' is defined after this one; define it first");
    return SemType::voidT();
  }
  if (e.args.size() != f.params.size()) {
    error(e.offset, "'" + f.name + "' takes " + std::to_string(f.params.size()) + " argument" +
                        (f.params.size() == 1 ? "" : "s") + ", got " + std::to_string(e.args.size()));
    return SemType::voidT();
  }
  bool ok = true;
  for (size_t i = 0; i < e.args.size(); ++i) {
    SemType t = expr(*e.args[i]);
    if (t.kind == SemType::Void) ok = false;
    else if (!assignable(f.params[i].second, t, e.args[i]->offset, "parameter '" + f.params[i].first + "' of '" + f.name + "'"))
      ok = false;
  }
  if (!ok) return SemType::voidT();
  e.ref = {NameRef::Function, index};
  for (const AccessM& a : f.accesses) {
    AccessM b = a;
    b.operand = -1;
    addAccess(b);
  }
  if (f.usesHalt) noteHalt();
  if (f.writesPc) {
    if (instr_) instr_->writesPc = true;
    if (fn_) fn_->writesPc = true;
  }
  if (f.usesRounding) {
    if (instr_) instr_->usesRounding = true;
    if (fn_) fn_->usesRounding = true;
  }
  return f.result.kind == SemType::Void ? SemType{SemType::Void, 0, false, "call"} : f.result;
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
        if (vt.format == "call") error(s.value->offset, "'" + s.name + "' is given the result of a function that returns nothing");
        return;
      }
      s.targetType = t;
      s.localSlot = nextSlot_++;
      scopes_.back().push_back({s.name, t, false, s.localSlot});
      return;
    }
    case Stmt::Assign: {
      if (ctx_ != SemContext::Semantics) return error(s.offset, "statements are only allowed in semantics");
      if (!findLocal(s.name) && model_.findUnion(s.name) >= 0) return unionWrite(s);
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
        if (fn_) fn_->writesPc = true;
      } else if (int rf = model_.findRegFile(s.name); rf >= 0) {
        if (model_.regFiles[rf].storage >= 0)
          return error(s.offset, "registers of '" + s.name + "' live in memory '" + model_.regFiles[rf].storageName +
                                     "'; write them with store(" + model_.regFiles[rf].storageName + ", ...)");
        if (!s.index) return error(s.offset, "register file '" + s.name + "' needs an index: " + s.name + "[...]");
        SemType it = expr(*s.index);
        if (!registerIndex(rf, *s.index, it)) return;
        if (model_.regFiles[rf].vector != bool(s.lane))
          return error(s.offset, s.lane ? "registers of '" + s.name + "' hold one value each: write " + s.name + "[reg]"
                                        : needsLane(rf));
        if (s.lane) {
          SemType lt = expr(*s.lane);
          if (!lt.isIntLike()) return error(s.lane->offset, "lane index must be an integer, got " + lt.str());
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
      if (s.lane && s.target.kind != NameRef::RegFile)
        return error(s.lane->offset, "only registers of a file with Length have lanes; " + what + " has none");
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
    case Stmt::Return: {
      if (!fn_) {
        if (s.value) error(s.value->offset, "'return' in instruction semantics takes no value; it ends the instruction");
        return;
      }
      if (fn_->result.kind == SemType::Void) {
        if (s.value) error(s.value->offset, "function '" + fn_->name + "' returns nothing");
        return;
      }
      if (!s.value) return error(s.offset, "function '" + fn_->name + "' must return a " + fn_->result.str());
      SemType vt = expr(*s.value);
      s.targetType = fn_->result;
      assignable(fn_->result, vt, s.value->offset, "the result of '" + fn_->name + "'");
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
  if (ctx_ == SemContext::CostExpr) {
    if (int st = model_.findState(n); st >= 0) {
      e.ref = {NameRef::State, st};
      return model_.states[st].type.semType();
    }
  }
  if (ctx_ == SemContext::Semantics) {
    if (n == "pc") {
      e.ref = {NameRef::Pc, -1};
      return SemType::intT(64, false);
    }
    if (n == "pc_next" || n == "pc_return") {
      if (fn_) {
        error(e.offset, "'" + n + "' depends on the instruction; pass it to the function as a parameter");
        return SemType::voidT();
      }
      e.ref = {n == "pc_next" ? NameRef::PcNext : NameRef::PcReturn, -1};
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
  if (auto value = enumValue(e); value != kNoEnumValue) {
    if (value == kAmbiguousEnumValue) return SemType::voidT();
    e.ref = {NameRef::EnumValue, value};
    return {SemType::IntLit};
  }
  std::string where = ctx_ == SemContext::ParamExpr    ? " (only parameters may be used here)"
                      : ctx_ == SemContext::TimingExpr ? " (constraints may use parameters and operands)"
                      : ctx_ == SemContext::CostExpr   ? " (latency, interval and uops may use parameters, operands, state and functions)"
                                                       : "";
  error(e.offset, "undefined name '" + n + "'" + where);
  return SemType::voidT();
}

// A name of one of the instruction's enum operands stands for its value, so that semantics
// can say `if rm == rtz` as the assembly does. Two operands giving it different values make it
// ambiguous (reported here).
int SemChecker::enumValue(const Expr& e) {
  if (!operands_) return kNoEnumValue;
  int value = kNoEnumValue;
  const OperandM* first = nullptr;
  for (const OperandM& o : *operands_) {
    auto it = std::find(o.enumNames.begin(), o.enumNames.end(), e.text);
    if (it == o.enumNames.end()) continue;
    const int v = static_cast<int>(it - o.enumNames.begin());
    if (first && v != value) {
      error(e.offset, "enum name '" + e.text + "' is ambiguous: it is " + std::to_string(value) + " for operand '" +
                          first->name + "' and " + std::to_string(v) + " for operand '" + o.name + "'");
      return kAmbiguousEnumValue;
    }
    first = &o;
    value = v;
  }
  return value;
}

// The register file `name` names in semantics, or -1 (a local of that name hides it).
int SemChecker::regFileNamed(const Expr& base) {
  if (base.kind != Expr::Name || ctx_ != SemContext::Semantics || findLocal(base.text)) return -1;
  return model_.findRegFile(base.text);
}

// Checks `rf[idx]` as a register number: an integer, and an operand naming this file's registers.
bool SemChecker::registerIndex(int rf, Expr& idx, const SemType& it) {
  const RegFileM& f = model_.regFiles[rf];
  if (f.storage >= 0) {
    error(idx.offset, "registers of '" + f.name + "' live in memory '" + f.storageName + "'; reach them with load(" +
                          f.storageName + ", ...) and store(" + f.storageName + ", ...)");
    return false;
  }
  if (!it.isIntLike()) {
    error(idx.offset, "register index must be an integer, got " + it.str());
    return false;
  }
  if (idx.ref.kind == NameRef::Operand) {
    const OperandM& o = (*operands_)[idx.ref.index];
    if (o.kind == "regunion") {
      error(idx.offset, "operand '" + o.name + "' names a register of several files (" + o.kindName + "): reach it as " +
                            o.kindName + "[" + o.name + "]");
      return false;
    }
    if (o.kind == "reg" && o.regFile != rf) {
      error(idx.offset, "operand '" + o.name + "' names a register of '" + model_.regFiles[o.regFile].name +
                            "', not of '" + f.name + "'");
      return false;
    }
  }
  return true;
}

// rf[reg][lane]: one lane of a vector register, as an element of the file's type.
SemType SemChecker::laneIndex(Expr& e, int rf) {
  Expr& reg = *e.args[0]->args[1];
  Expr& lane = *e.args[1];
  const SemType it = expr(reg);
  const SemType lt = expr(lane);
  if (!registerIndex(rf, reg, it)) return SemType::voidT();
  if (!lt.isIntLike()) {
    error(lane.offset, "lane index must be an integer, got " + lt.str());
    return SemType::voidT();
  }
  e.args[0]->args[0]->ref = {NameRef::RegFile, rf};
  e.ref = {NameRef::RegFile, rf};
  noteAccess(AccessM::RegFile, rf, &reg, false);
  return model_.regFiles[rf].type.semType();
}

std::string SemChecker::needsLane(int rf) const {
  const RegFileM& f = model_.regFiles[rf];
  return "registers of '" + f.name + "' hold " + pseudoExpr(*f.length.ast) + " lanes of " + f.type.name +
         ": address one lane, " + f.name + "[reg][lane]";
}

// U[code] = v, for a register union U: a call of write_U(code, v).
void SemChecker::unionWrite(Stmt& s) {
  if (const RegUnionM& u = model_.unions[size_t(model_.findUnion(s.name))]; u.storage == RegUnionM::kMixed)
    return error(s.offset, "registers of union '" + s.name + "' are kept in different places: semantics see only their codes");
  else if (u.storage >= 0)
    return error(s.offset, "registers of union '" + s.name + "' live in memory '" + model_.memories[size_t(u.storage)].name +
                               "'; write them with store(" + model_.memories[size_t(u.storage)].name + ", addr_" + s.name +
                               "(code) + ..., ...)");
  if (!s.index) return error(s.offset, "register union '" + s.name + "' needs a code: " + s.name + "[...]");
  if (s.lane) return error(s.lane->offset, "registers of union '" + s.name + "' have no lanes");
  if (s.op != "=")
    return error(s.offset, "write " + s.name + "[...] = " + s.name + "[...] " + s.op.substr(0, 1) +
                               " ...: a register union takes only '='");
  auto call = std::make_unique<Expr>();
  call->kind = Expr::Call;
  call->offset = s.offset;
  call->text = "write_" + s.name;
  call->args.push_back(std::move(s.index));
  call->args.push_back(std::move(s.value));
  s.kind = Stmt::ExprS;
  s.value = std::move(call);
  stmt(s);
}

SemType SemChecker::index(Expr& e) {
  Expr& base = *e.args[0];
  // U[code], for a register union U: a call of read_U(code).
  if (base.kind == Expr::Name && ctx_ == SemContext::Semantics && !findLocal(base.text) &&
      model_.findUnion(base.text) >= 0) {
    if (const RegUnionM& u = model_.unions[size_t(model_.findUnion(base.text))]; u.storage == RegUnionM::kMixed) {
      error(e.offset, "registers of union '" + base.text + "' are kept in different places: semantics see only their codes");
      return SemType::voidT();
    } else if (u.storage >= 0) {
      const std::string mem = model_.memories[size_t(u.storage)].name;
      error(e.offset, "registers of union '" + base.text + "' live in memory '" + mem + "'; read them with load(" + mem +
                          ", addr_" + base.text + "(code) + ..., n)");
      return SemType::voidT();
    }
    e.kind = Expr::Call;
    e.text = "read_" + base.text;
    ExprP code = std::move(e.args[1]);
    e.args.clear();
    e.args.push_back(std::move(code));
    return call(e);
  }
  if (base.kind == Expr::Index && base.args[0]->kind == Expr::Name) {
    const int rf = regFileNamed(*base.args[0]);
    if (rf >= 0 && model_.regFiles[rf].vector) return laneIndex(e, rf);
  }
  Expr& idx = *e.args[1];
  SemType it = expr(idx);
  if (base.kind == Expr::Name && ctx_ == SemContext::Semantics && !findLocal(base.text)) {
    if (int rf = model_.findRegFile(base.text); rf >= 0) {
      if (!registerIndex(rf, idx, it)) return SemType::voidT();
      if (model_.regFiles[rf].vector) {
        error(e.offset, needsLane(rf));
        return SemType::voidT();
      }
      base.ref = {NameRef::RegFile, rf};
      noteAccess(AccessM::RegFile, rf, &idx, false);
      return model_.regFiles[rf].type.semType();
    }
    if (int mem = model_.findMemory(base.text); mem >= 0) {
      base.ref = {NameRef::Memory, mem};
      if (!it.isIntLike()) error(idx.offset, "memory address must be an integer, got " + it.str());
      noteAccess(AccessM::Memory, mem, nullptr, false);
      return model_.memories[mem].type.semType();
    }
    // A single-entry state indexed like a value selects a bit, as x[i] of an integer does.
    const int st = model_.findState(base.text);
    const bool scalarState = st >= 0 && (model_.states[st].count.text == "1" || model_.states[st].count.text.empty());
    if (st >= 0 && !scalarState) {
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
    e.type = op == "<<" || op == ">>" ? (a.kind == SemType::IntLit ? SemType::intT(64, true) : a) : arithInt(a, b);
    checkConstantOperands(e);
    return e.type;
  }
  // + - * / %
  if (!a.isNumeric() || !b.isNumeric()) return bad("needs numbers");
  if (bothInt) {
    e.type = arithInt(a, b);
    checkConstantOperands(e);
    return e.type;
  }
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
  if (int fi = model_.findFunction(f); fi >= 0 && (ctx_ == SemContext::Semantics || ctx_ == SemContext::CostExpr))
    return callFunction(e, fi);
  const Builtin* b = findBuiltin(f);
  if (!b) {
    std::string hint;
    int best = 3;
    std::vector<std::string> candidates;
    for (const auto& c : kBuiltins) candidates.push_back(c.name);
    for (const auto& fn : model_.functions) candidates.push_back(fn.name);
    for (const auto& cn : candidates) {
      int d = 0;  // cheap similarity: shared prefix length
      size_t k = 0;
      while (k < cn.size() && k < f.size() && cn[k] == f[k]) ++k;
      d = static_cast<int>(std::max(cn.size(), f.size()) - k);
      if (d < best) best = d, hint = cn;
    }
    error(e.offset, "unknown function '" + f + "'" + (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
    return SemType::voidT();
  }
  const bool effect = f == "halt" || f == "trap" || f == "load" || f == "store" || f == "fp_round" ||
                      f == "fp_clear" || f == "fp_flags" || f == "host_write" || f == "exit";
  if (ctx_ != SemContext::Semantics && effect) {
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
    noteHalt();
    return SemType::voidT();
  }
  if (f == "halt") {
    noteHalt();
    return SemType::voidT();
  }
  if (f == "load" || f == "store" || f == "host_write") {
    // The memory comes first (host_write: second) and is named, not evaluated.
    const size_t mi = f == "host_write" ? 1 : 0;
    Expr& mn = *e.args[mi];
    int mem = mn.kind == Expr::Name ? model_.findMemory(mn.text) : -1;
    if (mem < 0 || findLocal(mn.text)) {
      error(mn.offset, f + " needs a memory name as argument " + std::to_string(mi + 1));
      return SemType::voidT();
    }
    if (model_.memories[mem].type.storageBytes() != 1) {
      error(mn.offset, f + " needs a byte memory; '" + mn.text + "' holds " +
                           std::to_string(model_.memories[mem].type.storageBytes()) + "-byte elements");
      return SemType::voidT();
    }
    mn.ref = {NameRef::Memory, mem};
    for (size_t i = 0; i < e.args.size(); ++i) {
      if (i == mi) continue;
      SemType t = expr(*e.args[i]);
      if (t.kind == SemType::Void) return t;
      if (!t.isIntLike()) {
        error(e.args[i]->offset, f + " needs integer arguments, got " + t.str());
        return SemType::voidT();
      }
    }
    if (f != "host_write" && e.args[2]->kind == Expr::IntLit && (e.args[2]->ival < 1 || e.args[2]->ival > 8)) {
      error(e.args[2]->offset, f + " moves 1 to 8 bytes, not " + std::to_string(e.args[2]->ival));
      return SemType::voidT();
    }
    if (f == "host_write") {
      noteAccess(AccessM::Memory, mem, nullptr, false);
      return SemType::intT(32, true);
    }
    noteAccess(AccessM::Memory, mem, nullptr, f == "store");
    return f == "load" ? SemType::intT(64, false) : SemType::voidT();
  }
  if (f == "fp_clear") return SemType::voidT();
  if (f == "fp_flags") return SemType::intT(32, false);
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
    // A constant width gives a value of that width; a run-time width keeps the argument's width
    // and extends from bit width-1.
    SemType a = expr(*e.args[0]);
    Expr& w = *e.args[1];
    SemType wt = expr(w);
    if (a.kind == SemType::Void || wt.kind == SemType::Void) return SemType::voidT();
    if (a.kind != SemType::Int) {
      error(e.args[0]->offset, f + " needs a sized integer, got " + a.str());
      return SemType::voidT();
    }
    if (w.kind == Expr::IntLit) {
      if (w.ival < 1 || w.ival > 64) {
        error(w.offset, f + " width must be from 1 to 64, got " + std::to_string(w.ival));
        return SemType::voidT();
      }
      return SemType::intT(static_cast<int>(w.ival), f == "sext");
    }
    if (!wt.isIntLike()) {
      error(w.offset, f + " width must be an integer, got " + wt.str());
      return SemType::voidT();
    }
    return SemType::intT(a.bits, f == "sext");
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
  if (f == "exit") {
    if (!ts[0].isIntLike()) {
      error(e.args[0]->offset, "exit needs an integer status, got " + ts[0].str());
      return SemType::voidT();
    }
    noteHalt();
    return SemType::voidT();
  }
  if (f == "fp_round") {
    if (!ts[0].isIntLike()) {
      error(e.args[0]->offset, "fp_round needs an integer mode, got " + ts[0].str());
      return SemType::voidT();
    }
    if (e.args[0]->kind == Expr::IntLit && (e.args[0]->ival < 0 || e.args[0]->ival > 3)) {
      error(e.args[0]->offset, "fp_round mode must be 0 to 3, got " + std::to_string(e.args[0]->ival));
      return SemType::voidT();
    }
    if (instr_) instr_->usesRounding = true;
    if (fn_) fn_->usesRounding = true;
    return SemType::voidT();
  }
  if (f == "isnan") {
    if (!ts[0].isFloatLike()) {
      error(e.args[0]->offset, "isnan needs a float, got " + ts[0].str());
      return SemType::voidT();
    }
    return SemType::boolT();
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

namespace {

// One 64-bit operation, or false with the reason: the cases where C++ has no defined answer and
// the generated simulator would trap or wrap silently.
bool applyBinary(const std::string& op, int64_t a, int64_t b, int64_t& r, std::string& why) {
  if (op == "+" && __builtin_add_overflow(a, b, &r)) why = "overflows 64 bits";
  else if (op == "-" && __builtin_sub_overflow(a, b, &r)) why = "overflows 64 bits";
  else if (op == "*" && __builtin_mul_overflow(a, b, &r)) why = "overflows 64 bits";
  else if ((op == "/" || op == "%") && b == 0) why = op == "/" ? "divides by zero" : "takes a remainder by zero";
  else if ((op == "/" || op == "%") && a == INT64_MIN && b == -1) why = "overflows 64 bits";
  else if ((op == "<<" || op == ">>") && (b < 0 || b > 63)) why = "shifts by " + std::to_string(b) + ", outside 0..63";
  if (!why.empty()) return false;
  if (op == "+" || op == "-" || op == "*") return true;
  if (op == "/") r = a / b;
  else if (op == "%") r = a % b;
  else if (op == "<<") r = static_cast<int64_t>(static_cast<uint64_t>(a) << b);
  else if (op == ">>") r = a >> b;
  else if (op == "&") r = a & b;
  else if (op == "|") r = a | b;
  else if (op == "^") r = a ^ b;
  else if (op == "==") r = a == b;
  else if (op == "!=") r = a != b;
  else if (op == "<") r = a < b;
  else if (op == "<=") r = a <= b;
  else if (op == ">") r = a > b;
  else if (op == ">=") r = a >= b;
  else if (op == "&&") r = a && b;
  else if (op == "||") r = a || b;
  else r = 0;
  return true;
}

// Evaluates over a lookup of names; `literalsOnly` refuses anything but literals.
bool evalWith(const Expr& e, const std::vector<int64_t>* params, const std::vector<int64_t>* operands,
              int64_t& out, EvalFault& fault) {
  auto ev = [&](int i, int64_t& v) { return evalWith(*e.args[i], params, operands, v, fault); };
  switch (e.kind) {
    case Expr::IntLit:
    case Expr::BoolLit: out = e.ival; return true;
    case Expr::Name:
      if (e.ref.kind == NameRef::EnumValue) return out = e.ref.index, true;
      if (e.ref.kind == NameRef::Param && params) return out = params->at(e.ref.index), true;
      if (e.ref.kind == NameRef::Operand && operands) return out = operands->at(e.ref.index), true;
      return false;
    case Expr::Unary: {
      int64_t a;
      if (!ev(0, a)) return false;
      // Negation wraps: -(-2^63) is -2^63 in the generated code as well.
      out = e.text == "-" ? static_cast<int64_t>(0 - static_cast<uint64_t>(a)) : e.text == "!" ? !a : ~a;
      return true;
    }
    case Expr::Cond: {
      int64_t c;
      if (!ev(0, c)) return false;
      return ev(c ? 1 : 2, out);
    }
    case Expr::Call: {
      if (e.text != "max" && e.text != "min" && e.text != "abs") return false;
      int64_t a, b = 0;
      if (!ev(0, a) || (e.args.size() > 1 && !ev(1, b))) return false;
      out = e.text == "max" ? std::max(a, b) : e.text == "min" ? std::min(a, b) : a < 0 ? -a : a;
      return true;
    }
    case Expr::Binary: {
      int64_t a, b;
      if (!ev(0, a) || !ev(1, b)) return false;
      std::string why;
      if (applyBinary(e.text, a, b, out, why)) return true;
      fault = {e.offset, "'" + e.text + "' " + why};
      return false;
    }
    default: return false;
  }
}

} // namespace

bool tryEvalIntExpr(const Expr& e, const std::vector<int64_t>& params, const std::vector<int64_t>& operands,
                    int64_t& out, EvalFault& fault) {
  fault = {};
  return evalWith(e, &params, &operands, out, fault);
}

std::optional<int64_t> literalValue(const Expr& e, EvalFault* fault) {
  EvalFault f;
  int64_t v = 0;
  if (evalWith(e, nullptr, nullptr, v, f)) return v;
  if (fault) *fault = f;
  return std::nullopt;
}

// A constant operand that leaves an operation without a value is reported here, at its line,
// rather than trapping (or wrapping silently) each time the instruction runs.
void SemChecker::checkConstantOperands(const Expr& e) {
  const std::string& op = e.text;
  if (e.type.kind == SemType::IntLit) {
    EvalFault f;
    if (literalValue(*e.args[0]) && literalValue(*e.args[1]) && !literalValue(e, &f))
      error(e.offset, "constant expression: " + f.message);
    return;
  }
  if (op != "/" && op != "%" && op != "<<" && op != ">>") return;
  const auto b = literalValue(*e.args[1]);
  int64_t r;
  std::string why;
  if (b && e.type.isIntLike() && !applyBinary(op, 1, *b, r, why)) error(e.offset, "'" + op + "' " + why);
}

} // namespace hwgen
