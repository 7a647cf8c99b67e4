// Backends that emit a target's C++: the machine state header, the semantics (exec) and the
// description tables with registration.
#include <algorithm>
#include <sstream>

#include <llvm/Support/raw_ostream.h>

#include "gen_util.h"
#include "registry.h"
#include "sem_cpp.h"
#include "sem_print.h"
#include "kc/work_kinds.h"

namespace hwgen {
namespace {

bool anyPositive(const std::vector<int>& v) { return std::any_of(v.begin(), v.end(), [](int c) { return c > 0; }); }

bool isScalarState(const StateM& s) { return s.count.text == "1" || s.count.text.empty(); }

std::string operandCppType(const OperandM& o) {
  if (o.kind == "imm") return cppValueType(SemType::intT(o.bits, o.isSigned));
  if (o.kind == "pcrel") return "uint64_t";
  return "uint32_t";
}

bool usesParams(const Expr& e) {
  if (e.kind == Expr::Name && e.ref.kind == NameRef::Param) return true;
  return std::any_of(e.args.begin(), e.args.end(), [](const ExprP& a) { return usesParams(*a); });
}

// Constraints over operands alone can be checked when the program is assembled.
bool hasAssemblyConstraints(const InstrM& in) {
  return std::any_of(in.constraints.begin(), in.constraints.end(), [](const CodeExpr& c) { return !usesParams(*c.ast); });
}

bool genMachineHeader(const TargetModel& m, llvm::raw_ostream& os) {
  os << generatedBanner(m, "Machine state");
  os << "#pragma once\n\n#include <cstdint>\n#include <vector>\n\n#include \"kc/lane_file.h\"\n#include \"kc/machine.h\"\n\n";
  os << "namespace " << genNamespace(m) << " {\n\n";
  os << "extern const kc::TargetInfo kTarget;\n";
  os << "extern const kc::ExecFn kExec[];\n";
  os << "extern const kc::ExecFn kAfterEach;\n";
  os << "extern const kc::RunTimingFn kRunTiming[][3];  // per instruction: latency, interval, uops\n\n";
  os << "struct State {\n";
  for (const auto& f : m.regFiles) {
    if (f.storage >= 0) continue;
    if (f.vector)
      os << "  kc::sim::LaneFile<" << regStorageType(f) << "> " << cppMember(f.name) << ";  // " << hwdLocation(m, f.loc) << "\n";
    else
      os << "  " << regStorageType(f) << " " << cppMember(f.name) << "[" << f.count << "] = {};  // " << hwdLocation(m, f.loc) << "\n";
  }
  for (const auto& s : m.states) {
    if (isScalarState(s)) os << "  " << stateStorageType(s) << " " << cppMember(s.name) << " = {};\n";
    else os << "  std::vector<" << stateStorageType(s) << "> " << cppMember(s.name) << ";  // " << commentText(s.count.text) << " entries\n";
  }
  os << "};\n\n";
  os << "class TargetMachine final : public kc::Machine {\n public:\n";
  os << "  TargetMachine(const kc::TargetInfo& t, std::vector<int64_t> params);\n";
  os << "  kc::RegValue readLane(int file, int index, int64_t lane) const override;\n";
  os << "  void writeLane(int file, int index, int64_t lane, const kc::RegValue& v) override;\n";
  os << "  void writeState(int state, int64_t index, const kc::RegValue& v) override;\n";
  os << "  State s;\n\n protected:\n  void resetState() override;\n};\n\n";
  os << "} // namespace " << genNamespace(m) << "\n";
  return true;
}

// TableGen names built with !strconcat may hold any character; those get their index as well,
// so two names that differ only in such characters still give two functions.
std::string execName(const InstrM& in, size_t index) {
  const std::string id = cppIdentifier(in.defName);
  return "exec_" + (id == in.defName ? id : id + "_" + std::to_string(index));
}

bool genExec(const TargetModel& m, llvm::raw_ostream& os) {
  os << generatedBanner(m, "Instruction semantics");
  os << "#include <algorithm>\n#include <cmath>\n\n#include \"" << m.name << "_machine.h\"\n#include \"kc/sim_support.h\"\n\n";
  os << "namespace " << genNamespace(m) << " {\nnamespace {\n\n";
  os << "#pragma GCC diagnostic ignored \"-Wunused-variable\"\n";
  os << "#pragma GCC diagnostic ignored \"-Wunused-but-set-variable\"\n";
  os << "#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n\n";
  for (const auto& fn : m.functions) os << "// " << commentText(fn.signature) << "  (" << hwdLocation(m, fn.loc) << ")\n" << cppFunction(m, fn) << "\n";
  for (size_t k = 0; k < m.instrs.size(); ++k) {
    const InstrM& in = m.instrs[k];
    os << "// " << commentText(in.mnemonic) << "  (" << hwdLocation(m, in.loc) << ")\n";
    os << "void " << execName(in, k) << "(kc::Machine& mb, const kc::Decoded& d) {\n";
    os << "  auto& m = static_cast<TargetMachine&>(mb);\n  auto& s = m.s;\n";
    for (size_t i = 0; i < in.operands.size(); ++i) {
      const OperandM& o = in.operands[i];
      os << "  const " << operandCppType(o) << " op_" << o.name << " = static_cast<" << operandCppType(o) << ">(d.ops["
         << i << "]);\n";
    }
    os << cppSemantics(m, in, 2);
    os << "}\n\n";
  }
  // Timing figures that read state, evaluated when the instruction issues.
  for (const auto& in : m.instrs) {
    const std::pair<const CodeExpr*, const char*> figures[] = {{&in.latency, "latency"}, {&in.interval, "interval"}, {&in.uops, "uops"}};
    for (const auto& [ce, what] : figures) {
      if (!ce->ast || !readsState(*ce->ast)) continue;
      os << "// " << in.mnemonic << " " << what << ": " << ce->text << "\n";
      os << "int64_t run_" << what << "_" << in.defName << "(kc::Machine& mb, const int64_t* ops) {\n";
      os << "  auto& m = static_cast<TargetMachine&>(mb);\n  auto& s = m.s;\n  const int64_t* P = m.P;\n";
      os << "  return static_cast<int64_t>(" << cppExpr(m, *ce->ast, CppNames{"P", "ops"}) << ");\n}\n\n";
    }
  }
  const bool afterEach = !m.afterEach.semantics.stmts.empty();
  if (afterEach) {
    os << "// AfterEachInstruction  (" << hwdLocation(m, m.afterEach.semanticsLoc) << ")\n";
    os << "void afterEach(kc::Machine& mb, const kc::Decoded& d) {\n  auto& m = static_cast<TargetMachine&>(mb);\n"
       << "  auto& s = m.s;\n" << cppSemantics(m, m.afterEach, 2) << "}\n\n";
  }
  os << "} // namespace\n\nconst kc::ExecFn kAfterEach = " << (afterEach ? "afterEach" : "nullptr") << ";\n\n";
  os << "const kc::ExecFn kExec[] = {\n";
  for (size_t k = 0; k < m.instrs.size(); ++k) os << "    " << execName(m.instrs[k], k) << ",\n";
  if (m.instrs.empty()) os << "    nullptr,\n";
  os << "};\n\nconst kc::RunTimingFn kRunTiming[][3] = {\n";
  for (const auto& in : m.instrs) {
    os << "    {";
    const std::pair<const CodeExpr*, const char*> figures[] = {{&in.latency, "latency"}, {&in.interval, "interval"}, {&in.uops, "uops"}};
    for (const auto& [ce, what] : figures)
      os << (ce->ast && readsState(*ce->ast) ? "run_" + std::string(what) + "_" + in.defName : std::string("nullptr")) << ", ";
    os << "},\n";
  }
  if (m.instrs.empty()) os << "    {nullptr, nullptr, nullptr},\n";
  os << "};\n\n} // namespace " << genNamespace(m) << "\n";
  return true;
}

void emitOperands(const TargetModel& m, llvm::raw_ostream& os, const std::string& prefix,
                  const std::vector<OperandM>& ops) {
  for (size_t i = 0; i < ops.size(); ++i) {
    const OperandM& o = ops[i];
    os << "const kc::FieldPiece " << prefix << "_p" << i << "[] = {";
    for (const auto& p : o.pieces) os << "{" << p.wordLsb << ", " << p.width << ", " << p.valueLsb << "}, ";
    if (o.pieces.empty()) os << "{0, 0, 0}";
    os << "};\n";
    if (!o.enumNames.empty()) {
      os << "const char* const " << prefix << "_e" << i << "[] = {";
      for (const auto& n : o.enumNames) os << cString(n) << ", ";
      os << "};\n";
    }
    if (o.unionIndex >= 0) {
      os << "const kc::RegCodeInfo " << prefix << "_u" << i << "[] = {";
      for (const RegCodesM& c : m.unions[size_t(o.unionIndex)].members)
        os << "{" << c.regFile << ", " << c.base << ", " << c.first << ", " << c.count << ", " << c.stride << ", " << c.step
           << "}, ";
      os << "};\n";
    }
    if (!o.valueNames.empty()) {
      os << "const char* const " << prefix << "_n" << i << "[] = {";
      for (const auto& n : o.valueNames) os << cString(n.first) << ", ";
      os << "};\nconst int64_t " << prefix << "_v" << i << "[] = {";
      for (const auto& n : o.valueNames) os << "INT64_C(" << n.second << "), ";
      os << "};\n";
    }
  }
  os << "const kc::OperandInfo " << prefix << "_ops[] = {\n";
  for (size_t i = 0; i < ops.size(); ++i) {
    const OperandM& o = ops[i];
    const char* kind = o.kind == "reg"        ? "Register"
                       : o.kind == "imm"      ? "Immediate"
                       : o.kind == "pcrel"    ? "PcRel"
                       : o.kind == "regunion" ? "RegUnion"
                                              : "Enum";
    os << "    {" << cString(o.name) << ", kc::OperandKind::" << kind << ", " << o.regFile << ", " << o.bits << ", "
       << (o.isSigned ? "true" : "false") << ", " << o.scale << ", " << prefix << "_p" << i << ", "
       << o.pieces.size() << ", " << (o.optional ? "true" : "false") << ", " << o.optionalDefault << ", "
       << (o.enumNames.empty() ? "nullptr" : prefix + "_e" + std::to_string(i)) << ", " << o.enumNames.size() << ", "
       << (o.valueNames.empty() ? "nullptr, nullptr" : prefix + "_n" + std::to_string(i) + ", " + prefix + "_v" + std::to_string(i))
       << ", " << o.valueNames.size() << ", " << (o.omitWhenDefault ? "true" : "false") << ", "
       << (o.unionIndex >= 0 ? prefix + "_u" + std::to_string(i) + ", " +
                                   std::to_string(m.unions[size_t(o.unionIndex)].members.size())
                             : std::string("nullptr, 0"))
       << "},\n";
  }
  if (ops.empty()) os << "    {},\n";
  os << "};\n";
}

// A figure evaluated when a program is loaded; one that reads state gets a placeholder here and
// its run-time function in the exec source.
std::string timingFn(const TargetModel& m, const CodeExpr& ce, const std::string& name) {
  std::string body = ce.ast && !readsState(*ce.ast) ? cppExpr(m, *ce.ast, CppNames{"P", "ops"}) : "1";
  return "int64_t " + name + "(const int64_t* P, const int64_t* ops) { return static_cast<int64_t>(" + body + "); }\n";
}

// Whether the instruction's load-time uops can be other than one. Where they cannot (the default
// "1", or a figure only the run-time function computes) InstrInfo::uops stays null, which says
// "one" to the simulator and to the manual's account of micro-operations alike.
bool splitsIntoUops(const InstrM& in) {
  const Expr* e = in.uops.ast.get();
  return e && !readsState(*e) && !(e->kind == Expr::IntLit && e->ival == 1);
}

bool genTables(const TargetModel& m, llvm::raw_ostream& os) {
  os << generatedBanner(m, "Description tables");
  os << "#include <memory>\n\n#include \"" << m.name << "_machine.h\"\n#include \"kc/sim_support.h\"\n\n";
  os << "namespace " << genNamespace(m) << " {\n\nextern const char kDocMarkdown[];\nextern const char kDocJson[];\nextern const char kDocPrompt[];\n\n";
  os << "namespace {\n\n";
  os << "#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n\n";
  // Parameters
  os << "const kc::ParamInfo kParams[] = {\n";
  for (const auto& p : m.params)
    os << "    {" << cString(p.name) << ", " << p.def << ", " << p.min << ", " << p.max << ", " << cString(p.doc) << "},\n";
  if (m.params.empty()) os << "    {},\n";
  os << "};\n\n";
  os << "const char* checkParams(const int64_t* P) {\n";
  for (const auto& p : m.params)
    if (p.constraint.ast)
      os << "  if (!(" << cppExpr(m, *p.constraint.ast, CppNames{"P", ""}) << ")) return "
         << cString(pseudoExpr(*p.constraint.ast)) << ";\n";
  os << "  return nullptr;\n}\n\n";
  // Register files
  for (size_t i = 0; i < m.regFiles.size(); ++i) {
    const auto& f = m.regFiles[i];
    os << "const char* const kRegNames" << i << "[] = {";
    for (const auto& n : f.names) os << cString(n) << ", ";
    os << "};\n";
    os << "const char* const kAliasNames" << i << "[] = {";
    for (const auto& a : f.aliases) os << cString(a.first) << ", ";
    if (f.aliases.empty()) os << "nullptr";
    os << "};\nconst uint16_t kAliasRegs" << i << "[] = {";
    for (const auto& a : f.aliases) os << a.second << ", ";
    if (f.aliases.empty()) os << "0";
    os << "};\n";
  }
  for (size_t i = 0; i < m.regFiles.size(); ++i)
    if (m.regFiles[i].vector && m.regFiles[i].length.ast)
      os << "int64_t regLanes" << i << "(const int64_t* P) { return static_cast<int64_t>("
         << cppExpr(m, *m.regFiles[i].length.ast, CppNames{"P", ""}) << "); }\n";
  os << "const kc::RegFileInfo kRegFiles[] = {\n";
  for (size_t i = 0; i < m.regFiles.size(); ++i) {
    const auto& f = m.regFiles[i];
    os << "    {" << cString(f.name) << ", kRegNames" << i << ", " << f.count << ", " << f.type.bits << ", "
       << cString(f.type.name) << ", " << f.zeroReg << ", kAliasNames" << i << ", kAliasRegs" << i << ", "
       << f.aliases.size() << ", " << (f.storage < 0 ? "offsetof(State, " + cppMember(f.name) + ")" : std::string("0")) << ", "
       << cString(f.doc) << ", " << f.storage << ", " << (f.vector ? "regLanes" + std::to_string(i) : std::string("nullptr"))
       << ", " << f.storageOffset << ", " << f.storageStride << ", " << f.storageSize << "},\n";
  }
  if (m.regFiles.empty()) os << "    {},\n";
  os << "};\n\n";
  // Memories
  for (size_t i = 0; i < m.memories.size(); ++i) {
    const auto& mm = m.memories[i];
    std::string body = mm.size.ast ? cppExpr(m, *mm.size.ast, CppNames{"P", ""}) : "0";
    os << "int64_t memSize" << i << "(const int64_t* P) { return static_cast<int64_t>(" << body << "); }\n";
  }
  os << "const kc::MemoryInfo kMemories[] = {\n";
  for (size_t i = 0; i < m.memories.size(); ++i) {
    const auto& mm = m.memories[i];
    os << "    {" << cString(mm.name) << ", " << cString(mm.type.name) << ", " << mm.type.storageBytes() << ", memSize"
       << i << ", " << (mm.isCode ? "true" : "false") << ", " << cString(mm.doc) << "},\n";
  }
  if (m.memories.empty()) os << "    {},\n";
  os << "};\n\n";
  // Units
  os << "const kc::UnitInfo kUnits[] = {\n";
  for (const auto& u : m.units)
    os << "    {" << cString(u.name) << ", " << u.count << ", " << cString(u.doc) << ", " << u.dispatch << "},\n";
  if (m.units.empty()) os << "    {},\n";
  os << "};\n\n";
  os << "const kc::DispatchInfo kDispatches[] = {\n";
  for (const auto& d : m.dispatches) os << "    {" << cString(d.name) << ", " << d.width << ", " << cString(d.doc) << "},\n";
  if (m.dispatches.empty()) os << "    {},\n";
  os << "};\n\n";
  // Instructions
  for (size_t i = 0; i < m.instrs.size(); ++i) {
    const auto& in = m.instrs[i];
    std::string pre = "kI" + std::to_string(i);
    emitOperands(m, os, pre, in.operands);
    os << timingFn(m, in.latency, pre + "_latency") << timingFn(m, in.interval, pre + "_interval");
    if (splitsIntoUops(in)) os << timingFn(m, in.uops, pre + "_uops");
    if (anyPositive(in.operandLatency)) {
      os << "const uint16_t " << pre << "_writeLatency[] = {";
      for (int c : in.operandLatency) os << c << ", ";
      os << "};\n";
    }
    if (anyPositive(in.operandReadStage)) {
      os << "const uint16_t " << pre << "_readStage[] = {";
      for (int c : in.operandReadStage) os << c << ", ";
      os << "};\n";
    }
    if (anyPositive(in.fileLatency)) {
      os << "const uint16_t " << pre << "_fileLatency[] = {";
      for (int c : in.fileLatency) os << c << ", ";
      os << "};\n";
    }
    if (anyPositive(in.memoryReadStage)) {
      os << "const uint16_t " << pre << "_memoryStage[] = {";
      for (int c : in.memoryReadStage) os << c << ", ";
      os << "};\n";
    }
    if (!in.chains.empty()) {
      os << "const uint16_t " << pre << "_chains[] = {";
      for (int c : in.chains) os << c << ", ";
      os << "};\n";
    }
    if (!in.constraints.empty()) {
      os << "const char* " << pre << "_check(const int64_t* P, const int64_t* ops) {\n";
      for (const auto& c : in.constraints)
        os << "  if (!(" << cppExpr(m, *c.ast, CppNames{"P", "ops"}) << ")) return " << cString(pseudoExpr(*c.ast))
           << ";\n";
      os << "  return nullptr;\n}\n";
    }
    if (hasAssemblyConstraints(in)) {
      os << "const char* " << pre << "_asmcheck(const int64_t* ops) {\n";
      for (const auto& c : in.constraints)
        if (!usesParams(*c.ast))
          os << "  if (!(" << cppExpr(m, *c.ast, CppNames{"P", "ops"}) << ")) return " << cString(pseudoExpr(*c.ast))
             << ";\n";
      os << "  return nullptr;\n}\n";
    }
    os << "const kc::AccessInfo " << pre << "_acc[] = {";
    for (const auto& a : in.accesses) {
      const char* sp = a.space == AccessM::RegFile ? "RegFile" : a.space == AccessM::State ? "State" : "Memory";
      os << "{kc::AccessInfo::" << sp << ", " << a.index << ", " << a.operand << ", " << a.constIndex << ", "
         << (a.write ? "true" : "false") << "}, ";
    }
    if (in.accesses.empty()) os << "{}";
    os << "};\n\n";
  }
  os << "const kc::InstrInfo kInstrs[] = {\n";
  for (size_t i = 0; i < m.instrs.size(); ++i) {
    const auto& in = m.instrs[i];
    std::string pre = "kI" + std::to_string(i);
    char buf[64];
    os << "    {" << cString(in.mnemonic) << ", " << cString(in.syntax) << ", " << pre << "_ops, " << in.operands.size()
       << ", " << (in.sizeBits + 7) / 8 << ", ";
    snprintf(buf, sizeof buf, "UINT64_C(0x%llx), UINT64_C(0x%llx)", static_cast<unsigned long long>(in.match),
             static_cast<unsigned long long>(in.mask));
    os << buf << ", " << in.unit << ", " << pre << "_latency, " << pre << "_interval, kExec[" << i << "], "
       << cString(in.summary) << ", " << cString(hwdLocation(m, in.loc)) << ", " << pre << "_acc, "
       << in.accesses.size() << ", " << (in.constraints.empty() ? "nullptr" : pre + "_check") << ", "
       << (hasAssemblyConstraints(in) ? pre + "_asmcheck" : "nullptr") << ", "
       << (splitsIntoUops(in) ? pre + "_uops" : std::string("nullptr")) << ", kRunTiming[" << i
       << "][0], kRunTiming[" << i << "][1], kRunTiming[" << i << "][2], "
       << (in.chains.empty() ? "nullptr" : pre + "_chains") << ", " << in.chains.size() << ", " << in.delaySlots << ", "
       << (anyPositive(in.operandLatency) ? pre + "_writeLatency" : std::string("nullptr"))
       << ", " << in.slotMask << "u, " << in.variantSlots << "u, " << in.nextVariant << ", "
       << (in.writesPc ? "true" : "false") << ", " << (anyPositive(in.operandReadStage) ? pre + "_readStage" : "nullptr")
       << ", " << (anyPositive(in.fileLatency) ? pre + "_fileLatency" : std::string("nullptr")) << ", "
       << (anyPositive(in.memoryReadStage) ? pre + "_memoryStage" : std::string("nullptr")) << "},\n";
  }
  if (m.instrs.empty()) os << "    {},\n";
  os << "};\n\n";
  // Pseudo-instructions
  for (size_t i = 0; i < m.pseudos.size(); ++i) {
    const auto& p = m.pseudos[i];
    std::string pre = "kP" + std::to_string(i);
    emitOperands(m, os, pre, p.operands);
    for (size_t c = 0; c < p.cases.size(); ++c) {
      const auto& pc = p.cases[c];
      os << "const char* const " << pre << "_c" << c << "[] = {";
      for (const auto& l : pc.lines) os << cString(l) << ", ";
      if (pc.lines.empty()) os << "nullptr";
      os << "};\n";
      if (pc.when.ast)
        os << "bool " << pre << "_w" << c << "(const int64_t* ops) { return " << cppExpr(m, *pc.when.ast, CppNames{"P", "ops"})
           << "; }\n";
    }
    os << "const kc::PseudoCase " << pre << "_cases[] = {\n";
    for (size_t c = 0; c < p.cases.size(); ++c)
      os << "    {" << (p.cases[c].when.ast ? pre + "_w" + std::to_string(c) : "nullptr") << ", " << pre << "_c" << c
         << ", " << p.cases[c].lines.size() << "},\n";
    os << "};\n\n";
  }
  os << "const kc::PseudoInfo kPseudos[] = {\n";
  for (size_t i = 0; i < m.pseudos.size(); ++i) {
    const auto& p = m.pseudos[i];
    std::string pre = "kP" + std::to_string(i);
    os << "    {" << cString(p.mnemonic) << ", " << cString(p.syntax) << ", " << pre << "_ops, " << p.operands.size()
       << ", " << pre << "_cases, " << p.cases.size() << ", " << cString(p.summary) << "},\n";
  }
  if (m.pseudos.empty()) os << "    {},\n";
  os << "};\n\n";
  // Slots and bundle formats
  os << "const kc::SlotInfo kSlots[] = {\n";
  for (const auto& sl : m.slots) os << "    {" << cString(sl.name) << ", " << sl.bits << ", " << sl.nop << ", " << cString(sl.doc) << "},\n";
  if (m.slots.empty()) os << "    {},\n";
  os << "};\n\n";
  for (size_t i = 0; i < m.formats.size(); ++i) {
    const auto& f = m.formats[i];
    os << "const uint8_t kFormatSlots" << i << "[] = {";
    for (int k : f.slots) os << k << ", ";
    os << "};\nconst uint8_t kFormatOffsets" << i << "[] = {";
    for (int k : f.offsets) os << k << ", ";
    os << "};\n";
  }
  os << "const kc::BundleFormatInfo kFormats[] = {\n";
  for (size_t i = 0; i < m.formats.size(); ++i) {
    const auto& f = m.formats[i];
    char halves[128];
    snprintf(halves, sizeof halves, "{UINT64_C(0x%llx), UINT64_C(0x%llx)}, {UINT64_C(0x%llx), UINT64_C(0x%llx)}",
             static_cast<unsigned long long>(static_cast<uint64_t>(f.match)),
             static_cast<unsigned long long>(static_cast<uint64_t>(f.match >> 64)),
             static_cast<unsigned long long>(static_cast<uint64_t>(f.mask)),
             static_cast<unsigned long long>(static_cast<uint64_t>(f.mask >> 64)));
    os << "    {" << cString(f.name) << ", " << f.bits << ", kFormatSlots" << i
       << ", kFormatOffsets" << i << ", " << f.slots.size() << ", " << cString(f.doc) << ", " << halves << "},\n";
  }
  if (m.formats.empty()) os << "    {},\n";
  os << "};\n\n";
  os << "const char* const kCommentStarts[] = {";
  for (const auto& c : m.commentStarts) os << cString(c) << ", ";
  if (m.commentStarts.empty()) os << "nullptr";
  os << "};\n\n";
  os << "const char* const kStatementSeparators[] = {";
  for (const auto& c : m.statementSeparators) os << cString(c) << ", ";
  if (m.statementSeparators.empty()) os << "nullptr";
  os << "};\n\n";
  os << "const char* const kElfAttributes[] = {";
  for (const auto& [tag, value] : m.elfAttributes) os << cString(std::to_string(tag) + "=" + value) << ", ";
  if (m.elfAttributes.empty()) os << "nullptr";
  os << "};\n\n";
  os << "std::unique_ptr<kc::Machine> newMachine(const kc::TargetInfo& t, std::vector<int64_t> params) {\n"
        "  return std::make_unique<TargetMachine>(t, std::move(params));\n}\n\n";
  os << "} // namespace\n\n";
  // Machine members
  os << "TargetMachine::TargetMachine(const kc::TargetInfo& t, std::vector<int64_t> params)\n"
        "    : kc::Machine(t, std::move(params)) {\n  resetState();\n}\n\n";
  os << "void TargetMachine::resetState() {\n  s = State{};\n";
  for (size_t i = 0; i < m.regFiles.size(); ++i)
    if (m.regFiles[i].vector && m.regFiles[i].storage < 0)
      os << "  s." << cppMember(m.regFiles[i].name) << ".reset(" << m.regFiles[i].count << ", regLanes" << i << "(P));\n";
  for (const auto& st : m.states) {
    const std::string reset = "static_cast<" + stateStorageType(st) + ">(INT64_C(" + std::to_string(st.reset) + "))";
    if (!isScalarState(st) && st.count.ast)
      os << "  s." << cppMember(st.name) << ".assign(static_cast<size_t>(" << cppExpr(m, *st.count.ast, CppNames{"P", ""})
         << "), " << (st.reset ? reset : "{}") << ");\n";
    else if (st.reset)
      os << "  s." << cppMember(st.name) << " = " << reset << ";\n";
  }
  os << "}\n\n";
  // Registers by number; a vector register by lane. Callers keep indices in range.
  os << "kc::RegValue TargetMachine::readLane(int file, int index, int64_t lane) const {\n  (void)index;\n  (void)lane;\n"
        "  switch (file) {\n";
  for (size_t i = 0; i < m.regFiles.size(); ++i) {
    const auto& f = m.regFiles[i];
    if (f.storage >= 0) continue;  // read through the memory
    const std::string at = "s." + cppMember(f.name) + (f.vector ? ".at(index, lane)" : "[index]");
    os << "    case " << i << ": return kc::sim::toReg(" << at << ");\n";
  }
  os << "    default: return {};\n  }\n}\n\n";
  os << "void TargetMachine::writeLane(int file, int index, int64_t lane, const kc::RegValue& v) {\n  (void)index;\n"
        "  (void)lane;\n  (void)v;\n  switch (file) {\n";
  for (size_t i = 0; i < m.regFiles.size(); ++i) {
    const auto& f = m.regFiles[i];
    if (f.storage >= 0) continue;
    const std::string at = "s." + cppMember(f.name) + (f.vector ? ".at(index, lane)" : "[index]");
    os << "    case " << i << ": " << at << " = kc::sim::fromReg<" << regStorageType(f) << ">(v); break;\n";
  }
  os << "    default: break;\n  }\n}\n\n";
  os << "void TargetMachine::writeState(int state, int64_t index, const kc::RegValue& v) {\n  (void)index;\n"
        "  (void)v;\n  switch (state) {\n";
  for (size_t i = 0; i < m.states.size(); ++i) {
    const auto& st = m.states[i];
    const std::string at = "s." + cppMember(st.name) + (isScalarState(st) ? "" : "[static_cast<size_t>(index)]");
    os << "    case " << i << ": " << at << " = kc::sim::fromReg<" << stateStorageType(st) << ">(v); break;\n";
  }
  os << "    default: break;\n  }\n}\n\n";
  // State names, for the trace's account of what an instruction waited for.
  if (!m.states.empty()) {
    os << "const char* const kStateNames[] = {";
    for (size_t i = 0; i < m.states.size(); ++i) os << (i ? ", " : "") << cString(m.states[i].name);
    os << "};\n\n";
  }
  // Worked examples of the timing rules, and the loop hardware as the manual's rule prints it.
  os << "const kc::RuleExampleInfo kRuleExamples[] = {\n";
  for (const RuleExampleM& e : m.ruleExamples)
    os << "    {kc::TimingRule::" << e.rule << ", " << cString(e.program) << ", " << cString(e.doc) << "},\n";
  if (m.ruleExamples.empty()) os << "    {},\n";
  os << "};\n\n";
  // Peak rates and memory paths of the roofline bound.
  auto paramFn = [&](const CodeExpr& ce, const std::string& name) {
    os << "int64_t " << name << "(const int64_t* P) { return static_cast<int64_t>("
       << (ce.ast ? cppExpr(m, *ce.ast, CppNames{"P", ""}) : std::string("0")) << "); }\n";
  };
  for (size_t i = 0; i < m.peaks.size(); ++i) {
    paramFn(m.peaks[i].elements, "peakElements" + std::to_string(i));
    paramFn(m.peaks[i].cycles, "peakCycles" + std::to_string(i));
  }
  os << "const kc::PeakInfo kPeaks[] = {\n";
  for (size_t i = 0; i < m.peaks.size(); ++i) {
    const PeakM& p = m.peaks[i];
    kc::WorkKind kind = kc::WorkKind::Mac;
    kc::workKindFromKey(p.work, kind);
    os << "    {kc::WorkKind(" << int(kind) << "), " << cString(p.format) << ", " << p.unit << ", peakElements" << i
       << ", peakCycles" << i << ", " << cString(p.via) << ", " << cString(p.source) << "},\n";
  }
  if (m.peaks.empty()) os << "    {},\n";
  os << "};\n\n";
  for (size_t i = 0; i < m.memoryPaths.size(); ++i) {
    const MemoryPathM& p = m.memoryPaths[i];
    const std::string n = std::to_string(i);
    paramFn(p.readBytes, "pathReadBytes" + n);
    paramFn(p.readCycles, "pathReadCycles" + n);
    paramFn(p.writeBytes, "pathWriteBytes" + n);
    paramFn(p.writeCycles, "pathWriteCycles" + n);
    os << "const uint16_t kPathMemories" << n << "[] = {";
    for (int mem : p.memories) os << mem << ", ";
    os << "};\n";
  }
  os << "const kc::MemoryPathInfo kMemoryPaths[] = {\n";
  for (size_t i = 0; i < m.memoryPaths.size(); ++i) {
    const MemoryPathM& p = m.memoryPaths[i];
    const std::string n = std::to_string(i);
    os << "    {" << cString(p.name) << ", kPathMemories" << n << ", " << p.memories.size() << ", pathReadBytes" << n
       << ", pathReadCycles" << n << ", pathWriteBytes" << n << ", pathWriteCycles" << n << ", " << cString(p.via) << ", "
       << cString(p.source) << ", " << cString(p.doc) << "},\n";
  }
  if (m.memoryPaths.empty()) os << "    {},\n";
  os << "};\n\n";
  const std::string afterEachText = m.afterEach.semantics.stmts.empty() ? "" : pseudoCode(m.afterEach.semantics);
  // The target
  os << "const kc::TargetInfo kTarget = {\n";
  os << "    " << cString(m.name) << ", " << cString(m.title) << ", " << cString(m.summary) << ",\n";
  os << "    kParams, " << m.params.size() << ", kRegFiles, " << m.regFiles.size() << ", kMemories, " << m.memories.size()
     << ", kUnits, " << m.units.size() << ",\n";
  os << "    kInstrs, " << m.instrs.size() << ", kPseudos, " << m.pseudos.size() << ", kCommentStarts, "
     << m.commentStarts.size() << ",\n";
  os << "    " << m.codeAddressUnit << ", " << (m.littleEndian ? "true" : "false") << ", kDocMarkdown, kDocJson, "
     << m.issueWidth << ", " << (m.endCondition == "end-of-code" ? "true" : "false") << ", checkParams, newMachine, "
     << m.states.size() << ", " << (m.numericRegisters ? "true" : "false") << ", " << m.elfMachine << ", "
     << m.addressBits << ", " << m.elfFlags << ", " << cString(m.elfAttributesSection) << ", " << m.elfAttributesType
     << ", " << cString(m.elfAttributesVendor) << ", kElfAttributes, " << m.elfAttributes.size() << ", kDispatches, "
     << m.dispatches.size() << ", " << cString(m.timingExample) << ", kStatementSeparators, "
     << m.statementSeparators.size() << ", " << (m.exposedPipeline ? "true" : "false") << ", kAfterEach, kDocPrompt, kSlots, "
     << m.slots.size() << ", kFormats, " << m.formats.size() << ", " << (m.states.empty() ? "nullptr" : "kStateNames")
     << ", kRuleExamples, " << m.ruleExamples.size() << ", "
     << (afterEachText.empty() ? std::string("nullptr") : cString(afterEachText)) << ", kPeaks, " << m.peaks.size()
     << ", kMemoryPaths, " << m.memoryPaths.size() << ", " << cString(m.bundleSeparator) << ", "
     << (m.printSlotNops ? "true" : "false") << "};\n\n";
  os << "static kc::TargetRegistration registration(kTarget);\n\n";
  os << "} // namespace " << genNamespace(m) << "\n";
  return true;
}

GenRegistration machineHeaderGen("machine-header", "C++ header with the target's machine state", genMachineHeader);
GenRegistration execGen("exec", "C++ instruction semantics", genExec);
GenRegistration tablesGen("tables", "C++ description tables, machine members and registration", genTables);

} // namespace
} // namespace hwgen
