// Bundles of a VLIW target: "a; b; c" on one line, or one instruction per line between '{' and
// '}'. Each instruction takes a slot; the bundle takes the smallest format with slots for all.
#include "asm/assembler_impl.h"
#include "kc/bundle.h"

namespace kc::as {

namespace {

// Where the instructions of a bundle line end: at each ';' outside brackets and quotes, and at a
// closing '}'.
std::vector<std::pair<size_t, size_t>> splitParts(std::string_view text, size_t from, size_t& closeBrace) {
  std::vector<std::pair<size_t, size_t>> parts;
  closeBrace = std::string_view::npos;
  int depth = 0;
  char quote = 0;
  size_t b = from;
  for (size_t i = from; i <= text.size(); ++i) {
    const char ch = i < text.size() ? text[i] : ';';
    if (i == text.size()) quote = 0;  // an unclosed quote ends with the line; its operand reports it
    if (quote) {
      if (ch == '\\') ++i;
      else if (ch == quote) quote = 0;
      continue;
    }
    if (ch == '"' || ch == '\'') quote = ch;
    else if (ch == '(' || ch == '[') ++depth;
    else if (ch == ')' || ch == ']') --depth;
    else if ((ch == ';' && depth <= 0) || (ch == '}' && depth <= 0)) {
      parts.emplace_back(b, i);
      b = i + 1;
      if (ch == '}') {
        closeBrace = i;
        break;
      }
    }
  }
  return parts;
}

bool blank(std::string_view s) {
  for (char ch : s)
    if (!isSpace(ch)) return false;
  return true;
}

} // namespace

void Assembler::bundleStatement(std::string_view text, size_t wordPos) {
  size_t from = wordPos;
  const bool opens = text[wordPos] == '{';
  if (opens) {
    if (braceOpen_) {
      error(wordPos, "a '{' inside a bundle", "close the bundle opened at line " + std::to_string(braceLine_->line) + " first");
      return;
    }
    braceOpen_ = true;
    braceLine_ = line_;
    bracePos_ = wordPos;
    braceParts_.clear();
    braceFull_ = false;
    from = wordPos + 1;
  }
  size_t close = std::string_view::npos;
  std::vector<std::pair<size_t, size_t>> spans = splitParts(text, from, close);
  if (close != std::string_view::npos && !blank(text.substr(close + 1))) {
    error(close + 1, "unexpected text after the bundle's '}': '" + std::string(trimmed(text.substr(close + 1))) + "'");
    return;
  }
  if (close != std::string_view::npos && !braceOpen_) {
    error(close, "a '}' without a '{'");
    return;
  }
  std::vector<BundlePart> parts;
  for (size_t k = 0; k < spans.size(); ++k) {
    auto [b, e] = spans[k];
    if (blank(text.substr(b, e - b))) {
      // A line holding only '{' or '}' has no instruction; an empty one between ';' is a mistake.
      if (spans.size() > 1 || (!opens && close == std::string_view::npos)) {
        error(b < text.size() ? b : wordPos, "an empty instruction in the bundle", "remove the extra ';'");
        return;
      }
      continue;
    }
    // Held to the most a format can carry, so that a bundle of a million lines costs nothing.
    if ((braceOpen_ ? braceParts_.size() : 0) + parts.size() >= size_t(kMaxBundleSlots)) {
      size_t at = b;
      while (at < e && isSpace(text[at])) ++at;
      if (!braceFull_) error(at, "more than " + std::to_string(kMaxBundleSlots) + " instructions in one bundle",
                             "a bundle holds at most " + std::to_string(kMaxBundleSlots) + "; start another");
      if (!braceOpen_) return;
      braceFull_ = true;
      break;
    }
    BundlePart part;
    if (!bundlePart(text, b, e, part)) return;
    parts.push_back(std::move(part));
  }
  if (braceOpen_) {
    if (!braceFull_) braceParts_.insert(braceParts_.end(), parts.begin(), parts.end());
    if (close == std::string_view::npos) return;
    braceOpen_ = false;
    if (braceFull_) return;  // reported where it overflowed
    if (braceParts_.empty()) {
      error(close, "an empty bundle", "a bundle holds at least one instruction");
      return;
    }
    std::vector<BundlePart> all = std::move(braceParts_);
    braceParts_.clear();
    emitBundle(all);
    return;
  }
  if (parts.empty()) return;
  if (parts.size() == 1 && parts[0].form < 0) {  // a lone pseudo-instruction: its lines are bundles
    Cursor c{parts[0].text, parts[0].operandsPos};
    pseudo(static_cast<uint16_t>(-parts[0].form - 1), parts[0].wordPos, c);
    return;
  }
  emitBundle(parts);
}

bool Assembler::bundlePart(std::string_view text, size_t b, size_t e, BundlePart& out) {
  Cursor c{text.substr(0, e), b};
  c.skipSpace();
  out.line = line_;
  out.text = text.substr(0, e);
  out.wordPos = c.p;
  const std::string_view word = c.symbol();
  if (word.empty()) {
    error(out.wordPos, "expected an instruction, found '" + std::string(text.substr(out.wordPos, 1)) + "'");
    return false;
  }
  if (word[0] == '.') {
    error(out.wordPos, "directive '" + std::string(word) + "' inside a bundle", "a bundle holds instructions only");
    return false;
  }
  out.name = std::string(word);
  out.operandsPos = c.p;
  if (!chooseForm(word, out.text, c.p, out.wordPos, out.form, &out.forms)) return false;
  if (out.forms.empty() || out.forms.front() != out.form) out.forms.insert(out.forms.begin(), out.form);
  return true;
}

void Assembler::emitBundle(const std::vector<BundlePart>& parts) {
  if (!sec().code) {
    error(parts[0].wordPos, "instruction '" + parts[0].name + "' in memory '" + memName(sec().memory) + "', which holds no code",
          "switch to the code memory with '.text'");
    return;
  }
  const SrcLine* const saved = line_;
  // Pass 1 keeps no line of an earlier statement; errors wait for pass 2, which has them all.
  auto at = [&](const BundlePart& p) {
    if (pass_ == 2 && p.line) line_ = p.line;
  };
  for (const BundlePart& p : parts)
    if (p.form < 0) {
      at(p);
      error(p.wordPos, "pseudo-instruction '" + p.name + "' cannot share a bundle", "write the instructions it stands for");
      line_ = saved;
      return;
    }
  // The simulator takes one branch per bundle; a second is refused here, where it is written.
  const BundlePart* branch = nullptr;
  for (const BundlePart& p : parts) {
    if (!target_.instrs[p.form].writesPc) continue;
    if (!branch) {
      branch = &p;
      continue;
    }
    at(p);
    error(p.wordPos, "two branches in one bundle: '" + branch->name + "' and '" + p.name + "' both change the pc",
          "a bundle holds at most one instruction that branches; give the other a bundle of its own");
    line_ = saved;
    return;
  }
  std::vector<uint16_t> instrs;
  std::vector<std::string> names;
  for (const BundlePart& p : parts) {
    instrs.push_back(static_cast<uint16_t>(p.form));
    names.push_back(p.name);
  }
  BundlePacking packing;
  PackResult r = packBundle(target_, instrs.data(), static_cast<int>(instrs.size()), packing);
  if (r.problem != PackResult::None) retryWithOtherForms(parts, instrs, packing, r);
  if (r.problem != PackResult::None) {
    std::string hint;
    const std::string message = packProblemText(target_, r, instrs.data(), names.data(), static_cast<int>(instrs.size()), hint);
    const BundlePart& p = parts[static_cast<size_t>(r.second >= 0 ? r.second : r.first >= 0 ? r.first : 0)];
    at(p);
    error(r.problem == PackResult::NoFormat ? parts[0].wordPos : p.wordPos, message, hint);
    line_ = saved;
    return;
  }
  const unsigned size = target_.formats[packing.format].bits / 8u;
  if (pass_ == 1) {
    if (imageRoom(size)) sec().size += size;
    return;
  }
  uint64_t words[kMaxBundleSlots] = {};
  for (size_t i = 0; i < parts.size(); ++i) {
    at(parts[i]);
    Cursor c{parts[i].text, parts[i].operandsPos};
    encodeOperands(packing.instr[i], parts[i].wordPos, c, words[i],
                   target_.formats[packing.format].slots[packing.slotOf[i]]);
  }
  line_ = saved;
  uint8_t bytes[kMaxBundleBytes] = {};
  encodeBundle(target_, packing, words, static_cast<int>(parts.size()), bytes);
  const SrcLine* first = parts[0].line ? parts[0].line : line_;
  emit(bytes, size);
  if (first) program_.lines.push_back(SourceLine{pc_, files_[first->file], first->line});
}

// Overloaded mnemonics: a part whose operands fit several instruction forms (a move the ALU and
// the move slot both have, with operands of different kinds) may need one that is not the
// first; combinations are tried in order, a bounded number of them.
void Assembler::retryWithOtherForms(const std::vector<BundlePart>& parts, std::vector<uint16_t>& instrs,
                                    BundlePacking& packing, PackResult& r) {
  std::vector<size_t> choice(parts.size(), 0);
  constexpr int kMaxTries = 256;
  for (int tries = 0; tries < kMaxTries; ++tries) {
    size_t k = 0;
    while (k < parts.size() && ++choice[k] >= parts[k].forms.size()) choice[k++] = 0;
    if (k == parts.size()) return;  // every combination tried
    std::vector<uint16_t> trial(parts.size());
    for (size_t i = 0; i < parts.size(); ++i) trial[i] = static_cast<uint16_t>(parts[i].forms[choice[i]]);
    BundlePacking p;
    if (packBundle(target_, trial.data(), static_cast<int>(trial.size()), p).problem == PackResult::None) {
      instrs = trial;
      packing = p;
      r = PackResult{};
      return;
    }
  }
}

// A '{' still open when the source ends.
void Assembler::unclosedBundle() {
  if (!braceOpen_) return;
  braceOpen_ = false;
  line_ = braceLine_;
  error(bracePos_, "this bundle's '{' is never closed", "end the bundle with '}'");
}

} // namespace kc::as
