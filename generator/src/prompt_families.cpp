#include "prompt_families.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <set>

#include "sem_print.h"

namespace hwgen {
namespace {

// Word pieces: runs of letters, digits, '_' and non-ASCII bytes (so that a UTF-8 character is
// never cut), and single other characters.
bool wordByte(unsigned char c) { return std::isalnum(c) || c == '_' || c >= 0x80; }

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> out;
  for (size_t i = 0; i < s.size();) {
    size_t j = i + 1;
    if (wordByte(static_cast<unsigned char>(s[i])))
      while (j < s.size() && wordByte(static_cast<unsigned char>(s[j]))) ++j;
    out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

// Mnemonic pieces: runs of letters, runs of digits, single separators ("vlseg2e8.v" is
// vlseg 2 e 8 . v).
std::vector<std::string> mnemonicPieces(const std::string& s) {
  auto cls = [](unsigned char c) { return std::isdigit(c) ? 1 : std::isalpha(c) ? 2 : 0; };
  std::vector<std::string> out;
  for (size_t i = 0; i < s.size();) {
    const int k = cls(static_cast<unsigned char>(s[i]));
    size_t j = i + 1;
    if (k)
      while (j < s.size() && cls(static_cast<unsigned char>(s[j])) == k) ++j;
    out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

// Pieces shared at the start and at the end of every text (not overlapping).
struct Ends {
  size_t prefix = 0, suffix = 0;
};

Ends commonEnds(const std::vector<std::vector<std::string>>& ws) {
  size_t shortest = SIZE_MAX;
  for (const auto& w : ws) shortest = std::min(shortest, w.size());
  Ends e;
  auto same = [&](auto at) {
    for (const auto& w : ws)
      if (at(w) != at(ws[0])) return false;
    return true;
  };
  while (e.prefix < shortest && same([&](const auto& w) { return w[e.prefix]; })) ++e.prefix;
  while (e.prefix + e.suffix < shortest && same([&](const auto& w) { return w[w.size() - 1 - e.suffix]; })) ++e.suffix;
  return e;
}

std::string join(const std::vector<std::string>& w, size_t from, size_t to) {
  std::string s;
  for (size_t i = from; i < to; ++i) s += w[i];
  return s;
}

bool isWord(const std::string& piece) { return wordByte(static_cast<unsigned char>(piece[0])); }

// Summaries read well on one line when they share words, agree on more than they differ in,
// and differ in a few words ("Add, vector-{vector|scalar|immediate}").
bool summariesShareALine(const std::vector<const InstrM*>& fam) {
  constexpr int kMostWordsApart = 4;
  std::vector<std::vector<std::string>> ws;
  for (const InstrM* in : fam) ws.push_back(words(in->summary));
  const Ends e = commonEnds(ws);
  size_t common = 0, longestMiddle = 0;
  bool aWord = false;
  for (size_t i = 0; i < ws[0].size(); ++i)
    if (i < e.prefix || i >= ws[0].size() - e.suffix) common += ws[0][i].size(), aWord |= isWord(ws[0][i]);
  for (const auto& w : ws) {
    longestMiddle = std::max(longestMiddle, join(w, e.prefix, w.size() - e.suffix).size());
    if (std::count_if(w.begin() + long(e.prefix), w.end() - long(e.suffix), isWord) > kMostWordsApart) return false;
  }
  return aWord && common >= longestMiddle;
}

// What differs between variants is written in braces, split at bars: their own text must have
// neither.
bool braceSafe(const InstrM& in) {
  std::string text = in.summary + in.syntax;
  for (const CodeExpr* ce : {&in.latency, &in.interval, &in.uops}) text += ce->ast ? pseudoExpr(*ce->ast) : ce->text;
  return text.find_first_of("{}|") == std::string::npos;
}

// Operands of the same name must be of the same kind in every variant, so that one note on the
// line says what each is.
bool sameOperandKinds(const InstrM& a, const InstrM& b) {
  for (const OperandM& x : a.operands)
    for (const OperandM& y : b.operands)
      if (x.name == y.name && (x.kindName != y.kindName || x.optional != y.optional ||
                               (x.optional && x.optionalDefault != y.optionalDefault)))
        return false;
  return true;
}

} // namespace

std::string braceDiff(const std::vector<std::string>& texts) {
  if (texts.empty()) return "";
  if (std::all_of(texts.begin(), texts.end(), [&](const std::string& t) { return t == texts[0]; })) return texts[0];
  std::vector<std::vector<std::string>> ws;
  for (const auto& t : texts) ws.push_back(words(t));
  const Ends e = commonEnds(ws);
  std::string s = join(ws[0], 0, e.prefix) + "{";
  for (size_t k = 0; k < ws.size(); ++k) s += (k ? "|" : "") + join(ws[k], e.prefix, ws[k].size() - e.suffix);
  return s + "}" + join(ws[0], ws[0].size() - e.suffix, ws[0].size());
}

std::vector<std::vector<const InstrM*>> instructionFamilies(const std::vector<const InstrM*>& group) {
  // Candidate families: instructions alike but for one mnemonic piece, keyed by what they share.
  std::map<std::string, std::vector<size_t>> candidates;
  for (size_t i = 0; i < group.size(); ++i) {
    const InstrM& in = *group[i];
    const std::vector<std::string> p = mnemonicPieces(in.mnemonic);
    for (size_t k = 0; k < p.size(); ++k) {
      const bool number = std::isdigit(static_cast<unsigned char>(p[k][0]));
      const bool afterSeparator = k + 1 == p.size() && k >= 1 && p[k - 1].size() == 1 &&
                                  !std::isalnum(static_cast<unsigned char>(p[k - 1][0]));
      if (!number && !afterSeparator) continue;
      std::string key = std::to_string(k) + ":";
      for (size_t j = 0; j < p.size(); ++j) key += (j == k ? std::string("\x01") : p[j]) + "\x02";
      key += std::to_string(in.unit) + "/" + std::to_string(in.delaySlots) + "/" + std::to_string(in.operands.size());
      candidates[key].push_back(i);
    }
  }
  // The largest candidates first, so that vlseg2e8.v joins its seven field counts rather than its
  // three element widths.
  std::vector<const std::vector<size_t>*> bySize;
  for (const auto& [key, members] : candidates)
    if (members.size() > 1) bySize.push_back(&members);
  std::stable_sort(bySize.begin(), bySize.end(), [](const auto* a, const auto* b) {
    return a->size() != b->size() ? a->size() > b->size() : a->front() < b->front();
  });

  std::vector<bool> placed(group.size(), false);
  std::vector<std::vector<size_t>> families;
  for (const auto* members : bySize) {
    // Members that could not lead a family of this candidate; a few tries find an odd first
    // member out without making a large candidate cost the cube of its size.
    std::set<size_t> tried;
    while (tried.size() < 4) {
      std::vector<size_t> fam;
      for (size_t i : *members) {
        if (placed[i] || !braceSafe(*group[i]) || (fam.empty() && tried.count(i))) continue;
        bool fits = true;
        for (size_t j : fam) fits = fits && sameOperandKinds(*group[i], *group[j]);
        fam.push_back(i);
        std::vector<const InstrM*> ins;
        for (size_t j : fam) ins.push_back(group[j]);
        if (!fits || (fam.size() > 1 && !summariesShareALine(ins))) fam.pop_back();
      }
      if (fam.empty()) break;
      if (fam.size() == 1) {
        tried.insert(fam[0]);
        continue;
      }
      for (size_t i : fam) placed[i] = true;
      families.push_back(fam);
    }
  }
  for (size_t i = 0; i < group.size(); ++i)
    if (!placed[i]) families.push_back({i});
  std::sort(families.begin(), families.end(), [](const auto& a, const auto& b) { return a.front() < b.front(); });

  std::vector<std::vector<const InstrM*>> out;
  for (const auto& fam : families) {
    out.emplace_back();
    for (size_t i : fam) out.back().push_back(group[i]);
  }
  return out;
}

} // namespace hwgen
