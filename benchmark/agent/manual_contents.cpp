#include "agent/manual_contents.h"

#include <vector>

#include <fmt/format.h>

namespace kc::agent {

namespace {

// A list of this many names or fewer gets a line each, with sizes; a longer one is one line.
constexpr size_t kListedOneByOne = 12;

std::string chars(size_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// The lines a reader is shown: without the blank lines and the next entry's link anchor that
// close a section in the Markdown.
size_t shownEnd(const ManualIndex& index, const ManualSection& s) {
  size_t end = s.endLine;
  while (end > s.firstLine + 1 && (index.lines[end - 1].empty() || index.lines[end - 1].rfind("<a id=", 0) == 0)) --end;
  return end;
}

std::string linesText(const ManualIndex& index, size_t first, size_t end) {
  std::string text;
  for (size_t i = first; i < end; ++i) text += index.lines[i] + "\n";
  return text;
}

// The direct sub-sections of the section at `k`.
std::vector<size_t> children(const ManualIndex& index, size_t k) {
  std::vector<size_t> out;
  const int level = index.sections[k].level;
  for (size_t j = k + 1; j < index.sections.size() && index.sections[j].level > level; ++j)
    if (index.sections[j].level == level + 1) out.push_back(j);
  return out;
}

size_t positionOf(const ManualIndex& index, const ManualSection& s) { return size_t(&s - index.sections.data()); }

// What the parts of the section at `k` are called: an instruction group holds instructions.
std::string partsWord(const ManualIndex& index, size_t k, size_t n) {
  const ManualSection& s = index.sections[k];
  bool instructions = s.name == "Instructions";
  for (size_t j = k; j-- > 0;)
    if (index.sections[j].level < s.level) {
      instructions = instructions || index.sections[j].name == "Instructions";
      break;
    }
  if (instructions && k + 1 < index.sections.size() && !children(index, k + 1).empty()) instructions = false;
  const char* word = instructions ? "instruction" : s.name == "Instructions" ? "group" : "part";
  return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}

// One line per sub-section with its size (and its own parts' count), or, for a long list of
// leaves, their names on one line.
std::string partsList(const ManualIndex& index, size_t k, const std::string& indent) {
  const std::vector<size_t> kids = children(index, k);
  bool leaves = true;
  for (size_t c : kids) leaves = leaves && children(index, c).empty();
  std::string out;
  if (leaves && kids.size() > kListedOneByOne) {
    out += indent + "- ";
    for (size_t i = 0; i < kids.size(); ++i) out += (i ? ", " : "") + index.sections[kids[i]].name;
    return out + "\n";
  }
  for (size_t c : kids) {
    const ManualSection& s = index.sections[c];
    const std::vector<size_t> grand = children(index, c);
    out += fmt::format("{}- {} ({}{} characters)\n", indent, s.name,
                       grand.empty() ? "" : partsWord(index, c, grand.size()) + ", ",
                       chars(sectionChars(index, s)));
  }
  return out;
}

} // namespace

size_t sectionChars(const ManualIndex& index, const ManualSection& s) {
  size_t n = 0;
  for (size_t i = s.firstLine, end = shownEnd(index, s); i < end; ++i) n += index.lines[i].size() + 1;
  return n;
}

std::string tableOfContents(const ManualIndex& index, const std::string& target, size_t bound) {
  size_t total = 0;
  for (const std::string& l : index.lines) total += l.size() + 1;
  std::string out = fmt::format(
      "Contents of the {} manual ({} characters). read_docs with a name below reads that section, group or "
      "sub-section (an instruction by its mnemonic, a helper function by its name); a part longer than {} "
      "characters shows its opening and its own parts instead. grep_docs searches every line.\n\n",
      target, chars(total), chars(bound));
  for (size_t k = 0; k < index.sections.size(); ++k) {
    const ManualSection& s = index.sections[k];
    if (s.level != 2) continue;
    const std::vector<size_t> kids = children(index, k);
    out += fmt::format("- {} ({}{} characters)\n", s.name, kids.empty() ? "" : partsWord(index, k, kids.size()) + ", ",
                       chars(sectionChars(index, s)));
    if (!kids.empty()) out += partsList(index, k, "  ");
  }
  return out;
}

std::string sectionForReading(const ManualIndex& index, const ManualSection& s, size_t bound) {
  const size_t end = shownEnd(index, s);
  if (sectionChars(index, s) <= bound) return linesText(index, s.firstLine, end);
  const size_t k = positionOf(index, s);
  const std::vector<size_t> kids = children(index, k);
  if (kids.empty()) return linesText(index, s.firstLine, end);  // one entry: the reader's own bound cuts it
  // Up to the first sub-section, without the anchor that opens it.
  size_t leadEnd = index.sections[kids.front()].firstLine;
  while (leadEnd > s.firstLine + 1 && (index.lines[leadEnd - 1].empty() || index.lines[leadEnd - 1].rfind("<a id=", 0) == 0))
    --leadEnd;
  std::string out = linesText(index, s.firstLine, leadEnd);
  bool named = true;  // the opening text (a group's table) already names every part
  for (size_t c : kids) named = named && out.find("`" + index.sections[c].name + "`") != std::string::npos;
  out += fmt::format("\nThis section has {} characters, more than one read shows ({}): read its {} one by one by "
                     "name{}\n",
                     chars(sectionChars(index, s)), chars(bound), partsWord(index, k, kids.size()), named ? "." : ":");
  if (!named) out += partsList(index, k, "");
  return out;
}

} // namespace kc::agent
