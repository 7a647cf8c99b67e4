// Operand notes against semantics. An operand kind's Doc is printed for every operand of that
// kind unless the instruction gives its own (OperandDocs), so a kind shared by operands that mean
// different things prints a wrong note. These checks catch what can be told from the semantics.
#include "operand_notes.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "sem_check.h"

namespace hwgen {
namespace {

// The operands and the states and memories one expression (or what it was computed from) uses.
struct Uses {
  std::set<int> operands;
  std::set<std::string> places;  // states and memories, by name
  void add(const Uses& o) {
    operands.insert(o.operands.begin(), o.operands.end());
    places.insert(o.places.begin(), o.places.end());
  }
};

class UseCollector {
 public:
  UseCollector(const TargetModel& m, const InstrM& in) : m_(m), in_(in) {}

  std::vector<bool> read;                        // per operand: used anywhere
  std::vector<std::set<int64_t>> compared;       // per operand: integer constants it is compared with
  std::vector<std::set<std::string>> together;   // per operand: states and memories used with it

  void run() {
    read.assign(in_.operands.size(), false);
    compared.assign(in_.operands.size(), {});
    together.assign(in_.operands.size(), {});
    for (const auto& s : in_.semantics.stmts) stmt(*s);
    for (const auto& c : in_.constraints) root(*c.ast, {});
    for (const CodeExpr* ce : {&in_.latency, &in_.interval, &in_.uops})
      if (ce->ast) root(*ce->ast, {});
  }

 private:
  const TargetModel& m_;
  const InstrM& in_;
  std::map<int, Uses> locals_;  // local slot -> what its value was computed from

  void expr(const Expr& e, Uses& u) {
    if (e.kind == Expr::Name) {
      switch (e.ref.kind) {
        case NameRef::Operand: u.operands.insert(e.ref.index); read[e.ref.index] = true; break;
        case NameRef::State: u.places.insert(m_.states[e.ref.index].name); break;
        case NameRef::Memory: u.places.insert(m_.memories[e.ref.index].name); break;
        case NameRef::Local: case NameRef::LoopVar: {
          auto it = locals_.find(e.ref.index);
          if (it != locals_.end()) u.add(it->second);
          break;
        }
        default: break;
      }
    }
    if (e.kind == Expr::Call) {
      int f = m_.findFunction(e.text);
      if (f >= 0)
        for (const AccessM& a : m_.functions[f].accesses) {
          if (a.space == AccessM::State) u.places.insert(m_.states[a.index].name);
          if (a.space == AccessM::Memory) u.places.insert(m_.memories[a.index].name);
        }
    }
    if (e.kind == Expr::Binary && e.args.size() == 2) {
      static const std::set<std::string> cmp = {"==", "!=", "<", "<=", ">", ">="};
      if (cmp.count(e.text)) {
        int op = directOperand(*e.args[0]);
        const Expr* lit = e.args[1].get();
        if (op < 0) op = directOperand(*e.args[1]), lit = e.args[0].get();
        if (op >= 0 && lit->kind == Expr::IntLit) compared[op].insert(lit->ival);
      }
    }
    for (const auto& a : e.args) expr(*a, u);
  }

  // The operand an expression is, possibly through conversions such as u32(op); -1 otherwise.
  static int directOperand(const Expr& e) {
    if (e.kind == Expr::Name && e.ref.kind == NameRef::Operand) return e.ref.index;
    if (e.kind == Expr::Call && e.args.size() == 1 && semTypeByName(e.text)) return directOperand(*e.args[0]);
    return -1;
  }

  Uses root(const Expr& e, Uses u) {
    expr(e, u);
    note(u);
    return u;
  }

  void note(const Uses& u) {
    for (int op : u.operands) together[op].insert(u.places.begin(), u.places.end());
  }

