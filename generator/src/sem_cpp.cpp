#include "sem_cpp.h"

#include <set>
#include <sstream>

namespace hwgen {

std::string cppMember(const std::string& name) {
  static const std::set<std::string> taken = {
      // C++17 keywords and alternative tokens
      "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
      "char", "char16_t", "char32_t", "class", "compl", "const", "constexpr", "const_cast", "continue", "decltype",
      "default", "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false",
      "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept",
      "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register",
      "reinterpret_cast", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct",
      "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid", "typename", "union",
      "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq", "char8_t", "concept",
      "consteval", "constinit", "co_await", "co_return", "co_yield", "requires",
      // names the generated code uses inside the machine's scope
      "State", "TargetMachine", "Machine", "kc", "std", "size_t", "offsetof", "int8_t", "int16_t", "int32_t",
      "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "s", "m", "mb", "d",
      // macros of the C library and of GCC's GNU mode
      "errno", "stdin", "stdout", "stderr", "assert", "linux", "unix", "i386"};
  bool macroLike = !name.empty();  // all capitals, as NULL, EOF or INT64_MAX
  for (char c : name) macroLike = macroLike && !std::islower(static_cast<unsigned char>(c));
  const bool reserved = name.empty() || name[0] == '_' || name.find("__") != std::string::npos;
  return taken.count(name) || macroLike || reserved ? name + "_" : name;
}

std::string cppIdentifier(const std::string& name) {
  std::string out;
  for (char c : name) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return out;
}

std::string cppValueType(const SemType& t) {
  switch (t.kind) {
    case SemType::Bool: return "bool";
    case SemType::Int: return t.bits <= 32 ? (t.isSigned ? "int32_t" : "uint32_t") : (t.isSigned ? "int64_t" : "uint64_t");
    case SemType::IntLit: return "int64_t";
    case SemType::Float: return t.format == "f64" ? "double" : "float";
    case SemType::FloatLit: return "float";
    default: return "void";
  }
}

namespace {

std::string roundFn(const std::string& fmt) {
  if (fmt == "bf16") return "kc::num::roundBf16";
  if (fmt == "f16") return "kc::sim::roundF16";
  if (fmt == "fp8e4m3") return "kc::sim::roundE4M3";
  if (fmt == "fp8e5m2") return "kc::sim::roundE5M2";
  if (fmt == "e8m0") return "kc::sim::roundE8M0";
  return "";
}

class Emitter {
 public:
  Emitter(const TargetModel& m, const InstrM* instr, const CppNames& names, const FunctionM* fn = nullptr)
      : m_(m), instr_(instr), fn_(fn), names_(names),
        // Helper functions pin too: they may run between an instruction's fp_clear and fp_flags.
        fence_((instr && instr->usesRounding) || fn) {}

  // In code that sets the rounding mode or reads exception flags, float operations stay in place.
  std::string pin(const std::string& code) const { return fence_ ? "kc::sim::fenced(" + code + ")" : code; }

  // `code` of type `from` converted to a location of type `to` (wrapping integers, rounding floats).
  std::string convert(const std::string& code, const SemType& from, const SemType& to) {
    if (to.kind == SemType::Int) {
      std::string ct = cppValueType(to);
      if (from.isFloatLike()) {
        if (to.bits == 32 || to.bits == 64) return "kc::sim::floatToInt<" + ct + ">(" + code + ")";
        // Saturate at the narrow width itself, not at the 32-bit container's limits.
        const int64_t hi = to.isSigned ? (int64_t(1) << (to.bits - 1)) - 1 : (int64_t(1) << to.bits) - 1;
        const int64_t lo = to.isSigned ? -hi - 1 : 0;
        return "static_cast<" + ct + ">(std::clamp<int64_t>(kc::sim::floatToInt<int64_t>(" + code + "), INT64_C(" +
               std::to_string(lo) + "), INT64_C(" + std::to_string(hi) + ")))";
      }
      if (to.bits == 32 || to.bits == 64) return "static_cast<" + ct + ">(" + code + ")";
      std::string w = to.isSigned ? "kc::sim::wrapS<" : "kc::sim::wrapU<";
      return "static_cast<" + ct + ">(" + w + std::to_string(to.bits) + ">(static_cast<uint64_t>(" + code + ")))";
    }
    if (to.kind == SemType::Float) {
      std::string ct = cppValueType(to);
      const bool rounds = from.kind == SemType::Int || (from.kind == SemType::Float && from.bits > to.bits);
      std::string v = "static_cast<" + ct + ">(" + (rounds ? pin(code) : code) + ")";
      if (rounds) v = pin(v);
      std::string r = roundFn(to.format);
      return r.empty() ? v : r + "(" + v + ")";
    }
    if (to.kind == SemType::Bool) return "static_cast<bool>(" + code + ")";
    return code;
  }

