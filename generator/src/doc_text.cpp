#include "doc_text.h"

#include <algorithm>

#include "sem_check.h"
#include "sem_print.h"

namespace hwgen {

std::vector<int64_t> defaults(const TargetModel& m) {
  std::vector<int64_t> v;
  for (const auto& p : m.params) v.push_back(p.def);
  return v;
}

namespace {

bool usesOperands(const Expr& e) {
  if (e.kind == Expr::Name && e.ref.kind == NameRef::Operand) return true;
  for (const auto& a : e.args)
    if (usesOperands(*a)) return true;
  return false;
}

} // namespace

bool valueAtDefaults(const TargetModel& m, const CodeExpr& ce, int64_t& value) {
  if (!ce.ast || ce.ast->kind == Expr::IntLit || usesOperands(*ce.ast) || readsState(*ce.ast)) return false;
  EvalFault fault;
  return tryEvalIntExpr(*ce.ast, defaults(m), {}, value, fault);
}

std::string exprAndValue(const TargetModel& m, const CodeExpr& ce) {
  if (!ce.ast) return ce.text;
  int64_t value = 0;
  const std::string text = pseudoExpr(*ce.ast);
  return valueAtDefaults(m, ce, value) ? text + " = " + std::to_string(value) : text;
}

std::string exprWithValue(const TargetModel& m, const CodeExpr& ce) {
  if (!ce.ast) return ce.text;
  int64_t value = 0;
  std::string text = pseudoExpr(*ce.ast);
  if (!valueAtDefaults(m, ce, value)) return text;
  return text + " (= " + std::to_string(value) + " at the defaults)";
}

std::string syntaxLine(const std::string& mnemonic, std::string syntax, const std::vector<OperandM>& ops) {
  for (const auto& o : ops) {
    if (!o.optional) continue;
    const std::string ref = "$" + o.name;
    size_t at = syntax.find(", " + ref);
    if (at != std::string::npos) syntax.replace(at, 2 + ref.size(), "[, " + ref + "]");
  }
  return syntax.empty() ? mnemonic : mnemonic + " " + syntax;
}
std::string syntaxLine(const InstrM& in) { return syntaxLine(in.mnemonic, in.syntax, in.operands); }

std::string cleanSyntax(std::string s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '$') {
      if (i + 1 < s.size() && s[i + 1] == '{') {
        size_t close = s.find('}', i);
        out += s.substr(i + 2, close - i - 2);
        i = close;
      }
      continue;
    }
    out += s[i];
  }
  return out;
}

std::string storageLayout(const RegFileM& f) {
  const int64_t size = f.storageSize ? f.storageSize : f.storageStride;
  return std::to_string(size) + " bytes of `" + f.storageName + "`, register i at " +
         (f.storageOffset ? std::to_string(f.storageOffset) + " + " : std::string()) + "i × " +
         std::to_string(f.storageStride);
}

std::string operandKindText(const TargetModel& m, const OperandM& o) {
  if (o.kind == "reg") return "register of `" + m.regFiles[o.regFile].name + "`";
  if (o.kind == "regunion") return "one of the registers " + unionRegisters(m, m.unions[size_t(o.unionIndex)]);
  if (o.kind == "enum") {
    std::string s = "one of", rest;
    for (const auto& n : o.enumNames)
      (std::find(o.unsupported.begin(), o.unsupported.end(), n) == o.unsupported.end() ? s : rest) += " `" + n + "`";
    if (!rest.empty()) s += "; the assembler also accepts" + rest + ", which this hardware does not support";
    return s;
  }
  std::string s = std::string(o.isSigned ? "signed " : "unsigned ") + std::to_string(o.bits) + "-bit " +
                  (o.kind == "pcrel" ? "code label or offset" : "immediate");
  if (o.scale > 1) s += ", multiple of " + std::to_string(o.scale);
  return s;
}

// An enum's default by name ("dyn"), or "Optional." for an enum whose default has no name
// (RISC-V's unmasked vm), else the number.
std::string optionalText(const OperandM& o) {
  if (o.kind == "enum") {
    if (o.optionalDefault >= 0 && size_t(o.optionalDefault) < o.enumNames.size())
      return "Optional; defaults to `" + o.enumNames[size_t(o.optionalDefault)] + "`.";
    return "Optional.";
  }
  return "Optional; defaults to " + std::to_string(o.optionalDefault) + ".";
}

} // namespace hwgen
