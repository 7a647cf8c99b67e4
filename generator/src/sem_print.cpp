#include "sem_print.h"

#include <sstream>

namespace hwgen {
namespace {

int precedence(const std::string& op) {
  if (op == "||") return 1;
  if (op == "&&") return 2;
  if (op == "|") return 3;
  if (op == "^") return 4;
  if (op == "&") return 5;
  if (op == "==" || op == "!=") return 6;
  if (op == "<" || op == "<=" || op == ">" || op == ">=") return 7;
  if (op == "<<" || op == ">>") return 8;
  if (op == "+" || op == "-") return 9;
  return 10;  // * / %
}

std::string expr(const Expr& e, int parentPrec) {
  switch (e.kind) {
    case Expr::IntLit: return std::to_string(e.ival);
    case Expr::FloatLit: return e.text.empty() ? std::to_string(e.fval) : e.text;
    case Expr::BoolLit: return e.ival ? "true" : "false";
    case Expr::StrLit: return "\"" + e.text + "\"";
    case Expr::Name: return e.text;
    case Expr::Index: return expr(*e.args[0], 11) + "[" + expr(*e.args[1], 0) + "]";
    case Expr::Slice: return expr(*e.args[0], 11) + "[" + expr(*e.args[1], 0) + ":" + expr(*e.args[2], 0) + "]";
    case Expr::Unary: return e.text + expr(*e.args[0], 11);
    case Expr::Binary: {
      int p = precedence(e.text);
      std::string s = expr(*e.args[0], p) + " " + e.text + " " + expr(*e.args[1], p + 1);
      return p < parentPrec ? "(" + s + ")" : s;
    }
    case Expr::Cond: {
      std::string s = expr(*e.args[0], 1) + " ? " + expr(*e.args[1], 1) + " : " + expr(*e.args[2], 0);
      return parentPrec > 0 ? "(" + s + ")" : s;
    }
    case Expr::Call: {
      std::string s = e.text + "(";
      for (size_t i = 0; i < e.args.size(); ++i) s += (i ? ", " : "") + expr(*e.args[i], 0);
      return s + ")";
    }
  }
  return "";
}

void stmts(const std::vector<StmtP>& ss, int ind, std::ostringstream& os);

void stmt(const Stmt& s, int ind, std::ostringstream& os) {
  std::string pad(ind, ' ');
  switch (s.kind) {
    case Stmt::Let:
      os << pad << "let " << s.name << (s.declType.empty() ? "" : ": " + s.declType) << " = " << expr(*s.value, 0) << ";\n";
      break;
    case Stmt::Assign:
      os << pad << s.name << (s.index ? "[" + expr(*s.index, 0) + "]" : "") << (s.lane ? "[" + expr(*s.lane, 0) + "]" : "") << " " << s.op << " " << expr(*s.value, 0)
         << ";\n";
      break;
    case Stmt::For:
      os << pad << "for " << s.name << " in " << expr(*s.from, 0) << " .. " << expr(*s.to, 0)
         << (s.step ? " step " + expr(*s.step, 0) : "") << " {\n";
      stmts(s.body, ind + 2, os);
      os << pad << "}\n";
      break;
    case Stmt::If:
      os << pad << "if " << expr(*s.value, 0) << " {\n";
      stmts(s.body, ind + 2, os);
      if (s.hasElse) {
        os << pad << "} else {\n";
        stmts(s.elseBody, ind + 2, os);
      }
      os << pad << "}\n";
      break;
    case Stmt::ExprS: os << pad << expr(*s.value, 0) << ";\n"; break;
    case Stmt::Return: os << pad << "return" << (s.value ? " " + expr(*s.value, 0) : std::string()) << ";\n"; break;
    case Stmt::Block:
      os << pad << "{\n";
      stmts(s.body, ind + 2, os);
      os << pad << "}\n";
      break;
  }
}

void stmts(const std::vector<StmtP>& ss, int ind, std::ostringstream& os) {
  for (const auto& s : ss) stmt(*s, ind, os);
}

} // namespace

std::string pseudoCode(const SemProgram& p) {
  std::ostringstream os;
  stmts(p.stmts, 0, os);
  return os.str();
}

std::string pseudoExpr(const Expr& e) { return expr(e, 0); }

} // namespace hwgen
