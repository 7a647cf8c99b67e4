#include <algorithm>

#include "asm/assembler_impl.h"

namespace kc {

namespace as {

Assembler::Assembler(const TargetInfo& target, std::string_view source, const AsmOptions& options)
    : target_(target), tables_(tablesFor(target)), source_(source), options_(options) {
  for (uint16_t m = 0; m < target.numMemories; ++m) {
    const MemoryInfo& mi = target.memories[m];
    Section s;
    s.memory = m;
    s.code = m == tables_.codeMemory;
    s.elemBytes = mi.elemBytes ? mi.elemBytes : 1;
    s.unitBytes = s.code ? std::max<uint32_t>(1, target.codeAddressUnit) : s.elemBytes;
    s.format = num::parseFormat(mi.elemType ? mi.elemType : "");
    sections_.push_back(std::move(s));
  }
  Section discard;
  discard_ = static_cast<int>(sections_.size());
  sections_.push_back(std::move(discard));
  // Only where the code memory is also the data memory (one address space, as on coral).
  if (tables_.codeMemory >= 0 && target.memories[tables_.codeMemory].elemBytes == 1 &&
      firstDataSection() == tables_.codeMemory) {
    Section data = sections_[tables_.codeMemory];
    data.code = false;
    data.unitBytes = 1;
    codeData_ = static_cast<int>(sections_.size());
    sections_.push_back(std::move(data));
  }
  for (const auto& [name, value] : options.defines) {
    Symbol s;
    s.kind = Symbol::Define;
    s.value = value;
    symbols_[name] = s;
  }
}

void Assembler::error(size_t pos, std::string message, std::string hint) {
  if (trial_) {
    trialFailed_ = true;
    return;
  }
  if ((pass_ == 1 && !forceReport_) || !line_) return;
  const SrcLine& l = *line_;
  // Once per line, and per macro call for lines of a macro body.
  // Once per statement, when separators put several on one line.
  uint64_t key = (uint64_t(l.file) << 48) ^ (uint64_t(uint32_t(l.line)) << 24) ^ uint64_t(uint32_t(l.origin + 1)) ^
                 (uint64_t(l.col) * 0x9E3779B97F4A7C15ull);
  if (!linesWithErrors_.insert(key).second) return;
  if (diags_.size() >= limits::kMaxDiagnostics) {
    ++unlisted_;
    return;
  }
  Diagnostic d;
  d.file = files_[l.file];
  d.line = l.line;
  d.sourceLine = std::string(l.source);
  d.message = std::move(message);
  if (expansion_) {
    // The expansion text is not in the file; point at the pseudo-instruction instead.
    d.col = int(l.col + expansion_->col) + 1;
    std::string where = "in the expansion of '" + expansion_->name + "': " + expansion_->text;
    d.hint = hint.empty() ? where : hint + "; " + where;
  } else {
    d.col = int(l.col + pos) + 1;
    d.hint = std::move(hint);
  }
  if (l.origin >= 0 && pp_) {
    const MacroOrigin& o = pp_->origin(l.origin);
    std::string where = "in macro '" + o.macro + "' used at " + files_[o.file] + ":" + std::to_string(o.line);
    d.hint = d.hint.empty() ? where : d.hint + "; " + where;
  }
  diags_.emplace_back(l.seq, std::move(d));
}

void Assembler::report(const SrcLine& l, size_t pos, const std::string& message, const std::string& hint) {
  const SrcLine* savedLine = line_;
  Expansion* savedExp = expansion_;
  line_ = &l;
  expansion_ = nullptr;
  forceReport_ = true;
  error(pos, message, hint);
  forceReport_ = false;
  line_ = savedLine;
  expansion_ = savedExp;
}

// Compiler-local labels (.L...) belong to the file that defines them, so that the outputs of
// several compilations assemble together, as a linker would see them. The top-level file keeps
// plain names.
std::string Assembler::symbolKey(std::string_view name) const {
  if (name.size() > 2 && name[0] == '.' && name[1] == 'L' && line_ && line_->file > 0)
    return std::string(name) + kLocalSeparator + std::to_string(line_->file);
  return std::string(name);
}

bool Assembler::lookup(std::string_view name, Value& out) {
  auto it = symbols_.find(symbolKey(name));
  if (it == symbols_.end()) return false;
  out.v = it->second.value;
  out.rel = it->second.code ? 1 : 0;
  out.undefined = pass_ == 1 && it->second.pending;
  return true;
}

bool Assembler::pcrelHiAt(int64_t address, int64_t& offset) {
  auto it = pcrelHi_.find(static_cast<uint64_t>(address));
  if (it == pcrelHi_.end()) return false;
  offset = it->second;
  return true;
}

std::string Assembler::undefinedHint(std::string_view name) {
  // Hints cost a scan of all symbols; a file full of errors gets them only for the first few.
  if (diags_.size() > 50) return {};
  std::string lw = lower(name);
  for (uint16_t f = 0; f < target_.numRegFiles; ++f)
    if (tables_.regs[f].byLower.count(lw))
      return "'" + std::string(name) + "' is a register, but this operand takes a value";
  std::vector<std::string> names;
  names.reserve(symbols_.size());
  for (const auto& [n, s] : symbols_)
    if (n.find(kLocalSeparator) == std::string::npos) names.push_back(n);
  std::sort(names.begin(), names.end());
  std::string best = closestMatch(name, names);
  return best.empty() ? std::string() : "did you mean '" + best + "'?";
}

bool Assembler::evalNow(const SrcLine& l, size_t pos, size_t end, int64_t& out) {
  const SrcLine* saved = line_;
  line_ = &l;
  forceReport_ = true;
  if (cur_ >= 0) pc_ = sec().address();
  Cursor c{l.text.substr(0, end), pos};
  Value v;
  ExprError err;
  bool ok = false;
  const bool empty = c.atEnd();
  const size_t start = c.p;
  if (empty) {
    error(c.p, "expected an expression");
  } else if (!parseExpression(c, *this, false, v, err)) {
    error(err.pos, err.message, err.hint);
  } else if (!c.atEnd()) {
    error(c.p, "unexpected text after the expression: '" + std::string(trimmed(c.rest())) + "'");
  } else if (v.undefined) {
    error(start, "the expression uses a symbol that is defined only later",
          "conditions and counts must be known where they appear");
  } else {
    out = v.v;
    ok = true;
  }
  forceReport_ = false;
  line_ = saved;
  return ok;
}

bool Assembler::expression(Cursor& c, Value& v) {
  ExprError err;
  if (parseExpression(c, *this, pass_ == 1, v, err)) return true;
  error(err.pos, err.message, err.hint);
  return false;
}

bool Assembler::expressionItem(std::string_view text, size_t b, size_t e, Value& v) {
  Cursor c{text.substr(0, e), b};
  if (c.atEnd()) {
    error(b, "expected an expression");
    return false;
  }
  if (!expression(c, v)) return false;
  if (!c.atEnd()) {
    error(c.p, "unexpected text after the expression: '" + std::string(trimmed(c.rest())) + "'");
    return false;
  }
  return true;
}

void Assembler::defineSymbol(std::string_view name, size_t pos, Symbol::Kind kind, const Value& v) {
  auto [it, fresh] = symbols_.try_emplace(symbolKey(name));
  Symbol& s = it->second;
  if (!fresh) {
    auto where = [&] {
      if (s.kind == Symbol::Define) return std::string("defined on the command line");
      return "first defined at " + files_[s.file] + ":" + std::to_string(s.line);
    };
    if (kind == Symbol::Label) {
      forceReport_ = true;
      error(pos, (s.kind == Symbol::Label ? "duplicate label '" : "label '") + std::string(name) +
                     (s.kind == Symbol::Label ? "'" : "' is already defined as a symbol"),
            where());
      forceReport_ = false;
      return;
    }
    if (s.kind == Symbol::Label) {
      error(pos, "'" + std::string(name) + "' is already defined as a label", where());
      return;
    }
  }
  s.kind = kind;
  s.value = v.v;
  s.section = kind == Symbol::Label ? cur_ : -1;
  s.code = v.rel == 1;
  s.pending = v.undefined;
  s.file = line_ ? line_->file : 0;
  s.line = line_ ? line_->line : 0;
}

size_t Assembler::defineLabels(const SrcLine& l) {
  Cursor c{l.text, 0};
  size_t end = 0;
  for (;;) {
    c.skipSpace();
    if (isDigit(c.peek())) {
      if (!localLabelDefinition(c)) break;
      end = c.p;
      continue;
    }
    size_t b = c.p;
    std::string_view name = c.symbol();
    if (name.empty()) break;
    c.skipSpace();
    if (c.peek() != ':' || c.peek(1) == '=') break;
    ++c.p;
    end = c.p;
    if (cur_ < 0 || pass_ == 2) continue;  // the second pass only counts numeric labels again
    Value v;
    v.v = static_cast<int64_t>(sec().address());
    v.rel = sec().code ? 1 : 0;
    defineSymbol(name, b, Symbol::Label, v);
  }
  return end;
}

// A GNU numeric local label, "1:". Each definition is a new instance; "1b" and "1f" refer to the
// nearest one before and after them. Both passes count the definitions they pass, so that a
// reference finds the same instance in each; the first pass also gives each its address.
bool Assembler::localLabelDefinition(Cursor& c) {
  size_t b = c.p, e = b;
  while (isDigit(c.s.size() > e ? c.s[e] : '\0')) ++e;
  Cursor after{c.s, e};
  after.skipSpace();
  if (after.peek() != ':' || after.peek(1) == '=') return false;
  c.p = after.p + 1;
  const std::string_view digits = c.s.substr(b, e - b);
  const uint32_t instance = localLabelsSeen_[localLabelKey(digits, 0)]++;
  ++localLabelDefs_;
  if (pass_ == 2 || cur_ < 0) return true;
  Symbol& s = symbols_[localLabelKey(digits, instance + 1)];
  s.kind = Symbol::Label;
  s.value = static_cast<int64_t>(sec().address());
  s.section = cur_;
  s.code = sec().code;
  s.file = line_ ? line_->file : 0;
  s.line = line_ ? line_->line : 0;
  return true;
}

// Instance 0 names the count; instance k > 0 the k-th definition, per file.
std::string Assembler::localLabelKey(std::string_view digits, uint32_t instance) const {
  return "\x02" + std::string(digits) + kLocalSeparator + std::to_string(line_ ? line_->file : 0) + "#" +
         std::to_string(instance);
}

bool Assembler::lookupLocalLabel(std::string_view ref, Value& out) {
  const std::string_view digits = ref.substr(0, ref.size() - 1);
  auto seen = localLabelsSeen_.find(localLabelKey(digits, 0));
  const uint32_t passed = seen == localLabelsSeen_.end() ? 0 : seen->second;
  const uint32_t instance = ref.back() == 'b' ? passed : passed + 1;
  if (instance == 0) return false;
  return lookup(localLabelKey(digits, instance), out);
}

// Checked in both passes before anything grows: pass 1 only counts, but a size can depend on a
// symbol defined later, so pass 2 (which allocates) may ask for more.
bool Assembler::imageRoom(uint64_t n) {
  if (n <= limits::kMaxImageBytes - imageBytes_) {
    imageBytes_ += n;
    return true;
  }
  forceReport_ = true;
  error(statementPos_,
        "this line adds " + std::to_string(n) + " bytes to the program, past the limit of " +
            limits::bytesText(limits::kMaxImageBytes) + " for all sections together",
        imageBytes_ ? std::to_string(imageBytes_) + " bytes are already used" : std::string());
  forceReport_ = false;
  return false;
}

void Assembler::emit(const uint8_t* bytes, size_t n) {
  if (!imageRoom(n)) return;
  Section& s = sec();
  s.size += n;
  if (pass_ == 2) s.bytes.insert(s.bytes.end(), bytes, bytes + n);
}

void Assembler::emitZeros(uint64_t n) {
  if (!imageRoom(n)) return;
  Section& s = sec();
  s.size += n;
  if (pass_ == 2) s.bytes.resize(s.bytes.size() + n, 0);
}

// `count` copies of one unit, checked against the image limit once for all of them.
void Assembler::emitRepeated(const uint8_t* unit, size_t unitBytes, uint64_t count) {
  uint64_t bytes = 0;
  if (__builtin_mul_overflow(count, uint64_t(unitBytes), &bytes)) bytes = UINT64_MAX;
  if (!imageRoom(bytes)) return;
  Section& s = sec();
  s.size += bytes;
  if (pass_ != 2) return;
  for (uint64_t k = 0; k < count; ++k) s.bytes.insert(s.bytes.end(), unit, unit + unitBytes);
}

// The nearest mnemonic, once per distinct unknown word: a file can repeat one typo many times.
std::string Assembler::mnemonicHint(std::string_view word) {
  auto [it, fresh] = mnemonicHints_.try_emplace(std::string(word));
  if (fresh) {
    std::string best = closestMatch(word, tables_.mnemonicSpellings);
    if (!best.empty()) it->second = "did you mean '" + best + "'?";
  }
  return it->second;
}

// Whether operand text could be form `k`'s: each operand written alone where the form takes a
// register names one of its file, and every bracket the form writes is there.
bool Assembler::formFits(int k, std::string_view operands) const {
  const Syntax& s = k >= 0 ? tables_.instrSyntax[k] : tables_.pseudoSyntax[-k - 1];
  const OperandInfo* ops = k >= 0 ? target_.instrs[k].operands : target_.pseudos[-k - 1].operands;
  std::vector<std::string_view> groups;
  int depth = 0;
  size_t from = 0;
  for (size_t i = 0; i <= operands.size(); ++i) {
    const char ch = i < operands.size() ? operands[i] : ',';
    if (ch == '(') ++depth;  // as the syntax's groups count: commas inside '[...]' separate
    else if (ch == ')') --depth;
    else if (ch == ',' && depth <= 0) {
      std::string_view g = operands.substr(from, i - from);
      while (!g.empty() && std::isspace(static_cast<unsigned char>(g.front()))) g.remove_prefix(1);
      while (!g.empty() && std::isspace(static_cast<unsigned char>(g.back()))) g.remove_suffix(1);
      groups.push_back(g);
      from = i + 1;
    }
  }
  size_t g = 0;
  int operandsInGroup = 0, lastOperand = -1;
  char bracket = 0;
  auto groupFits = [&]() {
    if (g >= groups.size()) return true;  // an omitted optional operand
    const std::string_view text = groups[g];
    if (bracket && text.find(bracket) == std::string_view::npos) return false;
    if (operandsInGroup == 1 && !bracket && ops[lastOperand].kind == OperandKind::Register) {
      const auto& names = tables_.regs[ops[lastOperand].regFile].byLower;
      // The register's own text, without the brackets around a group ("[p0", "dj1]").
      std::string_view reg = text;
      while (!reg.empty() && (reg.front() == '[' || reg.front() == '(' || isSpace(reg.front()))) reg.remove_prefix(1);
      while (!reg.empty() && (reg.back() == ']' || reg.back() == ')' || isSpace(reg.back()))) reg.remove_suffix(1);
      const bool number = target_.numericRegisters && !reg.empty() && std::isdigit(static_cast<unsigned char>(reg[0]));
      if (!number && !names.count(lower(reg))) return false;
    }
    return true;
  };
  for (const SyntaxElem& e : s.elems) {
    if (e.operand >= 0) {
      ++operandsInGroup;
      lastOperand = e.operand;
      continue;
    }
    for (char ch : e.compact) {
      if (ch == ',') {
        if (!groupFits()) return false;
        ++g;
        operandsInGroup = 0;
        bracket = 0;
      } else if (ch == '(' || ch == '[') {
        bracket = ch;
      }
    }
  }
  return groupFits();
}

void Assembler::statement(std::string_view text, size_t pos) {
  Cursor c{text, pos};
  c.skipSpace();
  const size_t wordPos = c.p;
  statementPos_ = wordPos;
  if (c.p >= text.size()) return;
  if (cur_ < 0) {
    error(wordPos, "target '" + std::string(target_.name) + "' has no memory to assemble into");
    return;
  }
  pc_ = sec().address();
  if (target_.bundled() && (text[wordPos] == '{' || text[wordPos] == '}')) {
    bundleStatement(text, wordPos);
    return;
  }
  std::string_view word = c.symbol();
  if (word.empty()) {
    error(wordPos, "expected an instruction or directive, found '" + std::string(text.substr(wordPos, 1)) + "'");
    return;
  }
  Cursor a = c;
  a.skipSpace();
  if (a.peek() == '=' && a.peek(1) != '=') {
    ++a.p;
    Value v;
    if (!expressionItem(text, a.p, text.size(), v)) return;
    defineSymbol(word, wordPos, Symbol::Equate, v);
    return;
  }
  if (word[0] == '.') {
    if (braceOpen_) {
      error(wordPos, "directive '" + std::string(word) + "' inside a bundle", "close the bundle with '}' first");
      return;
    }
    directive(lower(word), wordPos, c);
    return;
  }
  if (target_.bundled()) {
    bundleStatement(text, wordPos);
    return;
  }
  int chosen = 0;
  if (!chooseForm(word, text, c.p, wordPos, chosen)) return;
  if (chosen >= 0) instruction(static_cast<uint16_t>(chosen), wordPos, c);
  else pseudo(static_cast<uint16_t>(-chosen - 1), wordPos, c);
}

// The instruction (index >= 0) or pseudo-instruction (-index - 1) that `word` with the operand
// text from `operandsPos` names; false, reported, for an unknown mnemonic.
bool Assembler::chooseForm(std::string_view word, std::string_view text, size_t operandsPos, size_t wordPos, int& chosen,
                           std::vector<int>* fitting) {
  auto it = tables_.mnemonics.find(lower(word));
  if (it == tables_.mnemonics.end()) {
    error(wordPos, "unknown instruction '" + std::string(word) + "'", hintWanted() ? mnemonicHint(word) : std::string());
    return false;
  }
  chosen = it->second;
  const std::vector<int>& forms = tables_.overloads.at(it->first);
  if (forms.size() > 1) {
    const int n = operandGroups(text.substr(operandsPos));
    // The first form that takes this many operands and whose registers and punctuation the
    // operands have (`add a0, a1, 5` is addi's form of add, `lw a0, sym` the symbol form of lw),
    // an instruction's operands parsing and fitting in full; else the first instruction form
    // they parse for (its error says which value is out of range), else the first that takes
    // this many, whose errors then say what it wanted. A bundle part also keeps the other
    // instruction forms that fit, for slots the first one's leaves taken.
    int byCount = 0, parsed = 0;
    bool found = false;
    for (int k : forms) {
      const Syntax& s = k >= 0 ? tables_.instrSyntax[k] : tables_.pseudoSyntax[-k - 1];
      if (n < s.minGroups || n > s.maxGroups) continue;
      if (!byCount) byCount = k >= 0 ? k + 1 : k;
      if (!formFits(k, text.substr(operandsPos))) continue;
      const int fit = k >= 0 ? trialFit(static_cast<uint16_t>(k), text, operandsPos) : 2;
      if (fit == 1 && !parsed) parsed = k + 1;
      if (fit < 2) continue;
      if (!found) chosen = k;
      found = true;
      if (fitting) fitting->push_back(k);
      if (!fitting || k < 0) break;
    }
    if (!found && parsed) chosen = parsed - 1;
    else if (!found && byCount) chosen = byCount > 0 ? byCount - 1 : byCount;
  }
  return true;
}

namespace {

// A data section's image, in pieces around the ranges a fill-less `.org` skipped.
void dataImages(Section& s, std::vector<MemoryImage>& out) {
  uint64_t from = 0;
  auto piece = [&](uint64_t to) {
    if (to > from) out.push_back(MemoryImage{s.memory, s.base + from / s.unitBytes,
                                             std::vector<uint8_t>(s.bytes.begin() + ptrdiff_t(from), s.bytes.begin() + ptrdiff_t(to))});
  };
  for (const auto& [skipFrom, skipTo] : s.skipped) {
    piece(std::min<uint64_t>(skipFrom, s.bytes.size()));
    from = std::max(from, std::min<uint64_t>(skipTo, s.bytes.size()));
  }
  piece(s.bytes.size());
}

} // namespace

AsmResult Assembler::run() {
  Preprocessor pp(target_, options_, *this, files_);
  pp_ = &pp;
  cur_ = tables_.codeMemory >= 0 ? tables_.codeMemory : (sections_.empty() ? -1 : 0);
  const int firstSection = cur_;
  pp.start(source_);
  flat_.reserve(static_cast<size_t>(
      std::min<uint64_t>(limits::kMaxAsmLines, static_cast<uint64_t>(std::count(source_.begin(), source_.end(), '\n'))) +
      16));
  pass_ = 1;
  localLabelsSeen_.clear();
  SrcLine l;
  while (pp.next(l)) {
    line_ = &l;
    const uint64_t localBefore = localLabelDefs_;
    size_t pos = defineLabels(l);
    if (pos > 0 && braceOpen_) {  // reported now: a line with only a label has no second pass
      forceReport_ = true;
      error(0, "a label inside a bundle", "put the label before the '{'");
      forceReport_ = false;
    }
    Cursor c{l.text, pos};
    if (c.atEnd() && localLabelDefs_ == localBefore) continue;
    int before = cur_;
    uint64_t size = cur_ >= 0 ? sec().size : 0;
    statement(l.text, c.p);
    flat_.push_back({l, static_cast<uint32_t>(c.p), cur_, cur_ >= 0 && cur_ == before ? sec().size - size : 0});
  }

  braceOpen_ = braceFull_ = false;
  braceParts_.clear();
  pass_ = 2;
  imageBytes_ = 0;
  if (codeData_ >= 0) {
    // Data written among the code goes after all of it; the first pass measured the code.
    const Section& code = sections_[tables_.codeMemory];
    const uint64_t end = code.base * code.unitBytes + code.size;
    const uint64_t base = (end + kCodeDataAlign - 1) / kCodeDataAlign * kCodeDataAlign;
    sections_[codeData_].base = base;
    // Its labels were placed from 0 in the first pass; the second pass reads them as final.
    for (auto& [name, sym] : symbols_)
      if (sym.section == codeData_) sym.value += static_cast<int64_t>(base);
  }
  for (Section& s : sections_) {
    s.bytes.reserve(s.size);
    s.size = 0;
  }
  cur_ = firstSection;
  prev_ = -1;
  sectionStack_.clear();
  localLabelsSeen_.clear();
  program_.lines.reserve(flat_.size());
  for (const Flat& f : flat_) {
    line_ = &f.line;
    if (f.pos > 0 && defineLabels(f.line) > 0 && braceOpen_)
      error(0, "a label inside a bundle", "put the label before the '{'");
    int before = cur_;
    uint64_t size = cur_ >= 0 ? sec().size : 0;
    statement(f.line.text, f.pos);
    uint64_t growth = cur_ >= 0 && cur_ == before ? sec().size - size : 0;
    if (cur_ == f.section && growth != f.growth) {
      Cursor c{f.line.text, f.pos};
      std::string word(c.symbol());
      error(f.pos,
            "'" + word + "' took " + std::to_string(f.growth) + " bytes in the first pass but " +
                std::to_string(growth) + " in the second",
            "its operands use a symbol defined later; define the symbol before this line");
    }
  }
  unclosedBundle();
  line_ = nullptr;
  pp_ = nullptr;

  AsmResult result;
  std::stable_sort(diags_.begin(), diags_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [seq, d] : diags_) result.diagnostics.push_back(std::move(d));
  if (unlisted_) {
    Diagnostic more;
    more.file = files_.empty() ? options_.fileName : files_[0];
    more.message = std::to_string(unlisted_) + " more error" + (unlisted_ == 1 ? "" : "s") +
                   " not shown (the assembler lists at most " + std::to_string(limits::kMaxDiagnostics) + ")";
    result.diagnostics.push_back(std::move(more));
  }
  if (hasErrors(result.diagnostics)) return result;

  Program& p = program_;
  p.codeMemory = tables_.codeMemory;
  p.codeBase = 0;
  for (Section& s : sections_) {
    if (s.code) p.code = std::move(s.bytes);
    else if (!s.bytes.empty() && s.memory >= 0) dataImages(s, p.data);
  }
  // Compiler-local labels (.L...) and numeric local labels are not part of the program's symbol
  // table, as in ELF.
  for (const auto& [name, s] : symbols_)
    if (name.rfind(".L", 0) != 0 && name[0] != '\x02') p.symbols[name] = static_cast<uint64_t>(s.value);
  auto start = symbols_.find("_start");
  p.entry = start != symbols_.end() && start->second.code ? static_cast<uint64_t>(start->second.value) : p.codeBase;
  result.program = std::move(program_);
  return result;
}

} // namespace as

AsmResult assemble(const TargetInfo& target, std::string_view source, const AsmOptions& options) {
  as::Assembler a(target, source, options);
  return a.run();
}

} // namespace kc
