#include "asm/source.h"

#include <algorithm>
#include <filesystem>

#include "asm/lexer.h"
#include "asm/tables.h"
#include "kc/input_file.h"
#include "kc/limits.h"

namespace kc::as {

struct Preprocessor::Frame {
  enum Kind { File, Macro, Repeat } kind = File;
  std::vector<SrcLine> lines;
  size_t next = 0;
  int64_t repeatsLeft = 0;  // Repeat: further passes over `lines`
  size_t condDepth = 0;     // conditionals open when the frame began
  std::string path;         // File: the normalised path, for include cycles
};

struct Preprocessor::Cond {
  bool active = false;        // lines are being assembled
  bool taken = false;         // some branch of this .if has been taken
  bool parentActive = false;  // the enclosing region is being assembled
  bool sawElse = false;
  SrcLine where;
  size_t pos = 0;
  std::string word;
};

struct Preprocessor::Macro {
  struct Param {
    std::string name;
    std::string def;
    bool required = false;
  };
  std::string name;
  std::vector<Param> params;
  std::vector<SrcLine> body;
  SrcLine where;
};

namespace {

const char* const kOpeners[] = {".macro", ".rept", ".rep", ".irp", ".irpc"};
const char* const kClosers[] = {".endm", ".endr"};

bool isOneOf(std::string_view w, const char* const* list, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (w == list[i]) return true;
  return false;
}

enum class Subst { None, Done, TooLong };

// Replaces \name of each parameter, \@ (expansion counter) and \() (nothing) in `text`. Gives up
// once the result passes `maxBytes`: arguments pasted into themselves double at every level.
Subst substitute(std::string_view text, const std::vector<std::string>& names, const std::vector<std::string>& values,
                 uint64_t counter, size_t maxBytes, std::string& out) {
  if (text.find('\\') == std::string_view::npos) return Subst::None;
  out.clear();
  const size_t n = text.size();
  for (size_t i = 0; i < n;) {
    if (out.size() > maxBytes) return Subst::TooLong;
    if (text[i] == '\\' && i + 1 < n) {
      char c = text[i + 1];
      if (c == '@') {
        out += std::to_string(counter);
        i += 2;
        continue;
      }
      if (c == '(' && i + 2 < n && text[i + 2] == ')') {
        i += 3;
        continue;
      }
      if (isAlpha(c) || c == '_') {
        size_t e = i + 1;
        while (e < n && (isAlpha(text[e]) || isDigit(text[e]) || text[e] == '_')) ++e;
        std::string_view name = text.substr(i + 1, e - i - 1);
        bool done = false;
        for (size_t k = 0; k < names.size() && !done; ++k)
          if (name == names[k]) {
            out += values[k];
            done = true;
          }
        if (done) {
          i = e;
          continue;
        }
      }
    }
    out += text[i++];
  }
  return out.size() > maxBytes ? Subst::TooLong : Subst::Done;
}

// The offset of the first byte that no assembly source holds (NUL and other control characters
// bar tab, line and page breaks), or npos. Such a file is refused rather than echoed back line by
// line in messages.
size_t firstBinaryByte(std::string_view text) {
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v') || c == 0x7F) return i;
  }
  return std::string_view::npos;
}

std::string hexByte(unsigned char c) {
  const char* digits = "0123456789abcdef";
  return std::string("0x") + digits[c >> 4] + digits[c & 15];
}

} // namespace

void scanHead(std::string_view text, size_t& labelsEnd, std::string_view& word, size_t& wordPos) {
  Cursor c{text, 0};
  labelsEnd = 0;
  for (;;) {
    c.skipSpace();
    size_t b = c.p;
    std::string_view name = c.symbol();
    if (name.empty()) {
      word = {};
      wordPos = b;
      return;
    }
    size_t after = c.p;
    c.skipSpace();
    if (c.peek() == ':' && c.peek(1) != '=') {
      ++c.p;
      labelsEnd = c.p;
      continue;
    }
    c.p = after;
    word = name;
    wordPos = b;
    return;
  }
}

