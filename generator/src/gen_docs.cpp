// Backends for the ISA manual: Markdown for people and prompts, a JSON index for doc search,
// and both embedded in the target library.
#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

#include <llvm/Support/raw_ostream.h>
#include <nlohmann/json.hpp>

#include "doc_bundles.h"
#include "doc_nesting.h"
#include "doc_text.h"
#include "doc_timing.h"
#include "gen_util.h"
#include "prompt_form.h"
#include "registry.h"
#include "sem_check.h"
#include "sem_print.h"

namespace hwgen {
namespace {

// Bit fields from the most significant bit down, as "31..28 rmask[3:0]".
std::vector<std::pair<std::string, std::string>> encodingFields(const InstrM& in) {
  std::vector<int> owner(in.sizeBits, -1);  // -1 unset, -2 constant, k operand
  std::vector<int> valueBit(in.sizeBits, 0);
  for (int b = 0; b < in.sizeBits; ++b)
    if ((in.mask >> b) & 1) owner[b] = -2;
  for (size_t k = 0; k < in.operands.size(); ++k)
    for (const auto& p : in.operands[k].pieces)
      for (int i = 0; i < p.width; ++i) owner[p.wordLsb + i] = int(k), valueBit[p.wordLsb + i] = p.valueLsb + i;
  std::vector<std::pair<std::string, std::string>> fields;
  for (int hi = in.sizeBits - 1; hi >= 0;) {
    int lo = hi;
    while (lo > 0 && owner[lo - 1] == owner[hi] &&
           (owner[hi] < 0 || valueBit[lo - 1] == valueBit[lo] - 1))
      --lo;
    std::string bits = hi == lo ? std::to_string(hi) : std::to_string(hi) + ".." + std::to_string(lo);
    std::string what;
    if (owner[hi] == -1) {
      what = "0";
    } else if (owner[hi] == -2) {
      uint64_t v = (in.match >> lo) & ((uint64_t(1) << (hi - lo + 1)) - 1);
      what = binaryDigits(v, hi - lo + 1);
    } else {
      const OperandM& o = in.operands[owner[hi]];
      int vhi = valueBit[hi], vlo = valueBit[lo];
      what = o.name + (o.fieldBits == 1 ? "" : "[" + std::to_string(vhi) + (vhi == vlo ? "" : ":" + std::to_string(vlo)) + "]");
    }
    fields.push_back({bits, what});
    hi = lo - 1;
  }
  return fields;
}

std::string anchor(const std::string& mnemonic) {
  std::string a;
  for (char c : mnemonic) a += static_cast<char>(std::tolower(static_cast<unsigned char>(c == '.' ? '-' : c)));
  return a;
}

// An instruction's anchor; a slot variant of an earlier instruction (same mnemonic, syntax and
// operand kinds) adds its slot, another form of the mnemonic its definition's name.
std::string entryAnchor(const TargetModel& m, const InstrM& in) {
  for (const InstrM& other : m.instrs) {
    if (&other == &in) break;
    if (other.mnemonic != in.mnemonic) continue;
    bool variant = other.syntax == in.syntax && other.operands.size() == in.operands.size();
    for (size_t k = 0; variant && k < in.operands.size(); ++k) variant = other.operands[k].kindName == in.operands[k].kindName;
    if (!variant) return anchor(in.mnemonic) + "-" + anchor(in.defName);
    for (size_t k = 0; k < m.slots.size(); ++k)
      if (in.slotMask >> k & 1) return anchor(in.mnemonic) + "-" + anchor(m.slots[k].name);
  }
  return anchor(in.mnemonic);
}

// The performance section: the units and dispatch stages the timing rules refer to, the
// description's worked example, and a marker that kc::manualMarkdown replaces with the rules. The
// rules are written at run time from TargetInfo, the tables the simulator itself runs on, so that
// what the manual says and what the simulator does cannot drift apart; nothing here restates them.
void performanceModel(const TargetModel& m, std::ostream& os) {
  os << "\n## Performance model\n\n";
  os << "The simulator counts cycles by the rules in the sub-sections below. Each states one rule as it applies to "
        "this machine and runs a short program through the simulator, with the default parameters, to show it, "
        "in the lines `kernelcraft sim --trace` and the agents' trace tool print: the cycle each "
     << m.issueStep() << " issued in, its address and the " << m.issueStep()
     << (m.exposedPipeline || m.bundled() ? "" : ", its unit and micro-operations, the cycle its results are ready, and "
                                                 "the cycles it waited beyond in-order issue with what it waited for")
     << ".\n\n";
  if (m.exposedPipeline) {
    os << "| unit | meaning |\n|---|---|\n";
    for (const auto& u : m.units) os << "| `" << u.name << "` | " << u.doc << " |\n";
  } else {
    os << "| unit | copies | dispatch stage | meaning |\n|---|---|---|---|\n";
    for (const auto& u : m.units)
      os << "| `" << u.name << "` | " << u.count << " | "
         << (u.dispatch >= 0 ? "`" + m.dispatches[u.dispatch].name + "`" : "-") << " | " << u.doc << " |\n";
    if (!m.dispatches.empty()) {
      os << "\n| dispatch stage | width | meaning |\n|---|---|---|\n";
      for (const auto& d : m.dispatches) os << "| `" << d.name << "` | " << d.width << " | " << d.doc << " |\n";
    }
  }
  os << "\n";
  if (!m.timingExample.empty()) os << "<!-- kc:timing-example -->\n\n";
  os << "<!-- kc:timing-rules -->\n";
  // Written at run time from the same tables the roofline bound reads (kc/peak_rates.h).
  if (!m.peaks.empty() || !m.memoryPaths.empty()) os << "\n<!-- kc:peak-rates -->\n";
}

// `word` appears in `text` as a whole identifier.
bool containsWord(const std::string& text, const std::string& word) {
  auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1))
    if ((at == 0 || !ident(text[at - 1])) && (at + word.size() == text.size() || !ident(text[at + word.size()])))
      return true;
  return false;
}