  std::string storage(const ElemType& t) { return t.cppStorage(); }

  // Reads a stored element of type `t` at the lvalue `ref` as its semantic value.
  std::string loadElem(const ElemType& t, const std::string& ref) {
    if (t.kind == ElemType::Float) {
      if (t.name == "bf16") return "kc::num::fromBf16(" + ref + ")";
      if (t.name == "f16") return "kc::num::fromF16(" + ref + ")";
      if (t.name == "fp8e4m3") return "kc::num::fromE4M3(" + ref + ")";
      if (t.name == "fp8e5m2") return "kc::num::fromE5M2(" + ref + ")";
      if (t.name == "e8m0") return "kc::num::fromE8M0(" + ref + ")";
    }
    SemType st = t.semType();
    return "static_cast<" + cppValueType(st) + ">(" + ref + ")";
  }
  std::string storeElem(const ElemType& t, const std::string& value) {
    if (t.kind == ElemType::Float) {
      if (t.name == "bf16") return "kc::num::toBf16(" + value + ")";
      if (t.name == "f16") return "kc::num::toF16(" + value + ")";
      if (t.name == "fp8e4m3") return "kc::num::toE4M3(" + value + ")";
      if (t.name == "fp8e5m2") return "kc::num::toE5M2(" + value + ")";
      if (t.name == "e8m0") return "kc::sim::bitsE8M0(" + value + ")";
    }
    return "static_cast<" + storage(t) + ">(" + value + ")";
  }

  std::string opnd(const Expr& e) {
    const OperandM& o = instr_ ? instr_->operands[e.ref.index] : OperandM{};
    if (!names_.operands.empty()) return names_.operands + "[" + std::to_string(e.ref.index) + "]";
    return "op_" + (instr_ ? o.name : std::to_string(e.ref.index));
  }

  std::string regRef(int rf, const Expr& idx) {
    const RegFileM& f = m_.regFiles[rf];
    std::string i = expr(idx);
    if (idx.ref.kind == NameRef::Operand) return "s." + cppMember(f.name) + "[" + i + "]";  // range-checked at load
    return "kc::sim::regAt(m, s." + cppMember(f.name) + ", " + i + ", \"" + f.name + "\")";
  }
  std::string laneRef(int rf, const Expr& reg, const Expr& lane) {
    const RegFileM& f = m_.regFiles[rf];
    return "kc::sim::laneAt(m, s." + cppMember(f.name) + ", " + expr(reg) + ", " + expr(lane) + ", \"" + f.name + "\")";
  }

  // Exposed pipelines: what the program reads reports itself for `sim --hazards`, and an
  // operand with a ReadStage is read that many cycles after issue. The hardware loop logic of
  // AfterEachInstruction reads and writes at once, as does timing.
  bool exposed() const { return m_.exposedPipeline && (instr_ || fn_) && instr_ != &m_.afterEach; }
  int64_t readStage(const Expr& idx) const {
    if (!instr_ || idx.kind != Expr::Name || idx.ref.kind != NameRef::Operand) return 0;
    const size_t k = size_t(idx.ref.index);
    return k < instr_->operandReadStage.size() ? instr_->operandReadStage[k] : 0;
  }
  std::string regRead(int rf, const Expr& idx) {
    const RegFileM& f = m_.regFiles[rf];
    if (!exposed() || f.storage >= 0) return regRef(rf, idx);
    return "kc::sim::regRead(m, " + std::to_string(rf) + ", s." + cppMember(f.name) + ", " + expr(idx) + ", " +
           std::to_string(readStage(idx)) + ", \"" + f.name + "\")";
  }
  std::string laneRead(int rf, const Expr& reg, const Expr& lane) {
    const RegFileM& f = m_.regFiles[rf];
    if (!exposed()) return laneRef(rf, reg, lane);
    return "kc::sim::laneRead(m, " + std::to_string(rf) + ", s." + cppMember(f.name) + ", " + expr(reg) + ", " +
           expr(lane) + ", " + std::to_string(readStage(reg)) + ", \"" + f.name + "\")";
  }