Preprocessor::Preprocessor(const TargetInfo& target, const AsmOptions& options, PPHost& host,
                           std::vector<std::string>& files)
    : target_(target), options_(options), host_(host), files_(files) {
  for (uint8_t i = 0; i < target.numCommentStarts; ++i) commentStarts_.emplace_back(target.commentStarts[i]);
  for (uint8_t i = 0; i < target.numStatementSeparators; ++i) separators_.emplace_back(target.statementSeparators[i]);
}

Preprocessor::~Preprocessor() = default;

std::string_view Preprocessor::store(std::string s) {
  arena_.push_back(std::move(s));
  return arena_.back();
}

void Preprocessor::start(std::string_view mainSource) {
  files_.push_back(options_.fileName);
  pushFile(mainSource, 0, std::filesystem::path(options_.fileName).lexically_normal().string());
}

void Preprocessor::pushFile(std::string_view text, uint32_t file, std::string path) {
  auto f = std::make_unique<Frame>();
  f->kind = Frame::File;
  f->path = std::move(path);
  f->condDepth = conds_.size();
  bool inBlock = false;
  SrcLine blockStart;
  size_t blockPos = 0;
  std::string scratch;
  size_t b = 0;
  int ln = 0;
  // No more lines than the line limit can take: the one past it is where the limit is reported.
  const uint64_t maxLines = linesLeft() + 1;
  f->lines.reserve(static_cast<size_t>(
      std::min<uint64_t>(maxLines, static_cast<uint64_t>(std::count(text.begin(), text.end(), '\n')) + 1)));
  while (b < text.size() && f->lines.size() < maxLines) {
    size_t e = text.find('\n', b);
    if (e == std::string_view::npos) e = text.size();
    std::string_view raw = text.substr(b, e - b);
    if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
    ++ln;
    bool wasIn = inBlock, copied = false;
    std::string_view t = stripComments(raw, commentStarts_, inBlock, scratch, copied);
    if (copied) t = store(scratch).substr(0, t.size());
    SrcLine l{t, raw, file, ln, 0};
    if (!wasIn && inBlock) {
      blockStart = l;
      size_t p = raw.rfind("/*");
      blockPos = p == std::string_view::npos ? 0 : p;
    }
    pushStatements(l, f->lines, maxLines);
    b = e + 1;
  }
  if (inBlock) {
    blockStart.text = blockStart.source;
    host_.report(blockStart, blockPos, "unterminated '/*' comment", "close it with '*/'");
  }
  frames_.push_back(std::move(f));
}

// One line of a file as the statements its separators divide it into, each keeping the columns
// of the whole line for its messages. A line without separators stays one line.
void Preprocessor::pushStatements(const SrcLine& l, std::vector<SrcLine>& lines, size_t maxLines) {
  if (separators_.empty() || l.text.empty()) {
    lines.push_back(l);
    return;
  }
  for (const auto& [b, e] : splitStatements(l.text, separators_)) {
    if (lines.size() >= maxLines) return;
    SrcLine s = l;
    s.text = l.text.substr(b, e - b);
    s.col = static_cast<uint32_t>(b);
    lines.push_back(s);
  }
}

void Preprocessor::popFrame() {
  Frame& f = *frames_.back();
  while (conds_.size() > f.condDepth) {
    const Cond& c = conds_.back();
    host_.report(c.where, c.pos, "'" + c.word + "' without matching '.endif'", {});
    conds_.pop_back();
  }
  frames_.pop_back();
}

bool Preprocessor::active() const { return conds_.empty() || conds_.back().active; }

uint64_t Preprocessor::linesLeft() const {
  return seq_ >= limits::kMaxAsmLines ? 0 : limits::kMaxAsmLines - seq_;
}

void Preprocessor::stop(const SrcLine& l, size_t pos, const std::string& message, const std::string& hint) {
  host_.report(l, pos, message, hint);
  // Nothing after this is assembled: going on would only produce more of the same.
  frames_.clear();
  conds_.clear();
}

// Refuses, before anything is copied, an expansion of `count` copies of a `bodyLines`-line body
// that cannot fit in the lines left.
bool Preprocessor::fitsLineLimit(const SrcLine& l, size_t pos, const char* what, uint64_t count, size_t bodyLines) {
  if (bodyLines == 0 || count <= linesLeft() / bodyLines) return true;
  stop(l, pos,
       std::string(what) + " of a " + std::to_string(bodyLines) + "-line body goes past the limit of " +
           std::to_string(limits::kMaxAsmLines) + " lines after macro and repeat expansion",
       seq_ > 1 ? std::to_string(seq_) + " lines are already used" : std::string());
  return false;
}

