#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "asm/assembler_impl.h"

namespace kc::as {

namespace {

enum class Dir {
  Text, Data, Section, Byte, Half, Word, Dword, Ascii, Asciz, Float, Double, Value, Space, Zero,
  Align, P2Align, BAlign, Equ, Comm, Org, PushSection, PopSection, Previous, Ignored, Fill,
};

const std::unordered_map<std::string_view, Dir>& directiveTable() {
  static const std::unordered_map<std::string_view, Dir> t = {
      {".text", Dir::Text},       {".data", Dir::Data},       {".bss", Dir::Data},
      {".section", Dir::Section}, {".byte", Dir::Byte},       {".half", Dir::Half},
      {".short", Dir::Half},      {".hword", Dir::Half},      {".2byte", Dir::Half},
      {".word", Dir::Word},       {".long", Dir::Word},       {".4byte", Dir::Word},
      {".dword", Dir::Dword},     {".quad", Dir::Dword},      {".8byte", Dir::Dword},
      {".ascii", Dir::Ascii},     {".asciz", Dir::Asciz},     {".string", Dir::Asciz},
      {".float", Dir::Float},     {".single", Dir::Float},    {".double", Dir::Double},
      {".value", Dir::Value},     {".space", Dir::Space},     {".skip", Dir::Space},      {".fill", Dir::Fill},
      {".zero", Dir::Zero},       {".align", Dir::Align},     {".p2align", Dir::P2Align},
      {".balign", Dir::BAlign},   {".equ", Dir::Equ},         {".set", Dir::Equ},
      {".comm", Dir::Comm},       {".lcomm", Dir::Comm},      {".org", Dir::Org},
      {".global", Dir::Ignored},  {".globl", Dir::Ignored},   {".local", Dir::Ignored},
      {".weak", Dir::Ignored},    {".type", Dir::Ignored},    {".size", Dir::Ignored},
      {".file", Dir::Ignored},    {".ident", Dir::Ignored},   {".option", Dir::Ignored},
      {".attribute", Dir::Ignored}, {".addrsig", Dir::Ignored}, {".addrsig_sym", Dir::Ignored},
      {".hidden", Dir::Ignored},  {".loc", Dir::Ignored},
      {".pushsection", Dir::PushSection}, {".popsection", Dir::PopSection}, {".previous", Dir::Previous},
  };
  return t;
}

// Spellings offered by "did you mean", including those the preprocessor handles.
const std::vector<std::string>& directiveNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const auto& [k, d] : directiveTable()) v.emplace_back(k);
    for (const char* p : {".macro", ".endm", ".exitm", ".rept", ".rep", ".endr", ".irp", ".irpc", ".if", ".ifdef",
                          ".ifndef", ".ifeq", ".ifne", ".elseif", ".else", ".endif", ".include", ".end"})
      v.emplace_back(p);
    std::sort(v.begin(), v.end());
    return v;
  }();
  return names;
}

std::string number(double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}

} // namespace

// The first memory that is neither code nor the storage of a register file.
int Assembler::firstDataSection() const {
  for (uint16_t m = 0; m < target_.numMemories; ++m) {
    if (target_.memories[m].isCode) continue;
    bool holdsRegisters = false;
    for (uint16_t f = 0; f < target_.numRegFiles; ++f) holdsRegisters |= target_.regFiles[f].storageMemory == m;
    if (!holdsRegisters) return m;
  }
  return tables_.codeMemory;
}

int Assembler::resolveSection(std::string_view name) const {
  for (uint16_t m = 0; m < target_.numMemories; ++m)
    if (name == target_.memories[m].name) return m;
  auto is = [&](std::string_view base) {
    return name == base || (name.size() > base.size() && name.compare(0, base.size(), base) == 0 && name[base.size()] == '.');
  };
  const int code = tables_.codeMemory;
  if (code >= 0 && is(".text")) return code;
  const bool byteCode = code >= 0 && target_.memories[code].elemBytes == 1;
  for (std::string_view base : {".rodata", ".data", ".bss", ".sdata", ".sbss", ".srodata"})
    if (is(base)) return byteCode ? (codeData_ >= 0 ? codeData_ : code) : firstDataSection();
  return -1;
}