  std::string stateRef(int st, const Expr* idx) {
    const StateM& s = m_.states[st];
    const std::string member = "s." + cppMember(s.name);
    if (!idx) return isScalarState(s) ? member : member + "[0]";
    return "kc::sim::stateAt(m, " + member + ", " + expr(*idx) + ", \"" + s.name + "\")";
  }
  std::string stateRead(int st, const Expr* idx) {
    if (!exposed()) return stateRef(st, idx);
    const StateM& s = m_.states[st];
    const std::string member = "s." + cppMember(s.name);
    if (idx) return "kc::sim::stateReadAt(m, " + std::to_string(st) + ", " + member + ", " + expr(*idx) + ", \"" + s.name + "\")";
    return "kc::sim::stateRead(m, " + std::to_string(st) + ", " + stateRef(st, nullptr) + ", 0)";
  }
  std::string memRead(int mem, const std::string& addr) {
    const MemoryM& mm = m_.memories[size_t(mem)];
    return loadElem(mm.type, std::string("kc::sim::") + (exposed() ? "memReadNoted<" : "memRead<") + storage(mm.type) +
                                 ">(m, " + std::to_string(mem) + ", " + addr + ")");
  }

  static bool isScalarState(const StateM& s) { return s.count.text == "1" || s.count.text.empty(); }

  std::string expr(const Expr& e) {
    switch (e.kind) {
      case Expr::IntLit: return "INT64_C(" + std::to_string(e.ival) + ")";
      case Expr::FloatLit: {
        std::ostringstream os;
        os.precision(17);
        os << e.fval;
        std::string s = os.str();
        if (s.find_first_of(".en") == std::string::npos) s += ".0";
        return e.type.kind == SemType::Float && e.type.format == "f64" ? s : s + "f";
      }
      case Expr::BoolLit: return e.ival ? "true" : "false";
      case Expr::StrLit: return "\"" + e.text + "\"";
      case Expr::Name:
        switch (e.ref.kind) {
          case NameRef::Local:
          case NameRef::LoopVar: return "l" + std::to_string(e.ref.index) + "_" + e.text;
          case NameRef::Operand: return opnd(e);
          case NameRef::Param: return names_.params + "[" + std::to_string(e.ref.index) + "]";
          case NameRef::EnumValue: return "INT64_C(" + std::to_string(e.ref.index) + ")";
          case NameRef::Pc: return "m.pc";
          case NameRef::PcNext:
            if (m_.bundled()) return "m.bundleEnd";  // the address after the bundle
            return "(m.pc + " + std::to_string(instr_ ? instr_->sizeBits / 8 / m_.codeAddressUnit : 1) + ")";
          case NameRef::PcReturn: {
            // Past the delay slots: bundles of any size, or instructions of this one's.
            const int slots = instr_ ? instr_->delaySlots : 0;
            if (m_.bundled()) return "m.addressAfterBundles(m.bundleEnd, " + std::to_string(slots) + ")";
            return "(m.pc + " + std::to_string((slots + 1) * (instr_ ? instr_->sizeBits / 8 / m_.codeAddressUnit : 1)) + ")";
          }
          case NameRef::State: return stateRead(e.ref.index, nullptr);
          default: return "/*?*/0";
        }
      case Expr::Index: {
        const Expr& base = *e.args[0];
        if (e.ref.kind == NameRef::RegFile) return laneRead(e.ref.index, *base.args[1], *e.args[1]);
        if (base.ref.kind == NameRef::RegFile) return regRead(base.ref.index, *e.args[1]);
        if (base.ref.kind == NameRef::State && !isScalarState(m_.states[base.ref.index]))
          return stateRead(base.ref.index, e.args[1].get());
        if (base.ref.kind == NameRef::Memory)
          return memRead(base.ref.index, "static_cast<uint64_t>(" + expr(*e.args[1]) + ")");
        return "kc::sim::bitAt(static_cast<uint64_t>(" + expr(base) + "), " + expr(*e.args[1]) + ")";
      }
      case Expr::Slice: {
        int64_t hi = e.args[1]->ival, lo = e.args[2]->ival;
        uint64_t mask = (hi - lo + 1) >= 64 ? ~uint64_t(0) : ((uint64_t(1) << (hi - lo + 1)) - 1);
        return "static_cast<" + cppValueType(e.type) + ">((static_cast<uint64_t>(" + expr(*e.args[0]) + ") >> " +
               std::to_string(lo) + ") & UINT64_C(" + std::to_string(mask) + "))";
      }
      case Expr::Unary: {
        std::string a = expr(*e.args[0]);
        if (e.text == "!") return "(!" + a + ")";
        if (e.type.kind == SemType::Int) return convert("(" + e.text + a + ")", e.type, e.type);
        return "(" + e.text + a + ")";
      }
      case Expr::Binary: return binary(e);
      case Expr::Cond: {
        std::string ct = cppValueType(e.type);
        return "(" + expr(*e.args[0]) + " ? static_cast<" + ct + ">(" + expr(*e.args[1]) + ") : static_cast<" + ct +
               ">(" + expr(*e.args[2]) + "))";
      }
      case Expr::Call: return call(e);
    }
    return "0";
  }