// Substitutes arguments into one body line for `line`; false once a limit on expanded text is
// reached (the assembly has then ended).
bool Preprocessor::substituted(const SrcLine& at, size_t pos, const std::string& what, std::string_view text,
                               const std::vector<std::string>& names, const std::vector<std::string>& values,
                               std::string& buf, SrcLine& line) {
  const Subst r = substitute(text, names, values, macroCount_, limits::kMaxExpandedLineBytes, buf);
  if (r == Subst::None) return true;
  if (r == Subst::TooLong) {
    stop(at, pos,
         what + " expands a line to more than " + std::to_string(limits::kMaxExpandedLineBytes) + " bytes",
         "the limit on one line after substitution; do its arguments grow at every level?");
    return false;
  }
  expandedBytes_ += buf.size();
  if (expandedBytes_ > limits::kMaxExpandedBytes) {
    stop(at, pos,
         what + " takes the text produced by expansion past " + limits::bytesText(limits::kMaxExpandedBytes),
         "the limit on the text that macros and '.irp' may produce in one assembly");
    return false;
  }
  line.text = line.source = store(buf);
  line.col = 0;
  return true;
}

bool Preprocessor::next(SrcLine& out) {
  while (!frames_.empty()) {
    Frame& f = *frames_.back();
    if (f.next >= f.lines.size()) {
      if (f.kind == Frame::Repeat && f.repeatsLeft > 0) {
        --f.repeatsLeft;
        f.next = 0;
        continue;
      }
      popFrame();
      continue;
    }
    SrcLine l = f.lines[f.next++];
    size_t labelsEnd, wordPos;
    std::string_view word;
    scanHead(l.text, labelsEnd, word, wordPos);
    if (linesLeft() == 0) {
      stop(l, wordPos,
           "more than " + std::to_string(limits::kMaxAsmLines) + " lines after macro and repeat expansion",
           "the assembler's limit on the lines of one assembly");
      return false;
    }
    l.seq = seq_++;
    const bool dot = word.size() > 1 && word[0] == '.';
    if (!active()) {
      if (dot) handleConditional(l, lower(word), wordPos);
      continue;
    }
    bool consumed = false;
    if (dot) {
      consumed = handleDirective(l, lower(word), wordPos);
    } else if (!word.empty() && !macros_.empty()) {
      auto it = macros_.find(lower(word));
      if (it != macros_.end()) {
        expandMacro(*it->second, l, wordPos, wordPos + word.size());
        consumed = true;
      }
    }
    if (consumed) {
      if (labelsEnd == 0) continue;
      l.text = l.text.substr(0, labelsEnd);
    }
    out = l;
    return true;
  }
  return false;
}

bool Preprocessor::handleConditional(const SrcLine& l, std::string_view w, size_t wordPos) {
  const size_t after = wordPos + w.size();
  const size_t frameDepth = frames_.empty() ? 0 : frames_.back()->condDepth;
  auto evalFlag = [&](bool& v) {
    int64_t x = 0;
    if (!host_.evalNow(l, after, l.text.size(), x)) x = 0;
    v = x != 0;
  };
  if (w == ".if" || w == ".ifne" || w == ".ifeq" || w == ".ifdef" || w == ".ifndef") {
    Cond c;
    c.parentActive = active();
    c.where = l;
    c.pos = wordPos;
    c.word = std::string(l.text.substr(wordPos, w.size()));
    bool v = false;
    if (c.parentActive) {
      if (w == ".ifdef" || w == ".ifndef") {
        Cursor cur{l.text, after};
        std::string_view name = cur.symbol();
        if (name.empty()) {
          host_.report(l, cur.p, "expected a symbol name after '" + c.word + "'", {});
        } else {
          v = host_.isDefined(name) == (w == ".ifdef");
          if (!cur.atEnd()) host_.report(l, cur.p, "unexpected text after the symbol name", {});
        }
      } else {
        evalFlag(v);
        if (w == ".ifeq") v = !v;
      }
    }
    c.active = c.taken = c.parentActive && v;
    conds_.push_back(std::move(c));
    return true;
  }
  const bool isElseIf = w == ".elseif", isElse = w == ".else", isEndif = w == ".endif";
  if (!isElseIf && !isElse && !isEndif) return false;
  if (conds_.size() <= frameDepth) {
    host_.report(l, wordPos, "'" + std::string(l.text.substr(wordPos, w.size())) + "' without matching '.if'", {});
    return true;
  }
  Cond& c = conds_.back();
  if (isEndif) {
    conds_.pop_back();
    return true;
  }
  if (c.sawElse) {
    host_.report(l, wordPos, "'" + std::string(w) + "' after '.else'", {});
    c.active = false;
    return true;
  }
  if (isElse) {
    c.active = c.parentActive && !c.taken;
    c.taken = true;
    c.sawElse = true;
    return true;
  }
  if (c.parentActive && !c.taken) {
    bool v = false;
    evalFlag(v);
    c.active = c.taken = v;
  } else {
    c.active = false;
  }
  return true;
}