bool Assembler::byteMemory(std::string_view dir, size_t wordPos) {
  const Section& s = sec();
  if (s.elemBytes == 1) return true;
  const MemoryInfo& m = target_.memories[s.memory];
  error(wordPos,
        "'" + std::string(dir) + "' writes bytes, but memory '" + m.name + "' holds " + std::to_string(s.elemBytes) +
            "-byte " + m.elemType + " elements",
        "use .value or .float to write elements of '" + std::string(m.name) + "'");
  return false;
}

void Assembler::directive(std::string_view word, size_t wordPos, Cursor& c) {
  const std::string_view spelled = c.s.substr(wordPos, word.size());
  auto it = directiveTable().find(word);
  if (it == directiveTable().end()) {
    if (word.rfind(".cfi_", 0) == 0) return;
    std::string best = hintWanted() ? closestMatch(word, directiveNames()) : std::string();
    error(wordPos, "unknown directive '" + std::string(spelled) + "'",
          best.empty() ? std::string() : "did you mean '" + best + "'?");
    return;
  }
  switch (it->second) {
    case Dir::Ignored: return;
    case Dir::Text:
      if (tables_.codeMemory < 0) error(wordPos, "target '" + std::string(target_.name) + "' has no code memory");
      else setSection(tables_.codeMemory);
      return;
    case Dir::Data: {
      int m = codeData_ >= 0 ? codeData_ : firstDataSection();
      if (m >= 0) setSection(m);
      return;
    }
    case Dir::Section: {
      const int m = sectionOperand(spelled, c);
      if (m >= 0) setSection(m);
      return;
    }
    case Dir::PushSection: pushSection(spelled, c); return;
    case Dir::PopSection: popSection(wordPos, c); return;
    case Dir::Previous:
      if (!c.atEnd()) error(c.p, "unexpected text after '.previous'");
      else if (prev_ < 0) error(wordPos, "'.previous' without an earlier section change");
      else setSection(prev_);
      return;
    case Dir::Byte: integerData(spelled, wordPos, c, 1); return;
    case Dir::Half: integerData(spelled, wordPos, c, 2); return;
    case Dir::Word: integerData(spelled, wordPos, c, 4); return;
    case Dir::Dword: integerData(spelled, wordPos, c, 8); return;
    case Dir::Ascii: stringData(wordPos, c, false); return;
    case Dir::Asciz: stringData(wordPos, c, true); return;
    case Dir::Float: floatData(c, 4); return;
    case Dir::Double: floatData(c, 8); return;
    case Dir::Value: valueData(c); return;
    case Dir::Space:
    case Dir::Zero: space(wordPos, c); return;
    case Dir::Fill: fill(wordPos, c); return;
    case Dir::Align:
    case Dir::P2Align:
    case Dir::BAlign: align(word, wordPos, c); return;
    case Dir::Equ: equate(c); return;
    case Dir::Org: org(wordPos, c); return;
    case Dir::Comm: common(wordPos, c); return;
  }
}

// The section a .section or .pushsection names, NAME[, "FLAGS"[, @TYPE]], or -1 after an error.
// An ELF section without the "a" flag is not part of the loaded program (.note.GNU-stack,
// .comment): its contents go to the discarded section. One with "a" that the target has no
// name for (.tohost) is loaded data, placed as .data is.
int Assembler::sectionOperand(std::string_view spelled, Cursor& c) {
  c.skipSpace();
  const size_t namePos = c.p;
  std::string name;
  size_t end;
  if (c.peek() == '"' && parseStringLiteral(c.s, c.p, name, end)) {
    c.p = end;
  } else {
    while (c.p < c.s.size() && c.s[c.p] != ',' && !isSpace(c.s[c.p])) ++c.p;
    name = std::string(c.s.substr(namePos, c.p - namePos));
  }
  if (name.empty()) {
    error(namePos, "expected a section name after '" + std::string(spelled) + "'");
    return -1;
  }
  const int known = resolveSection(name);
  c.skipSpace();
  if (c.peek() == ',') {
    ++c.p;
    c.skipSpace();
    std::string flags;
    if (known < 0 && c.peek() == '"' && parseStringLiteral(c.s, c.p, flags, end)) {
      if (flags.find('a') == std::string::npos) return discard_;
      const int data = resolveSection(".data");
      if (data >= 0) return data;
    }
  }
  if (known < 0) {
    std::string valid;
    for (uint16_t i = 0; i < target_.numMemories; ++i) valid += std::string(target_.memories[i].name) + ", ";
    error(namePos, "unknown section '" + name + "'", "valid sections: " + valid + ".text, .data");
  }
  return known;
}

