#include "asm/syntax_snippet.h"

#include <algorithm>
#include <cstdio>

namespace kc::as {

namespace {

// Notes line up at one column, unless a line of code is longer than this.
constexpr size_t kNoteColumn = 40;

std::string number(int64_t v, bool hex) {
  std::string s = std::to_string(v);
  if (hex && v >= 0) {
    char buf[32];
    std::snprintf(buf, sizeof buf, " (0x%llx)", static_cast<unsigned long long>(v));
    s += buf;
  }
  return s;
}

} // namespace

Snippet& Snippet::line(std::string code, std::string note) {
  lines_.push_back(Line{std::move(code), std::move(note), {}, false});
  return *this;
}

Snippet& Snippet::value(std::string code, std::string symbol, std::string note, bool hex) {
  lines_.push_back(Line{std::move(code), std::move(note), std::move(symbol), hex});
  return *this;
}

std::string Snippet::source() const {
  std::string s;
  for (const Line& l : lines_) s += l.code + "\n";
  return s;
}

std::string Snippet::shown(const ExampleIsa& isa, const std::map<std::string, std::string>& files) const {
  std::map<std::string, uint64_t> symbols;
  bool anyValue = false;
  for (const Line& l : lines_) anyValue = anyValue || !l.symbol.empty();
  if (anyValue) {
    AsmResult r = assembleExample(isa.target(), source(), files);
    if (r.program) symbols = r.program->symbols;
  }
  size_t column = 0;
  for (const Line& l : lines_)
    if (!l.note.empty() || !l.symbol.empty()) column = std::max(column, l.code.size() + 2);
  column = std::min(column, kNoteColumn);
  std::string s;
  for (const Line& l : lines_) {
    std::string note = l.note;
    if (!l.symbol.empty()) {
      auto it = symbols.find(l.symbol);
      const std::string v = it == symbols.end() ? "?" : number(static_cast<int64_t>(it->second), l.hex);
      note = "= " + v + (note.empty() ? "" : ": " + note);
    }
    s += l.code;
    if (!note.empty()) s += std::string(l.code.size() + 2 > column ? 2 : column - l.code.size(), ' ') + isa.comment() + " " + note;
    s += "\n";
  }
  return s;
}

AsmResult assembleExample(const TargetInfo& target, const std::string& source,
                          const std::map<std::string, std::string>& files) {
  AsmOptions options;
  options.fileName = "example.s";
  options.readFile = [&files](const std::string& path) -> std::optional<std::string> {
    auto it = files.find(path);
    if (it == files.end()) return std::nullopt;
    return it->second;
  };
  return assemble(target, source, options);
}

} // namespace kc::as