bool Preprocessor::handleDirective(const SrcLine& l, std::string_view w, size_t wordPos) {
  if (handleConditional(l, w, wordPos)) return true;
  const size_t after = wordPos + w.size();
  if (w == ".macro") {
    defineMacro(l, after);
    return true;
  }
  if (w == ".endm") {
    host_.report(l, wordPos, "'.endm' without matching '.macro'", {});
    return true;
  }
  if (w == ".endr") {
    host_.report(l, wordPos, "'.endr' without matching '.rept' or '.irp'", {});
    return true;
  }
  if (w == ".exitm") {
    size_t k = frames_.size();
    while (k > 0 && frames_[k - 1]->kind != Frame::Macro) --k;
    if (k == 0) {
      host_.report(l, wordPos, "'.exitm' outside a macro", {});
      return true;
    }
    size_t depth = frames_[k - 1]->condDepth;
    frames_.resize(k - 1);
    conds_.resize(std::min(conds_.size(), depth));
    return true;
  }
  if (w == ".rept" || w == ".rep") {
    rept(l, wordPos, after);
    return true;
  }
  if (w == ".irp" || w == ".irpc") {
    irp(l, wordPos, after, w == ".irpc");
    return true;
  }
  if (w == ".include") {
    include(l, wordPos, after);
    return true;
  }
  if (w == ".end") {
    frames_.clear();
    conds_.clear();
    return true;
  }
  return false;
}

bool Preprocessor::collectBody(const SrcLine& opener, size_t openerPos, const char* what,
                               std::vector<SrcLine>& body) {
  Frame& f = *frames_.back();
  int depth = 1;
  while (f.next < f.lines.size()) {
    const SrcLine& l = f.lines[f.next++];
    size_t labelsEnd, wordPos;
    std::string_view word;
    scanHead(l.text, labelsEnd, word, wordPos);
    if (word.size() > 1 && word[0] == '.') {
      std::string w = lower(word);
      if (isOneOf(w, kOpeners, std::size(kOpeners))) ++depth;
      else if (isOneOf(w, kClosers, std::size(kClosers)) && --depth == 0) return true;
    }
    body.push_back(l);
  }
  std::string w(what);
  host_.report(opener, openerPos,
               "'" + w + "' without matching '" + (w == ".macro" ? ".endm" : ".endr") + "'", {});
  return false;
}

void Preprocessor::defineMacro(const SrcLine& l, size_t pos) {
  auto m = std::make_unique<Macro>();
  m->where = l;
  const size_t openerPos = pos - 6;
  Cursor c{l.text, pos};
  size_t namePos = (c.skipSpace(), c.p);
  m->name = std::string(c.symbol());
  bool ok = true;
  if (m->name.empty()) {
    host_.report(l, namePos, "expected a macro name after '.macro'", {});
    ok = false;
  }
  while (ok && !c.atEnd()) {
    if (c.eat(',')) continue;
    size_t ppos = c.p;
    std::string_view pname = c.symbol();
    if (pname.empty()) {
      host_.report(l, ppos, "bad macro parameter '" + std::string(trimmed(c.rest())) + "'", {});
      ok = false;
      break;
    }
    Macro::Param p;
    p.name = std::string(pname);
    if (c.peek() == ':') {
      ++c.p;
      std::string_view q = c.symbol();
      p.required = q == "req";
    }
    if (c.eat('=')) {
      c.skipSpace();
      size_t end;
      if (c.peek() == '"' && parseStringLiteral(c.s, c.p, p.def, end)) {
        c.p = end;
      } else {
        size_t b = c.p;
        while (c.p < c.s.size() && c.s[c.p] != ',' && !isSpace(c.s[c.p])) ++c.p;
        p.def = std::string(c.s.substr(b, c.p - b));
      }
    }
    m->params.push_back(std::move(p));
  }
  collectBody(l, openerPos, ".macro", m->body);
  if (m->name.empty()) return;
  std::string key = lower(m->name);
  auto it = macros_.find(key);
  if (it != macros_.end()) {
    const SrcLine& w = it->second->where;
    host_.report(l, namePos, "macro '" + m->name + "' is already defined",
                 "first defined at " + files_[w.file] + ":" + std::to_string(w.line));
    return;
  }
  macros_.emplace(std::move(key), std::move(m));
}