void Assembler::setSection(int m) {
  if (m < 0) return;
  prev_ = cur_;
  cur_ = m;
}

// .pushsection NAME[, FLAGS...]: remembers the current and previous sections, then switches.
void Assembler::pushSection(std::string_view spelled, Cursor& c) {
  const int m = sectionOperand(spelled, c);
  if (m < 0) return;
  sectionStack_.emplace_back(cur_, prev_);
  setSection(m);
}

// .popsection: back to the section (and previous section) of the matching .pushsection.
void Assembler::popSection(size_t wordPos, Cursor& c) {
  if (!c.atEnd()) {
    error(c.p, "unexpected text after '.popsection'");
    return;
  }
  if (sectionStack_.empty()) {
    error(wordPos, "'.popsection' without a matching '.pushsection'");
    return;
  }
  cur_ = sectionStack_.back().first;
  prev_ = sectionStack_.back().second;
  sectionStack_.pop_back();
}

// .comm NAME, SIZE[, ALIGN]: SIZE zero bytes in .bss, aligned to ALIGN bytes, labelled NAME.
void Assembler::common(size_t wordPos, Cursor& c) {
  auto items = splitItems(c.s, c.p, c.s.size());
  if (items.size() < 2 || items.size() > 3) {
    error(wordPos, "'.comm' expects NAME, SIZE[, ALIGNMENT]");
    return;
  }
  Cursor nameCursor{c.s.substr(0, items[0].second), items[0].first};
  nameCursor.skipSpace();
  const std::string_view name = nameCursor.symbol();
  if (name.empty()) {
    error(items[0].first, "expected a symbol name");
    return;
  }
  Value size, alignment;
  alignment.v = 1;
  forceReport_ = true;
  bool ok = expressionItem(c.s, items[1].first, items[1].second, size) &&
            (items.size() < 3 || expressionItem(c.s, items[2].first, items[2].second, alignment));
  forceReport_ = false;
  if (!ok) return;
  if (size.v < 0 || alignment.v <= 0 || (alignment.v & (alignment.v - 1)) != 0) {
    error(items[1].first, "'.comm' needs a size >= 0 and a power-of-two alignment");
    return;
  }
  const int bss = resolveSection(".bss");
  if (bss < 0) {
    error(wordPos, "target '" + std::string(target_.name) + "' has no memory for .bss");
    return;
  }
  const int saved = cur_;
  cur_ = bss;
  const Section& s = sec();
  emitZeros((static_cast<uint64_t>(alignment.v) - s.address() % static_cast<uint64_t>(alignment.v)) %
            static_cast<uint64_t>(alignment.v) * s.unitBytes);
  Value at;
  at.v = static_cast<int64_t>(sec().address());
  at.rel = sec().code ? 1 : 0;
  if (pass_ == 1) defineSymbol(name, items[0].first, Symbol::Label, at);  // labels are fixed in pass 1
  emitZeros(static_cast<uint64_t>(size.v));
  cur_ = saved;
}

void Assembler::integerData(std::string_view dir, size_t wordPos, Cursor& c, unsigned size) {
  if (!byteMemory(dir, wordPos)) return;
  for (const auto& [b, e] : splitItems(c.s, c.p, c.s.size())) {
    Value v;
    if (!expressionItem(c.s, b, e, v)) {
      emitZeros(size);
      continue;
    }
    if (pass_ == 2 && size < 8) {
      int64_t lo = -(int64_t(1) << (8 * size - 1)), hi = (int64_t(1) << (8 * size)) - 1;
      if (v.v < lo || v.v > hi)
        error(b, "value " + std::to_string(v.v) + " does not fit in '" + std::string(dir) + "' (" + std::to_string(lo) +
                     ".." + std::to_string(hi) + ")");
    }
    uint8_t bytes[8];
    for (unsigned i = 0; i < size; ++i)
      bytes[i] = static_cast<uint8_t>(static_cast<uint64_t>(v.v) >> (8 * (target_.littleEndian ? i : size - 1 - i)));
    emit(bytes, size);
  }
}