  void stmt(const Stmt& s) {
    switch (s.kind) {
      case Stmt::Let:
        if (s.value) locals_[s.localSlot] = root(*s.value, {});
        break;
      case Stmt::Assign: {
        Uses u;
        if (s.index) expr(*s.index, u);
        if (s.lane) expr(*s.lane, u);
        if (s.value) expr(*s.value, u);
        if (s.target.kind == NameRef::State) u.places.insert(m_.states[s.target.index].name);
        if (s.target.kind == NameRef::Memory) u.places.insert(m_.memories[s.target.index].name);
        note(u);
        if (s.target.kind == NameRef::Local) locals_[s.target.index].add(u);
        break;
      }
      case Stmt::For: {
        Uses u;
        for (const Expr* e : {s.from.get(), s.to.get(), s.step.get()})
          if (e) expr(*e, u);
        note(u);
        locals_[s.localSlot] = u;
        for (const auto& b : s.body) stmt(*b);
        break;
      }
      case Stmt::If:
        if (s.value) root(*s.value, {});
        for (const auto& b : s.body) stmt(*b);
        for (const auto& b : s.elseBody) stmt(*b);
        break;
      case Stmt::Block:
        for (const auto& b : s.body) stmt(*b);
        break;
      case Stmt::ExprS:
      case Stmt::Return:
        if (s.value) root(*s.value, {});
        break;
    }
  }
};

// The values a note gives a meaning to, however it lists them: "0: a; 1: b", "0: a, 1: b",
// "0 = a; 1 = b", "1 (or left out): b", "a (0) or b (1)". A value is a whole number that starts the
// note or follows a separator (';', ',', '.', '(' or a word such as "or") and is followed by ':'
// or '=' (after an optional parenthesis), or a number alone in parentheses.
std::set<int64_t> namedValues(const std::string& doc) {
  std::set<int64_t> out;
  auto isDigit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  auto isWord = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '.'; };
  auto skipSpaces = [&](size_t i) {
    while (i < doc.size() && doc[i] == ' ') ++i;
    return i;
  };
  for (size_t i = 0; i < doc.size(); ++i) {
    if (!isDigit(doc[i]) || (i > 0 && (isWord(doc[i - 1]) && doc[i - 1] != '.'))) continue;
    size_t end = i;
    while (end < doc.size() && isDigit(doc[end])) ++end;
    if (end < doc.size() && (std::isalpha(static_cast<unsigned char>(doc[end])) || doc[end] == '_' ||
                             (doc[end] == '.' && end + 1 < doc.size() && isDigit(doc[end + 1])))) {
      i = end;
      continue;  // part of a name or a decimal: "r0", "2x", "1.5"
    }
    const int64_t value = std::stoll(doc.substr(i, std::min<size_t>(end - i, 18)));
    // "(N)": a value named in parentheses after its meaning.
    if (i > 0 && doc[i - 1] == '(' && end < doc.size() && doc[end] == ')') {
      out.insert(value);
      i = end;
      continue;
    }
    // "N: ...", "N = ...", "N (or left out): ...", at the start or after a separator.
    size_t before = i;
    while (before > 0 && doc[before - 1] == ' ') --before;
    const bool starts = before == 0 || std::string(";,.(").find(doc[before - 1]) != std::string::npos ||
                        (before >= 2 && doc.compare(before - 2, 2, "or") == 0) ||
                        (before >= 3 && doc.compare(before - 3, 3, "and") == 0);
    size_t after = skipSpaces(end);
    if (after < doc.size() && doc[after] == '(') {
      const size_t close = doc.find(')', after);
      if (close != std::string::npos) after = skipSpaces(close + 1);
    }
    if (starts && after < doc.size() && (doc[after] == ':' || doc[after] == '=')) out.insert(value);
    i = end;
  }
  return out;
}

// The words of a note that name a state or a memory of the target.
std::vector<std::string> placesNamed(const TargetModel& m, const std::string& doc) {
  std::vector<std::string> out;
  for (size_t i = 0; i < doc.size();) {
    if (!std::isalnum(static_cast<unsigned char>(doc[i])) && doc[i] != '_') { ++i; continue; }
    size_t j = i;
    while (j < doc.size() && (std::isalnum(static_cast<unsigned char>(doc[j])) || doc[j] == '_')) ++j;
    std::string w = doc.substr(i, j - i);
    if ((m.findState(w) >= 0 || m.findMemory(w) >= 0) && std::find(out.begin(), out.end(), w) == out.end())
      out.push_back(w);
    i = j;
  }
  return out;
}

std::string valueList(const std::set<int64_t>& v) {
  std::string s;
  for (int64_t x : v) s += (s.empty() ? "" : ", ") + std::to_string(x);
  return s;
}

} // namespace

std::vector<std::string> operandNoteProblems(const TargetModel& m, const InstrM& in) {
  std::vector<std::string> out;
  if (in.noEffect) return out;
  UseCollector uses(m, in);
  uses.run();
  for (size_t k = 0; k < in.operands.size(); ++k) {
    const OperandM& o = in.operands[k];
    if (o.doc.empty()) continue;
    const std::string whose = "operand '" + o.name + "' of '" + in.defName + "'";
    if (!o.ownDoc && !uses.read[k]) {
      out.push_back(whose + " takes the note of '" + o.kindName + "', but its semantics never read " + o.name +
                    "; say what it does here with OperandDocs");
      continue;
    }
    std::set<int64_t> named = namedValues(o.doc);
    if (!named.empty()) {
      std::set<int64_t> unnamed;
      for (int64_t v : uses.compared[k])
        if (!named.count(v)) unnamed.insert(v);
      if (!unnamed.empty()) {
        out.push_back("the note of " + whose + (o.ownDoc ? "" : " (from '" + o.kindName + "')") +
                      " gives a meaning to " + valueList(named) + ", but its semantics compare " + o.name + " with " +
                      valueList(unnamed) + "; the note must name every value the semantics tell apart");
        continue;
      }
    }
    if (o.ownDoc) continue;
    for (const std::string& place : placesNamed(m, o.doc))
      if (!uses.together[k].count(place)) {
        out.push_back(whose + " takes the note of '" + o.kindName + "', which speaks of '" + place +
                      "', but its semantics never use " + o.name + " together with " + place +
                      "; say what it does here with OperandDocs");
        break;
      }
  }
  return out;
}

} // namespace hwgen