void Preprocessor::expandMacro(const Macro& m, const SrcLine& l, size_t wordPos, size_t argsPos) {
  int depth = 0;
  for (const auto& f : frames_) depth += f->kind == Frame::Macro;
  if (depth >= limits::kMaxMacroDepth) {
    stop(l, wordPos, "macro '" + m.name + "' is nested more than " + std::to_string(limits::kMaxMacroDepth) + " deep",
         "is it recursive without an end?");
    return;
  }
  std::vector<std::pair<size_t, size_t>> items = splitItems(l.text, argsPos, l.text.size());
  if (items.size() == 1 && m.params.size() > 1) {
    // GNU style: arguments separated by blanks.
    std::vector<std::pair<size_t, size_t>> words;
    size_t i = items[0].first, e = items[0].second;
    while (i < e) {
      while (i < e && isSpace(l.text[i])) ++i;
      size_t b = i;
      int parens = 0;
      while (i < e && (parens > 0 || !isSpace(l.text[i]))) {
        if (l.text[i] == '(') ++parens;
        if (l.text[i] == ')' && parens) --parens;
        ++i;
      }
      if (i > b) words.emplace_back(b, i);
    }
    items = std::move(words);
  }
  std::vector<std::string> names, values(m.params.size());
  std::vector<bool> given(m.params.size(), false);
  for (const auto& p : m.params) names.push_back(p.name);
  size_t positional = 0;
  for (const auto& [b, e] : items) {
    std::string_view text = l.text.substr(b, e - b);
    Cursor kc{text, 0};
    std::string_view key = kc.symbol();
    if (!key.empty() && kc.peek() == '=' && kc.peek(1) != '=') {
      bool found = false;
      for (size_t k = 0; k < names.size(); ++k)
        if (names[k] == key) {
          values[k] = std::string(trimmed(text.substr(kc.p + 1)));
          given[k] = found = true;
        }
      if (found) continue;
    }
    if (positional >= m.params.size()) {
      host_.report(l, b,
                   "macro '" + m.name + "' takes " + std::to_string(m.params.size()) + " argument" +
                       (m.params.size() == 1 ? "" : "s") + ", more are given",
                   "defined at " + files_[m.where.file] + ":" + std::to_string(m.where.line));
      return;
    }
    values[positional] = std::string(text);
    given[positional++] = true;
  }
  for (size_t k = 0; k < m.params.size(); ++k) {
    if (given[k]) continue;
    if (m.params[k].required) {
      host_.report(l, wordPos, "macro '" + m.name + "' needs argument '" + m.params[k].name + "'", {});
      return;
    }
    values[k] = m.params[k].def;
  }
  if (macroCount_ >= limits::kMaxMacroExpansions) {
    stop(l, wordPos,
         "macro '" + m.name + "' would be expansion number " + std::to_string(macroCount_ + 1) + ", past the limit of " +
             std::to_string(limits::kMaxMacroExpansions) + " macro expansions",
         "does a macro call itself more than once?");
    return;
  }
  if (!fitsLineLimit(l, wordPos, ("macro '" + m.name + "'").c_str(), 1, m.body.size())) return;
  ++macroCount_;
  origins_.push_back(MacroOrigin{m.name, l.file, l.line});
  const int32_t origin = static_cast<int32_t>(origins_.size() - 1);
  auto f = std::make_unique<Frame>();
  f->kind = Frame::Macro;
  f->condDepth = conds_.size();
  f->lines.reserve(m.body.size());
  std::string buf;
  const std::string what = "macro '" + m.name + "'";
  for (const SrcLine& bl : m.body) {
    SrcLine x = bl;
    if (!substituted(l, wordPos, what, bl.text, names, values, buf, x)) return;
    x.origin = origin;
    f->lines.push_back(x);
  }
  frames_.push_back(std::move(f));
}