  std::string binary(const Expr& e) {
    const std::string& op = e.text;
    const Expr& a = *e.args[0];
    const Expr& b = *e.args[1];
    std::string x = expr(a), y = expr(b);
    if (op == "&&" || op == "||") return "(" + x + " " + op + " " + y + ")";
    bool cmp = op == "==" || op == "!=" || op == "<" || op == "<=" || op == ">" || op == ">=";
    if (cmp) {
      // Compare in the common type so signedness follows the language, not C++ promotion.
      SemType common = a.type;
      if (a.type.isIntLike() && b.type.isIntLike()) {
        if (a.type.kind == SemType::IntLit) common = b.type;
        else if (b.type.kind != SemType::IntLit) common = SemType::intT(std::max(a.type.bits, b.type.bits), a.type.isSigned && b.type.isSigned);
        if (common.kind == SemType::IntLit) return "(" + x + " " + op + " " + y + ")";
        std::string ct = common.bits <= 32 ? (common.isSigned ? "int64_t" : "uint64_t") : cppValueType(common);
        if (a.type.kind == SemType::IntLit || b.type.kind == SemType::IntLit) ct = common.isSigned ? "int64_t" : "int64_t";
        if (!common.isSigned && a.type.kind != SemType::IntLit && b.type.kind != SemType::IntLit) ct = "uint64_t";
        return "(static_cast<" + ct + ">(" + x + ") " + op + " static_cast<" + ct + ">(" + y + "))";
      }
      return "(" + x + " " + op + " " + y + ")";
    }
    const SemType& t = e.type;
    if (t.kind == SemType::Float || t.kind == SemType::FloatLit) {
      std::string ct = cppValueType(t);
      return pin("(" + pin("static_cast<" + ct + ">(" + x + ")") + " " + op + " " + pin("static_cast<" + ct + ">(" + y + ")") + ")");
    }
    std::string ct = cppValueType(t);
    std::string cx = "static_cast<" + ct + ">(" + x + ")", cy = "static_cast<" + ct + ">(" + y + ")";
    std::string raw;
    // Outside semantics there is no machine to trap; division by zero gives 0 there.
    std::string trapper = instr_ || fn_ ? "&m" : "nullptr";
    if (op == "/") raw = "kc::sim::divide<" + ct + ">(" + trapper + ", " + cx + ", " + cy + ")";
    else if (op == "%") raw = "kc::sim::remainder<" + ct + ">(" + trapper + ", " + cx + ", " + cy + ")";
    else if (op == "<<") raw = "kc::sim::shl<" + ct + ">(" + cx + ", " + y + ")";
    else if (op == ">>") raw = "kc::sim::shr<" + ct + ">(" + cx + ", " + y + ")";
    else if (op == "*" && t.kind == SemType::Int && t.bits <= 32)
      raw = "static_cast<" + ct + ">(static_cast<uint64_t>(" + cx + ") * static_cast<uint64_t>(" + cy + "))";
    else raw = "static_cast<" + ct + ">(" + cx + " " + op + " " + cy + ")";
    if (t.kind == SemType::Int && t.bits != 32 && t.bits != 64) return convert(raw, t, t);
    if (t.kind == SemType::Int && (op == "+" || op == "-" || op == "*") && t.isSigned)
      return "static_cast<" + ct + ">(static_cast<uint64_t>(" + cx + ") " + op + " static_cast<uint64_t>(" + cy + "))";
    return raw;
  }