void Assembler::stringData(size_t wordPos, Cursor& c, bool terminate) {
  if (!byteMemory(c.s.substr(wordPos, c.p - wordPos), wordPos)) return;
  for (const auto& [b, e] : splitItems(c.s, c.p, c.s.size())) {
    std::string text;
    size_t end;
    if (!parseStringLiteral(c.s, b, text, end) || end != e) {
      error(b, "expected a quoted string");
      continue;
    }
    if (terminate) text += '\0';
    emit(reinterpret_cast<const uint8_t*>(text.data()), text.size());
  }
}

bool Assembler::elementValue(std::string_view text, size_t b, size_t e, double& f, int64_t& i, bool& isInt) {
  Cursor c{text.substr(0, e), b};
  if (parseFloatLiteral(c, f)) {
    isInt = false;
    if (c.atEnd()) return true;
    error(c.p, "unexpected text after the number: '" + std::string(trimmed(c.rest())) + "'");
    return false;
  }
  Value v;
  if (!expressionItem(text, b, e, v)) return false;
  i = v.v;
  isInt = true;
  return true;
}

bool Assembler::encodeElement(const Section& s, size_t pos, bool isInt, int64_t i, double f, uint8_t* out) {
  std::memset(out, 0, s.elemBytes);
  if (s.memory < 0) return true;  // a section that is not loaded (.comment): its bytes are dropped
  const MemoryInfo& m = target_.memories[s.memory];
  if (!s.format) {
    error(pos, "memory '" + std::string(m.name) + "' stores '" + m.elemType + "', which this directive cannot encode");
    return false;
  }
  const num::Format fmt = *s.format;
  if (!fmt.isFloat() && isInt) {
    if (fmt.bits < 64 && pass_ == 2) {
      int64_t lo = -(int64_t(1) << (fmt.bits - 1));
      int64_t hi = fmt.kind == num::Format::UInt ? (int64_t(1) << fmt.bits) - 1 : (int64_t(1) << (fmt.bits - 1)) - 1;
      if (i < lo || i > hi) {
        error(pos, "value " + std::to_string(i) + " does not fit the " + m.elemType + " elements of memory '" + m.name +
                       "' (" + std::to_string(lo) + ".." + std::to_string(hi) + ")");
        return false;
      }
    }
    for (uint32_t b = 0; b < s.elemBytes && b < 8; ++b) out[b] = static_cast<uint8_t>(static_cast<uint64_t>(i) >> (8 * b));
    return true;
  }
  const double x = isInt ? static_cast<double>(i) : f;
  uint8_t buf[16] = {};
  if (num::storageBytes(fmt) > sizeof buf || !num::encode(fmt, x, buf)) {
    error(pos, "value " + number(x) + " cannot be stored in the " + m.elemType + " elements of memory '" + m.name + "'");
    return false;
  }
  std::memcpy(out, buf, std::min<size_t>(s.elemBytes, sizeof buf));
  return true;
}

void Assembler::floatData(Cursor& c, unsigned size) {
  const Section& s = sec();
  const uint32_t step = s.elemBytes == 1 ? size : s.elemBytes;
  for (const auto& [b, e] : splitItems(c.s, c.p, c.s.size())) {
    double f = 0;
    int64_t i = 0;
    bool isInt = false;
    uint8_t out[16] = {};
    bool ok = elementValue(c.s, b, e, f, i, isInt);
    if (ok && s.elemBytes == 1) {
      // Byte memories take IEEE binary32/binary64 in the target's byte order.
      const double x = isInt ? static_cast<double>(i) : f;
      static const std::optional<num::Format> f32 = num::parseFormat("f32"), f64 = num::parseFormat("f64");
      const std::optional<num::Format>& fmt = size == 4 ? f32 : f64;
      if (fmt) num::encode(*fmt, x, out);
      if (!target_.littleEndian) std::reverse(out, out + size);
    } else if (ok && step <= sizeof out) {
      encodeElement(s, b, isInt, i, f, out);
    }
    if (step <= sizeof out) emit(out, step);
    else emitZeros(step);
  }
}