void Preprocessor::rept(const SrcLine& l, size_t wordPos, size_t pos) {
  int64_t n = 0;
  bool ok = host_.evalNow(l, pos, l.text.size(), n);
  std::vector<SrcLine> body;
  if (!collectBody(l, wordPos, ".rept", body) || !ok) return;
  if (n < 0) {
    host_.report(l, wordPos, "'.rept' count " + std::to_string(n) + " is negative", {});
    return;
  }
  if (n == 0 || body.empty()) return;
  const std::string what = "'.rept' count " + std::to_string(n);
  if (!fitsLineLimit(l, wordPos, what.c_str(), static_cast<uint64_t>(n), body.size())) return;
  auto f = std::make_unique<Frame>();
  f->kind = Frame::Repeat;
  f->lines = std::move(body);
  f->repeatsLeft = n - 1;
  f->condDepth = conds_.size();
  frames_.push_back(std::move(f));
}

void Preprocessor::irp(const SrcLine& l, size_t wordPos, size_t pos, bool perChar) {
  Cursor c{l.text, pos};
  size_t symPos = (c.skipSpace(), c.p);
  std::string sym(c.symbol());
  std::vector<std::string> values;
  bool ok = true;
  if (sym.empty()) {
    host_.report(l, symPos, std::string("expected a symbol name after '") + (perChar ? ".irpc" : ".irp") + "'", {});
    ok = false;
  } else if (c.eat(',')) {
    for (const auto& [b, e] : splitItems(l.text, c.p, l.text.size())) {
      std::string_view v = l.text.substr(b, e - b);
      if (perChar) {
        for (char ch : v) values.emplace_back(1, ch);
      } else {
        values.emplace_back(v);
      }
    }
  } else if (!c.atEnd()) {
    host_.report(l, c.p, "expected ',' after the symbol name", {});
    ok = false;
  }
  std::vector<SrcLine> body;
  if (!collectBody(l, wordPos, perChar ? ".irpc" : ".irp", body) || !ok) return;
  if (values.empty()) values.emplace_back();
  const std::string what = std::string(perChar ? "'.irpc'" : "'.irp'") + " over " + std::to_string(values.size()) +
                           (values.size() == 1 ? " value" : " values");
  if (!fitsLineLimit(l, wordPos, what.c_str(), values.size(), body.size())) return;
  auto f = std::make_unique<Frame>();
  f->kind = Frame::Repeat;
  f->condDepth = conds_.size();
  std::vector<std::string> names = {sym}, vals(1);
  std::string buf;
  for (const std::string& v : values) {
    vals[0] = v;
    for (const SrcLine& bl : body) {
      SrcLine x = bl;
      if (!substituted(l, wordPos, what, bl.text, names, vals, buf, x)) return;
      f->lines.push_back(x);
    }
  }
  frames_.push_back(std::move(f));
}