  std::string call(const Expr& e) {
    const std::string& f = e.text;
    auto arg = [&](int i) { return expr(*e.args[i]); };
    auto argAs = [&](int i, const SemType& t) { return "static_cast<" + cppValueType(t) + ">(" + arg(i) + ")"; };
    if (e.ref.kind == NameRef::Function) {
      const FunctionM& fn = m_.functions[e.ref.index];
      std::string call = "fn_" + fn.name + "(m";
      for (size_t i = 0; i < e.args.size(); ++i)
        call += ", " + convert(arg(static_cast<int>(i)), e.args[i]->type, fn.params[i].second);
      return call + ")";
    }
    if (f == "halt") return "(m.halted = true)";
    if (f == "load" || f == "store") {
      std::string mem = std::to_string(e.args[0]->ref.index);
      const char* fn = f == "load" ? (exposed() ? "memLoadNoted<" : "memLoad<") : (exposed() ? "memStoreLater<" : "memStore<");
      std::string call = std::string("kc::sim::") + fn +
                         (m_.littleEndian ? "true" : "false") + ">(m, " + mem + ", static_cast<uint64_t>(" + arg(1) +
                         "), static_cast<unsigned>(" + arg(2) + ")";
      return f == "load" ? call + ")" : call + ", static_cast<uint64_t>(" + arg(3) + "))";
    }
    if (f == "host_write")
      return "m.hostWrite(static_cast<int>(" + arg(0) + "), " + std::to_string(e.args[1]->ref.index) +
             ", static_cast<uint64_t>(" + arg(2) + "), static_cast<uint64_t>(" + arg(3) + "))";
    if (f == "exit") return "m.exitProgram(static_cast<int>(" + arg(0) + "))";
    if (f == "isnan") return "std::isnan(" + arg(0) + ")";
    if (f == "rint") return pin("std::nearbyint(" + pin(argAs(0, e.type)) + ")");
    if (f == "fp_round") return "kc::sim::setRounding(m, " + arg(0) + ")";
    if (f == "fp_clear") return "kc::fenv::clearFlags()";
    if (f == "fp_flags") return "kc::fenv::flags()";
    if (f == "trap") return "m.fail(\"" + e.args[0]->text + "\")";
    if (f == "bitcast") {
      const SemType& t = e.type;
      if (t.format == "bf16") return "kc::num::fromBf16(static_cast<uint16_t>(" + arg(1) + "))";
      if (t.format == "f16") return "kc::num::fromF16(static_cast<uint16_t>(" + arg(1) + "))";
      if (t.format == "fp8e4m3") return "kc::num::fromE4M3(static_cast<uint8_t>(" + arg(1) + "))";
      if (t.format == "fp8e5m2") return "kc::num::fromE5M2(static_cast<uint8_t>(" + arg(1) + "))";
      if (t.format == "e8m0") return "kc::num::fromE8M0(static_cast<uint8_t>(" + arg(1) + "))";
      if (t.format == "f64") return "kc::sim::fromBitsF64(static_cast<uint64_t>(" + arg(1) + "))";
      return "kc::sim::fromBitsF32(static_cast<uint32_t>(" + arg(1) + "))";
    }
    if (f == "bits") {
      const SemType& t = e.args[0]->type;
      if (t.format == "bf16") return "static_cast<uint32_t>(kc::num::toBf16(" + arg(0) + "))";
      if (t.format == "f16") return "static_cast<uint32_t>(kc::num::toF16(" + arg(0) + "))";
      if (t.format == "fp8e4m3") return "static_cast<uint32_t>(kc::num::toE4M3(" + arg(0) + "))";
      if (t.format == "fp8e5m2") return "static_cast<uint32_t>(kc::num::toE5M2(" + arg(0) + "))";
      if (t.format == "e8m0") return "static_cast<uint32_t>(kc::sim::bitsE8M0(" + arg(0) + "))";
      if (t.format == "f64") return "kc::sim::bitsF64(" + arg(0) + ")";
      return "kc::sim::bitsF32(" + arg(0) + ")";
    }
    if ((f == "sext" || f == "zext") && e.args[1]->kind != Expr::IntLit)
      return "static_cast<" + cppValueType(e.type) + ">(kc::sim::" + (f == "sext" ? "sextTo" : "zextTo") +
             "(static_cast<uint64_t>(" + arg(0) + "), static_cast<int64_t>(" + arg(1) + ")))";
    if (f == "sext" || f == "zext") {
      const SemType& from = e.args[0]->type;
      std::string w = std::to_string(from.bits);
      std::string v = "kc::sim::wrapS<" + w + ">(static_cast<uint64_t>(" + arg(0) + "))";
      if (f == "zext") v = "kc::sim::wrapU<" + w + ">(static_cast<uint64_t>(" + arg(0) + "))";
      return convert(v, e.type, e.type);
    }
    if (f == "mx_scale") return "kc::num::mxScaleFor(static_cast<float>(" + arg(0) + "), 8)";
    if (f == "popcount" || f == "clz" || f == "ctz") {
      int bits = e.args[0]->type.bits;
      std::string u = "kc::sim::wrapU<" + std::to_string(bits) + ">(static_cast<uint64_t>(" + arg(0) + "))";
      std::string ct = cppValueType(e.type);
      if (f == "popcount") return "static_cast<" + ct + ">(__builtin_popcountll(" + u + "))";
      if (f == "ctz") return "static_cast<" + ct + ">(" + u + " == 0 ? " + std::to_string(bits) + " : __builtin_ctzll(" + u + "))";
      return "static_cast<" + ct + ">(" + u + " == 0 ? " + std::to_string(bits) + " : __builtin_clzll(" + u + ") - " +
             std::to_string(64 - bits) + ")";
    }
    if (auto isType = (f.size() > 1 && (f[0] == 'u' || f[0] == 'i') && isdigit(static_cast<unsigned char>(f[1]))) ||
                      f == "f32" || f == "f64" || f == "bf16" || f == "f16" || f == "fp8e4m3" || f == "fp8e5m2" || f == "e8m0";
        isType) {
      const SemType& from = e.args[0]->type;
      std::string v = arg(0);
      if (e.type.kind == SemType::Float && from.kind == SemType::Int) {
        v = pin("static_cast<" + cppValueType(e.type) + ">(" + pin(v) + ")");
        const std::string r = roundFn(e.type.format);
        return r.empty() ? v : r + "(" + v + ")";
      }
      return convert(v, from, e.type);
    }
    const SemType& t = e.type;
    if (f == "max" || f == "min") {
      if (t.kind == SemType::Float) return "std::f" + f + "(" + argAs(0, t) + ", " + argAs(1, t) + ")";
      return "std::" + f + "<" + cppValueType(t) + ">(" + argAs(0, t) + ", " + argAs(1, t) + ")";
    }
    if (f == "abs") {
      if (t.kind == SemType::Float) return "std::fabs(" + argAs(0, t) + ")";
      return "static_cast<" + cppValueType(t) + ">(" + arg(0) + " < 0 ? -" + argAs(0, t) + " : " + argAs(0, t) + ")";
    }
    std::string ct = cppValueType(t);
    auto pinnedArg = [&](int i) { return pin(argAs(i, t)); };
    if (f == "recip") return pin("(static_cast<" + ct + ">(1) / " + pinnedArg(0) + ")");
    if (f == "rsqrt") return pin("(static_cast<" + ct + ">(1) / std::sqrt(" + pinnedArg(0) + "))");
    if (f == "fma") return pin("std::fma(" + pinnedArg(0) + ", " + pinnedArg(1) + ", " + pinnedArg(2) + ")");
    return pin("std::" + f + "(" + pinnedArg(0) + ")");  // exp, log, sqrt, tanh, floor, ceil
  }