std::string markdown(const TargetModel& m) {
  std::ostringstream os;
  auto defs = defaults(m);
  os << "# " << m.title << " (`" << m.name << "`) instruction set\n\n";
  if (!m.summary.empty()) os << m.summary << "\n\n";
  os << "This manual is generated from `" << baseName(m.hwdFile) << "`.";
  if (!m.sources.empty()) {
    os << " The description follows:\n\n";
    for (const auto& s : m.sources) os << "- " << s << "\n";
  }
  os << "\n\n## Overview\n\n";
  os << "- Instructions: " << m.instrs.size() << " (plus " << m.pseudos.size() << " pseudo-instructions)\n";
  os << "- Program counter: counts " << (m.codeAddressUnit == 1 ? "bytes" : std::to_string(m.codeAddressUnit) + "-byte words")
     << "; " << (m.littleEndian ? "little" : "big") << "-endian instruction words\n";
  if (m.bundled()) os << "- Issue: in order, one bundle of instructions per cycle";
  else os << "- Issue: in order, up to " << m.issueWidth << " instruction" << (m.issueWidth > 1 ? "s" : "") << " per cycle";
  os
     << (m.exposedPipeline ? "; exposed pipeline: results become visible only after their latency" : "") << "\n";
  os << (m.bundled() ? "- Assembly: one bundle per line, its instructions `MNEMONIC op1, op2, ...` separated by `;` "
                       "(see Bundles); comments start with"
                     : "- Assembly: one instruction per line, `MNEMONIC op1, op2, ...`; comments start with");
  for (const auto& c : m.commentStarts) os << " `" << c << "`";
  if (!m.statementSeparators.empty()) {
    os << "; several statements may share a line, separated by";
    for (const auto& c : m.statementSeparators) os << " `" << c << "`";
  }
  os << "; labels, expressions, `-D` symbols, macros, `.rept`, conditions, `.include` and data: see Assembly syntax.\n\n";
  // kc::manualMarkdown puts the assembler's own section here, with examples in this target's instructions.
  os << "<!-- kc:assembly-syntax-section -->\n\n";

  os << "## Parameters\n\nA hardware configuration may override these at run time within their range.\n\n";
  os << "| name | default | range | meaning |\n|---|---|---|---|\n";
  for (const auto& p : m.params)
    os << "| `" << p.name << "` | " << p.def << " | " << p.min << "..." << p.max << " | " << p.doc
       << (p.constraint.ast ? " Must satisfy `" + pseudoExpr(*p.constraint.ast) + "`." : "") << " |\n";

  // The formats this target uses: its registers', states' and memories', those its semantics name
  // (casts, bitcasts, typed locals), its peak rates', and its MX formats with their parts.
  std::set<std::string> usedTypes;
  for (const auto& f : m.regFiles) usedTypes.insert(f.type.name);
  for (const auto& s : m.states) usedTypes.insert(s.type.name);
  for (const auto& mm : m.memories) usedTypes.insert(mm.type.name);
  for (const auto& p : m.peaks) usedTypes.insert(p.format);
  std::string code = m.afterEach.semanticsText;
  for (const auto& in : m.instrs) code += "\n" + in.semanticsText;
  for (const auto& f : m.functions) code += "\n" + f.signature + "\n" + f.bodyText;
  for (const auto& t : m.elemTypes)
    if (containsWord(code, t.name)) usedTypes.insert(t.name);
  // MX formats are the target's own (the vocabulary defines none): each is listed with its parts.
  for (const auto& t : m.elemTypes)
    if (t.kind == ElemType::MX) usedTypes.insert({t.name, t.mxElem, t.mxScale});
  os << "\n## Data formats\n\n| format | bits | meaning |\n|---|---|---|\n";
  for (const auto& t : m.elemTypes)
    if (usedTypes.count(t.name)) {
      std::string meaning = t.doc.empty() ? (t.kind == ElemType::Int ? "signed integer" : t.kind == ElemType::UInt ? "unsigned integer" : "") : t.doc;
      auto block = m.mxBlocks.find(t.name);
      if (t.kind == ElemType::MX && block != m.mxBlocks.end())
        meaning += std::string(meaning.empty() ? "" : " ") + "Each block of " + exprWithValue(m, block->second) + " `" +
                   t.mxElem + "` elements shares one `" + t.mxScale + "` scale.";
      os << "| `" << t.name << "` | " << t.bits << " | " << meaning << " |\n";
    }

  os << "\n## Register files\n\n| file | registers | format | notes |\n|---|---|---|---|\n";
  for (const auto& f : m.regFiles) {
    os << "| `" << f.name << "` | `" << f.names.front() << "`..`" << f.names.back() << "` (" << f.count << ") | "
       << (f.storageStride ? storageLayout(f) : (f.vector ? exprWithValue(m, f.length) + " lanes of " : "") + "`" + f.type.name + "`")
       << " | " << f.doc;
    if (f.vector) os << " A lane is `" << f.name << "[reg][lane]` in semantics.";
    if (f.zeroReg >= 0) os << " `" << f.names[f.zeroReg] << "` always reads as zero; writes to it are ignored.";
    if (!f.aliases.empty()) {
      os << " Aliases:";
      for (const auto& a : f.aliases) os << " `" << a.first << "`=`" << f.names[a.second] << "`";
    }
    os << " |\n";
  }
  if (!m.states.empty()) {
    os << "\n## Special state\n\n| name | format | entries | meaning |\n|---|---|---|---|\n";
    for (const auto& s : m.states) os << "| `" << s.name << "` | `" << s.type.name << "` | " << exprWithValue(m, s.count) << " | " << s.doc << " |\n";
  }
  os << "\n## Memories\n\nAddresses count addressable units (elements of the memory's format).\n\n";
  os << "| memory | unit format | size (units) | notes |\n|---|---|---|---|\n";
  for (const auto& mm : m.memories)
    os << "| `" << mm.name << "` | `" << mm.type.name << "` | " << exprWithValue(m, mm.size) << " | "
       << (mm.isCode ? "Holds the program. " : "") << mm.doc << " |\n";
  bundleSection(m, os);
  if (!m.units.empty()) performanceModel(m, os);
  os << "\n## Kernel ABI\n\n";
  if (!m.abiInputs.empty()) os << "**Inputs.** " << m.abiInputs << "\n\n";
  if (!m.abiOutputs.empty()) os << "**Outputs.** " << m.abiOutputs << "\n\n";
  os << "**Ending.** " << (m.abiEnding.empty() ? std::string() : m.abiEnding + " ")
     << (m.endCondition == "end-of-code" ? "A run ends normally when the program counter passes the last instruction."
                                          : "A run ends normally only when an instruction halts the machine.")
     << "\n\n";
  for (const auto& d : m.docSections) os << "## " << d.title << "\n\n" << d.body << "\n\n";

  os << "## Semantics notation\n\n"
        "Semantics are written in KernelCraft's semantics language: `let` declares a local, `for i in a .. b` "
        "counts from a up to b-1, `rf[i]` is register i of a register file, `mem[a]` is the element at address a "
        "of a memory, `pc` is this instruction's address and assigning it branches, `pc_next` is the address of the "
        "next instruction. Arithmetic on narrow float formats happens in f32; a value is rounded (to nearest, ties to "
        "even) when it is stored into a register or memory of a narrower format or converted with `bf16(x)` etc. "
        "Integer values wrap to their width. `return` ends an instruction early. `load(mem, a, n)` and "
        "`store(mem, a, n, v)` move n bytes of a byte memory in the target's byte order; `sext(x, w)` and "
        "`zext(x, w)` extend from bit w-1. `fp_round(mode)` sets the rounding of the float operations that follow "
        "(0 to nearest even, 1 toward zero, 2 down, 3 up), `fp_clear()` and `fp_flags()` clear and read the IEEE "
        "exception flags raised since (16 invalid, 8 divide by zero, 4 overflow, 2 underflow, 1 inexact).\n\n";

  if (!m.functions.empty()) {
    os << "## Helper functions\n\nInstruction semantics call these functions of the description.\n\n";
    for (const auto& f : m.functions) {
      os << "<a id=\"fn-" << anchor(f.name) << "\"></a>\n### " << f.signature << "\n\n";
      if (!f.summary.empty()) os << f.summary << "\n\n";
      os << "```\n" << pseudoCode(f.body) << "```\n\n";
    }
  }

  std::map<std::string, std::vector<const InstrM*>> groups;
  std::vector<std::string> order;
  for (const auto& in : m.instrs) {
    std::string g = in.group.empty() ? "Instructions" : in.group;
    if (!groups.count(g)) order.push_back(g);
    groups[g].push_back(&in);
  }
  // Each group is a sub-section that opens with its table of instructions, so that a group can be
  // read (or served as a resource) on its own; ungrouped instructions sit directly in the section.
  const bool grouped = order.size() > 1 || (!order.empty() && order.front() != "Instructions");
  const std::string entryLevel = grouped ? "####" : "###";
  os << "## Instructions\n\n";
  if (grouped)
    os << "The " << m.instrs.size() << " instructions in " << order.size() << " groups. Each group starts with a "
          "table of its instructions; an entry gives the syntax, operands, encoding, semantics and timing.\n\n";
  for (const auto& g : order) {
    if (grouped) os << "### " << g << "\n\n";
    os << "| instruction | syntax | summary |\n|---|---|---|\n";
    for (const InstrM* in : groups[g])
      os << "| [`" << in->mnemonic << "`](#" << entryAnchor(m, *in) << ") | `" << cleanSyntax(syntaxLine(*in)) << "` | "
         << in->summary << " |\n";
    os << "\n";
    for (const InstrM* inp : groups[g]) {
      const InstrM& in = *inp;
      os << "<a id=\"" << entryAnchor(m, in) << "\"></a>\n" << entryLevel << " " << in.mnemonic << " — " << in.summary
         << "\n\n";
      os << "```\n" << cleanSyntax(syntaxLine(in)) << "\n```\n\n";
      if (!in.description.empty()) os << in.description << "\n\n";
      if (!in.operands.empty()) {
        os << "| operand | kind | notes |\n|---|---|---|\n";
        for (const auto& o : in.operands)
          os << "| `" << o.name << "` | " << operandKindText(m, o) << " | " << o.doc
             << (o.unsupportedDoc.empty() ? "" : (o.doc.empty() ? "" : " ") + o.unsupportedDoc)
             << (o.optional ? " " + optionalText(o) : "") << " |\n";
        os << "\n";
      }
      os << "Encoding (" << in.sizeBits << " bits" << (m.bundled() ? ", in a slot " + slotNames(m, in) + " of a bundle" : "")
         << "):\n\n";
      auto fields = encodingFields(in);
      os << "|";
      for (auto& f : fields) os << " " << f.first << " |";
      os << "\n|";
      for (size_t i = 0; i < fields.size(); ++i) os << "---|";
      os << "\n|";
      for (auto& f : fields) os << " " << f.second << " |";
      os << "\n\n" << nestedEncodingsParagraph(m, in);
      if (in.noEffect) os << "Semantics: none; it changes no architectural state.\n\n";
      else os << "Semantics:\n\n```\n" << pseudoCode(in.semantics) << "```\n\n";
      os << timingParagraph(m, in);
      for (size_t k = 0; k < in.operandLatency.size(); ++k)
        if (in.operandLatency[k])
          os << "Write latency: `" << in.operands[k].name << "` is written " << in.operandLatency[k]
             << " cycle" << (in.operandLatency[k] == 1 ? "" : "s") << " after issue.\n\n";
      for (size_t k = 0; k < in.operandReadStage.size(); ++k)
        if (in.operandReadStage[k])
          os << "Read stage: `" << in.operands[k].name << "` is read " << in.operandReadStage[k] << " cycle"
             << (in.operandReadStage[k] == 1 ? "" : "s") << " after issue; it sees the writes that have landed by then.\n\n";
      if (in.delaySlots)
        os << "Delay slots: " << in.delaySlots << "; the next " << in.delaySlots << (m.bundled() ? " bundles" : " instructions")
           << " run before a taken branch takes effect.\n\n";
      for (const auto& c : in.constraints) os << "Constraint: `" << pseudoExpr(*c.ast) << "`\n\n";
      if (!in.examples.empty()) {
        os << "Example:\n\n```\n";
        for (const auto& e : in.examples) os << e << "\n";
        os << "```\n\n";
      }
    }
  }
  if (!m.pseudos.empty()) {
    os << "## Pseudo-instructions\n\nThe assembler expands these into the instructions shown.\n\n";
    os << "| pseudo-instruction | expands to | summary |\n|---|---|---|\n";
    for (const auto& p : m.pseudos) {
      std::string exp;
      for (size_t c = 0; c < p.cases.size(); ++c) {
        const auto& pc = p.cases[c];
        if (c) exp += "; ";
        if (pc.when.ast) exp += "if " + pseudoExpr(*pc.when.ast) + ": ";
        for (size_t l = 0; l < pc.lines.size(); ++l) exp += (l ? " / " : "") + cleanSyntax(pc.lines[l]);
      }
      os << "| `" << cleanSyntax(syntaxLine(p.mnemonic, p.syntax, p.operands)) << "` | `" << exp << "` | "
         << p.summary << " |\n";
    }
  }
  return os.str();
}