void Preprocessor::include(const SrcLine& l, size_t wordPos, size_t pos) {
  Cursor c{l.text, pos};
  c.skipSpace();
  const size_t namePos = c.p;
  std::string name;
  size_t end;
  if (!parseStringLiteral(l.text, c.p, name, end)) {
    host_.report(l, namePos, "expected a quoted file name after '.include'", {});
    return;
  }
  c.p = end;
  if (!c.atEnd()) {
    host_.report(l, c.p, "unexpected text after the file name", {});
    return;
  }
  int fileFrames = 0;
  for (const auto& f : frames_) fileFrames += f->kind == Frame::File;
  if (fileFrames > limits::kMaxIncludeDepth) {
    host_.report(l, wordPos, "'.include' nested more than " + std::to_string(limits::kMaxIncludeDepth) + " deep", {});
    return;
  }
  namespace fs = std::filesystem;
  std::vector<std::string> candidates;
  if (fs::path(name).is_absolute()) {
    candidates.push_back(name);
  } else {
    fs::path folder = fs::path(files_[l.file]).parent_path();
    if (l.file == 0 && folder.empty()) folder = options_.sourceDir;
    candidates.push_back((folder / name).lexically_normal().string());
    for (const std::string& dir : options_.includeDirs)
      candidates.push_back((fs::path(dir) / name).lexically_normal().string());
  }
  std::string outside;  // the first candidate refused for lying outside the include roots
  for (const std::string& cand : candidates) {
    std::optional<std::string> text;
    bool refused = false;
    if (!readInclude(l, namePos, cand, text, refused)) return;
    if (refused && outside.empty()) outside = cand;
    if (!text) continue;
    for (const auto& f : frames_)
      if (f->kind == Frame::File && f->path == cand) {
        std::string chain;
        for (const auto& g : frames_)
          if (g->kind == Frame::File) chain += g->path + " -> ";
        host_.report(l, namePos, "include cycle: " + chain + cand, {});
        return;
      }
    if (text->size() > limits::kMaxIncludeTotalBytes - includedBytes_) {
      stop(l, namePos,
           "included files total more than " + limits::bytesText(limits::kMaxIncludeTotalBytes),
           "the limit on what one assembly may include");
      return;
    }
    includedBytes_ += text->size();
    files_.push_back(cand);
    pushFile(store(std::move(*text)), static_cast<uint32_t>(files_.size() - 1), cand);
    return;
  }
  if (!outside.empty()) {
    std::string roots;
    for (const std::string& r : options_.includeRoots) roots += (roots.empty() ? "" : ", ") + r;
    host_.report(l, namePos, "include file '" + outside + "' is outside the allowed include roots",
                 "allowed: " + roots);
    return;
  }
  std::string searched;
  for (const std::string& cand : candidates) searched += (searched.empty() ? "" : ", ") + cand;
  host_.report(l, namePos, "cannot open include file '" + name + "'", "searched: " + searched);
}

// Reads one candidate of an .include into `text` (left empty when there is no such file).
// Returns false when the file exists but is refused, after reporting why; sets `refused` when
// the policy forbids the path, which is then not even looked at.
bool Preprocessor::readInclude(const SrcLine& l, size_t namePos, const std::string& path,
                               std::optional<std::string>& text, bool& refused) {
  const std::string tooBig = "include file '" + path + "' is larger than " +
                             limits::bytesText(limits::kMaxIncludeFileBytes);
  const std::string tooBigHint = "the limit on one included file";
  std::shared_ptr<const std::string> known = options_.knownInclude ? options_.knownInclude(path) : nullptr;
  if (known) {
    text = *known;
  } else if (options_.readFile) {
    text = options_.readFile(path);
  } else {
    namespace fs = std::filesystem;
    if (!options_.includeRoots.empty() && !kc::pathUnderRoots(path, options_.includeRoots)) {
      refused = true;
      return true;
    }
    std::error_code ec;
    if (!fs::exists(fs::status(path, ec))) return true;
    kc::InputFile f = kc::readInputFile(path, limits::kMaxIncludeFileBytes);
    if (!f.ok) {
      if (f.missing) return true;
      if (f.error.find("not a regular file") != std::string::npos)
        host_.report(l, namePos, "include file '" + path + "' is not a regular file", "only regular files can be included");
      else if (f.error.find("is larger than") != std::string::npos)
        host_.report(l, namePos, tooBig, tooBigHint);
      else
        host_.report(l, namePos, f.error, {});
      return false;
    }
    text = std::move(f.text);
  }
  if (!text) return true;
  if (text->size() > limits::kMaxIncludeFileBytes) {
    text.reset();
    host_.report(l, namePos, tooBig, tooBigHint);
    return false;
  }
  const size_t bad = firstBinaryByte(*text);
  if (bad != std::string_view::npos) {
    const unsigned char c = static_cast<unsigned char>((*text)[bad]);
    text.reset();
    host_.report(l, namePos,
                 "include file '" + path + "' is not a text file (byte " + hexByte(c) + " at offset " +
                     std::to_string(bad) + ")",
                 "only assembly source can be included");
    return false;
  }
  return true;
}

} // namespace kc::as