  // An exposed pipeline's register write: queued to land after its latency (the operand's
  // WriteLatency, or the instruction's), so that reads until then see the old value.
  void deferredWrite(const Stmt& s, const std::string& rhs, const std::string& pad, std::ostringstream& os) {
    const RegFileM& f = m_.regFiles[s.target.index];
    const bool isFloat = f.type.kind == ElemType::Float;
    int latency = 0;
    const bool byOperand = s.index->kind == Expr::Name && s.index->ref.kind == NameRef::Operand;
    if (instr_ && byOperand && size_t(s.index->ref.index) < instr_->operandLatency.size())
      latency = instr_->operandLatency[size_t(s.index->ref.index)];
    if (instr_ && latency == 0 && size_t(s.target.index) < instr_->fileLatency.size())
      latency = instr_->fileLatency[size_t(s.target.index)];
    os << pad << "{\n" << pad << "  const auto v_ = " << rhs << ";\n";
    os << pad << "  const int64_t i_ = " << expr(*s.index) << ";\n";
    os << pad << "  const int64_t lane_ = " << (s.lane ? expr(*s.lane) : "0") << ";\n";
    if (s.lane)
      os << pad << "  (void)kc::sim::laneAt(m, s." << cppMember(f.name) << ", i_, lane_, \"" << f.name << "\");\n";
    else if (!byOperand)
      os << pad << "  (void)kc::sim::regAt(m, s." << cppMember(f.name) << ", i_, \"" << f.name << "\");\n";
    os << pad << "  " << (f.zeroReg >= 0 ? "if (i_ != " + std::to_string(f.zeroReg) + ") " : "")
       << "m.deferRegisterWrite(" << s.target.index << ", i_, lane_, kc::RegValue{" << (isFloat ? "true" : "false") << ", "
       << (isFloat ? "static_cast<double>(v_)" : "0") << ", " << (isFloat ? "0" : "static_cast<uint64_t>(v_)") << "}, "
       << latency << ");\n" << pad << "}\n";
  }

