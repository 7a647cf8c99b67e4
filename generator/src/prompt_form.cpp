#include "prompt_form.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <sstream>

#include "doc_bundles.h"
#include "doc_text.h"
#include "doc_timing.h"
#include "prompt_families.h"
#include "prompt_lines.h"
#include "sem_print.h"

namespace hwgen {
namespace {

std::string trimmed(const std::string& s) {
  const size_t b = s.find_first_not_of(" \n");
  return b == std::string::npos ? "" : s.substr(b, s.find_last_not_of(" \n") + 1 - b);
}

std::string withStop(const std::string& s) {
  if (s.empty() || s.back() == '.') return s;
  return s + ".";
}

void parameters(const TargetModel& m, std::ostream& os) {
  if (m.params.empty()) return;
  os << "- Parameters (a hardware configuration may set them within their range; the defaults are shown, and "
        "every `= N` in this text is a value at the defaults):\n";
  std::string plain;
  for (const auto& p : m.params) {
    const bool anyRange = p.min != 1 || p.max != INT32_MAX;
    const std::string head = "`" + p.name + "` = " + std::to_string(p.def) +
                             (anyRange ? " (" + std::to_string(p.min) + ".." + std::to_string(p.max) + ")" : "");
    if (p.doc.empty() && !p.constraint.ast) {
      plain += (plain.empty() ? "" : ", ") + head;
      continue;
    }
    os << "  - " << head << ": " << withStop(p.doc)
       << (p.constraint.ast ? " Must satisfy `" + pseudoExpr(*p.constraint.ast) + "`." : "") << "\n";
  }
  if (!plain.empty()) os << "  - Also " << plain << ".\n";
}

// "zero ra sp ..., also x0..x31" when the names are not the file's prefix and number.
std::string registerNames(const RegFileM& f) {
  bool numbered = true;
  for (int i = 0; i < f.count; ++i) numbered = numbered && f.names[i] == f.prefix + std::to_string(i);
  std::string s;
  if (numbered) {
    s = "`" + f.names.front() + "`..`" + f.names.back() + "`";
  } else {
    for (const auto& n : f.names) s += (s.empty() ? "`" : " `") + n + "`";
  }
  // Aliases that number the registers in order read as one range.
  std::vector<bool> numberAlias(f.aliases.size(), false);
  int inOrder = 0;
  for (size_t a = 0; a < f.aliases.size(); ++a)
    if (f.aliases[a].first == f.prefix + std::to_string(f.aliases[a].second)) numberAlias[a] = true, ++inOrder;
  if (!numbered && inOrder == f.count) s += ", also `" + f.prefix + "0`..`" + f.prefix + std::to_string(f.count - 1) + "`";
  else std::fill(numberAlias.begin(), numberAlias.end(), false);
  std::string rest;
  for (size_t a = 0; a < f.aliases.size(); ++a)
    if (!numberAlias[a]) rest += (rest.empty() ? "" : " ") + ("`" + f.aliases[a].first + "`=`" + f.names[f.aliases[a].second] + "`");
  return rest.empty() ? s : s + "; aliases " + rest;
}

void machine(const TargetModel& m, std::ostream& os) {
  os << "## Machine\n\n";
  parameters(m, os);
  os << "- Register files:\n";
  for (const auto& f : m.regFiles) {
    os << "  - `" << f.name << "`: " << f.count << " x "
       << (f.storageStride ? storageLayout(f) : (f.vector ? exprAndValue(m, f.length) + " lanes of " : "") + f.type.name)
       << ", " << registerNames(f) << ".";
    if (f.zeroReg >= 0) os << " `" << f.names[f.zeroReg] << "` reads as zero; writes to it are ignored.";
    if (!f.doc.empty()) os << " " << withStop(f.doc);
    os << "\n";
  }
  if (m.numericRegisters) os << "  - A bare number also names a register (`0` is the first of the file the operand takes).\n";
  if (!m.states.empty()) {
    os << "- Special state:\n";
    for (const StateM& s : m.states) {
      const bool one = s.count.ast && s.count.ast->kind == Expr::IntLit && s.count.ast->ival == 1;
      os << "  - `" << s.name << "`: " << (one ? "" : exprAndValue(m, s.count) + " x ") << s.type.name << "."
         << (s.doc.empty() ? "" : " " + withStop(s.doc)) << "\n";
    }
  }
  os << "- Memories (an address counts units of the memory's format):\n";
  for (const auto& mm : m.memories)
    os << "  - `" << mm.name << "`: " << exprAndValue(m, mm.size) << " x " << mm.type.name << "."
       << (mm.isCode ? " Holds the program." : "") << (mm.doc.empty() ? "" : " " + withStop(mm.doc)) << "\n";
  std::set<std::string> used;
  for (const auto& f : m.regFiles) used.insert(f.type.name);
  for (const auto& s : m.states) used.insert(s.type.name);
  for (const auto& mm : m.memories) used.insert(mm.type.name);
  std::string formats;
  for (const auto& t : m.elemTypes) {
    if (!(t.kind == ElemType::MX || (t.kind == ElemType::Float && used.count(t.name)))) continue;
    formats += "  - `" + t.name + "`: " + withStop(t.doc);
    auto block = m.mxBlocks.find(t.name);
    if (t.kind == ElemType::MX && block != m.mxBlocks.end())
      formats += " Blocks of " + exprAndValue(m, block->second) + " `" + t.mxElem + "` elements share one `" + t.mxScale +
                 "` scale.";
    formats += "\n";
  }
  if (!formats.empty()) os << "- Formats:\n" << formats;
  std::set<int> sizes;
  for (const auto& in : m.instrs) sizes.insert(in.sizeBits);
  os << "- The program counter counts " << (m.codeAddressUnit == 1 ? "bytes" : std::to_string(m.codeAddressUnit) + "-byte words")
     << (m.bundled() ? "; bundles are " : "; instructions are ");
  if (m.bundled()) {
    sizes.clear();
    for (const auto& f : m.formats) sizes.insert(f.bits);
  }
  for (auto it = sizes.begin(); it != sizes.end(); ++it) os << (it == sizes.begin() ? "" : " or ") << *it;
  os << " bits.\n\n";
}

// What each function that a timing figure calls means, once for the whole prompt form: the
// instruction lines show the calls alone.
void timingFunctions(const TargetModel& m, std::ostream& os) {
  const std::vector<std::string> docs = timingFunctionDocs(m);
  if (docs.empty()) return;
  os << "- Functions the instructions' timing calls:\n";
  for (const std::string& d : docs) os << "  - " << d << "\n";
}

void timingModel(const TargetModel& m, std::ostream& os) {
  if (m.units.empty()) {
    std::ostringstream functions;
    timingFunctions(m, functions);
    if (!functions.str().empty()) os << "## Timing\n\n" << functions.str() << "\n";
    return;
  }
  os << "## Timing\n\n";
  if (m.exposedPipeline) {
    os << "- Exposed pipeline: one " << m.issueStep() << " issues every cycle, in program "
          "order, and nothing ever waits. A register write becomes visible `latency` cycles after its instruction "
          "issues (or after its operand's own "
          "cycles, where a line says `rd after N`); until then reads get the old value, so a program must put enough "
          "instructions or `nop`s between a write and its reads. State and memory writes land after `latency` too; "
          "an operand a line marks `reads x at N` is read N cycles after issue.\n";
  } else {
    os << "- In order, up to " << m.issueWidth << " instruction" << (m.issueWidth > 1 ? "s" : "")
       << " per cycle; an instruction that has to wait holds back every later one. An instruction is `uops` "
          "micro-operations (1 unless its line says otherwise); each keeps a copy of its unit busy for `interval` "
          "cycles (1 unless stated), and the results are ready `latency` cycles after the last one issues.\n"
          "- An instruction waits for the registers and state it reads or writes that earlier instructions are still "
          "writing, and for earlier writes still in flight to the memory it reads, range by range";
    for (const auto& f : m.regFiles)
      if (f.storage >= 0) os << " (`" << f.name << "`, kept in `" << f.storageName << "`, byte by byte)";
    os << ". A write to memory never waits. Reads do not delay later writes.\n";
  }
  os << "- Units:\n";
  for (const UnitM& u : m.units)
    os << "  - `" << u.name << "`" << (u.count > 1 ? " x" + std::to_string(u.count) : "")
       << (u.dispatch >= 0 ? " (via `" + m.dispatches[u.dispatch].name + "`)" : "") << (u.doc.empty() ? "" : ": " + u.doc)
       << "\n";
  for (const auto& d : m.dispatches)
    os << "- Dispatch stage `" << d.name << "`: at most " << d.width << " micro-operations per cycle leave it, in "
       << "program order." << (d.doc.empty() ? "" : " " + withStop(d.doc)) << "\n";
  std::set<int> chained;
  for (const auto& in : m.instrs) chained.insert(in.chains.begin(), in.chains.end());
  if (!chained.empty()) {
    os << "- Chained state (";
    for (auto it = chained.begin(); it != chained.end(); ++it)
      os << (it == chained.begin() ? "`" : ", `") << m.states[*it].name << "`";
    os << "): instructions that update it in a chain do not wait for each other; other readers and writers wait "
          "for the last update.\n";
  }
  bool runtimeCosts = false;
  for (const auto& in : m.instrs)
    for (const CodeExpr* ce : {&in.latency, &in.interval, &in.uops}) runtimeCosts |= ce->ast && readsState(*ce->ast);
  if (runtimeCosts) os << "- Timing expressions that read state or call functions are evaluated as the instruction issues.\n";
  timingFunctions(m, os);
  bool delays = false;
  for (const auto& in : m.instrs) delays = delays || in.delaySlots > 0;
  if (delays)
    os << "- A branch with delay slots (its line says how many) takes effect after that many further "
       << m.issueStep() << "s have run; a branch inside a delay slot traps.\n";
  if (!m.afterEach.semantics.stmts.empty()) {
    const std::string step = m.issueStep();
    os << "- After every " << step << ", at no cost (`pc` is the address of the " << step << " that ran; assigning it "
          "chooses the next): `" << oneLineCode(m.afterEach.semantics) << "`\n";
  }
  os << "- `read_docs{Performance model}` states every timing rule with a worked example run through the simulator.\n";
  os << "\n";
}

void kernelAbi(const TargetModel& m, std::ostream& os) {
  os << "## Kernel ABI\n\n";
  if (!m.abiInputs.empty()) os << "- Inputs: " << m.abiInputs << "\n";
  if (!m.abiOutputs.empty()) os << "- Outputs: " << m.abiOutputs << "\n";
  os << "- Ending: " << (m.abiEnding.empty() ? std::string() : m.abiEnding + " ")
     << (m.endCondition == "end-of-code" ? "A run ends normally when the program counter passes the last instruction."
                                          : "A run ends normally only when an instruction halts the machine.")
     << "\n\n";
}

void assembly(const TargetModel& m, const std::map<std::string, std::string>& usual, std::ostream& os) {
  os << "## Assembly\n\n- A statement is `label:`, an instruction `mnemonic op1, op2, ...` or a directive; mnemonics "
        "and register names are case-insensitive. Comments start with";
  for (const auto& c : m.commentStarts) os << " `" << c << "`";
  if (!m.statementSeparators.empty()) {
    os << "; `";
    for (const auto& c : m.statementSeparators) os << c;
    os << "` separates statements on one line";
  }
  os << ".\n";
  bundlePromptItems(m, os);
  os << kAssemblySyntaxMarker << "\n";
  os << "- Operands by name (a line notes an operand of another kind):\n";
  std::istringstream items(usualOperandKindItems(m, usual));
  for (std::string item; std::getline(items, item);) os << "  " << item << "\n";
  os << "\n";
}

void instructions(const TargetModel& m, const std::map<std::string, std::string>& usual, std::ostream& os) {
  os << "## Instructions\n\n"
        "One line per instruction: `syntax` (operands of an unusual kind): effect (unit latency, further timing). "
        "`[, op]` is an optional operand. Variants of one operation share a line: `a|b|c` are their mnemonics and "
        "`{x|y|z}` gives, in the same order, where their operands, effects or timing differ. An effect is the "
        "instruction's summary or its semantics: `rf[i]` is register i of file rf, `mem[a]` the unit at address a of "
        "a memory, `pc` the instruction's address (assigning it branches) and `pc_next` the next one's; integers "
        "wrap to their width, narrower floats compute in f32 and round when stored.";
  if (!timingFunctionDocs(m).empty()) os << " The functions a timing calls are explained under Timing.";
  os << "\n\n";
  std::map<std::string, std::vector<const InstrM*>> groups;
  std::vector<std::string> order;
  std::set<std::pair<std::string, std::string>> listed;  // slot variants share their first one's line
  for (const auto& in : m.instrs) {
    if (m.bundled() && !listed.insert({in.mnemonic, in.syntax}).second) continue;
    const std::string g = in.group.empty() ? "Instructions" : in.group;
    if (!groups.count(g)) order.push_back(g);
    groups[g].push_back(&in);
  }
  for (const auto& g : order) {
    os << "### " << g << "\n\n";
    for (const auto& family : instructionFamilies(groups[g])) os << promptLine(m, usual, family);
    os << "\n";
  }
}

void pseudos(const TargetModel& m, std::ostream& os) {
  if (m.pseudos.empty()) return;
  os << "## Pseudo-instructions\n\nThe assembler expands each into the instructions after `->` (` / ` between "
        "them; the first case whose condition holds).\n\n";
  for (const auto& p : m.pseudos) {
    os << "- `" << cleanSyntax(syntaxLine(p.mnemonic, p.syntax, p.operands)) << "` ->";
    for (size_t c = 0; c < p.cases.size(); ++c) {
      const PseudoCaseM& pc = p.cases[c];
      os << (c ? "; " : " ");
      if (pc.when.ast) os << "if " << pseudoExpr(*pc.when.ast) << ": ";
      else if (c) os << "else: ";
      os << "`";
      for (size_t l = 0; l < pc.lines.size(); ++l) os << (l ? " / " : "") << cleanSyntax(pc.lines[l]);
      os << "`";
    }
    os << (p.summary.empty() ? "" : ": " + p.summary) << "\n";
  }
  os << "\n";
}

} // namespace

std::string promptMarkdown(const TargetModel& m) {
  std::ostringstream os;
  os << "# " << m.title << " (`" << m.name << "`) instruction set: prompt form\n\n";
  if (!m.summary.empty()) os << m.summary << "\n\n";
  const auto usual = usualOperandKinds(m);
  machine(m, os);
  timingModel(m, os);
  kernelAbi(m, os);
  assembly(m, usual, os);
  // The description's own sections explain conventions its instructions rely on (vtype, masks,
  // the memory map), which the lines below cannot.
  for (const auto& d : m.docSections) os << "## " << d.title << "\n\n" << trimmed(d.body) << "\n\n";
  instructions(m, usual, os);
  pseudos(m, os);
  os << "`read_docs{}` without a name lists the full manual's sections and instruction groups with their sizes; "
        "`read_docs{name}` shows an instruction's full entry (operands, encoding, semantics, timing, examples), a "
        "group or a section";
  if (!m.functions.empty()) os << " (helper functions such as `" << m.functions.front().name << "` too)";
  os << "; `grep_docs{pattern}` searches the full manual.\n";
  return os.str();
}

} // namespace hwgen