nlohmann::json jsonIndex(const TargetModel& m) {
  nlohmann::json j;
  j["target"] = m.name;
  j["title"] = m.title;
  auto& arr = j["instructions"] = nlohmann::json::array();
  for (const auto& in : m.instrs) {
    nlohmann::json e;
    e["mnemonic"] = in.mnemonic;
    e["syntax"] = cleanSyntax(syntaxLine(in));
    e["group"] = in.group;
    e["summary"] = in.summary;
    e["description"] = in.description;
    e["semantics"] = pseudoCode(in.semantics);
    e["unit"] = in.unit >= 0 ? m.units[in.unit].name : "";
    if (m.bundled()) {
      auto& slots = e["slots"] = nlohmann::json::array();
      for (size_t k = 0; k < m.slots.size(); ++k)
        if (in.slotMask >> k & 1) slots.push_back(m.slots[k].name);
    }
    e["latency"] = exprWithValue(m, in.latency);
    e["interval"] = exprWithValue(m, in.interval);
    if (in.uops.ast) e["uops"] = exprWithValue(m, in.uops);
    addTimingNotes(m, in, e);
    auto& ops = e["operands"] = nlohmann::json::array();
    for (const auto& o : in.operands) ops.push_back({{"name", o.name}, {"kind", operandKindText(m, o)}, {"doc", o.doc}});
    nlohmann::json enc = nlohmann::json::array();
    for (auto& f : encodingFields(in)) enc.push_back({{"bits", f.first}, {"value", f.second}});
    e["encoding"] = enc;
    e["examples"] = in.examples;
    arr.push_back(e);
  }
  auto& ps = j["pseudos"] = nlohmann::json::array();
  for (const auto& p : m.pseudos) ps.push_back({{"mnemonic", p.mnemonic}, {"syntax", cleanSyntax(p.syntax)}, {"summary", p.summary}});
  return j;
}