  // An exposed pipeline's state write: checked now, landing after the instruction's latency.
  void deferredStateWrite(const Stmt& s, const std::string& rhs, const std::string& pad, std::ostringstream& os) {
    const StateM& st = m_.states[s.target.index];
    os << pad << "{\n" << pad << "  const auto v_ = " << rhs << ";\n";
    if (s.index) {
      os << pad << "  const int64_t i_ = " << expr(*s.index) << ";\n";
      os << pad << "  (void)kc::sim::stateAt(m, s." << cppMember(st.name) << ", i_, \"" << st.name << "\");\n";
    } else {
      os << pad << "  const int64_t i_ = 0;\n";
    }
    os << pad << "  m.deferStateWrite(" << s.target.index << ", i_, kc::sim::toReg(v_));\n" << pad << "}\n";
  }

  void stmts(const std::vector<StmtP>& ss, int ind, std::ostringstream& os) {
    for (const auto& s : ss) stmt(*s, ind, os);
  }

  void stmt(const Stmt& s, int ind, std::ostringstream& os) {
    std::string pad(ind, ' ');
    switch (s.kind) {
      case Stmt::Let:
        os << pad << cppValueType(s.targetType) << " l" << s.localSlot << "_" << s.name << " = "
           << convert(expr(*s.value), s.value->type, s.targetType) << ";\n";
        return;
      case Stmt::Assign: {
        std::string value = expr(*s.value);
        SemType vt = s.value->type;
        std::string target;
        std::string cur;
        switch (s.target.kind) {
          case NameRef::Local: target = "l" + std::to_string(s.target.index) + "_" + s.name; cur = target; break;
          case NameRef::Pc: target = "m.npc"; cur = "m.pc"; break;
          case NameRef::State:
            target = stateRef(s.target.index, s.index.get());
            cur = stateRead(s.target.index, s.index.get());
            break;
          case NameRef::RegFile:
            if (s.lane) {
              target = laneRef(s.target.index, *s.index, *s.lane);
              cur = laneRead(s.target.index, *s.index, *s.lane);
            } else {
              target = regRef(s.target.index, *s.index);
              cur = regRead(s.target.index, *s.index);
            }
            break;
          case NameRef::Memory: {
            const MemoryM& mem = m_.memories[s.target.index];
            const std::string st = storage(mem.type), mi = std::to_string(s.target.index);
            // The value is computed before the address, as C++ sequences `m[a] = v`.
            os << pad << "{\n";
            std::string stored = "v_";
            if (s.op == "=") os << pad << "  const auto v_ = " << convert(value, vt, s.targetType) << ";\n";
            os << pad << "  const uint64_t a_ = static_cast<uint64_t>(" << expr(*s.index) << ");\n";
            if (s.op != "=") stored = convert("(" + memRead(s.target.index, "a_") + " " + s.op.substr(0, 1) + " " + value + ")",
                                              s.targetType, s.targetType);
            if (exposed())
              os << pad << "  kc::sim::memWriteLater<" << st << ">(m, " << mi << ", a_, " << storeElem(mem.type, stored) << ");\n";
            else
              os << pad << "  kc::sim::memWrite<" << st << ">(m, " << mi << ", a_) = " << storeElem(mem.type, stored) << ";\n";
            os << pad << "}\n";
            return;
          }
          default: return;
        }
        std::string rhs = s.op == "=" ? convert(value, vt, s.targetType)
                                      : convert("(" + cur + " " + s.op.substr(0, 1) + " " + value + ")", s.targetType,
                                                s.targetType);
        if (s.target.kind == NameRef::RegFile && exposed() && m_.regFiles[s.target.index].storage < 0) {
          deferredWrite(s, rhs, pad, os);
          return;
        }
        if (s.target.kind == NameRef::State && exposed()) {
          deferredStateWrite(s, rhs, pad, os);
          return;
        }
        if (s.target.kind == NameRef::RegFile) {
          const RegFileM& f = m_.regFiles[s.target.index];
          if (f.zeroReg >= 0) {
            // The value is computed even for the zero register: it may have effects (a call).
            os << pad << "{\n" << pad << "  const auto v_ = " << rhs << ";\n" << pad << "  if (" << expr(*s.index)
               << " != " << f.zeroReg << ") " << target << " = v_;\n" << pad << "}\n";
            return;
          }
        }
        os << pad << target << " = " << rhs << ";\n";
        return;
      }
      case Stmt::For: {
        std::string v = "l" + std::to_string(s.localSlot) + "_" + s.name;
        std::string step = s.step ? expr(*s.step) : "1";
        os << pad << "{\n";
        os << pad << "  const int64_t end_" << s.localSlot << " = " << expr(*s.to) << ";\n";
        os << pad << "  const int64_t step_" << s.localSlot << " = " << step << ";\n";
        if (s.step && s.step->kind != Expr::IntLit)
          os << pad << "  if (step_" << s.localSlot << " <= 0) m.fail(\"loop step must be positive\");\n";
        // Every iteration is an element operation for the work budget.
        os << pad << "  const int64_t from_" << s.localSlot << " = " << expr(*s.from) << ";\n";
        os << pad << "  if (end_" << s.localSlot << " > from_" << s.localSlot << ") m.work += uint64_t(end_" << s.localSlot
           << " - from_" << s.localSlot << ")"
           << (s.step ? " / uint64_t(step_" + std::to_string(s.localSlot) + ") + 1" : "")
           << ";\n";
        os << pad << "  for (int64_t " << v << " = from_" << s.localSlot << "; " << v << " < end_" << s.localSlot << "; "
           << v << " += step_" << s.localSlot << ") {\n";
        stmts(s.body, ind + 4, os);
        os << pad << "  }\n" << pad << "}\n";
        return;
      }
      case Stmt::If:
        os << pad << "if (" << expr(*s.value) << ") {\n";
        stmts(s.body, ind + 2, os);
        if (s.hasElse) {
          os << pad << "} else {\n";
          stmts(s.elseBody, ind + 2, os);
        }
        os << pad << "}\n";
        return;
      case Stmt::ExprS: os << pad << expr(*s.value) << ";\n"; return;
      case Stmt::Return:
        if (s.value) os << pad << "return " << convert(expr(*s.value), s.value->type, s.targetType) << ";\n";
        else os << pad << "return;\n";
        return;
      case Stmt::Block:
        os << pad << "{\n";
        stmts(s.body, ind + 2, os);
        os << pad << "}\n";
        return;
    }
  }

