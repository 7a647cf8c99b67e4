#include "asm/lexer.h"

#include <cstdlib>
#include <cstring>
#include <limits>

namespace kc::as {

size_t numberTokenEnd(std::string_view s, size_t p) {
  while (p < s.size() && (isAlpha(s[p]) || isDigit(s[p]) || s[p] == '_' || s[p] == '.')) ++p;
  return p;
}

bool parseInteger(std::string_view t, uint64_t& out) {
  unsigned base = 10;
  if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) base = 16, t.remove_prefix(2);
  else if (t.size() > 2 && t[0] == '0' && (t[1] == 'b' || t[1] == 'B')) base = 2, t.remove_prefix(2);
  if (t.empty()) return false;
  if (t.front() == '_' || t.back() == '_') return false;
  uint64_t v = 0;
  for (char c : t) {
    unsigned d;
    if (c == '_') continue;  // digit separator, as in 1_000 (PLENA's tools write these)
    if (isDigit(c)) d = unsigned(c - '0');
    else if (c >= 'a' && c <= 'f') d = unsigned(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') d = unsigned(c - 'A' + 10);
    else return false;
    if (d >= base) return false;
    if (v > (UINT64_MAX - d) / base) return false;
    v = v * base + d;
  }
  out = v;
  return true;
}

namespace {

// One possibly escaped character of a quoted literal at s[p]; advances p.
bool readQuotedChar(std::string_view s, size_t& p, char quote, int64_t& v) {
  if (p >= s.size() || s[p] == quote) return false;
  if (s[p] != '\\') {
    v = static_cast<unsigned char>(s[p++]);
    return true;
  }
  if (++p >= s.size()) return false;
  char e = s[p++];
  switch (e) {
    case 'n': v = '\n'; return true;
    case 't': v = '\t'; return true;
    case 'r': v = '\r'; return true;
    case 'b': v = '\b'; return true;
    case 'f': v = '\f'; return true;
    case 'v': v = '\v'; return true;
    case 'a': v = '\a'; return true;
    case 'x': {
      int64_t x = 0;
      int n = 0;
      while (p < s.size() && n < 2) {
        char c = s[p];
        int d = isDigit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
        if (d < 0) break;
        x = x * 16 + d, ++p, ++n;
      }
      if (!n) return false;
      v = x;
      return true;
    }
    default:
      if (e >= '0' && e <= '7') {
        int64_t x = e - '0';
        for (int n = 1; n < 3 && p < s.size() && s[p] >= '0' && s[p] <= '7'; ++n) x = x * 8 + (s[p++] - '0');
        v = x & 0xFF;
        return true;
      }
      v = static_cast<unsigned char>(e);
      return true;
  }
}

} // namespace

bool parseCharLiteral(std::string_view s, size_t p, int64_t& value, size_t& end) {
  if (p >= s.size() || s[p] != '\'') return false;
  ++p;
  if (!readQuotedChar(s, p, '\'', value)) return false;
  if (p >= s.size() || s[p] != '\'') return false;
  end = p + 1;
  return true;
}

bool parseStringLiteral(std::string_view s, size_t p, std::string& out, size_t& end) {
  if (p >= s.size() || s[p] != '"') return false;
  ++p;
  out.clear();
  while (p < s.size() && s[p] != '"') {
    int64_t v;
    if (!readQuotedChar(s, p, '"', v)) return false;
    out += static_cast<char>(v);
  }
  if (p >= s.size()) return false;
  end = p + 1;
  return true;
}

bool parseFloatLiteral(Cursor& c, double& out) {
  c.skipSpace();
  size_t p = c.p;
  std::string_view s = c.s;
  size_t b = p;
  if (p < s.size() && (s[p] == '-' || s[p] == '+')) ++p;
  auto ends = [&](size_t q) {
    while (q < s.size() && isSpace(s[q])) ++q;
    return q >= s.size() || s[q] == ',';
  };
  size_t w = p;
  while (w < s.size() && isAlpha(s[w])) ++w;
  if (w > p) {
    std::string word(s.substr(p, w - p));
    for (char& ch : word) ch = static_cast<char>(ch | 0x20);
    if ((word == "inf" || word == "infinity" || word == "nan") && ends(w)) {
      double v = word == "nan" ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
      out = s[b] == '-' ? -v : v;
      c.p = w;
      return true;
    }
    return false;
  }
  if (p + 1 < s.size() && s[p] == '0' && (s[p + 1] == 'x' || s[p + 1] == 'X' || s[p + 1] == 'b' || s[p + 1] == 'B'))
    return false;
  size_t q = p;
  bool digits = false, point = false, exponent = false;
  while (q < s.size() && isDigit(s[q])) ++q, digits = true;
  if (q < s.size() && s[q] == '.') {
    point = true;
    ++q;
    while (q < s.size() && isDigit(s[q])) ++q, digits = true;
  }
  if (!digits) return false;
  if (q < s.size() && (s[q] == 'e' || s[q] == 'E')) {
    size_t r = q + 1;
    if (r < s.size() && (s[r] == '+' || s[r] == '-')) ++r;
    if (r < s.size() && isDigit(s[r])) {
      while (r < s.size() && isDigit(s[r])) ++r;
      q = r;
      exponent = true;
    }
  }
  if (!(point || exponent) || !ends(q)) return false;
  std::string text(s.substr(b, q - b));
  out = std::strtod(text.c_str(), nullptr);
  c.p = q;
  return true;
}

std::vector<std::pair<size_t, size_t>> splitItems(std::string_view s, size_t from, size_t to) {
  std::vector<std::pair<size_t, size_t>> items;
  auto push = [&](size_t b, size_t e) {
    while (b < e && isSpace(s[b])) ++b;
    while (e > b && isSpace(s[e - 1])) --e;
    items.emplace_back(b, e);
  };
  size_t b = from;
  int depth = 0;
  bool any = false;
  for (size_t i = from; i < to; ++i) {
    char c = s[i];
    if (!isSpace(c)) any = true;
    if (c == '"' || c == '\'') {
      size_t j = i + 1;
      while (j < to && s[j] != c) j += s[j] == '\\' ? 2 : 1;
      // An unmatched quote is left for the item parser to reject.
      if (j < to) i = j;
    } else if (c == '(') {
      ++depth;
    } else if (c == ')') {
      if (depth) --depth;
    } else if (c == ',' && depth == 0) {
      push(b, i);
      b = i + 1;
    }
  }
  if (any) push(b, to);
  return items;
}

std::string_view stripComments(std::string_view line, const std::vector<std::string>& lineStarts, bool& inBlock,
                               std::string& scratch, bool& copied) {
  copied = false;
  auto blank = [&](size_t from, size_t to) {
    if (!copied) {
      scratch.assign(line.data(), line.size());
      copied = true;
    }
    for (size_t k = from; k < to; ++k)
      if (scratch[k] != '\t') scratch[k] = ' ';
  };
  size_t i = 0;
  const size_t n = line.size();
  while (i < n) {
    if (inBlock) {
      size_t start = i;
      while (i < n && !(line[i] == '*' && i + 1 < n && line[i + 1] == '/')) ++i;
      if (i < n) {
        i += 2;
        inBlock = false;
      }
      blank(start, i);
      continue;
    }
    char c = line[i];
    if (c == '"') {
      ++i;
      while (i < n && line[i] != '"') i += line[i] == '\\' ? 2 : 1;
      if (i < n) ++i;
      continue;
    }
    if (c == '\'') {
      // A character literal, so that ';' or '#' inside it is not a comment.
      if (i + 2 < n && line[i + 1] != '\\' && line[i + 2] == '\'') {
        i += 3;
        continue;
      }
      if (i + 3 < n && line[i + 1] == '\\' && line[i + 3] == '\'') {
        i += 4;
        continue;
      }
    }
    if (c == '/' && i + 1 < n && line[i + 1] == '*') {
      inBlock = true;
      continue;
    }
    for (const std::string& st : lineStarts)
      if (!st.empty() && st[0] == c && line.compare(i, st.size(), st) == 0) {
        std::string_view base = copied ? std::string_view(scratch) : line;
        return base.substr(0, i);
      }
    ++i;
  }
  return copied ? std::string_view(scratch) : line;
}

std::vector<std::pair<size_t, size_t>> splitStatements(std::string_view line, const std::vector<std::string>& separators) {
  std::vector<std::pair<size_t, size_t>> out;
  size_t b = 0, i = 0;
  const size_t n = line.size();
  while (i < n) {
    const char c = line[i];
    if (c == '"') {
      ++i;
      while (i < n && line[i] != '"') i += line[i] == '\\' ? 2 : 1;
      if (i < n) ++i;
      continue;
    }
    if (c == '\'') {
      // A character literal, as stripComments reads them: 'x' or '\x'.
      if (i + 2 < n && line[i + 1] != '\\' && line[i + 2] == '\'') {
        i += 3;
        continue;
      }
      if (i + 3 < n && line[i + 1] == '\\' && line[i + 3] == '\'') {
        i += 4;
        continue;
      }
    }
    bool split = false;
    for (const std::string& sep : separators)
      if (!sep.empty() && sep[0] == c && line.compare(i, sep.size(), sep) == 0) {
        out.emplace_back(b, i);
        i += sep.size();
        b = i;
        split = true;
        break;
      }
    if (!split) ++i;
  }
  out.emplace_back(b, n);
  return out;
}

} // namespace kc::as
