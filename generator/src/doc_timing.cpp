#include "doc_timing.h"

#include <algorithm>

#include "doc_text.h"
#include "timing_calls.h"

namespace hwgen {
namespace {

// "vemul_regs(shift)": the function with its parameters' names, which its Doc speaks of.
std::string head(const FunctionM& f) {
  std::string s = f.name + "(";
  for (size_t i = 0; i < f.params.size(); ++i) s += (i ? ", " : "") + f.params[i].first;
  return s + ")";
}

std::string sentence(std::string s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s.empty() || s.back() == '.' ? s : s + ".";
}

// Something a figure reads while a program runs: a state, or a register file or memory that a
// function it calls reads.
struct Read {
  AccessM::Space space;
  int index;
  bool operator==(const Read& o) const { return space == o.space && index == o.index; }
};

void addOnce(std::vector<Read>& v, Read r) {
  if (std::find(v.begin(), v.end(), r) == v.end()) v.push_back(r);
}

void collectReads(const TargetModel& m, const Expr& e, std::vector<Read>& out) {
  if (e.kind == Expr::Name && e.ref.kind == NameRef::State) addOnce(out, {AccessM::State, e.ref.index});
  if (e.kind == Expr::Call && e.ref.kind == NameRef::Function)
    for (const AccessM& a : m.functions[size_t(e.ref.index)].accesses)
      if (!a.write) addOnce(out, {a.space, a.index});
  for (const auto& a : e.args)
    if (a) collectReads(m, *a, out);
}

// What the figures read while a program runs, directly or through the functions they call:
// everything else in them (parameters, operands) is fixed when the program is loaded.
std::vector<Read> runTimeReads(const TargetModel& m, const InstrM& in) {
  std::vector<Read> out;
  for (const CodeExpr* ce : {&in.uops, &in.latency, &in.interval})
    if (ce->ast) collectReads(m, *ce->ast, out);
  return out;
}

std::string nameOf(const TargetModel& m, const Read& r) {
  return r.space == AccessM::State     ? m.states[size_t(r.index)].name
         : r.space == AccessM::RegFile ? m.regFiles[size_t(r.index)].name
                                       : m.memories[size_t(r.index)].name;
}

std::string prose(const TargetModel& m, const Read& r) {
  const std::string n = "`" + nameOf(m, r) + "`";
  return r.space == AccessM::State ? n : r.space == AccessM::RegFile ? "the " + n + " registers" : "the contents of " + n;
}

std::string listed(const TargetModel& m, const std::vector<Read>& reads) {
  std::string s;
  for (size_t i = 0; i < reads.size(); ++i) s += (i == 0 ? "" : i + 1 == reads.size() ? " and " : ", ") + prose(m, reads[i]);
  return s;
}

} // namespace

std::string timingFunctionNotes(const TargetModel& m, const std::vector<const InstrM*>& instrs) {
  std::vector<int> seen;
  std::string s;
  for (const InstrM* in : instrs)
    for (const TimingCall& c : timingCalls(*in)) {
      if (std::find(seen.begin(), seen.end(), c.function) != seen.end()) continue;
      seen.push_back(c.function);
      const FunctionM& f = m.functions[size_t(c.function)];
      s += " Where `" + head(f) + "`: " + sentence(f.doc);
    }
  return s;
}

std::vector<std::string> timingFunctionDocs(const TargetModel& m) {
  std::vector<bool> called(m.functions.size(), false);
  for (const InstrM& in : m.instrs)
    for (const TimingCall& c : timingCalls(in)) called[size_t(c.function)] = true;
  std::vector<std::string> out;
  for (size_t i = 0; i < m.functions.size(); ++i)
    if (called[i]) out.push_back("`" + head(m.functions[i]) + "`: " + sentence(m.functions[i].doc));
  return out;
}

std::string timingParagraph(const TargetModel& m, const InstrM& in) {
  std::string s = "Timing: unit `" + (in.unit >= 0 ? m.units[size_t(in.unit)].name : "-") + "`, ";
  if (in.uops.ast && !(in.uops.ast->kind == Expr::IntLit && in.uops.ast->ival == 1))
    s += "uops " + exprWithValue(m, in.uops) + ", ";
  // "1 cycle", "2 cycles", "BLEN (= 4 at the defaults) cycles".
  auto cycles = [&](const CodeExpr& ce) {
    const std::string text = exprWithValue(m, ce);
    return text + (text == "1" ? " cycle" : " cycles");
  };
  s += "latency " + cycles(in.latency) + ", interval " + cycles(in.interval) + ".";
  s += timingFunctionNotes(m, {&in});
  const auto reads = runTimeReads(m, in);
  if (!reads.empty()) s += " At run time the figures depend on " + listed(m, reads) + " alone, read as the instruction issues.";
  return s + "\n\n";
}

void addTimingNotes(const TargetModel& m, const InstrM& in, nlohmann::json& entry) {
  nlohmann::json functions = nlohmann::json::array();
  for (const TimingCall& c : timingCalls(in)) {
    const FunctionM& f = m.functions[size_t(c.function)];
    functions.push_back({{"function", head(f)}, {"doc", f.doc}});
  }
  if (!functions.empty()) entry["timing_functions"] = functions;
  nlohmann::json reads = nlohmann::json::array();
  for (const Read& r : runTimeReads(m, in)) reads.push_back(nameOf(m, r));
  if (!reads.empty()) entry["timing_reads"] = reads;
}

} // namespace hwgen