 private:
  const TargetModel& m_;
  const InstrM* instr_;
  const FunctionM* fn_;
  CppNames names_;
  bool fence_;
};

} // namespace

std::string cppExpr(const TargetModel& model, const Expr& e, const CppNames& names) {
  return Emitter(model, nullptr, names).expr(e);
}

std::string cppSemantics(const TargetModel& model, const InstrM& instr, int indent) {
  std::ostringstream os;
  if (instr.usesRounding) os << std::string(indent, ' ') << "const kc::sim::RoundingScope rounding_;\n";
  Emitter(model, &instr, CppNames{}).stmts(instr.semantics.stmts, indent, os);
  return os.str();
}

std::string cppFunction(const TargetModel& model, const FunctionM& fn) {
  std::ostringstream os;
  os << "[[maybe_unused]] " << (fn.result.kind == SemType::Void ? "void" : cppValueType(fn.result)) << " fn_" << fn.name
     << "(TargetMachine& m";
  for (size_t i = 0; i < fn.params.size(); ++i)
    os << ", " << cppValueType(fn.params[i].second) << " l" << i << "_" << fn.params[i].first;
  os << ") {\n  auto& s = m.s;\n";
  // No RoundingScope here: a mode set by a function holds until the calling instruction ends.
  Emitter(model, nullptr, CppNames{}, &fn).stmts(fn.body.stmts, 2, os);
  os << "}\n";
  return os.str();
}

} // namespace hwgen
