#include "prompt_lines.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "doc_text.h"
#include "prompt_families.h"
#include "sem_print.h"

namespace hwgen {
namespace {

// Semantics this short say exactly what the instruction does in about the space of a summary.
constexpr size_t kShortSemantics = 48;

bool callsFunction(const Expr& e) {
  if (e.kind == Expr::Call && e.ref.kind == NameRef::Function) return true;
  for (const auto& a : e.args)
    if (a && callsFunction(*a)) return true;
  return false;
}

bool callsFunction(const std::vector<StmtP>& ss) {
  for (const auto& s : ss) {
    for (const Expr* e : {s->index.get(), s->lane.get(), s->value.get(), s->from.get(), s->to.get(), s->step.get()})
      if (e && callsFunction(*e)) return true;
    if (callsFunction(s->body) || callsFunction(s->elseBody)) return true;
  }
  return false;
}

// One timing figure of an instruction: "interval " + value, left out where it has its default.
struct TimingField {
  std::string before, value, after, usual;
};

std::vector<TimingField> timingFields(const TargetModel& m, const InstrM& in) {
  std::vector<TimingField> f;
  f.push_back({in.unit >= 0 ? m.units[in.unit].name + " " : "latency ", exprAndValue(m, in.latency), "", ""});
  f.push_back({", interval ", exprAndValue(m, in.interval), "", "1"});
  f.push_back({", uops ", exprAndValue(m, in.uops), "", "1"});
  for (size_t k = 0; k < in.operands.size(); ++k)
    f.push_back({", " + in.operands[k].name + " after ", std::to_string(in.operandLatency[k]), "", "0"});
  for (size_t k = 0; k < in.operands.size(); ++k)
    f.push_back({", reads " + in.operands[k].name + " at ", std::to_string(in.operandReadStage[k]), "", "0"});
  f.push_back({", ", std::to_string(in.delaySlots), " delay slots", "0"});
  return f;
}

// The members' timing, figure by figure, so that braces hold one figure's values.
std::string timing(const TargetModel& m, const std::vector<const InstrM*>& family) {
  std::vector<std::string> keys;  // figures in the order of the first member that has them
  std::map<std::string, TimingField> shape;
  std::map<std::string, std::vector<std::string>> values;
  for (size_t i = 0; i < family.size(); ++i)
    for (const TimingField& f : timingFields(m, *family[i])) {
      const std::string key = f.before + "\x01" + f.after;
      if (!shape.count(key)) keys.push_back(key), shape[key] = f, values[key].assign(family.size(), f.usual);
      values[key][i] = f.value;
    }
  std::string s;
  for (const auto& key : keys) {
    const TimingField& f = shape[key];
    const auto& v = values[key];
    if (std::all_of(v.begin(), v.end(), [&](const std::string& x) { return x == f.usual; })) continue;
    s += f.before + braceDiff(v) + f.after;
  }
  return s;
}

std::string operandsOf(const InstrM& in) {
  const std::string full = cleanSyntax(syntaxLine(in));
  return full.size() > in.mnemonic.size() ? full.substr(in.mnemonic.size() + 1) : "";
}

// Value names that stand for distinct values name them (CSRs); names that all mean one thing
// are spellings the kind's note explains.
bool namesValues(const OperandM& o) {
  std::set<int64_t> values;
  for (const auto& v : o.valueNames) values.insert(v.second);
  return !o.valueNames.empty() && values.size() == o.valueNames.size();
}

// A kind's note that only repeats its label ("Unsigned 18-bit immediate.") says nothing more.
bool sameText(std::string a, std::string b) {
  for (std::string* t : {&a, &b}) {
    while (!t->empty() && t->back() == '.') t->pop_back();
    for (char& c : *t) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return a == b;
}

} // namespace

std::string operandKindLabel(const TargetModel& m, const OperandM& o) {
  std::string s;
  if (o.kind == "reg") {
    s = "`" + m.regFiles[o.regFile].name + "` register";
  } else if (o.kind == "regunion") {
    s = "register: " + unionRegisters(m, m.unions[size_t(o.unionIndex)]);
  } else if (o.kind == "enum") {
    s = "one of";
    for (const auto& n : o.enumNames)
      if (std::find(o.unsupported.begin(), o.unsupported.end(), n) == o.unsupported.end()) s += " `" + n + "`";
    if (o.optional && o.optionalDefault >= 0 && size_t(o.optionalDefault) < o.enumNames.size())
      s += "; left out: `" + o.enumNames[size_t(o.optionalDefault)] + "`";
  } else if (o.kind == "pcrel") {
    s = "code label (a signed " + std::to_string(o.bits) + "-bit offset" +
        (o.scale > 1 ? ", a multiple of " + std::to_string(o.scale) : "") + ")";
  } else {
    s = std::string(o.isSigned ? "signed " : "unsigned ") + std::to_string(o.bits) + "-bit immediate";
    if (o.scale > 1) s += ", a multiple of " + std::to_string(o.scale);
    if (namesValues(o)) {
      s += ", or one of";
      for (const auto& v : o.valueNames) s += " `" + v.first + "`";
    }
  }
  if (o.optional && o.kind != "enum") s += "; left out: " + std::to_string(o.optionalDefault);
  return s;
}

std::map<std::string, std::string> usualOperandKinds(const TargetModel& m) {
  std::map<std::string, std::map<std::string, std::pair<int, size_t>>> seen;  // name -> label -> (count, first)
  size_t order = 0;
  for (const auto& in : m.instrs)
    for (const auto& o : in.operands) {
      auto& e = seen[o.name][operandKindLabel(m, o)];
      if (e.first++ == 0) e.second = order++;
    }
  std::map<std::string, std::string> usual;
  for (const auto& [name, labels] : seen) {
    auto best = labels.begin();
    for (auto it = labels.begin(); it != labels.end(); ++it)
      if (it->second.first > best->second.first ||
          (it->second.first == best->second.first && it->second.second < best->second.second))
        best = it;
    usual[name] = best->first;
  }
  return usual;
}

std::string usualOperandKindItems(const TargetModel& m, const std::map<std::string, std::string>& usual) {
  // Names of one kind share an item, in the order the instructions first use them.
  std::vector<std::string> labels;
  std::map<std::string, std::vector<std::string>> names;
  std::map<std::string, std::string> notes;
  for (const auto& in : m.instrs)
    for (const auto& o : in.operands) {
      const std::string& label = usual.at(o.name);
      if (operandKindLabel(m, o) != label) continue;
      auto& ns = names[label];
      if (ns.empty()) labels.push_back(label);
      if (std::find(ns.begin(), ns.end(), o.name) == ns.end()) ns.push_back(o.name);
      if (!o.ownDoc && !o.doc.empty()) notes.emplace(label, o.doc);
    }
  std::string s;
  for (const auto& label : labels) {
    s += "- ";
    for (size_t i = 0; i < names[label].size(); ++i) s += (i ? ", `" : "`") + names[label][i] + "`";
    s += ": " + label + (notes.count(label) && !sameText(notes[label], label) ? ". " + notes[label] : "") + "\n";
  }
  return s;
}

std::string oneLineCode(const SemProgram& p) {
  std::string s;
  for (char c : pseudoCode(p)) {
    if (c == '\n' || c == ' ') {
      if (!s.empty() && s.back() != ' ') s += ' ';
    } else {
      s += c;
    }
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == ';')) s.pop_back();
  return s;
}

std::string compactSemantics(const InstrM& in) {
  if (in.noEffect || callsFunction(in.semantics.stmts)) return "";
  const std::string s = oneLineCode(in.semantics);
  return s.size() <= kShortSemantics || s.size() <= in.summary.size() || in.summary.empty() ? s : "";
}

std::string promptLine(const TargetModel& m, const std::map<std::string, std::string>& usual,
                       const std::vector<const InstrM*>& family) {
  std::string mnemonics;
  std::vector<std::string> operands, effects;
  // Operands whose kind is not their name's usual one, noted once per kind.
  std::vector<std::string> unusualLabels;
  std::map<std::string, std::vector<std::string>> unusualNames;
  for (const InstrM* in : family) {
    mnemonics += (mnemonics.empty() ? "" : "|") + in->mnemonic;
    operands.push_back(operandsOf(*in));
    effects.push_back(in->summary);
    for (const auto& o : in->operands) {
      const std::string label = operandKindLabel(m, o);
      if (label == usual.at(o.name)) continue;
      auto& ns = unusualNames[label];
      if (ns.empty()) unusualLabels.push_back(label);
      if (std::find(ns.begin(), ns.end(), o.name) == ns.end()) ns.push_back(o.name);
    }
  }
  if (family.size() == 1) {
    const std::string sem = compactSemantics(*family[0]);
    if (!sem.empty()) effects[0] = sem;
  }
  const std::string ops = braceDiff(operands);
  std::string s = "- `" + mnemonics + (ops.empty() ? "" : " " + ops) + "`";
  if (!unusualLabels.empty()) {
    s += " (";
    for (size_t k = 0; k < unusualLabels.size(); ++k) {
      const auto& ns = unusualNames[unusualLabels[k]];
      s += k ? "; " : "";
      for (size_t i = 0; i < ns.size(); ++i) s += (i ? ", " : "") + ns[i];
      s += ": " + unusualLabels[k];
    }
    s += ")";
  }
  const std::string effect = braceDiff(effects);
  return s + (effect.empty() ? "" : ": " + effect) + " (" + timing(m, family) + ")\n";
}

} // namespace hwgen