bool genMarkdown(const TargetModel& m, llvm::raw_ostream& os) {
  os << markdown(m);
  return true;
}

bool genJson(const TargetModel& m, llvm::raw_ostream& os) {
  os << jsonIndex(m).dump(1) << "\n";
  return true;
}

// Raw string literals are cut into pieces because compilers limit one literal's length.
void emitLiteral(llvm::raw_ostream& os, const char* name, const std::string& text) {
  os << "extern const char " << name << "[];\nconst char " << name << "[] =\n";
  const size_t chunk = 8000;
  for (size_t i = 0; i < text.size() || i == 0; i += chunk) {
    os << "    R\"kcdoc(" << text.substr(i, chunk) << ")kcdoc\"\n";
    if (text.empty()) break;
  }
  os << ";\n\n";
}

bool genDocsCpp(const TargetModel& m, llvm::raw_ostream& os) {
  os << generatedBanner(m, "Embedded ISA manual");
  os << "namespace " << genNamespace(m) << " {\n\n";
  emitLiteral(os, "kDocMarkdown", markdown(m));
  emitLiteral(os, "kDocPrompt", promptMarkdown(m));
  emitLiteral(os, "kDocJson", jsonIndex(m).dump(1));
  os << "} // namespace " << genNamespace(m) << "\n";
  return true;
}

GenRegistration mdGen("docs", "Markdown ISA manual", genMarkdown);
GenRegistration jsonGen("docs-json", "JSON per-instruction index for doc search", genJson);
GenRegistration cppGen("docs-cpp", "C++ source embedding the manual and the index", genDocsCpp);

} // namespace
} // namespace hwgen
