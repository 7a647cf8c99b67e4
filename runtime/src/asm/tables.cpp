#include "asm/tables.h"

#include <cctype>
#include <map>
#include <memory>
#include <mutex>

#include "kc/encodings.h"

namespace kc::as {

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

// The syntax as the manual prints it, for messages: operand names without '$' (or braces), an
// optional operand in brackets with its comma: "rd, rs1, rs2[, rmask]", "vd, (rs)+".
std::string syntaxForPeople(std::string_view s, const OperandInfo* ops, uint8_t numOps) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    if (s[i] != '$') {
      out += s[i++];
      continue;
    }
    size_t j = i + 1;
    const bool braced = j < s.size() && s[j] == '{';
    if (braced) ++j;
    const size_t start = j;
    while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
    const std::string_view name = s.substr(start, j - start);
    if (braced && j < s.size() && s[j] == '}') ++j;
    bool optional = false;
    for (uint8_t k = 0; k < numOps; ++k)
      if (name == ops[k].name) optional = ops[k].optional;
    if (optional && out.size() >= 2 && out.compare(out.size() - 2, 2, ", ") == 0) {
      out.resize(out.size() - 2);
      out += "[, " + std::string(name) + "]";
    } else {
      out += name;
    }
    i = j;
  }
  return out;
}

Syntax parseSyntax(const char* syntax, const OperandInfo* ops, uint8_t numOps) {
  Syntax syn;
  std::string_view s = syntax ? syntax : "";
  syn.display = syntaxForPeople(s, ops, numOps);
  auto addLiteral = [&](char c) {
    // A comma starts a literal of its own, so that an omitted optional operand takes only its
    // separator with it: "($rs1), $vm" prints and parses as "(a0)" when vm is left out.
    if (syn.elems.empty() || syn.elems.back().operand >= 0 || (c == ',' && !syn.elems.back().text.empty()))
      syn.elems.emplace_back();
    syn.elems.back().text += c;
    if (!std::isspace(static_cast<unsigned char>(c))) syn.elems.back().compact += c;
  };
  for (size_t i = 0; i < s.size();) {
    if (s[i] == '$') {
      size_t j = i + 1;
      bool braced = j < s.size() && s[j] == '{';
      if (braced) ++j;
      size_t start = j;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
      std::string_view name = s.substr(start, j - start);
      if (braced && j < s.size() && s[j] == '}') ++j;
      int found = -1;
      for (uint8_t k = 0; k < numOps; ++k)
        if (name == ops[k].name) found = k;
      if (found >= 0) {
        SyntaxElem e;
        e.operand = found;
        syn.elems.push_back(std::move(e));
        i = j;
        continue;
      }
    }
    addLiteral(s[i]);
    ++i;
  }
  // Whitespace-only literals carry nothing to match.
  std::vector<SyntaxElem> kept;
  for (auto& e : syn.elems)
    if (e.operand >= 0 || !e.text.empty()) kept.push_back(std::move(e));
  syn.elems = std::move(kept);
  syn.restOptional.assign(syn.elems.size() + 1, false);
  bool allOptional = true, any = false;
  for (size_t i = syn.elems.size(); i-- > 0;) {
    if (syn.elems[i].operand >= 0) {
      any = true;
      allOptional = allOptional && ops[syn.elems[i].operand].optional;
    }
    syn.restOptional[i] = any && allOptional;
  }
  syn.maxGroups = operandGroups(s);
  syn.minGroups = syn.maxGroups;
  for (uint8_t k = 0; k < numOps; ++k) syn.minGroups -= ops[k].optional ? 1 : 0;
  return syn;
}

int operandGroups(std::string_view text) {
  int depth = 0, groups = 0;
  bool quoted = false, any = false;
  for (char c : text) {
    if (c == '"') quoted = !quoted;
    if (quoted) continue;
    if (c == '(') ++depth;
    else if (c == ')') --depth;
    else if (c == ',' && depth == 0) ++groups;
    if (!std::isspace(static_cast<unsigned char>(c))) any = true;
  }
  return any ? groups + 1 : 0;
}

Tables::Tables(const TargetInfo& t) : target(t) {
  for (uint16_t i = 0; i < t.numInstrs; ++i) {
    mnemonics.emplace(lower(t.instrs[i].mnemonic), i);
    overloads[lower(t.instrs[i].mnemonic)].push_back(i);
    mnemonicSpellings.emplace_back(t.instrs[i].mnemonic);
    instrSyntax.push_back(parseSyntax(t.instrs[i].syntax, t.instrs[i].operands, t.instrs[i].numOperands));
  }
  for (uint16_t i = 0; i < t.numPseudos; ++i) {
    mnemonics.emplace(lower(t.pseudos[i].mnemonic), -(int(i) + 1));
    overloads[lower(t.pseudos[i].mnemonic)].push_back(-(int(i) + 1));
    mnemonicSpellings.emplace_back(t.pseudos[i].mnemonic);
    pseudoSyntax.push_back(parseSyntax(t.pseudos[i].syntax, t.pseudos[i].operands, t.pseudos[i].numOperands));
  }
  for (uint16_t f = 0; f < t.numRegFiles; ++f) {
    const RegFileInfo& rf = t.regFiles[f];
    NameMap m;
    for (uint16_t r = 0; r < rf.count; ++r) {
      m.byLower.emplace(lower(rf.regNames[r]), r);
      m.spellings.emplace_back(rf.regNames[r]);
    }
    for (uint16_t a = 0; a < rf.numAliases; ++a) {
      m.byLower.emplace(lower(rf.aliasNames[a]), rf.aliasRegs[a]);
      m.spellings.emplace_back(rf.aliasNames[a]);
    }
    for (const auto& [name, reg] : m.byLower) registerNames.insert(name);
    regs.push_back(std::move(m));
  }
  for (uint16_t m = 0; m < t.numMemories; ++m)
    if (t.memories[m].isCode && codeMemory < 0) codeMemory = m;
  nested = nestedEncodings(t);
}

const Tables& tablesFor(const TargetInfo& t) {
  static std::mutex mu;
  static std::map<const TargetInfo*, std::unique_ptr<Tables>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = cache[&t];
  if (!slot) slot = std::make_unique<Tables>(t);
  return *slot;
}

} // namespace kc::as
