// Character-level scanning shared by the preprocessor, the expression evaluator and the
// statement parser. Positions are byte offsets into one line's text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kc::as {

inline bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool isSymbolStart(char c) { return isAlpha(c) || c == '_' || c == '.' || c == '$'; }
inline bool isSymbolChar(char c) { return isSymbolStart(c) || isDigit(c); }
inline bool isMnemonicChar(char c) { return isAlpha(c) || isDigit(c) || c == '_' || c == '.'; }

struct Cursor {
  std::string_view s;
  size_t p = 0;

  void skipSpace() {
    while (p < s.size() && isSpace(s[p])) ++p;
  }
  bool atEnd() {
    skipSpace();
    return p >= s.size();
  }
  char peek(size_t k = 0) const { return p + k < s.size() ? s[p + k] : '\0'; }
  bool eat(char c) {
    skipSpace();
    if (peek() != c) return false;
    ++p;
    return true;
  }
  // A symbol name at the cursor (after blanks), or empty.
  std::string_view symbol() {
    skipSpace();
    if (!isSymbolStart(peek())) return {};
    size_t b = p;
    while (p < s.size() && isSymbolChar(s[p])) ++p;
    return s.substr(b, p - b);
  }
  std::string_view rest() const { return p < s.size() ? s.substr(p) : std::string_view(); }
};

// The extent of a numeric token starting at `p` (digits, letters, '_', '.'), so that "1.5" or
// "12ab" is reported whole.
size_t numberTokenEnd(std::string_view s, size_t p);
// Decimal, 0x hex or 0b binary; false when malformed or beyond 64 bits.
bool parseInteger(std::string_view token, uint64_t& out);
// 'a', '\n', '\x41', '\''; `end` is just past the closing quote.
bool parseCharLiteral(std::string_view s, size_t p, int64_t& value, size_t& end);
// "text" with C escapes; `end` is just past the closing quote.
bool parseStringLiteral(std::string_view s, size_t p, std::string& out, size_t& end);
// A decimal floating-point literal (with '.' or an exponent), inf or nan, optionally signed,
// ending where a value list item ends. Leaves the cursor untouched when there is none.
bool parseFloatLiteral(Cursor& c, double& out);

// Comma-separated items of s[from, to) at parenthesis depth 0, outside quotes, trimmed.
// An empty range gives no items.
std::vector<std::pair<size_t, size_t>> splitItems(std::string_view s, size_t from, size_t to);
inline std::string_view trimmed(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && isSpace(s[b])) ++b;
  while (e > b && isSpace(s[e - 1])) --e;
  return s.substr(b, e - b);
}

// Removes comments from one physical line: everything from a line-comment start, and /* */
// blocks (which may span lines; `inBlock` carries the state). Blocks are blanked in a copy
// kept in `scratch` so that columns stay those of the original line.
std::string_view stripComments(std::string_view line, const std::vector<std::string>& lineStarts, bool& inBlock,
                               std::string& scratch, bool& copied);

// The statements of one comment-free line: the ranges between separators (such as RISC-V's
// ';') that lie outside string and character literals. A line without separators is one
// statement; empty statements are kept, so that every range maps back to its columns.
std::vector<std::pair<size_t, size_t>> splitStatements(std::string_view line, const std::vector<std::string>& separators);

} // namespace kc::as