void Assembler::valueData(Cursor& c) {
  const Section& s = sec();
  for (const auto& [b, e] : splitItems(c.s, c.p, c.s.size())) {
    double f = 0;
    int64_t i = 0;
    bool isInt = false;
    std::vector<uint8_t> out(s.elemBytes, 0);
    if (elementValue(c.s, b, e, f, i, isInt)) encodeElement(s, b, isInt, i, f, out.data());
    emit(out.data(), out.size());
  }
}

// .fill REPEAT[, SIZE[, VALUE]]: REPEAT copies of VALUE in SIZE bytes (at most 8), in the
// target's byte order, as GNU as writes them; SIZE defaults to 1 and VALUE to 0.
void Assembler::fill(size_t wordPos, Cursor& c) {
  auto items = splitItems(c.s, c.p, c.s.size());
  if (items.empty() || items.size() > 3) {
    error(wordPos, "'.fill' expects a repeat count, an optional size and an optional value");
    return;
  }
  if (!byteMemory(".fill", wordPos)) return;
  Value repeat, size, value;
  size.v = 1;
  forceReport_ = true;
  bool ok = expressionItem(c.s, items[0].first, items[0].second, repeat) &&
            (items.size() < 2 || expressionItem(c.s, items[1].first, items[1].second, size));
  if (ok && (repeat.undefined || size.undefined)) {
    error(items[0].first, "the repeat count and size must use only symbols defined before this line");
    ok = false;
  }
  forceReport_ = false;
  if (!ok || (items.size() == 3 && !expressionItem(c.s, items[2].first, items[2].second, value))) return;
  if (repeat.v < 0 || static_cast<uint64_t>(repeat.v) > (uint64_t(1) << 32)) {
    error(items[0].first, "repeat count " + std::to_string(repeat.v) + " is out of range");
    return;
  }
  if (size.v < 0 || size.v > 8) {
    error(items[1].first, "size " + std::to_string(size.v) + " is out of range (0 to 8 bytes)");
    return;
  }
  uint8_t unit[8] = {};
  for (int64_t k = 0; k < size.v; ++k) {
    const int shift = int(target_.littleEndian ? k : size.v - 1 - k) * 8;
    unit[k] = static_cast<uint8_t>(shift < 64 ? static_cast<uint64_t>(value.v) >> shift : 0);
  }
  emitRepeated(unit, static_cast<size_t>(size.v), static_cast<uint64_t>(repeat.v));
}

void Assembler::space(size_t wordPos, Cursor& c) {
  auto items = splitItems(c.s, c.p, c.s.size());
  if (items.empty() || items.size() > 2) {
    error(wordPos, "'" + std::string(c.s.substr(wordPos, c.p - wordPos)) + "' expects a size and an optional fill value");
    return;
  }
  Value n;
  forceReport_ = true;
  bool ok = expressionItem(c.s, items[0].first, items[0].second, n);
  if (ok && n.undefined) {
    error(items[0].first, "the size uses a symbol that is defined only later", "define the symbol before this line");
    ok = false;
  }
  forceReport_ = false;
  if (!ok) return;
  const Section& s = sec();
  if (n.v < 0 || static_cast<uint64_t>(n.v) > (uint64_t(1) << 32)) {
    error(items[0].first, "size " + std::to_string(n.v) + " is out of range");
    return;
  }
  Value fill;
  if (items.size() == 2 && !expressionItem(c.s, items[1].first, items[1].second, fill)) return;
  const uint64_t bytes = static_cast<uint64_t>(n.v) * s.unitBytes;
  if (fill.v == 0 || pass_ == 1) {
    emitZeros(bytes);
    return;
  }
  std::vector<uint8_t> unit(s.unitBytes, static_cast<uint8_t>(fill.v));
  if (s.unitBytes > 1 && s.format && !encodeElement(s, items[1].first, true, fill.v, 0, unit.data())) return;
  emitRepeated(unit.data(), unit.size(), static_cast<uint64_t>(n.v));
}

