#include "kc/diagnostics.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace kc {

namespace {

const char* severityName(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "error";
}

char lowerChar(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// Levenshtein distance that also counts swapping two neighbouring characters as one edit,
// the most common typo ("lopp" for "loop"). Only distances up to `limit` matter: once two rows in
// a row exceed it, later rows cannot come back below it, and limit + 1 is returned. Suggestions
// are computed for every unknown word of a file, so short words need no allocation.
size_t typoDistance(std::string_view a, std::string_view b, size_t limit) {
  const size_t n = b.size() + 1;
  constexpr size_t kShort = 48;
  size_t rows[3][kShort];
  std::vector<size_t> longRows;
  size_t *prev2 = rows[0], *prev = rows[1], *row = rows[2];
  if (n > kShort) {
    longRows.resize(3 * n);
    prev2 = longRows.data();
    prev = prev2 + n;
    row = prev + n;
  }
  for (size_t j = 0; j < n; ++j) prev[j] = j;
  size_t prevMin = 0;
  for (size_t i = 1; i <= a.size(); ++i) {
    row[0] = i;
    size_t rowMin = i;
    for (size_t j = 1; j < n; ++j) {
      row[j] = std::min({prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) row[j] = std::min(row[j], prev2[j - 2] + 1);
      rowMin = std::min(rowMin, row[j]);
    }
    if (rowMin > limit && prevMin > limit) return limit + 1;
    prevMin = rowMin;
    size_t* oldest = prev2;
    prev2 = prev;
    prev = row;
    row = oldest;
  }
  return prev[b.size()];
}

} // namespace

std::string format(const Diagnostic& d) {
  std::string out;
  if (!d.file.empty()) {
    out += d.file;
    if (d.line > 0) {
      out += ':' + std::to_string(d.line);
      if (d.col > 0) out += ':' + std::to_string(d.col);
    }
    out += ": ";
  }
  out += severityName(d.severity);
  out += ": ";
  out += d.message;
  out += '\n';
  if (d.line > 0 && !d.sourceLine.empty()) {
    out += d.sourceLine;
    out += '\n';
    // Tabs are copied so that the caret lines up however the terminal expands them.
    size_t before = d.col > 0 ? static_cast<size_t>(d.col - 1) : 0;
    for (size_t i = 0; i < before; ++i) out += i < d.sourceLine.size() && d.sourceLine[i] == '\t' ? '\t' : ' ';
    out += "^\n";
  }
  if (!d.hint.empty()) out += "hint: " + d.hint + "\n";
  return out;
}

std::string format(const std::vector<Diagnostic>& ds) {
  std::string out;
  for (const Diagnostic& d : ds) out += format(d);
  return out;
}

bool hasErrors(const std::vector<Diagnostic>& ds) {
  return std::any_of(ds.begin(), ds.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

// Case is ignored because mnemonics and register names are matched case-insensitively; among
// equally close candidates the one of the same length wins, then the earliest.
std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates) {
  std::string w(word);
  std::transform(w.begin(), w.end(), w.begin(), lowerChar);
  const size_t limit = std::max<size_t>(1, w.size() / 3);
  const std::string* best = nullptr;
  size_t bestDist = SIZE_MAX;
  bool bestSameLen = false;
  std::string c;
  for (const std::string& cand : candidates) {
    if (cand == word) continue;
    // The distance is at least the difference in length: most candidates need no table.
    if ((cand.size() > w.size() ? cand.size() - w.size() : w.size() - cand.size()) > limit) continue;
    c = cand;
    std::transform(c.begin(), c.end(), c.begin(), lowerChar);
    size_t d = typoDistance(w, c, limit);
    if (d > limit || d >= std::max(w.size(), c.size())) continue;
    bool sameLen = c.size() == w.size();
    if (d < bestDist || (d == bestDist && sameLen && !bestSameLen)) {
      best = &cand;
      bestDist = d;
      bestSameLen = sameLen;
    }
  }
  return best ? *best : std::string();
}

} // namespace kc
