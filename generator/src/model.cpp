#include "model.h"
#include "operand_notes.h"
#include "rule_examples.h"
#include "kc/work_kinds.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <set>

#include <llvm/Support/SourceMgr.h>
#include <llvm/TableGen/Error.h>
#include <llvm/TableGen/Record.h>

#include "sem_check.h"
#include "sem_cpp.h"
#include "sem_parse.h"
#include "sem_print.h"
#include "timing_calls.h"

using namespace llvm;

namespace hwgen {

int lineOf(SMLoc loc) {
  if (!loc.isValid()) return 0;
  return static_cast<int>(SrcMgr.getLineAndColumn(loc).first);
}

SemType ElemType::semType() const {
  switch (kind) {
    case Int: return SemType::intT(bits, true);
    case UInt: return SemType::intT(bits, false);
    case Float: return SemType::floatT(name, bits);
    case MX: return SemType::intT(8, false);
  }
  return {};
}

int ElemType::storageBytes() const {
  if (kind == MX) return 1;
  int b = bits <= 8 ? 1 : bits <= 16 ? 2 : bits <= 32 ? 4 : 8;
  return b;
}

std::string ElemType::cppStorage() const {
  int bytes = storageBytes();
  if (kind == Float) {
    if (name == "f32") return "float";
    if (name == "f64") return "double";
    return bytes == 2 ? "uint16_t" : "uint8_t";
  }
  std::string base = kind == Int ? "int" : "uint";
  return base + std::to_string(bytes * 8) + "_t";
}

int TargetModel::findParam(const std::string& n) const {
  for (size_t i = 0; i < params.size(); ++i)
    if (params[i].name == n) return static_cast<int>(i);
  return -1;
}
int TargetModel::findRegFile(const std::string& n) const {
  for (size_t i = 0; i < regFiles.size(); ++i)
    if (regFiles[i].name == n) return static_cast<int>(i);
  return -1;
}
int TargetModel::findState(const std::string& n) const {
  for (size_t i = 0; i < states.size(); ++i)
    if (states[i].name == n) return static_cast<int>(i);
  return -1;
}
int TargetModel::findMemory(const std::string& n) const {
  for (size_t i = 0; i < memories.size(); ++i)
    if (memories[i].name == n) return static_cast<int>(i);
  return -1;
}
int TargetModel::findFunction(const std::string& n) const {
  for (size_t i = 0; i < functions.size(); ++i)
    if (functions[i].name == n) return static_cast<int>(i);
  return -1;
}

std::string unionRegisters(const TargetModel& m, const RegUnionM& u) {
  std::string s;
  for (const RegCodesM& c : u.members) {
    const RegFileM& f = m.regFiles[size_t(c.regFile)];
    s += (s.empty() ? "" : ", ") + f.names[size_t(c.first)];
    if (c.count > 1) s += (c.step > 1 ? ", " : "..") + f.names[size_t(c.first + (c.count - 1) * c.step)];
  }
  return s;
}

int TargetModel::findUnion(const std::string& n) const {
  for (size_t i = 0; i < unions.size(); ++i)
    if (unions[i].name == n) return static_cast<int>(i);
  return -1;
}
int TargetModel::codeMemory() const {
  for (size_t i = 0; i < memories.size(); ++i)
    if (memories[i].isCode) return static_cast<int>(i);
  return -1;
}

namespace {

// Limits that keep a description's sizes within what the generated tables and the simulator
// hold; past them the simulator would truncate a count or try to allocate absurd amounts.
constexpr int64_t kMaxRegisters = 4096;
constexpr int64_t kMaxStateEntries = int64_t(1) << 24;
constexpr int64_t kMaxMemoryBytes = int64_t(1) << 32;
constexpr int64_t kMaxParamValue = int64_t(1) << 40;
constexpr size_t kMaxOperands = 8;       // kc::kMaxOperands, the decoded instruction's operand slots
constexpr size_t kMaxInstructions = 65535;  // TargetInfo counts instructions in 16 bits

bool isIdentifier(const std::string& n) {
  if (n.empty() || std::isdigit(static_cast<unsigned char>(n[0]))) return false;
  return std::all_of(n.begin(), n.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

class ModelBuilder {
 public:
  ModelBuilder(const RecordKeeper& rk, TargetModel& m) : rk_(rk), m_(m) {}

  bool build() {
    sorted_ = rk_.getDefs().size() ? allDefs() : std::vector<Record*>{};
    if (!allTextIsUtf8()) return false;
    target();
    for (Record* r : defsOf("ElementType")) m_.elemTypes.push_back(elemType(r));
    params();
    for (Record* r : defsOf("RegisterFile")) regFile(r);
    for (Record* r : defsOf("State")) state(r);
    for (Record* r : defsOf("Memory")) memory(r);
    for (RegFileM& f : m_.regFiles) {
      if (f.storageName.empty()) continue;
      f.storage = m_.findMemory(f.storageName);
      if (f.storage < 0) err(f.loc, "register file '" + f.name + "' is stored in '" + f.storageName + "', which is not a memory");
      else if (m_.memories[f.storage].type.storageBytes() != 1)
        err(f.loc, "register file '" + f.name + "' must be stored in a byte memory; '" + f.storageName + "' is not one");
    }
    for (Record* r : defsOf("Unit")) {
      UnitM u;
      u.name = r->getName().str();
      u.count = int(r->getValueAsInt("Count"));
      u.doc = r->getValueAsString("Doc").str();
      std::vector<Record*> via = r->getValueAsListOfDefs("Via");
      if (via.size() > 1) err(r->getLoc(), "unit '" + u.name + "' names more than one dispatch stage in Via");
      if (!via.empty()) {
        const std::string dn = via.front()->getName().str();
        for (size_t i = 0; i < m_.dispatches.size(); ++i)
          if (m_.dispatches[i].name == dn) u.dispatch = int(i);
        if (u.dispatch < 0) {
          DispatchM dm;
          dm.name = dn;
          dm.width = int(via.front()->getValueAsInt("Width"));
          dm.doc = via.front()->getValueAsString("Doc").str();
          if (dm.width < 1) err(via.front()->getLoc(), "dispatch stage '" + dn + "' needs a Width of at least 1");
          u.dispatch = int(m_.dispatches.size());
          m_.dispatches.push_back(dm);
        }
      }
      m_.units.push_back(u);
    }
    checkNameClashes();
    paramExprs();
    for (Record* r : defsOf("RegUnion")) regUnion(r);
    // All signatures first, so that a call to a later function gets a precise error.
    for (Record* r : defsOf("Function")) function(r);
    for (size_t i = 0; i < m_.functions.size(); ++i) {
      FunctionM& f = m_.functions[i];
      SemChecker checker(m_, SemContext::Semantics, nullptr, [&](size_t off, const std::string& msg) {
        err(at(f.bodyLoc, f.bodyExact, off), "in function '" + f.name + "': " + msg);
      });
      checker.checkFunction(f, static_cast<int>(i));
    }
    bundledDesc_ = !defsOf("BundleFormat").empty();
    for (Record* r : defsOf("Instruction")) instruction(r);
    timingFunctionDocs();
    if (auto ts = defsOf("Target"); ts.size() == 1) afterEachInstruction(ts[0]);
    bundles();
    checkDuplicateMnemonics();
    slotVariantRings();
    checkOverlaps();
    if (!m_.bundled()) checkCodeAddressUnit();
    if (m_.instrs.size() > kMaxInstructions)
      err(m_.instrs[kMaxInstructions].loc, "the description defines " + std::to_string(m_.instrs.size()) +
                                               " instructions; the limit is " + std::to_string(kMaxInstructions));
    for (Record* r : defsOf("Pseudo")) pseudo(r);
    checkExpansions();
    for (Record* r : defsOf("KernelABI")) {
      m_.abiInputs = r->getValueAsString("Inputs").str();
      m_.abiOutputs = r->getValueAsString("Outputs").str();
      m_.abiEnding = r->getValueAsString("Ending").str();
      m_.endCondition = r->getValueAsString("EndCondition").str();
      if (m_.endCondition != "end-of-code" && m_.endCondition != "halt")
        err(r->getLoc(), "EndCondition must be \"end-of-code\" or \"halt\", not \"" + m_.endCondition + "\"");
    }
    for (Record* r : defsOf("DocSection"))
      m_.docSections.push_back({r->getValueAsString("Title").str(), docBody(r), int(r->getValueAsInt("Order"))});
    std::stable_sort(m_.docSections.begin(), m_.docSections.end(),
                     [](const DocSectionM& a, const DocSectionM& b) { return a.order < b.order; });
    errors_ += readRuleExamples(defsOf("RuleExample"), m_);
    performance();
    return errors_ == 0;
  }

 private:
  std::vector<Record*> allDefs() {
    std::vector<Record*> v;
    for (const auto& d : rk_.getDefs()) v.push_back(d.second.get());
    std::sort(v.begin(), v.end(), [](Record* a, Record* b) { return a->getID() < b->getID(); });
    return v;
  }

  static void collectStrings(Init* v, std::vector<const StringInit*>& out) {
    if (auto* s = dyn_cast_or_null<StringInit>(v)) out.push_back(s);
    else if (auto* l = dyn_cast_or_null<ListInit>(v))
      for (Init* e : *l) collectStrings(e, out);
  }

  // Every text of the description ends up in C++ literals, Markdown and JSON, and code goes
  // through the semantics parser: the JSON writer and the parser both need UTF-8.
  bool allTextIsUtf8() {
    const int before = errors_;
    for (Record* r : sorted_)
      for (const RecordVal& v : r->getValues()) {
        std::vector<const StringInit*> strings;
        collectStrings(v.getValue(), strings);
        for (const StringInit* si : strings) {
          const std::string text = si->getValue().str();
          const size_t bad = invalidUtf8At(text);
          if (bad == std::string::npos) continue;
          bool exact = true;
          const SMLoc loc = locateCode(r, text, &exact);
          char hex[8];
          snprintf(hex, sizeof hex, "%02X", static_cast<unsigned char>(text[bad]));
          err(at(loc, exact, bad), "field '" + v.getName().str() + "' of '" + r->getName().str() + "' has byte 0x" +
                                       hex + ", which is not valid UTF-8");
        }
      }
    return errors_ == before;
  }

  // Definitions of a class in source order.
  std::vector<Record*> defsOf(StringRef cls) {
    std::vector<Record*> out;
    Record* c = rk_.getClass(cls);
    if (!c) return out;
    for (Record* r : sorted_)
      if (r->isSubClassOf(c)) out.push_back(r);
    return out;
  }

  void err(ArrayRef<SMLoc> loc, const std::string& msg) {
    ++errors_;
    PrintError(loc, msg);
  }
  void err(SMLoc loc, const std::string& msg) { err(ArrayRef<SMLoc>(loc), msg); }

  // The first character of the main .hwd, for errors about the description as a whole.
  static SMLoc fileStart() {
    return SMLoc::getFromPointer(SrcMgr.getMemoryBuffer(SrcMgr.getMainFileID())->getBufferStart());
  }

  // Finds where a field's code text sits in the sources, so errors inside it point at the
  // right line and column. A text TableGen computed appears nowhere as written: then the
  // record's own place is all there is, and `exact` says so.
  SMLoc locateCode(const Record* rec, const std::string& text, bool* exact = nullptr) {
    SMLoc recLoc = rec->getLoc().empty() ? SMLoc() : rec->getLoc().front();
    if (exact) *exact = true;
    if (text.empty() || !recLoc.isValid()) return recLoc;
    unsigned buf = SrcMgr.FindBufferContainingLoc(recLoc);
    if (buf) {
      StringRef b = SrcMgr.getMemoryBuffer(buf)->getBuffer();
      size_t from = recLoc.getPointer() - b.data();
      size_t limit = StringRef::npos;
      if (const Record* next = nextRecordInBuffer(rec, buf)) limit = next->getLoc().front().getPointer() - b.data();
      for (const std::string& form : {"[{" + text + "}]", "\"" + text + "\""}) {
        size_t at = b.find(form, from);
        if (at != StringRef::npos && (limit == StringRef::npos || at < limit || limit <= from))
          return SMLoc::getFromPointer(b.data() + at + 2 - (form[0] == '"'));
      }
    }
    for (unsigned i = 1; i <= SrcMgr.getNumBuffers(); ++i) {
      StringRef b = SrcMgr.getMemoryBuffer(i)->getBuffer();
      size_t at = b.find("[{" + text + "}]");
      if (at != StringRef::npos) return SMLoc::getFromPointer(b.data() + at + 2);
    }
    if (exact) *exact = false;
    return recLoc;
  }

  const Record* nextRecordInBuffer(const Record* rec, unsigned buf) {
    const char* here = rec->getLoc().front().getPointer();
    const Record* best = nullptr;
    for (Record* r : sorted_) {
      if (r->getLoc().empty()) continue;
      const char* p = r->getLoc().front().getPointer();
      if (p <= here || SrcMgr.FindBufferContainingLoc(r->getLoc().front()) != buf) continue;
      if (!best || p < best->getLoc().front().getPointer()) best = r;
    }
    return best;
  }

  // Parses and checks an expression field; errors point inside the code.
  CodeExpr codeExpr(const Record* rec, const std::string& field, SemContext ctx,
                    const std::vector<OperandM>* operands) {
    CodeExpr ce;
    ce.text = rec->getValueAsString(field).str();
    ce.loc = locateCode(rec, ce.text, &ce.exact);
    std::string trimmed = ce.text;
    if (trimmed.find_first_not_of(" \t\r\n") == std::string::npos) return ce;
    std::vector<SemError> perrs;
    if (!parseSemExpr(ce.text, ce.ast, perrs)) {
      for (auto& e : perrs) err(at(ce.loc, ce.exact, e.offset), "in " + field + ": " + e.message);
      ce.ast.reset();
      return ce;
    }
    SemChecker checker(m_, ctx, operands, [&](size_t off, const std::string& msg) {
      err(at(ce.loc, ce.exact, off), "in " + field + ": " + msg);
    });
    if (!checker.checkExpr(*ce.ast)) ce.ast.reset();
    return ce;
  }

  // A doc section's body with each "{{ expression }}" replaced by its value at the default
  // parameters, so that prose states a parameter's number without repeating it by hand.
  std::string docBody(const Record* r) {
    const std::string body = r->getValueAsString("Body").str();
    const std::string where = "in doc section '" + r->getName().str() + "': ";
    bool exact = true;
    const SMLoc loc = locateCode(r, body, &exact);
    std::vector<int64_t> defaults;
    for (auto& p : m_.params) defaults.push_back(p.def);
    std::string out;
    size_t pos = 0;
    while (true) {
      const size_t open = body.find("{{", pos);
      if (open == std::string::npos) break;
      const size_t close = body.find("}}", open + 2);
      if (close == std::string::npos) {
        err(at(loc, exact, open), where + "'{{' without a closing '}}'");
        break;
      }
      out += body.substr(pos, open - pos);
      pos = close + 2;
      CodeExpr ce;
      ce.text = body.substr(open + 2, close - open - 2);
      ce.loc = at(loc, exact, open + 2);
      ce.exact = exact;
      std::vector<SemError> perrs;
      if (!parseSemExpr(ce.text, ce.ast, perrs)) {
        for (auto& e : perrs) err(at(ce.loc, ce.exact, e.offset), where + e.message);
        continue;
      }
      SemChecker checker(m_, SemContext::ParamExpr, nullptr, [&](size_t off, const std::string& msg) {
        err(at(ce.loc, ce.exact, off), where + msg);
      });
      int64_t value = 0;
      if (checker.checkExpr(*ce.ast) && valueAtDefaults(ce, defaults, value)) out += std::to_string(value);
    }
    return out + body.substr(pos);
  }

  // A position inside code that starts at `base`; inside computed code only `base` is known.
  static SMLoc at(SMLoc base, bool exact, size_t offset) {
    return base.isValid() && exact ? SMLoc::getFromPointer(base.getPointer() + offset) : base;
  }

  // A separator must be text the assembler can see: not empty, not a comment starter (comments
  // are removed first), and not a character that strings or expressions need.
  void statementSeparators(Record* t) {
    for (StringRef s : t->getValueAsListOfStrings("StatementSeparators")) {
      const std::string sep = s.str();
      if (sep.empty() || sep.find_first_of(" \t\"'") != std::string::npos) {
        err(t->getLoc(), "StatementSeparators entry '" + sep + "' must be non-empty text without blanks or quotes");
        continue;
      }
      for (const auto& c : m_.commentStarts)
        if (sep.compare(0, c.size(), c) == 0)
          err(t->getLoc(), "StatementSeparators entry '" + sep + "' starts with the comment starter '" + c + "'");
      m_.statementSeparators.push_back(sep);
    }
  }

  void target() {
    auto ts = defsOf("Target");
    if (ts.empty()) {
      err(fileStart(), "the description defines no Target");
      return;
    }
    if (ts.size() > 1) err(ts[1]->getLoc(), "a description defines exactly one Target; '" +
                                                 ts[0]->getName().str() + "' came first");
    Record* t = ts[0];
    m_.name = lower(t->getName().str());
    m_.title = t->getValueAsString("Title").str();
    m_.summary = t->getValueAsString("Summary").str();
    for (StringRef s : t->getValueAsListOfStrings("Sources")) m_.sources.push_back(s.str());
    for (StringRef s : t->getValueAsListOfStrings("CommentStarts")) m_.commentStarts.push_back(s.str());
    statementSeparators(t);
    const int64_t unit = t->getValueAsInt("CodeAddressUnit");
    m_.codeAddressUnit = unit < 1 || unit > 8 ? 0 : int(unit);
    m_.littleEndian = t->getValueAsBit("LittleEndian");
    const int64_t width = t->getValueAsInt("IssueWidth");
    m_.issueWidth = width < 1 || width > 255 ? 0 : int(width);
    m_.timingExample = t->getValueAsString("TimingExample").str();
    m_.exposedPipeline = t->getValueAsBit("ExposedPipeline");
    m_.bundleSeparator = t->getValueAsString("BundleSeparator").str();
    m_.printSlotNops = t->getValueAsBit("PrintSlotNops");
    if (m_.bundleSeparator.find(';') == std::string::npos)
      err(t->getLoc(), "BundleSeparator must contain ';', which the assembler reads between a bundle's instructions");
    m_.numericRegisters = t->getValueAsBit("NumericRegisters");
    m_.elfMachine = int(t->getValueAsInt("ElfMachine"));
    m_.addressBits = int(t->getValueAsInt("AddressBits"));
    if (m_.elfMachine < 0 || m_.elfMachine > 0xFFFF) err(t->getLoc(), "ElfMachine must fit in 16 bits");
    if (m_.addressBits != 32 && m_.addressBits != 64) err(t->getLoc(), "AddressBits must be 32 or 64");
    m_.elfFlags = t->getValueAsInt("ElfFlags");
    m_.elfAttributesSection = t->getValueAsString("ElfAttributesSection").str();
    m_.elfAttributesType = t->getValueAsInt("ElfAttributesType");
    m_.elfAttributesVendor = t->getValueAsString("ElfAttributesVendor").str();
    for (StringRef a : t->getValueAsListOfStrings("ElfAttributes")) {
      const size_t eq = a.find('=');
      int tag = 0;
      if (eq == StringRef::npos || a.substr(0, eq).getAsInteger(10, tag) || tag < 1) {
        err(t->getLoc(), "ELF attribute '" + a.str() + "' must be TAG=VALUE with a positive decimal tag");
        continue;
      }
      int64_t number = 0;
      if (tag % 2 == 0 && a.substr(eq + 1).getAsInteger(0, number))
        err(t->getLoc(), "ELF attribute '" + a.str() + "' has an even tag, so its value must be a number");
      m_.elfAttributes.emplace_back(tag, a.substr(eq + 1).str());
    }
    if (!m_.elfAttributes.empty() && (m_.elfAttributesSection.empty() || m_.elfAttributesVendor.empty()))
      err(t->getLoc(), "ElfAttributes need ElfAttributesSection and ElfAttributesVendor");
    if (m_.codeAddressUnit == 0) err(t->getLoc(), "CodeAddressUnit must be 1 to 8 bytes, got " + std::to_string(unit));
    if (m_.issueWidth == 0) err(t->getLoc(), "IssueWidth must be 1 to 255, got " + std::to_string(width));
  }

  ElemType elemType(const Record* r) {
    ElemType e;
    e.name = r->getName().str();
    std::string k = r->getValueAsString("Kind").str();
    e.kind = k == "int" ? ElemType::Int : k == "uint" ? ElemType::UInt : k == "float" ? ElemType::Float : ElemType::MX;
    e.bits = int(r->getValueAsInt("Bits"));
    e.doc = r->getValueAsString("Doc").str();
    if (e.kind == ElemType::MX) {
      e.mxElem = r->getValueAsDef("Elem")->getName().str();
      e.mxScale = r->getValueAsDef("Scale")->getName().str();
    }
    if (e.bits < 1 || e.bits > 64) err(r->getLoc(), "element type width must be 1 to 64 bits, got " + std::to_string(e.bits));
    return e;
  }

  void params() {
    for (Record* r : defsOf("Param")) {
      ParamM p;
      p.name = r->getName().str();
      p.def = r->getValueAsInt("Default");
      p.min = r->getValueAsInt("Min");
      p.max = r->getValueAsInt("Max");
      p.doc = r->getValueAsString("Doc").str();
      p.loc = r->getLoc().front();
      for (auto [what, v] : {std::pair<const char*, int64_t>{"default", p.def}, {"Min", p.min}, {"Max", p.max}})
        if (v < -kMaxParamValue || v > kMaxParamValue)
          err(r->getLoc(), std::string(what) + " " + std::to_string(v) + " of parameter '" + p.name +
                               "' is beyond the limit of +/-" + std::to_string(kMaxParamValue));
      if (p.def < p.min || p.def > p.max)
        err(r->getLoc(), "default " + std::to_string(p.def) + " of parameter '" + p.name + "' is outside [" +
                             std::to_string(p.min) + ", " + std::to_string(p.max) + "]");
      m_.params.push_back(std::move(p));
    }
  }

  void paramExprs() {
    auto ps = defsOf("Param");
    for (size_t i = 0; i < ps.size(); ++i) {
      m_.params[i].constraint = codeExpr(ps[i], "Constraint", SemContext::ParamExpr, nullptr);
      if (m_.params[i].constraint.ast && m_.params[i].constraint.ast->type.kind != SemType::Bool)
        err(m_.params[i].constraint.loc, "a constraint must be a condition (bool), got " +
                                              m_.params[i].constraint.ast->type.str());
    }
    std::vector<int64_t> defaults;
    for (auto& p : m_.params) defaults.push_back(p.def);
    for (size_t i = 0; i < ps.size(); ++i) {
      auto& c = m_.params[i].constraint;
      int64_t holds = 0;
      if (c.ast && valueAtDefaults(c, defaults, holds) && !holds)
        err(c.loc, "the default parameter values break this constraint: " + pseudoExpr(*c.ast));
    }
    auto rs = defsOf("RegisterFile");
    for (size_t i = 0; i < rs.size(); ++i) {
      RegFileM& f = m_.regFiles[i];
      f.length = codeExpr(rs[i], "Length", SemContext::ParamExpr, nullptr);
      f.vector = !(f.length.ast && f.length.ast->kind == Expr::IntLit && f.length.ast->ival == 1);
      int64_t n = 0;
      if (!f.length.ast || !valueAtDefaults(f.length, defaults, n)) continue;
      if (n < 1)
        err(f.length.loc, "register file '" + f.name + "' has " + std::to_string(n) +
                              " lanes at the default parameters; it needs at least 1");
      else if (n * f.count > kMaxStateEntries)
        err(f.length.loc, "register file '" + f.name + "' holds " + std::to_string(n * f.count) +
                              " lanes in all at the default parameters; the limit is " + std::to_string(kMaxStateEntries));
    }
    auto ss = defsOf("State");
    for (size_t i = 0; i < ss.size(); ++i) {
      StateM& st = m_.states[i];
      st.count = codeExpr(ss[i], "Count", SemContext::ParamExpr, nullptr);
      int64_t n = 0;
      if (st.count.ast && valueAtDefaults(st.count, defaults, n) && n > kMaxStateEntries)
        err(st.count.loc, "state '" + st.name + "' has " + std::to_string(n) +
                              " entries at the default parameters; the limit is " + std::to_string(kMaxStateEntries));
    }
    for (Record* r : defsOf("MXType")) {
      CodeExpr ce = codeExpr(r, "Block", SemContext::ParamExpr, nullptr);
      int64_t n = 0;
      if (ce.ast && valueAtDefaults(ce, defaults, n) && n < 1)
        err(ce.loc, "the block of '" + r->getName().str() + "' holds " + std::to_string(n) +
                        " elements at the default parameters; it needs at least 1");
      m_.mxBlocks[r->getName().str()] = std::move(ce);
    }
    auto ms = defsOf("Memory");
    for (size_t i = 0; i < ms.size(); ++i) {
      MemoryM& mem = m_.memories[i];
      mem.size = codeExpr(ms[i], "Size", SemContext::ParamExpr, nullptr);
      int64_t units = 0;
      if (!mem.size.ast || !valueAtDefaults(mem.size, defaults, units)) continue;
      if (units <= 0)
        err(mem.size.loc, "memory '" + mem.name + "' has no addressable units at the default parameters");
      else if (units > kMaxMemoryBytes / mem.type.storageBytes())
        err(mem.size.loc, "memory '" + mem.name + "' has " + std::to_string(units) + " units of " +
                              std::to_string(mem.type.storageBytes()) + " byte(s) at the default parameters, more than the "
                              "limit of " + std::to_string(kMaxMemoryBytes) + " bytes");
    }
  }

  // A Peak or MemoryPath figure: an expression of the parameters, at least `least` at the defaults.
  CodeExpr rateFigure(const Record* r, const std::string& field, const std::vector<int64_t>& defaults, int64_t least) {
    CodeExpr ce = codeExpr(r, field, SemContext::ParamExpr, nullptr);
    int64_t v = 0;
    if (!ce.ast) {
      if (ce.text.find_first_not_of(" \t\r\n") == std::string::npos) err(r->getLoc(), field + " is empty");
    } else if (valueAtDefaults(ce, defaults, v) && v < least) {
      err(ce.loc, field + " of '" + r->getName().str() + "' is " + std::to_string(v) +
                      " at the default parameters; it must be at least " + std::to_string(least));
    }
    return ce;
  }

  // The peak rates and memory paths of the roofline bound (Performance.td).
  void performance() {
    std::vector<int64_t> defaults;
    for (auto& p : m_.params) defaults.push_back(p.def);
    for (Record* r : defsOf("Peak")) {
      PeakM pk;
      pk.def = r->getName().str();
      pk.work = r->getValueAsString("Work").str();
      pk.format = r->getValueAsString("Format").str();
      pk.via = r->getValueAsString("Via").str();
      pk.source = r->getValueAsString("Source").str();
      kc::WorkKind kind;
      if (!kc::workKindFromKey(pk.work, kind))
        err(r->getLoc(), "Peak '" + pk.def + "' counts '" + pk.work + "', which is not a kind of work; the kinds are " +
                             kc::workKindKeys());
      if (std::none_of(m_.elemTypes.begin(), m_.elemTypes.end(), [&](const ElemType& t) { return t.name == pk.format; }))
        err(r->getLoc(), "Peak '" + pk.def + "' is in format '" + pk.format + "', which is not an element type");
      if (pk.source.empty())
        err(r->getLoc(), "Peak '" + pk.def + "' gives no Source: say where its figures come from, or \"chosen\"");
      const std::string unit = r->getValueAsDef("Unit")->getName().str();
      for (size_t i = 0; i < m_.units.size(); ++i)
        if (m_.units[i].name == unit) pk.unit = int(i);
      pk.elements = rateFigure(r, "Elements", defaults, 1);
      pk.cycles = rateFigure(r, "Cycles", defaults, 1);
      m_.peaks.push_back(std::move(pk));
    }
    for (Record* r : defsOf("MemoryPath")) {
      MemoryPathM mp;
      mp.name = r->getName().str();
      mp.via = r->getValueAsString("Via").str();
      mp.source = r->getValueAsString("Source").str();
      mp.doc = r->getValueAsString("Doc").str();
      for (Record* mem : r->getValueAsListOfDefs("Memories")) mp.memories.push_back(m_.findMemory(mem->getName().str()));
      if (mp.memories.empty()) err(r->getLoc(), "MemoryPath '" + mp.name + "' lists no memory");
      if (mp.source.empty())
        err(r->getLoc(), "MemoryPath '" + mp.name + "' gives no Source: say where its figures come from, or \"chosen\"");
      mp.readBytes = rateFigure(r, "ReadBytes", defaults, 0);
      mp.readCycles = rateFigure(r, "ReadCycles", defaults, 1);
      mp.writeBytes = rateFigure(r, "WriteBytes", defaults, 0);
      mp.writeCycles = rateFigure(r, "WriteCycles", defaults, 1);
      int64_t rb = 0, wb = 0;
      EvalFault fault;
      if (mp.readBytes.ast && mp.writeBytes.ast && tryEvalIntExpr(*mp.readBytes.ast, defaults, {}, rb, fault) &&
          tryEvalIntExpr(*mp.writeBytes.ast, defaults, {}, wb, fault) && rb == 0 && wb == 0)
        err(r->getLoc(), "MemoryPath '" + mp.name + "' moves no bytes: give ReadBytes, WriteBytes or both");
      m_.memoryPaths.push_back(std::move(mp));
    }
  }

  // An expression's value at the default parameters; false after reporting why it has none.
  bool valueAtDefaults(const CodeExpr& ce, const std::vector<int64_t>& defaults, int64_t& value) {
    EvalFault fault;
    if (tryEvalIntExpr(*ce.ast, defaults, {}, value, fault)) return true;
    err(at(ce.loc, ce.exact, fault.offset), "at the default parameter values, " + fault.message);
    return false;
  }

  void regFile(const Record* r) {
    RegFileM f;
    f.name = r->getName().str();
    f.prefix = r->getValueAsString("Prefix").str();
    const int64_t count = r->getValueAsInt("Count");
    f.count = count < 1 || count > kMaxRegisters ? 1 : int(count);
    f.type = elemType(r->getValueAsDef("Type"));
    f.zeroReg = int(r->getValueAsInt("ZeroRegister"));
    f.storageName = r->getValueAsString("Storage").str();
    f.storageOffset = r->getValueAsInt("StorageOffset");
    f.storageStride = r->getValueAsInt("StorageStride");
    f.storageSize = r->getValueAsInt("StorageSize");
    if (f.storageOffset < 0 || f.storageStride < 0 || f.storageSize < 0 || f.storageOffset > UINT32_MAX ||
        f.storageStride > UINT32_MAX || f.storageSize > UINT32_MAX)
      err(r->getLoc(), "register file '" + f.name + "' needs StorageOffset, StorageStride and StorageSize of 0 to 2^32 - 1");
    else if ((f.storageOffset || f.storageStride || f.storageSize) && f.storageName.empty())
      err(r->getLoc(), "register file '" + f.name + "' sets StorageOffset, StorageStride or StorageSize but no Storage memory");
    f.doc = r->getValueAsString("Doc").str();
    f.loc = r->getLoc().front();
    for (StringRef s : r->getValueAsListOfStrings("Names")) f.names.push_back(s.str());
    if (count < 1 || count > kMaxRegisters)
      err(r->getLoc(), "register file '" + f.name + "' has " + std::to_string(count) + " registers; it must have 1 to " +
                           std::to_string(kMaxRegisters));
    if (!f.names.empty() && int(f.names.size()) != f.count)
      err(r->getLoc(), "register file '" + f.name + "' has " + std::to_string(f.count) + " registers but " +
                           std::to_string(f.names.size()) + " names");
    if (f.names.empty())
      for (int i = 0; i < f.count; ++i) f.names.push_back(f.prefix + std::to_string(i));
    if (f.zeroReg >= f.count) err(r->getLoc(), "zero register " + std::to_string(f.zeroReg) + " is outside '" + f.name + "'");
    if (f.type.kind == ElemType::MX) err(r->getLoc(), "registers cannot hold a block-scaled format");
    ListInit* al = r->getValueAsListInit("Aliases");
    for (Init* it : *al) {
      auto* pair = dyn_cast<ListInit>(it);
      if (!pair || pair->size() != 2) {
        err(r->getLoc(), "each alias of '" + f.name + "' must be a pair [alias, register]");
        continue;
      }
      std::string a = cast<StringInit>(pair->getElement(0))->getValue().str();
      std::string c = cast<StringInit>(pair->getElement(1))->getValue().str();
      auto itn = std::find(f.names.begin(), f.names.end(), c);
      if (itn == f.names.end()) {
        err(r->getLoc(), "alias '" + a + "' names unknown register '" + c + "' of '" + f.name + "'");
        continue;
      }
      f.aliases.push_back({a, int(itn - f.names.begin())});
    }
    m_.regFiles.push_back(std::move(f));
  }

  // A composite register operand kind, and the two functions through which semantics read and
  // write the register a code names (U[code] is read_U(code); U[code] = v is write_U(code, v)).
  void regUnion(const Record* r) {
    RegUnionM u;
    u.name = r->getName().str();
    u.doc = r->getValueAsString("Doc").str();
    u.bits = int(r->getValueAsInt("Bits"));
    u.type = elemType(r->getValueAsDef("Type"));
    u.loc = r->getLoc().front();
    const size_t before = size_t(errors_);
    if (u.bits < 1 || u.bits > 16) err(r->getLoc(), "register union '" + u.name + "' must be 1 to 16 bits wide");
    if (u.type.kind != ElemType::Int && u.type.kind != ElemType::UInt)
      err(r->getLoc(), "register union '" + u.name + "' must read registers as an integer type, not " + u.type.name);
    std::set<int64_t> taken;  // codes given so far
    for (Record* mr : r->getValueAsListOfDefs("Members")) {
      RegCodesM c;
      const std::string fn = mr->getValueAsDef("File")->getName().str();
      c.regFile = m_.findRegFile(fn);
      c.base = mr->getValueAsInt("Base");
      const int64_t first = mr->getValueAsInt("First"), count = mr->getValueAsInt("Count");
      const int64_t stride = mr->getValueAsInt("Stride"), step = mr->getValueAsInt("Step");
      if (c.regFile < 0) continue;  // not a RegisterFile: TableGen's type check already said so
      const RegFileM& f = m_.regFiles[size_t(c.regFile)];
      if (stride < 1 || stride > 4096 || step < 1 || step > 4096) {
        err(r->getLoc(), "register union '" + u.name + "' needs a Stride and Step of 1 to 4096 for '" + fn + "'");
        continue;
      }
      c.stride = int(stride);
      c.step = int(step);
      // Every member in one byte memory: semantics get a register's address there (addr_U);
      // none in memory: they read and write the register (U[code]); a mix: they get the code.
      const bool inMemory = !f.storageName.empty();
      const int place = inMemory ? f.storage : -1;
      if (u.members.empty()) u.storage = place;
      else if (u.storage != place) u.storage = RegUnionM::kMixed;
      if (inMemory && f.storageStride == 0)
        err(r->getLoc(), "register union '" + u.name + "' needs '" + fn + "' to give its StorageStride");
      if (f.vector || f.length.text != "1")
        err(r->getLoc(), "register union '" + u.name + "' takes whole registers; '" + fn + "' holds lanes");
      if (!inMemory && f.type.kind != ElemType::Int && f.type.kind != ElemType::UInt)
        err(r->getLoc(), "register union '" + u.name + "' takes integer registers; '" + fn + "' holds " + f.type.name);
      const int64_t n = count == -1 ? (f.count - first + step - 1) / step : count;
      if (first < 0 || first >= f.count || n < 1 || first + (n - 1) * step >= f.count) {
        err(r->getLoc(), "register union '" + u.name + "' takes registers " + std::to_string(first) + ".." +
                             std::to_string(first + (n - 1) * step) + " of '" + fn + "', which has " +
                             std::to_string(f.count));
        continue;
      }
      c.first = int(first);
      c.count = int(n);
      if (c.base < 0 || (u.bits >= 1 && u.bits <= 16 && c.lastCode() >= (int64_t(1) << u.bits))) {
        err(r->getLoc(), "register union '" + u.name + "' gives '" + fn + "' codes " + std::to_string(c.base) + ".." +
                             std::to_string(c.lastCode()) + ", outside its " + std::to_string(u.bits) + " bits");
        continue;
      }
      bool clash = false;
      for (int j = 0; j < c.count && !clash; ++j) {
        const int64_t code = c.base + int64_t(j) * c.stride;
        if (!taken.insert(code).second) {
          err(r->getLoc(), "register union '" + u.name + "' gives code " + std::to_string(code) + " to two registers");
          clash = true;
        }
      }
      u.members.push_back(c);
    }
    if (u.members.empty() && size_t(errors_) == before) err(r->getLoc(), "register union '" + u.name + "' has no members");
    if (size_t(errors_) != before) return;
    for (const char* what : {"read_", "write_", "addr_"}) {
      const std::string fn = what + u.name;
      if (m_.findRegFile(fn) >= 0 || m_.findMemory(fn) >= 0 || m_.findState(fn) >= 0 || m_.findParam(fn) >= 0)
        return err(r->getLoc(), "register union '" + u.name + "' needs the name '" + fn + "' for its function");
    }
    unionFunctions(u);
    m_.unions.push_back(std::move(u));
  }

  // The test that a code is one of member c's, and the register it names, as semantics text.
  static std::string codeTest(const RegCodesM& c) {
    std::string cond = "code >= " + std::to_string(c.base) + " && code <= " + std::to_string(c.lastCode());
    if (c.stride > 1) cond += " && (code - " + std::to_string(c.base) + ") % " + std::to_string(c.stride) + " == 0";
    return cond;
  }
  static std::string codeRegister(const RegCodesM& c) {
    std::string j = c.base ? "(code - " + std::to_string(c.base) + ")" : std::string("code");
    if (c.stride > 1) j += " / " + std::to_string(c.stride);
    if (c.step > 1) j = "(" + j + ") * " + std::to_string(c.step);
    return c.first ? std::to_string(c.first) + " + " + j : j;
  }
  // "r0..r31 (0..124 by 4), lr (5)": each member's registers and their codes.
  std::string memberCodes(const RegUnionM& u) const {
    std::string s;
    for (const RegCodesM& c : u.members) {
      const RegFileM& f = m_.regFiles[size_t(c.regFile)];
      s += (s.empty() ? "" : ", ") + f.names[size_t(c.first)] +
           (c.count > 1 ? (c.step > 1 ? ", " : "..") + f.names[size_t(c.first + (c.count - 1) * c.step)] : std::string()) +
           " (" + std::to_string(c.base) + (c.count > 1 ? ".." + std::to_string(c.lastCode()) : std::string()) +
           (c.stride > 1 ? " by " + std::to_string(c.stride) : std::string()) + ")";
    }
    return s;
  }
  // One synthesized function of a union: `body` is an if-chain over the members, `each` what a
  // member's branch does with `R`, its register (as file[index]) or index.
  void unionFunction(const RegUnionM& u, const std::string& name, const std::string& signature,
                     std::vector<std::pair<std::string, SemType>> params, SemType result, const std::string& head,
                     const std::function<std::string(const RegCodesM&)>& each, const std::string& tail,
                     const std::string& summary) {
    std::string body = head;
    for (size_t k = 0; k < u.members.size(); ++k)
      body += (k ? "} else if " : "if ") + codeTest(u.members[k]) + " {\n  " + each(u.members[k]) + "\n";
    body += "} else {\n  trap(\"the code names no register of " + u.name + "\");\n}\n" + tail;
    FunctionM f;
    f.name = name;
    f.signature = name + signature;
    f.params = std::move(params);
    f.result = result;
    f.bodyText = body;
    f.summary = summary;
    f.loc = f.bodyLoc = u.loc;
    f.bodyExact = false;
    std::vector<SemError> perrs;
    if (!parseSemProgram(f.bodyText, f.body, perrs)) {
      for (auto& e : perrs) err(u.loc, "in function '" + f.name + "': " + e.message);
      return;
    }
    m_.functions.push_back(std::move(f));
  }

  void unionFunctions(const RegUnionM& u) {
    if (u.storage == RegUnionM::kMixed) return;
    const SemType code = SemType::intT(32, false);
    if (u.storage >= 0) {  // addr_U(code): the register's byte address in the memory its files view
      unionFunction(
          u, "addr_" + u.name, "(code: u32): u32", {{"code", code}}, code, "let a: u32 = 0;\n",
          [&](const RegCodesM& c) {
            const RegFileM& f = m_.regFiles[size_t(c.regFile)];
            return "a = " + std::to_string(f.storageOffset) + " + (" + codeRegister(c) + ") * " +
                   std::to_string(f.storageStride) + ";";
          },
          "return a;",
          "The address in `" + m_.memories[size_t(u.storage)].name + "` of the register a code of `" + u.name +
              "` names: " + unionRegisters(m_, u) + ".");
      return;
    }
    const std::string t = u.type.name;
    auto reg = [&](const RegCodesM& c) { return m_.regFiles[size_t(c.regFile)].name + "[" + codeRegister(c) + "]"; };
    unionFunction(
        u, "read_" + u.name, "(code: u32): " + t, {{"code", code}}, u.type.semType(), "let v: " + t + " = 0;\n",
        [&](const RegCodesM& c) { return "v = " + t + "(" + reg(c) + ");"; }, "return v;",
        "Reads the register a code of `" + u.name + "` names: " + memberCodes(u) + ".");
    unionFunction(
        u, "write_" + u.name, "(code: u32, v: " + t + ")", {{"code", code}, {"v", u.type.semType()}}, SemType::voidT(), "",
        [&](const RegCodesM& c) { return reg(c) + " = " + m_.regFiles[size_t(c.regFile)].type.name + "(v);"; }, "",
        "Writes the register a code of `" + u.name + "` names: " + memberCodes(u) + ".");
  }

  void state(const Record* r) {
    StateM s;
    s.name = r->getName().str();
    s.type = elemType(r->getValueAsDef("Type"));
    s.doc = r->getValueAsString("Doc").str();
    s.reset = r->getValueAsInt("Reset");
    s.loc = r->getLoc().front();
    if (s.reset != 0 && s.type.kind != ElemType::Int && s.type.kind != ElemType::UInt)
      err(r->getLoc(), "state '" + s.name + "' has a Reset value but holds " + s.type.name + ", not integers");
    m_.states.push_back(std::move(s));
  }

  void memory(const Record* r) {
    MemoryM mm;
    mm.name = r->getName().str();
    mm.type = elemType(r->getValueAsDef("Type"));
    mm.isCode = r->getValueAsBit("IsCode");
    mm.doc = r->getValueAsString("Doc").str();
    mm.loc = r->getLoc().front();
    if (mm.isCode && m_.codeMemory() >= 0) err(r->getLoc(), "only one memory can hold code; '" +
                                                                m_.memories[m_.codeMemory()].name + "' already does");
    m_.memories.push_back(std::move(mm));
  }

  void checkNameClashes() {
    std::map<std::string, std::string> seen;
    static const std::set<std::string> reserved = {"pc", "pc_next", "let", "for", "in", "if", "else", "step", "true", "false"};
    auto add = [&](const std::string& n, SMLoc loc, const char* what) {
      if (reserved.count(n)) err(loc, std::string(what) + " '" + n + "' uses a reserved name");
      if (!isIdentifier(n))
        err(loc, std::string(what) + " '" + n + "' is not a name semantics can use: letters, digits and '_', "
                                              "not starting with a digit");
      auto [it, fresh] = seen.emplace(n, what);
      if (!fresh) err(loc, std::string(what) + " '" + n + "' has the same name as a " + it->second);
    };
    for (auto& p : m_.params) add(p.name, p.loc, "parameter");
    for (auto& f : m_.regFiles) add(f.name, f.loc, "register file");
    for (auto& s : m_.states) add(s.name, s.loc, "state");
    for (auto& mm : m_.memories) add(mm.name, mm.loc, "memory");
    // Register files and states become C++ members, renamed where C++ needs it; two of them
    // must not end up with one name.
    std::map<std::string, std::string> members;
    auto member = [&](const std::string& n, SMLoc loc, const char* what) {
      auto [it, fresh] = members.emplace(cppMember(n), n);
      if (!fresh && it->second != n)
        err(loc, std::string(what) + " '" + n + "' would be named '" + it->first + "' in the generated C++, as '" +
                     it->second + "' already is; rename one of them");
    };
    for (auto& f : m_.regFiles) member(f.name, f.loc, "register file");
    for (auto& s : m_.states) member(s.name, s.loc, "state");
    if (m_.codeMemory() < 0 && !defsOf("Instruction").empty())
      err(defsOf("Instruction").front()->getLoc(), "no memory holds code: mark one with `let IsCode = 1`");
  }

  OperandM operandKind(Record* kindRec, const std::string& name, SMLoc loc) {
    OperandM o;
    o.name = name;
    o.kindName = kindRec->getName().str();
    o.kind = kindRec->getValueAsString("Kind").str();
    o.doc = kindRec->getValueAsString("Doc").str();
    o.omitWhenDefault = kindRec->getValueAsBit("OmitWhenDefault");
    if (o.kind == "reg") {
      std::string rf = kindRec->getValueAsDef("File")->getName().str();
      o.regFile = m_.findRegFile(rf);
      int n = m_.regFiles[o.regFile].count;
      o.bits = 0;
      while ((1 << o.bits) < n) ++o.bits;
    } else if (o.kind == "imm" || o.kind == "pcrel") {
      o.bits = int(kindRec->getValueAsInt("Bits"));
      o.isSigned = kindRec->getValueAsBit("Signed");
      o.scale = int(kindRec->getValueAsInt("Scale"));
      if (o.bits < 1 || o.bits > 64) err(loc, "operand '" + name + "' must be 1 to 64 bits wide");
      if (o.scale < 1 || (o.scale & (o.scale - 1))) err(loc, "operand '" + name + "' scale must be a power of two");
      else if (o.bits >= 1 && o.bits <= 64 && encodedBits(o) < 1)
        err(loc, "operand '" + name + "' is " + std::to_string(o.bits) + " bits wide with a scale of " +
                     std::to_string(o.scale) + ", which leaves no bits to encode: the width counts the value before "
                     "it is divided by the scale");
      if (o.kind == "imm") {
        auto names = kindRec->getValueAsListOfStrings("ValueNames");
        auto values = kindRec->getValueAsListOfInts("NamedValues");
        if (names.size() != values.size())
          err(loc, "ValueNames and NamedValues of operand kind '" + o.kindName + "' differ in length");
        for (size_t i = 0; i < names.size() && i < values.size(); ++i) o.valueNames.emplace_back(names[i].str(), values[i]);
      }
    } else if (o.kind == "regunion") {
      o.unionIndex = m_.findUnion(o.kindName);
      o.bits = o.unionIndex >= 0 ? m_.unions[size_t(o.unionIndex)].bits : 1;
    } else if (o.kind == "enum") {
      o.bits = int(kindRec->getValueAsInt("Bits"));
      for (StringRef s : kindRec->getValueAsListOfStrings("Names")) o.enumNames.push_back(s.str());
      for (StringRef s : kindRec->getValueAsListOfStrings("Unsupported")) {
        if (std::find(o.enumNames.begin(), o.enumNames.end(), s.str()) == o.enumNames.end())
          err(kindRec->getLoc(), "enum '" + o.kindName + "' marks '" + s.str() + "' unsupported, but it is not one of its names");
        o.unsupported.push_back(s.str());
      }
      o.unsupportedDoc = kindRec->getValueAsString("UnsupportedDoc").str();
      // Reported at the enum itself: every instruction using it inherits the mistake.
      if (o.bits < 1 || o.bits > 16)
        err(kindRec->getLoc(), "enum '" + o.kindName + "' must be 1 to 16 bits wide");
      else if (o.enumNames.size() > (size_t(1) << o.bits))
        err(kindRec->getLoc(), "enum '" + o.kindName + "' has " + std::to_string(o.enumNames.size()) +
                                   " names, more than its " + std::to_string(o.bits) + " bits can select");
    } else {
      err(loc, "operand kind '" + o.kindName + "' has no Kind");
    }
    return o;
  }

  int encodedBits(const OperandM& o) {
    int shift = 0;
    while ((1 << shift) < o.scale) ++shift;
    return o.bits - shift;
  }

  bool parseOperands(Record* r, const std::string& field, std::vector<OperandM>& out) {
    DagInit* d = r->getValueAsDag(field);
    auto* opDef = dyn_cast<DefInit>(d->getOperator());
    if (!opDef || opDef->getDef()->getName() != "ins") {
      err(r->getLoc(), field + " must be an (ins ...) dag");
      return false;
    }
    for (unsigned i = 0; i < d->getNumArgs(); ++i) {
      auto* kd = dyn_cast<DefInit>(d->getArg(i));
      std::string name = d->getArgNameStr(i).str();
      if (!kd || !kd->getDef()->isSubClassOf("Operand")) {
        err(r->getLoc(), "operand " + std::to_string(i + 1) + " ('" + name + "') of '" + r->getName().str() +
                             "' is not an Operand kind");
        return false;
      }
      if (name.empty()) {
        err(r->getLoc(), "operand " + std::to_string(i + 1) + " of '" + r->getName().str() + "' has no $name");
        return false;
      }
      if (name == "pc" || name == "pc_next" || m_.findRegFile(name) >= 0 || m_.findMemory(name) >= 0 ||
          m_.findState(name) >= 0 || m_.findParam(name) >= 0) {
        err(r->getLoc(), "operand '" + name + "' of '" + r->getName().str() +
                             "' has the name of a register file, memory, state, parameter or pc");
        return false;
      }
      for (auto& o : out)
        if (o.name == name) err(r->getLoc(), "operand '" + name + "' appears twice");
      out.push_back(operandKind(kd->getDef(), name, r->getLoc().front()));
    }
    return true;
  }

  // Checks that the syntax mentions exactly the operands, each once.
  void checkSyntax(Record* r, const std::string& syntax, const std::vector<OperandM>& ops) {
    std::vector<std::string> used;
    for (size_t i = 0; i < syntax.size(); ++i) {
      if (syntax[i] != '$') continue;
      size_t j = i + 1;
      bool braced = j < syntax.size() && syntax[j] == '{';
      if (braced) ++j;
      size_t s = j;
      while (j < syntax.size() && (std::isalnum(static_cast<unsigned char>(syntax[j])) || syntax[j] == '_')) ++j;
      used.push_back(syntax.substr(s, j - s));
      i = braced ? j : j - 1;
    }
    SMLoc loc = locateCode(r, syntax);
    for (auto& u : used)
      if (std::none_of(ops.begin(), ops.end(), [&](const OperandM& o) { return o.name == u; }))
        err(loc, "syntax of '" + r->getName().str() + "' uses '$" + u + "', which is not an operand");
    // A register operand may appear twice: one register read and written, as an accumulating
    // instruction names its destination and its accumulator input (the assembler requires both
    // texts to name the same register).
    for (auto& o : ops) {
      const auto n = std::count(used.begin(), used.end(), o.name);
      const bool tied = n == 2 && (o.kind == "reg" || o.kind == "regunion");
      if (n != 1 && !tied)
        err(loc, "operand '" + o.name + "' of '" + r->getName().str() + "' must appear exactly once in its syntax" +
                     (n == 2 ? " (twice only for a register operand)" : ""));
    }
  }

  void optionalOperands(Record* r, const std::string& defName, std::vector<OperandM>& operands) {
    auto optNames = r->getValueAsListOfStrings("OptionalOperands");
    auto optDefs = r->getValueAsListOfInts("OptionalDefaults");
    if (optNames.size() != optDefs.size())
      err(r->getLoc(), "OptionalOperands and OptionalDefaults of '" + defName + "' differ in length");
    for (size_t i = 0; i < optNames.size(); ++i) {
      auto it = std::find_if(operands.begin(), operands.end(), [&](const OperandM& o) { return o.name == optNames[i]; });
      if (it == operands.end()) {
        err(r->getLoc(), "optional operand '" + optNames[i].str() + "' of '" + defName + "' is not an operand");
        continue;
      }
      it->optional = true;
      it->optionalDefault = i < optDefs.size() ? optDefs[i] : 0;
    }
    for (size_t i = 0; i + 1 < operands.size(); ++i)
      if (operands[i].optional && !operands[i + 1].optional)
        err(r->getLoc(), "optional operand '" + operands[i].name + "' of '" + defName +
                             "' must be followed only by optional operands");
  }

  void encoding(Record* r, InstrM& in) {
    const RecordVal* iv = r->getValue("Inst");
    auto* bits = iv ? dyn_cast<BitsInit>(iv->getValue()) : nullptr;
    if (!bits) {
      err(r->getLoc(), "instruction '" + in.defName + "' has no encoding: declare `field bits<32> Inst`");
      return;
    }
    in.sizeBits = int(bits->getNumBits());
    if (bundledDesc_ && (in.sizeBits < 1 || in.sizeBits > 64)) {
      err(r->getLoc(), "encoding of '" + in.defName + "' is " + std::to_string(in.sizeBits) +
                           " bits; a slot instruction has 1 to 64");
      return;
    }
    if (!bundledDesc_ && (in.sizeBits % 8 || in.sizeBits > 64)) {
      err(r->getLoc(), "encoding of '" + in.defName + "' is " + std::to_string(in.sizeBits) +
                           " bits; it must be a whole number of bytes, at most 64");
      return;
    }
    std::map<std::string, std::vector<std::pair<int, int>>> fieldBits;  // name -> (wordBit, valueBit)
    for (int i = 0; i < in.sizeBits; ++i) {
      Init* b = bits->getBit(i);
      if (auto* bi = dyn_cast<BitInit>(b)) {
        in.mask |= uint64_t(1) << i;
        if (bi->getValue()) in.match |= uint64_t(1) << i;
      } else if (auto* vb = dyn_cast<VarBitInit>(b)) {
        Init* var = vb->getBitVar();
        if (auto* v = dyn_cast<VarInit>(var)) {
          fieldBits[v->getName().str()].push_back({i, int(vb->getBitNum())});
        } else if (auto* u = dyn_cast<UnOpInit>(var); u && isa<IntInit>(u->getOperand())) {
          int64_t value = cast<IntInit>(u->getOperand())->getValue();
          auto* bt = dyn_cast<BitsRecTy>(u->getType());
          err(r->getLoc(), "constant " + std::to_string(value) + " does not fit its " +
                               std::to_string(bt ? bt->getNumBits() : 0) + "-bit field in the encoding of '" +
                               in.defName + "'");
          return;
        } else {
          err(r->getLoc(), "bit " + std::to_string(i) + " of the encoding of '" + in.defName +
                               "' is neither a constant nor an operand field: " + var->getAsString());
          return;
        }
      } else if (!isa<UnsetInit>(b)) {
        err(r->getLoc(), "bit " + std::to_string(i) + " of the encoding of '" + in.defName +
                             "' could not be resolved: " + b->getAsString());
        return;
      }
    }
    for (auto& [fname, placed] : fieldBits) {
      const std::string& field = fname;  // C++17 lambdas cannot capture structured bindings
      auto it = std::find_if(in.operands.begin(), in.operands.end(), [&](const OperandM& o) { return o.name == field; });
      if (it == in.operands.end()) {
        err(r->getLoc(), "the encoding of '" + in.defName + "' uses field '" + fname + "', which is not an operand");
        continue;
      }
      // Coalesce into runs where word bits and value bits advance together.
      std::sort(placed.begin(), placed.end());
      for (size_t k = 0; k < placed.size();) {
        size_t e = k + 1;
        while (e < placed.size() && placed[e].first == placed[e - 1].first + 1 &&
               placed[e].second == placed[e - 1].second + 1)
          ++e;
        it->pieces.push_back({placed[k].first, int(e - k), placed[k].second});
        k = e;
      }
      std::set<int> valueBits;
      for (auto& p : placed) valueBits.insert(p.second);
      it->fieldBits = valueBits.empty() ? 0 : *valueBits.rbegin() + 1;
      if (int(valueBits.size()) != it->fieldBits)
        err(r->getLoc(), "the encoding of '" + in.defName + "' leaves gaps in field '" + fname + "'");
    }
    for (auto& o : in.operands) {
      if (o.pieces.empty()) {
        err(r->getLoc(), "operand '" + o.name + "' of '" + in.defName + "' is not encoded: set Inst bits from a `bits<N> " +
                             o.name + "` field");
        continue;
      }
      int need = o.kind == "reg" ? o.bits : encodedBits(o);
      if (need > o.fieldBits)
        err(r->getLoc(), "operand '" + o.name + "' of '" + in.defName + "' needs " + std::to_string(need) +
                             " bits but its field in the encoding has " + std::to_string(o.fieldBits));
      else if (o.kind == "pcrel" && need < o.fieldBits)
        // A field wider than the offset it holds only ever repeats the sign: the width was meant
        // for the field, but PcRel counts the offset's bits.
        err(r->getLoc(), "operand '" + o.name + "' of '" + in.defName + "' (" + o.kindName + ": PcRel<" +
                             std::to_string(o.bits) + ", " + std::to_string(o.scale) + ">) fills " +
                             std::to_string(need) + " bits of its " + std::to_string(o.fieldBits) +
                             "-bit field; PcRel's width counts the offset in code address units, before the field "
                             "drops its low log2(Scale) bits: PcRel<" + std::to_string(o.bits + o.fieldBits - need) +
                             ", " + std::to_string(o.scale) + "> fills it");
    }
  }

  void instruction(Record* r) {
    InstrM in;
    in.rec = r;
    in.defName = r->getName().str();
    in.mnemonic = r->getValueAsString("Mnemonic").str();
    in.syntax = r->getValueAsString("Syntax").str();
    in.group = r->getValueAsString("Group").str();
    in.summary = r->getValueAsString("Summary").str();
    in.description = r->getValueAsString("Description").str();
    for (StringRef s : r->getValueAsListOfStrings("Examples")) in.examples.push_back(s.str());
    in.loc = r->getLoc().front();
    in.hwdLine = lineOf(in.loc);
    if (in.mnemonic.empty()) err(r->getLoc(), "instruction '" + in.defName + "' has no mnemonic");
    if (!parseOperands(r, "Operands", in.operands)) return;
    if (in.operands.size() > kMaxOperands)
      return err(r->getLoc(), "instruction '" + in.defName + "' has " + std::to_string(in.operands.size()) +
                                  " operands; the limit is " + std::to_string(kMaxOperands));
    checkSyntax(r, in.syntax, in.operands);
    optionalOperands(r, in.defName, in.operands);
    encoding(r, in);
    Init* unit = r->getValueInit("Unit");
    if (isa<UnsetInit>(unit)) {
      err(r->getLoc(), "instruction '" + in.defName + "' has no unit: set `let Unit = ...`");
    } else if (auto* ud = dyn_cast<DefInit>(unit)) {
      for (size_t i = 0; i < m_.units.size(); ++i)
        if (m_.units[i].name == ud->getDef()->getName()) in.unit = int(i);
    }
    in.latency = codeExpr(r, "Latency", SemContext::CostExpr, &in.operands);
    in.interval = codeExpr(r, "Interval", SemContext::CostExpr, &in.operands);
    in.uops = codeExpr(r, "Uops", SemContext::CostExpr, &in.operands);
    for (Record* st : r->getValueAsListOfDefs("Chains")) {
      int si = m_.findState(st->getName().str());
      if (si >= 0) in.chains.push_back(si);
    }
    for (auto& [ce, what] : {std::pair<CodeExpr*, const char*>{&in.latency, "latency"}, {&in.interval, "interval"},
                             {&in.uops, "uops"}})
      if (ce->ast && ce->ast->type.kind == SemType::Bool)
        err(ce->loc, std::string("the ") + what + " of '" + in.defName + "' must be a number of cycles, not a condition");
    const int before = errors_;
    constraints(r, in);
    semantics(r, in);
    operandDocs(r, in, errors_ == before);
    pipelineFields(r, in);
    m_.instrs.push_back(std::move(in));
  }

  // A timing line shows a function call where a number would be; the function's Doc, printed
  // beside it, is what tells a reader the cost. One error per function, at its def, where the
  // Doc goes.
  void timingFunctionDocs() {
    std::vector<bool> reported(m_.functions.size(), false);
    for (const InstrM& in : m_.instrs)
      for (const TimingCall& c : timingCalls(in)) {
        const FunctionM& f = m_.functions[size_t(c.function)];
        if (!f.doc.empty() || reported[size_t(c.function)]) continue;
        reported[size_t(c.function)] = true;
        err(f.loc, "function '" + f.name + "' is called in the " + c.field + " of '" + in.defName +
                       "' but has no Doc: add one sentence on what it means for timing (let Doc = \"...\"), "
                       "which the manual prints on the timing lines that call it");
      }
  }

  // DelaySlots, WriteLatency and ReadStage, checked against what the instruction does.
  void pipelineFields(Record* r, InstrM& in) {
    const int64_t slots = r->getValueAsInt("DelaySlots");
    if (slots < 0 || slots > 15) err(r->getLoc(), "DelaySlots of '" + in.defName + "' must be 0..15");
    else if (slots > 0 && !in.writesPc)
      err(r->getLoc(), "'" + in.defName + "' has DelaySlots but never assigns pc: only a branch has delay slots");
    else in.delaySlots = int(slots);
    in.fileLatency.assign(m_.regFiles.size(), 0);
    in.memoryReadStage.assign(m_.memories.size(), 0);
    in.operandLatency = operandCycles(r, in, "WriteLatency", in.fileLatency);
    in.operandReadStage = operandCycles(r, in, "ReadStage", in.memoryReadStage);
  }

  // A per-operand list of "operand=cycles" (WriteLatency, ReadStage), one entry per operand.
  // WriteLatency may also name a register file (every write to it that no operand entry covers,
  // a dimension counter the addressing updates), ReadStage a memory (registers kept there, read
  // late) or a union operand whose registers live in one (its memory); those go to `places`.
  std::vector<int> operandCycles(Record* r, const InstrM& in, const char* field, std::vector<int>& places) {
    const bool writes = std::string(field) == "WriteLatency";
    std::vector<int> out(in.operands.size(), 0);
    for (llvm::StringRef entryRef : r->getValueAsListOfStrings(field)) {
      const std::string entry = entryRef.str();
      const size_t eq = entry.find('=');
      const std::string name = entry.substr(0, eq);
      int64_t cycles = 0;
      const bool number = eq != std::string::npos && llvm::StringRef(entry).substr(eq + 1).getAsInteger(10, cycles) == false;
      if (!number || cycles < 1 || cycles > 1000) {
        err(r->getLoc(), std::string(field) + " entry '" + entry + "' of '" + in.defName + "' must be operand=cycles, cycles 1..1000");
        continue;
      }
      if (!m_.exposedPipeline) {
        err(r->getLoc(), "'" + in.defName + "' sets " + field + ", which only an ExposedPipeline target has");
        return out;
      }
      auto it = std::find_if(in.operands.begin(), in.operands.end(), [&](const OperandM& o) { return o.name == name; });
      if (it != in.operands.end() && it->kind == "regunion" && !writes && it->unionIndex >= 0 &&
          m_.unions[size_t(it->unionIndex)].storage >= 0) {
        places[size_t(m_.unions[size_t(it->unionIndex)].storage)] = int(cycles);
        continue;
      }
      if (it == in.operands.end()) {
        const int place = writes ? m_.findRegFile(name) : m_.findMemory(name);
        if (place >= 0) {
          places[size_t(place)] = int(cycles);
          continue;
        }
      }
      if (it == in.operands.end() || it->kind != "reg") {
        err(r->getLoc(), std::string(field) + " of '" + in.defName + "' names '" + name + "', which is not a register operand" +
                             (writes ? " or register file" : " or memory"));
        continue;
      }
      // A register kept in a memory is read through it: its late read is the memory's.
      if (!writes && it->regFile >= 0 && m_.regFiles[size_t(it->regFile)].storage >= 0) {
        places[size_t(m_.regFiles[size_t(it->regFile)].storage)] = int(cycles);
        continue;
      }
      out[size_t(it - in.operands.begin())] = int(cycles);
    }
    return out;
  }

  // Target::AfterEachInstruction, checked as the semantics of an instruction without operands.
  void afterEachInstruction(Record* t) {
    InstrM& in = m_.afterEach;
    in.defName = in.mnemonic = "AfterEachInstruction";
    in.semanticsText = t->getValueAsString("AfterEachInstruction").str();
    if (in.semanticsText.find_first_not_of(" \t\r\n") == std::string::npos) return;
    in.semanticsLoc = locateCode(t, in.semanticsText, &in.semanticsExact);
    std::vector<SemError> perrs;
    if (!parseSemProgram(in.semanticsText, in.semantics, perrs)) {
      for (auto& e : perrs) err(at(in.semanticsLoc, in.semanticsExact, e.offset), "in AfterEachInstruction: " + e.message);
      return;
    }
    SemChecker checker(m_, SemContext::Semantics, &in.operands, [&](size_t off, const std::string& msg) {
      err(at(in.semanticsLoc, in.semanticsExact, off), "in AfterEachInstruction: " + msg);
    });
    checker.checkProgram(in.semantics, in);
  }

  // Per-instruction operand notes replace the operand kinds' notes; then every note is checked
  // against the semantics.
  void operandDocs(Record* r, InstrM& in, bool semanticsChecked) {
    std::set<std::string> seen;
    for (Record* d : r->getValueAsListOfDefs("OperandDocs")) {
      std::string name = d->getValueAsString("Operand").str();
      auto it = std::find_if(in.operands.begin(), in.operands.end(), [&](const OperandM& o) { return o.name == name; });
      if (it == in.operands.end()) {
        err(r->getLoc(), "OperandDocs of '" + in.defName + "' documents '" + name + "', which is not an operand");
        continue;
      }
      if (!seen.insert(name).second) {
        err(r->getLoc(), "OperandDocs of '" + in.defName + "' documents '" + name + "' twice");
        continue;
      }
      it->doc = d->getValueAsString("Doc").str();
      it->ownDoc = true;
    }
    if (semanticsChecked)
      for (const std::string& msg : operandNoteProblems(m_, in)) err(r->getLoc(), msg);
  }

  void constraints(Record* r, InstrM& in) {
    for (StringRef text : r->getValueAsListOfStrings("Constraints")) {
      CodeExpr ce;
      ce.text = text.str();
      ce.loc = locateCode(r, ce.text, &ce.exact);
      std::vector<SemError> perrs;
      if (!parseSemExpr(ce.text, ce.ast, perrs)) {
        for (auto& e : perrs) err(at(ce.loc, ce.exact, e.offset), "in a constraint of '" + in.defName + "': " + e.message);
        continue;
      }
      SemChecker checker(m_, SemContext::TimingExpr, &in.operands, [&](size_t off, const std::string& msg) {
        err(at(ce.loc, ce.exact, off), "in a constraint of '" + in.defName + "': " + msg);
      });
      if (!checker.checkExpr(*ce.ast)) continue;
      if (ce.ast->type.kind != SemType::Bool) {
        err(ce.loc, "a constraint of '" + in.defName + "' must be a condition (bool), got " + ce.ast->type.str());
        continue;
      }
      in.constraints.push_back(std::move(ce));
    }
  }

  void semantics(Record* r, InstrM& in) {
    in.semanticsText = r->getValueAsString("Semantics").str();
    in.semanticsLoc = locateCode(r, in.semanticsText, &in.semanticsExact);
    const bool empty = in.semanticsText.find_first_not_of(" \t\r\n") == std::string::npos;
    const bool noEffect = in.noEffect = r->getValueAsBit("NoEffect");
    if (empty && !noEffect)
      return err(r->getLoc(), "instruction '" + in.defName + "' has no semantics: define `let Semantics = [{ ... }]`, "
                                                             "or `let NoEffect = 1` if it changes nothing");
    if (!empty && noEffect)
      return err(in.semanticsLoc, "instruction '" + in.defName + "' sets NoEffect but has semantics");
    std::vector<SemError> perrs;
    if (!parseSemProgram(in.semanticsText, in.semantics, perrs)) {
      for (auto& e : perrs) err(at(in.semanticsLoc, in.semanticsExact, e.offset), "in semantics of '" + in.defName + "': " + e.message);
      return;
    }
    SemChecker checker(m_, SemContext::Semantics, &in.operands, [&](size_t off, const std::string& msg) {
      err(at(in.semanticsLoc, in.semanticsExact, off), "in semantics of '" + in.defName + "': " + msg);
    });
    checker.checkProgram(in.semantics, in);
  }

  // "name(a: u32, b: f32): u32" -> name, parameters and result; false after reporting.
  bool parseSignature(const Record* r, FunctionM& f) {
    const std::string& s = f.signature;
    auto fail = [&](const std::string& why) {
      err(r->getLoc(), "function signature '" + s + "': " + why);
      return false;
    };
    auto ident = [&](size_t& p) {
      while (p < s.size() && s[p] == ' ') ++p;
      size_t b = p;
      while (p < s.size() && (std::isalnum(static_cast<unsigned char>(s[p])) || s[p] == '_')) ++p;
      std::string id = s.substr(b, p - b);
      while (p < s.size() && s[p] == ' ') ++p;
      return id;
    };
    auto type = [&](const std::string& n, SemType& t) {
      auto st = semTypeByName(n);
      if (!st) return fail("unknown type '" + n + "'");
      t = *st;
      return true;
    };
    size_t p = 0;
    f.name = ident(p);
    if (f.name.empty() || std::isdigit(static_cast<unsigned char>(f.name[0]))) return fail("expected a function name");
    if (p >= s.size() || s[p] != '(') return fail("expected '(' after the name");
    ++p;
    if (ident(p).empty() && p < s.size() && s[p] == ')') {
      ++p;
    } else {
      p = s.find('(') + 1;
      while (true) {
        std::string pn = ident(p);
        if (pn.empty()) return fail("expected a parameter name");
        if (p >= s.size() || s[p] != ':') return fail("parameter '" + pn + "' needs a type: " + pn + ": u32");
        ++p;
        SemType t;
        if (!type(ident(p), t)) return false;
        for (const auto& q : f.params)
          if (q.first == pn) return fail("parameter '" + pn + "' appears twice");
        f.params.emplace_back(pn, t);
        if (p < s.size() && s[p] == ',') { ++p; continue; }
        if (p < s.size() && s[p] == ')') { ++p; break; }
        return fail("expected ',' or ')' after parameter '" + pn + "'");
      }
    }
    while (p < s.size() && s[p] == ' ') ++p;
    if (p < s.size() && s[p] == ':') {
      ++p;
      if (!type(ident(p), f.result)) return false;
    }
    if (p != s.size()) return fail("unexpected '" + s.substr(p) + "'");
    return true;
  }

  void function(Record* r) {
    FunctionM f;
    f.signature = r->getValueAsString("Signature").str();
    f.summary = r->getValueAsString("Summary").str();
    f.doc = r->getValueAsString("Doc").str();
    f.bodyText = r->getValueAsString("Body").str();
    f.loc = r->getLoc().front();
    f.bodyLoc = locateCode(r, f.bodyText, &f.bodyExact);
    if (!parseSignature(r, f)) return;
    if (m_.findFunction(f.name) >= 0) return err(r->getLoc(), "function '" + f.name + "' is defined twice");
    if (m_.findRegFile(f.name) >= 0 || m_.findMemory(f.name) >= 0 || m_.findState(f.name) >= 0 ||
        m_.findParam(f.name) >= 0 || isBuiltinFunction(f.name) || semTypeByName(f.name))
      return err(r->getLoc(), "function name '" + f.name + "' is already taken");
    std::vector<SemError> perrs;
    if (!parseSemProgram(f.bodyText, f.body, perrs)) {
      for (auto& e : perrs) err(at(f.bodyLoc, f.bodyExact, e.offset), "in function '" + f.name + "': " + e.message);
      return;
    }
    m_.functions.push_back(std::move(f));
  }

  // One mnemonic names one instruction per form: forms differ in syntax or operand kinds (a load
  // with an immediate offset and one with a register offset), and the assembler takes the first
  // whose operands fit. On a bundled target one form may also be defined once per slot: slot
  // variants, of which the assembler takes the one whose slot is free (a move in the ALU or the
  // load/store slot).
  static bool sameForm(const InstrM& a, const InstrM& b) {
    if (a.syntax != b.syntax || a.operands.size() != b.operands.size()) return false;
    for (size_t k = 0; k < a.operands.size(); ++k)
      if (a.operands[k].kindName != b.operands[k].kindName || a.operands[k].name != b.operands[k].name) return false;
    return true;
  }
  static bool slotVariants(const InstrM& a, const InstrM& b) { return sameForm(a, b) && !(a.slotMask & b.slotMask); }
  static std::string formKey(const InstrM& in) {
    std::string key = in.mnemonic + '\n' + in.syntax;
    for (const OperandM& o : in.operands) key += '\n' + o.kindName;
    return key;
  }

  // Instructions of one form (slot variants, allowed above) form a ring, so that the assembler
  // finds the one for a slot without searching every instruction.
  void slotVariantRings() {
    std::map<std::string, std::vector<int>> groups;
    for (size_t i = 0; i < m_.instrs.size(); ++i) groups[formKey(m_.instrs[i])].push_back(int(i));
    for (const auto& [key, members] : groups) {
      uint32_t slots = 0;
      for (int i : members) slots |= m_.instrs[size_t(i)].slotMask;
      for (size_t k = 0; k < members.size(); ++k) {
        InstrM& in = m_.instrs[size_t(members[k])];
        in.variantSlots = slots;
        in.nextVariant = members[(k + 1) % members.size()];
      }
    }
  }

  void checkDuplicateMnemonics() {
    std::map<std::string, std::vector<const InstrM*>> seen;
    for (auto& in : m_.instrs) {
      std::vector<const InstrM*>& earlier = seen[lower(in.mnemonic)];
      for (const InstrM* other : earlier) {
        if (!sameForm(*other, in)) continue;  // another form of the mnemonic
        if (m_.bundled() && in.mnemonic == other->mnemonic && slotVariants(*other, in)) continue;
        err(in.loc, "mnemonic '" + in.mnemonic + "' is already used by '" + other->defName + "'");
        PrintNote(other->loc, "'" + other->defName + "' is defined here, with the same syntax and operand kinds");
        break;
      }
      earlier.push_back(&in);
    }
  }

  // The pc counts CodeAddressUnit bytes; an instruction that is not a whole number of them
  // would make the next instruction's address fall inside it.
  void checkCodeAddressUnit() {
    const int unit = m_.codeAddressUnit;
    if (unit < 1) return;
    for (const InstrM& in : m_.instrs) {
      if (!in.sizeBits || (in.sizeBits / 8) % unit == 0) continue;
      auto ts = defsOf("Target");
      err(ts.empty() ? in.loc : ts.front()->getLoc().front(),
          "CodeAddressUnit is " + std::to_string(unit) + " bytes, but instruction '" + in.defName + "' is " +
              std::to_string(in.sizeBits / 8) + " bytes, not a whole number of code address units");
      PrintNote(in.loc, "'" + in.defName + "' is defined here");
      return;
    }
  }

  static std::vector<const ListInit*> fixedFields(const Record* r) {
    std::vector<const ListInit*> out;
    if (const ListInit* l = r->getValueAsListInit("Fixed"))
      for (Init* e : l->getValues())
        if (auto* li = dyn_cast<ListInit>(e)) out.push_back(li);
    return out;
  }

  // Slots and bundle formats (Bundles.td): what each slot accepts, where each format puts its
  // slots, and that the tags tell the formats apart.
  void bundles() {
    std::vector<Record*> formatRecs = defsOf("BundleFormat");
    std::vector<Record*> slotRecs = defsOf("Slot");
    if (formatRecs.empty()) {
      if (!slotRecs.empty()) err(slotRecs.front()->getLoc(), "slot '" + slotRecs.front()->getName().str() + "' is in no BundleFormat");
      return;
    }
    auto ts = defsOf("Target");
    const ArrayRef<SMLoc> targetLoc = ts.empty() ? formatRecs.front()->getLoc() : ts.front()->getLoc();
    if (!m_.exposedPipeline)
      err(targetLoc, "a target with bundle formats issues one bundle a cycle without interlocks: set ExposedPipeline = 1");
    for (const std::string& c : m_.commentStarts)
      if (c == ";") err(targetLoc, "';' joins the instructions of a bundle, so it cannot start a comment: set CommentStarts");
    for (const std::string& c : m_.statementSeparators)
      if (c == ";") err(targetLoc, "';' joins the instructions of a bundle, so it cannot be a StatementSeparator");
    auto slotIndex = [&](Record* r) {
      for (size_t i = 0; i < m_.slots.size(); ++i)
        if (m_.slots[i].name == r->getName()) return int(i);
      return -1;
    };
    for (Record* r : slotRecs) {
      SlotM sl;
      sl.name = r->getName().str();
      sl.doc = r->getValueAsString("Doc").str();
      sl.loc = r->getLoc().front();
      const int64_t bits = r->getValueAsInt("Bits");
      if (bits < 1 || bits > 64) err(r->getLoc(), "slot '" + sl.name + "' is " + std::to_string(bits) + " bits; a slot has 1 to 64");
      sl.bits = int(bits);
      for (Record* u : r->getValueAsListOfDefs("Units"))
        for (size_t i = 0; i < m_.units.size(); ++i)
          if (m_.units[i].name == u->getName()) sl.units.push_back(int(i));
      if (sl.units.empty()) err(r->getLoc(), "slot '" + sl.name + "' accepts no unit");
      m_.slots.push_back(sl);
    }
    if (m_.slots.size() > 32) err(slotRecs[32]->getLoc(), "a target has at most 32 slots");
    for (Record* r : formatRecs) {
      FormatM f;
      f.name = r->getName().str();
      f.doc = r->getValueAsString("Doc").str();
      f.loc = r->getLoc().front();
      const int64_t bits = r->getValueAsInt("Bits"), tagBits = r->getValueAsInt("TagBits"), tag = r->getValueAsInt("Tag");
      const std::string what = "bundle format '" + f.name + "'";
      if (bits < 8 || bits > 128 || bits % 8) {
        err(r->getLoc(), what + " is " + std::to_string(bits) + " bits; a format has a whole number of bytes, 1 to 16");
        continue;
      }
      if (m_.codeAddressUnit > 0 && bits / 8 % m_.codeAddressUnit) {
        err(r->getLoc(), what + " is " + std::to_string(bits / 8) + " bytes, not a whole number of code address units (" +
                             std::to_string(m_.codeAddressUnit) + " bytes)");
        continue;
      }
      if (tagBits < 1 || tagBits > 16 || tag < 0 || tag >= (int64_t(1) << tagBits)) {
        err(r->getLoc(), what + " needs TagBits of 1 to 16 and a Tag that fits them (got " + std::to_string(tagBits) +
                             " bits, tag " + std::to_string(tag) + ")");
        continue;
      }
      f.bits = int(bits);
      f.tagBits = int(tagBits);
      f.tag = uint64_t(tag);
      const std::vector<int64_t> given = r->getValueAsListOfInts("SlotOffsets");
      int at = f.tagBits;
      for (Record* sr : r->getValueAsListOfDefs("Slots")) {
        f.slots.push_back(slotIndex(sr));
        f.offsets.push_back(at);
        at += m_.slots[size_t(f.slots.back())].bits;
      }
      if (f.slots.empty()) err(r->getLoc(), what + " carries no slot");
      if (f.slots.size() > 8) err(r->getLoc(), what + " carries " + std::to_string(f.slots.size()) + " slots; the limit is 8");
      if (!given.empty() && given.size() != f.slots.size()) {
        err(r->getLoc(), what + " has " + std::to_string(given.size()) + " SlotOffsets for " + std::to_string(f.slots.size()) +
                             " slots");
        continue;
      }
      if (given.empty() && at > f.bits) {
        err(r->getLoc(), what + " needs " + std::to_string(at) + " bits for its tag and slots but is " + std::to_string(f.bits));
        continue;
      }
      // Every field in its place: inside the format, clear of the tag and of each other.
      std::vector<bool> taken(size_t(f.bits), false);
      auto place = [&](int64_t lsb, int64_t width) {
        if (lsb < 0 || width < 1 || lsb + width > f.bits) return false;
        for (int64_t b = lsb; b < lsb + width; ++b)
          if (taken[size_t(b)]) return false;
        for (int64_t b = lsb; b < lsb + width; ++b) taken[size_t(b)] = true;
        return true;
      };
      place(0, f.tagBits);
      bool placed = true;
      for (size_t k = 0; placed && k < f.slots.size(); ++k) {
        const int width = m_.slots[size_t(f.slots[k])].bits;
        if (!given.empty()) f.offsets[k] = int(given[k]);
        if (!place(f.offsets[k], width)) {
          err(r->getLoc(), what + " places slot '" + m_.slots[size_t(f.slots[k])].name + "' at bits " +
                               std::to_string(f.offsets[k]) + ".." + std::to_string(f.offsets[k] + width - 1) +
                               ", outside the format or over its tag or another slot");
          placed = false;
        }
      }
      if (!placed) continue;
      f.mask = (static_cast<unsigned __int128>(1) << f.tagBits) - 1;
      f.match = f.tag;
      for (const ListInit* fl : fixedFields(r)) {
        std::vector<int64_t> v;
        for (Init* e : fl->getValues())
          if (auto* ii = dyn_cast<IntInit>(e)) v.push_back(ii->getValue());
        if (v.size() != 3 || v[1] < 1 || v[1] > 64 || v[2] < 0 || (v[1] < 63 && v[2] >= (int64_t(1) << v[1]))) {
          err(r->getLoc(), what + " has a Fixed entry that is not [lowest bit, width 1..64, a value that fits]");
          placed = false;
          break;
        }
        if (!place(v[0], v[1])) {
          err(r->getLoc(), what + " fixes bits " + std::to_string(v[0]) + ".." + std::to_string(v[0] + v[1] - 1) +
                               ", outside the format or over its tag, a slot or another fixed field");
          placed = false;
          break;
        }
        f.fixed.push_back({int(v[0]), int(v[1]), uint64_t(v[2])});
        const unsigned __int128 ones = v[1] >= 64 ? ~uint64_t(0) : (uint64_t(1) << v[1]) - 1;
        f.mask |= ones << v[0];
        f.match |= static_cast<unsigned __int128>(uint64_t(v[2])) << v[0];
      }
      if (!placed) continue;
      // A format is known by its tag and fixed bits, read within the smaller of two formats: some
      // bit there that both fix must differ.
      for (const FormatM& g : m_.formats) {
        const int common = std::min(f.bits, g.bits);
        const unsigned __int128 low = common >= 128 ? ~static_cast<unsigned __int128>(0)
                                                    : (static_cast<unsigned __int128>(1) << common) - 1;
        if (((f.match ^ g.match) & f.mask & g.mask & low) == 0) {
          err(r->getLoc(), what + " and '" + g.name + "' cannot be told apart: within their first " +
                               std::to_string(common) + " bits, no bit that both fix differs");
          PrintNote(g.loc, "'" + g.name + "' is defined here");
        }
      }
      m_.formats.push_back(f);
    }
    if (m_.formats.size() > 255) err(formatRecs[255]->getLoc(), "a target has at most 255 bundle formats");
    std::stable_sort(m_.formats.begin(), m_.formats.end(), [](const FormatM& a, const FormatM& b) { return a.bits < b.bits; });
    // The simulator predecodes a bundle at every multiple of the smallest format, in code address
    // units a power of two, so that a pc is checked and found with one shift.
    if (!m_.formats.empty() && m_.codeAddressUnit > 0) {
      const FormatM& least = m_.formats.front();
      const int units = least.bits / 8 / m_.codeAddressUnit;
      if (units & (units - 1))
        err(least.loc, "the smallest bundle format, '" + least.name + "', is " + std::to_string(units) +
                           " code address units; it must be a power of two");
      for (const FormatM& f : m_.formats)
        if (f.bits % least.bits)
          err(f.loc, "bundle format '" + f.name + "' is " + std::to_string(f.bits) + " bits, not a multiple of the " +
                         std::to_string(least.bits) + " bits of the smallest format, '" + least.name + "'");
    }
    uint32_t used = 0;  // slots some format lists, counted even where the format has a mistake of its own
    for (Record* r : formatRecs)
      for (Record* sr : r->getValueAsListOfDefs("Slots"))
        if (const int k = slotIndex(sr); k >= 0 && k < 32) used |= 1u << k;
    for (size_t k = 0; k < m_.slots.size() && k < 32; ++k)
      if (!(used >> k & 1)) err(m_.slots[k].loc, "slot '" + m_.slots[k].name + "' is in no BundleFormat");
    for (InstrM& in : m_.instrs) {
      for (size_t k = 0; k < m_.slots.size() && k < 32; ++k) {
        const SlotM& sl = m_.slots[k];
        if (!(used >> k & 1) || std::find(sl.units.begin(), sl.units.end(), in.unit) == sl.units.end()) continue;
        in.slotMask |= 1u << k;
        if (in.sizeBits != sl.bits)
          err(in.loc, "'" + in.defName + "' is encoded in " + std::to_string(in.sizeBits) + " bits, but slot '" + sl.name +
                          "', which accepts its unit, is " + std::to_string(sl.bits) + " bits");
      }
      if (!in.slotMask && in.unit >= 0)
        err(in.loc, "no slot of any bundle format accepts '" + in.defName + "' (unit " + m_.units[size_t(in.unit)].name + ")");
    }
    for (size_t k = 0; k < slotRecs.size() && k < m_.slots.size(); ++k) {
      Init* nop = slotRecs[k]->getValueInit("Nop");
      auto* nd = dyn_cast<DefInit>(nop);
      if (!nd) continue;
      SlotM& sl = m_.slots[k];
      if (!(used >> k & 1)) continue;
      for (size_t i = 0; i < m_.instrs.size(); ++i)
        if (m_.instrs[i].defName == nd->getDef()->getName()) sl.nop = int(i);
      if (sl.nop < 0) continue;
      const InstrM& in = m_.instrs[size_t(sl.nop)];
      if (!(in.slotMask >> k & 1) || !in.operands.empty() || !in.noEffect) {
        err(slotRecs[k]->getLoc(), "the Nop of slot '" + sl.name + "' must be an instruction the slot accepts, with no "
                                   "operands and NoEffect; '" + in.defName + "' is not");
        sl.nop = -1;
      }
    }
  }

  // The rule for overlapping encodings (README, "Overlapping encodings"; runtime kc/encodings.h):
  // two encodings of one length that can take the same place overlap only by nesting, one fixing
  // every bit the other fixes, to the same value, and more; the decoder gives a word both match
  // to the inner one and the assembler refuses the outer one's operands that would make it.
  // Encodings of different lengths must differ in a fixed bit of the bytes they share.
  void checkOverlaps() {
    for (size_t i = 0; i < m_.instrs.size(); ++i) {
      const InstrM& a = m_.instrs[i];
      if (!a.sizeBits) continue;
      for (size_t j = i + 1; j < m_.instrs.size(); ++j) {
        const InstrM& b = m_.instrs[j];
        if (!b.sizeBits) continue;
        if (m_.bundled() && !(a.slotMask & b.slotMask)) continue;  // decoded in different slots
        if (b.sizeBits != a.sizeBits) {
          if (!m_.bundled()) checkLengthsApart(a, b);
          continue;
        }
        if (((a.match ^ b.match) & a.mask & b.mask) != 0) continue;  // a fixed bit tells them apart
        // A register field the other encoding fixes to numbers no register has.
        if (registersRuledOut(a, b) || registersRuledOut(b, a)) continue;
        const bool aInB = (a.mask & b.mask) == b.mask, bInA = (a.mask & b.mask) == a.mask;
        const std::string word = hexWord(a.match | b.match, a.sizeBits);
        if (aInB && bInA)
          err(b.loc, "encoding of '" + b.defName + "' fixes the same bits as '" + a.defName + "', to the same values: word " +
                         word + " matches both");
        else if (!aInB && !bInA)
          err(b.loc, "encodings of '" + a.defName + "' and '" + b.defName + "' overlap without nesting: word " + word +
                         " matches both, and each fixes a bit the other leaves to an operand");
        else
          continue;
        PrintNote(a.loc, "'" + a.defName + "' is defined here");
      }
    }
  }

  // Whether every word matching both `x` and `y` has a register field of `x` that names no
  // register: some field of x, whose bits y fixes in part, takes no valid number whatever its
  // other bits are. Such words are y's alone (kc/encodings.h).
  bool registersRuledOut(const InstrM& x, const InstrM& y) const {
    for (const OperandM& o : x.operands) {
      if ((o.kind != "reg" && o.kind != "regunion") || o.fieldBits < 1 || o.fieldBits > 16) continue;
      uint64_t fixedMask = 0, fixedValue = 0;  // over the field's value bits
      for (const FieldPieceM& p : o.pieces)
        for (int k = 0; k < p.width; ++k) {
          const int w = p.wordLsb + k, v = p.valueLsb + k;
          if (w >= 64 || !(y.mask >> w & 1)) continue;
          fixedMask |= uint64_t(1) << v;
          fixedValue |= (y.match >> w & 1) << v;
        }
      if (!fixedMask) continue;
      bool anyValid = false;
      for (uint64_t val = 0; val < (uint64_t(1) << o.fieldBits) && !anyValid; ++val)
        if ((val & fixedMask) == fixedValue) anyValid = registerValueValid(o, int64_t(val));
      if (!anyValid) return true;
    }
    return false;
  }

  bool registerValueValid(const OperandM& o, int64_t v) const {
    if (o.kind == "reg") return v < m_.regFiles[size_t(o.regFile)].count;
    if (o.unionIndex < 0) return true;
    for (const RegCodesM& c : m_.unions[size_t(o.unionIndex)].members)
      if (v >= c.base && v <= c.lastCode() && (v - c.base) % c.stride == 0) return true;
    return false;
  }

  // A decoder reads the bytes an instruction of each length would take; if the shorter pattern
  // and the longer one's first bytes agree wherever both are fixed, one sequence is both.
  void checkLengthsApart(const InstrM& a, const InstrM& b) {
    const InstrM& s = a.sizeBits < b.sizeBits ? a : b;
    const InstrM& l = a.sizeBits < b.sizeBits ? b : a;
    const int shift = m_.littleEndian ? 0 : l.sizeBits - s.sizeBits;  // the first bytes in memory
    const uint64_t ones = s.sizeBits >= 64 ? ~uint64_t(0) : (uint64_t(1) << s.sizeBits) - 1;
    const uint64_t lMask = (l.mask >> shift) & ones, lMatch = (l.match >> shift) & ones;
    if (((s.match ^ lMatch) & s.mask & lMask) != 0) return;
    err(b.loc, "encodings of '" + a.defName + "' (" + std::to_string(a.sizeBits) + " bits) and '" + b.defName + "' (" +
                   std::to_string(b.sizeBits) + " bits) agree in the bytes they share: word " +
                   hexWord(s.match | lMatch, s.sizeBits) + " starts both; give them a fixed bit that tells them apart");
    PrintNote(a.loc, "'" + a.defName + "' is defined here");
  }

  static std::string hexWord(uint64_t word, int bits) {
    char text[32];
    snprintf(text, sizeof text, "0x%0*llX", (bits + 3) / 4, static_cast<unsigned long long>(word));
    return text;
  }

  // The fewest and most comma-separated operands a syntax takes (optional ones may be left out).
  static std::pair<int, int> operandCounts(const std::string& syntax, const std::vector<OperandM>& ops) {
    int depth = 0, commas = 0;
    for (char c : syntax) {
      if (c == '(') ++depth;
      else if (c == ')') --depth;
      else if (c == ',' && depth == 0) ++commas;
    }
    const int most = syntax.find_first_not_of(" \t") == std::string::npos ? 0 : commas + 1;
    int least = most;
    for (const auto& o : ops) least -= o.optional ? 1 : 0;
    return {least, most};
  }

  // Per comma-separated operand of a syntax, what the assembler can tell apart: "r<file>" for a
  // lone register, "(" for a group with brackets, "v" for any other value.
  static std::vector<std::string> groupKinds(const std::string& syntax, const std::vector<OperandM>& ops) {
    std::vector<std::string> kinds(1, "v");
    int operandsHere = 0;
    std::string lone;
    auto close = [&] {
      if (operandsHere == 1 && kinds.back() != "(" && !lone.empty()) kinds.back() = lone;
    };
    for (size_t i = 0; i < syntax.size(); ++i) {
      const char c = syntax[i];
      if (c == '$') {
        size_t j = i + 1;
        if (j < syntax.size() && syntax[j] == '{') ++j;
        const size_t start = j;
        while (j < syntax.size() && (std::isalnum(static_cast<unsigned char>(syntax[j])) || syntax[j] == '_')) ++j;
        const std::string name = syntax.substr(start, j - start);
        ++operandsHere;
        lone.clear();
        for (const OperandM& o : ops)
          if (o.name == name && o.kind == "reg") lone = "r" + std::to_string(o.regFile);
        i = j - 1;
      } else if (c == '(') {
        kinds.back() = "(";
      } else if (c == ',') {
        close();
        kinds.push_back("v");
        operandsHere = 0;
        lone.clear();
      }
    }
    close();
    return kinds;
  }

  void pseudo(Record* r) {
    PseudoM p;
    p.rec = r;
    p.mnemonic = r->getValueAsString("Mnemonic").str();
    p.syntax = r->getValueAsString("Syntax").str();
    p.summary = r->getValueAsString("Summary").str();
    p.loc = r->getLoc().front();
    if (!parseOperands(r, "Operands", p.operands)) return;
    checkSyntax(r, p.syntax, p.operands);
    optionalOperands(r, p.mnemonic, p.operands);
    // A mnemonic may name several forms when their operand counts tell them apart, or what is
    // written at one operand (a register where the other takes a value, or a bracket).
    const auto shape = operandCounts(p.syntax, p.operands);
    const std::vector<std::string> kinds = groupKinds(p.syntax, p.operands);
    auto clashWith = [&](const std::string& syntax, const std::vector<OperandM>& ops) {
      const auto other = operandCounts(syntax, ops);
      if (!(shape.first <= other.second && other.first <= shape.second)) return false;
      const std::vector<std::string> otherKinds = groupKinds(syntax, ops);
      for (size_t g = 0; g < kinds.size() && g < otherKinds.size(); ++g)
        if (kinds[g] != otherKinds[g] && (kinds[g][0] == 'r' || otherKinds[g][0] == 'r' || kinds[g] == "(" || otherKinds[g] == "("))
          return false;
      return true;
    };
    auto clash = [&](const auto& form) { return clashWith(form.syntax, form.operands); };
    for (auto& in : m_.instrs)
      if (lower(in.mnemonic) == lower(p.mnemonic) && clash(in))
        err(r->getLoc(), "pseudo-instruction '" + p.mnemonic + "' has the mnemonic and operand count of instruction '" +
                             in.defName + "'");
    for (auto& q : m_.pseudos)
      if (lower(q.mnemonic) == lower(p.mnemonic) && clash(q))
        err(r->getLoc(), "pseudo-instruction '" + p.mnemonic + "' is defined twice with the same operand count");
    for (Record* c : r->getValueAsListOfDefs("Cases")) {
      PseudoCaseM pc;
      pc.when = codeExpr(c, "When", SemContext::PseudoWhen, &p.operands);
      if (pc.when.ast == nullptr && !pc.when.text.empty() &&
          pc.when.text.find_first_not_of(" \t\r\n") != std::string::npos)
        continue;
      for (StringRef l : c->getValueAsListOfStrings("Lines")) pc.lines.push_back(l.str());
      p.cases.push_back(std::move(pc));
    }
    if (p.cases.empty()) err(r->getLoc(), "pseudo-instruction '" + p.mnemonic + "' has no cases");
    m_.pseudos.push_back(std::move(p));
  }

  // Words an expansion may use besides mnemonics and $operands: register names and aliases,
  // enum names and named immediate values of every operand kind.
  std::set<std::string> expansionWords() {
    std::set<std::string> words;
    for (const RegFileM& f : m_.regFiles) {
      words.insert(f.names.begin(), f.names.end());
      for (const auto& a : f.aliases) words.insert(a.first);
    }
    for (Record* k : defsOf("Operand")) {
      if (k->getValue("Names"))
        for (StringRef n : k->getValueAsListOfStrings("Names")) words.insert(n.str());
      if (k->getValue("ValueNames"))
        for (StringRef n : k->getValueAsListOfStrings("ValueNames")) words.insert(n.str());
    }
    return words;
  }

  // Checks each expansion line as far as the assembler's tables allow without assembling it:
  // the mnemonic exists, every $name is an operand and every bare word a register or a name.
  // Otherwise the mistake would surface only when a program uses the pseudo-instruction.
  void checkExpansions() {
    std::set<std::string> mnemonics;
    for (const InstrM& in : m_.instrs) mnemonics.insert(lower(in.mnemonic));
    for (const PseudoM& p : m_.pseudos) mnemonics.insert(lower(p.mnemonic));
    const std::set<std::string> words = expansionWords();
    for (const PseudoM& p : m_.pseudos)
      for (const PseudoCaseM& pc : p.cases)
        for (const std::string& line : pc.lines) {
          bool exact = true;
          const SMLoc loc = locateCode(p.rec, line, &exact);
          const std::string why = expansionProblem(line, p, mnemonics, words);
          if (!why.empty()) err(exact ? loc : p.loc, "expansion '" + line + "' of pseudo-instruction '" + p.mnemonic +
                                                         "' " + why);
        }
  }

  static std::string expansionProblem(const std::string& line, const PseudoM& p, const std::set<std::string>& mnemonics,
                                       const std::set<std::string>& words) {
    auto isWordChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; };
    size_t i = line.find_first_not_of(" \t");
    if (i == std::string::npos) return "is empty";
    if (line[i] == '.') return "";  // a directive: the assembler checks it
    size_t end = line.find_first_of(" \t", i);
    const std::string mn = line.substr(i, end == std::string::npos ? std::string::npos : end - i);
    if (!mnemonics.count(lower(mn))) return "uses unknown mnemonic '" + mn + "'";
    for (i = end; i != std::string::npos && i < line.size();) {
      const char c = line[i];
      if (c == '$') {
        size_t j = i + 1 + (i + 1 < line.size() && line[i + 1] == '{');
        size_t b = j;
        while (j < line.size() && (std::isalnum(static_cast<unsigned char>(line[j])) || line[j] == '_')) ++j;
        const std::string name = line.substr(b, j - b);
        if (std::none_of(p.operands.begin(), p.operands.end(), [&](const OperandM& o) { return o.name == name; }))
          return "names '$" + name + "', which is not an operand of '" + p.mnemonic + "'";
        i = j + (j < line.size() && line[j] == '}');
      } else if (c == '%' || std::isdigit(static_cast<unsigned char>(c))) {
        // A relocation operator (%hi) or a number (0x10): the assembler reads those.
        size_t j = i + 1;
        while (j < line.size() && isWordChar(line[j])) ++j;
        i = j;
      } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
        size_t j = i;
        while (j < line.size() && isWordChar(line[j])) ++j;
        const std::string word = line.substr(i, j - i);
        if (!words.count(word)) return "names '" + word + "', which is no register, enum name or named value";
        i = j;
      } else {
        ++i;
      }
    }
    return "";
  }

  const RecordKeeper& rk_;
  TargetModel& m_;
  std::vector<Record*> sorted_;
  int errors_ = 0;
  bool bundledDesc_ = false;  // the description declares bundle formats
};

} // namespace

bool buildModel(const RecordKeeper& records, TargetModel& model) {
  return ModelBuilder(records, model).build();
}

} // namespace hwgen

namespace hwgen {

bool readsState(const Expr& e) {
  if (e.kind == Expr::Name && e.ref.kind == NameRef::State) return true;
  if (e.kind == Expr::Call && e.ref.kind == NameRef::Function) return true;
  for (const auto& a : e.args)
    if (a && readsState(*a)) return true;
  return false;
}

} // namespace hwgen