void Assembler::align(std::string_view dir, size_t wordPos, Cursor& c) {
  auto items = splitItems(c.s, c.p, c.s.size());
  if (items.empty() || items.size() > 3) {
    error(wordPos, "'" + std::string(dir) + "' expects an alignment");
    return;
  }
  Value n;
  forceReport_ = true;
  bool ok = expressionItem(c.s, items[0].first, items[0].second, n);
  if (ok && n.undefined) {
    error(items[0].first, "the alignment uses a symbol that is defined only later");
    ok = false;
  }
  forceReport_ = false;
  if (!ok) return;
  uint64_t units;
  if (dir == ".balign") {
    if (n.v <= 0 || (n.v & (n.v - 1)) != 0) {
      error(items[0].first, "'.balign' needs a power of two, not " + std::to_string(n.v));
      return;
    }
    units = static_cast<uint64_t>(n.v);
  } else {
    if (n.v < 0 || n.v > 30) {
      error(items[0].first, "alignment 2^" + std::to_string(n.v) + " is out of range (0..30)");
      return;
    }
    units = uint64_t(1) << n.v;
  }
  Value fill;
  if (items.size() >= 2 && !expressionItem(c.s, items[1].first, items[1].second, fill)) return;
  const Section& s = sec();
  uint64_t partial = (s.unitBytes - s.size % s.unitBytes) % s.unitBytes;
  uint64_t at = (s.size + partial) / s.unitBytes + s.base;
  uint64_t pad = partial + ((units - at % units) % units) * s.unitBytes;
  if (fill.v != 0 && s.elemBytes == 1 && pass_ == 2) {
    const uint8_t byte = static_cast<uint8_t>(fill.v);
    emitRepeated(&byte, 1, pad);
  } else {
    emitZeros(pad);
  }
}

void Assembler::equate(Cursor& c) {
  c.skipSpace();
  const size_t namePos = c.p;
  std::string_view name = c.symbol();
  if (name.empty()) {
    error(namePos, "expected a symbol name");
    return;
  }
  if (!c.eat(',')) {
    error(c.p, "expected ',' after the symbol name");
    return;
  }
  Value v;
  if (!expressionItem(c.s, c.p, c.s.size(), v)) return;
  defineSymbol(name, namePos, Symbol::Equate, v);
}

// .org ADDRESS[, FILL]: pad the current section up to ADDRESS, in the numbers its labels and `.`
// have (for the code memory, the offset from the start of the program). Without a fill, in a data
// memory, the bytes passed over are left out of the image rather than set to 0.
void Assembler::org(size_t wordPos, Cursor& c) {
  auto items = splitItems(c.s, c.p, c.s.size());
  if (items.empty() || items.size() > 2) {
    error(wordPos, "'.org' expects an address and an optional fill value");
    return;
  }
  Value to;
  forceReport_ = true;
  bool ok = expressionItem(c.s, items[0].first, items[0].second, to);
  if (ok && to.undefined) {
    error(items[0].first, "the address uses a symbol that is defined only later", "define the symbol before this line");
    ok = false;
  }
  const Section& s = sec();
  const uint64_t here = s.address();
  if (ok && (to.v < 0 || static_cast<uint64_t>(to.v) < here)) {
    error(items[0].first, "'.org' would move the location backwards, from " + std::to_string(here) + " to " +
                              std::to_string(to.v));
    ok = false;
  }
  if (ok && static_cast<uint64_t>(to.v) - here > (uint64_t(1) << 32)) {
    error(items[0].first, "'.org' to " + std::to_string(to.v) + " is out of range");
    ok = false;
  }
  forceReport_ = false;
  if (!ok) return;
  Value fill;
  if (items.size() == 2 && !expressionItem(c.s, items[1].first, items[1].second, fill)) return;
  const uint64_t units = static_cast<uint64_t>(to.v) - here;
  if (items.size() == 1 && !s.code && pass_ == 2 && units > 0) sec().skipped.push_back({s.size, s.size + units * s.unitBytes});
  if (fill.v == 0 || pass_ == 1) {
    emitZeros(units * s.unitBytes);
    return;
  }
  std::vector<uint8_t> unit(s.unitBytes, static_cast<uint8_t>(fill.v));
  if (s.unitBytes > 1 && s.format && !encodeElement(s, items[1].first, true, fill.v, 0, unit.data())) return;
  for (uint64_t k = 0; k < units; ++k) emit(unit.data(), unit.size());
}

} // namespace kc::as

namespace kc {

void assemblerDirectives(std::vector<std::string>& acting, std::vector<std::string>& ignored) {
  for (const std::string& d : as::directiveNames()) {
    auto it = as::directiveTable().find(d);
    (it != as::directiveTable().end() && it->second == as::Dir::Ignored ? ignored : acting).push_back(d);
  }
}

} // namespace kc
