#include "agent/manual_index.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

#include "kc/manual.h"

namespace kc::agent {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// "### M_MM — Accumulate ..." names M_MM; "### vlenb(): u32" names vlenb; "## Memories" names
// Memories.
std::string sectionName(const std::string& title) {
  if (size_t dash = title.find(" \xE2\x80\x94 "); dash != std::string::npos) return title.substr(0, dash);
  if (size_t paren = title.find('('); paren != std::string::npos && paren > 0) return title.substr(0, paren);
  return title;
}

ManualIndex build(const kc::TargetInfo& target) {
  ManualIndex idx;
  const std::string text = kc::manualMarkdown(target);
  for (size_t pos = 0; pos < text.size();) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    idx.lines.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  // Headings outside code blocks (a '#' in a code block is an assembly comment).
  bool inCode = false;
  std::vector<size_t> open;   // sections enclosing the current line, outermost first
  idx.sectionOfLine.assign(idx.lines.size(), SIZE_MAX);
  for (size_t i = 0; i < idx.lines.size(); ++i) {
    const std::string& l = idx.lines[i];
    if (l.rfind("```", 0) == 0) inCode = !inCode;
    size_t level = 0;
    while (!inCode && level < l.size() && l[level] == '#') ++level;
    if (level > 0 && level < l.size() && l[level] == ' ') {
      while (!open.empty() && idx.sections[open.back()].level >= int(level)) {
        idx.sections[open.back()].endLine = i;
        open.pop_back();
      }
      ManualSection s;
      s.heading = l;
      s.level = int(level);
      s.name = sectionName(l.substr(level + 1));
      s.firstLine = i;
      open.push_back(idx.sections.size());
      idx.sections.push_back(s);
    }
    if (!open.empty()) idx.sectionOfLine[i] = open.back();
  }
  for (size_t k : open) idx.sections[k].endLine = idx.lines.size();
  return idx;
}

} // namespace

const ManualIndex& manualIndex(const kc::TargetInfo& target) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<ManualIndex>> built;
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<ManualIndex>& slot = built[target.name];
  if (!slot) slot = std::make_unique<ManualIndex>(build(target));
  return *slot;
}

const ManualSection* findSection(const ManualIndex& index, const std::string& name) {
  const std::string want = lower(name);
  for (const ManualSection& s : index.sections)
    if (lower(s.name) == want) return &s;
  return nullptr;
}

} // namespace kc::agent
