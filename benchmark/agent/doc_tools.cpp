// Searching and reading the target's generated ISA manual: the prompt carries a summary, the
// manual stays searchable in full.
#include <algorithm>

#include <re2/re2.h>

#include <fmt/format.h>

#include "agent/manual_index.h"
#include "agent/tool_args.h"
#include "agent/tool_registry.h"
#include "agent/tool_result.h"
#include "kc/diagnostics.h"
#include "safety/limits.h"

namespace kc::agent {

namespace {

constexpr int64_t kDefaultResults = 20;
constexpr int64_t kMaxResults = 100;
// A manual line is shown up to this many characters (long table rows).
constexpr size_t kMaxLineChars = 200;

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Lines [from, to) of the manual, without the blank lines and the next section's link anchor
// at the end, which carry nothing for a reader.
std::string linesOf(const ManualIndex& idx, size_t from, size_t to) {
  while (to > from + 1 && (idx.lines[to - 1].empty() || idx.lines[to - 1].rfind("<a id=", 0) == 0)) --to;
  std::string text;
  for (size_t i = from; i < to; ++i) text += idx.lines[i] + "\n";
  return text;
}

ToolResult grepDocs(const nlohmann::json& args, AgentSession& s) {
  const ManualIndex& idx = manualIndex(s.target());
  const std::string pattern = stringArg(args, "pattern");
  const int64_t max = std::min(kMaxResults, optionalInt(args, "max_results").value_or(kDefaultResults));
  if (pattern.size() > limits::kMaxSearchPatternChars)
    return toolError(fmt::format("the pattern has {} characters; the limit is {}: search for a shorter one",
                                 pattern.size(), limits::kMaxSearchPatternChars));
  // RE2 matches in time linear in the line whatever the pattern, and refuses a pattern whose
  // program would outgrow its memory instead of building it.
  RE2::Options o;
  o.set_case_sensitive(false);
  o.set_log_errors(false);
  o.set_max_mem(limits::kMaxSearchProgramBytes);
  const RE2 compiled(pattern, o);
  const RE2* re = compiled.ok() ? &compiled : nullptr;
  const std::string plain = lower(pattern);
  std::string hits;
  int64_t found = 0;
  for (size_t i = 0; i < idx.lines.size(); ++i) {
    const std::string& l = idx.lines[i];
    if (!(re ? RE2::PartialMatch(l, *re) : lower(l).find(plain) != std::string::npos)) continue;
    if (++found > max) continue;
    const size_t sec = idx.sectionOfLine[i];
    std::string shown = l.size() > kMaxLineChars ? l.substr(0, kMaxLineChars) + "..." : l;
    hits += fmt::format("{} [{}]: {}\n", i + 1, sec == SIZE_MAX ? "" : idx.sections[sec].name, shown);
  }
  std::string head = fmt::format("{} line{} of the {} manual match '{}'", found, found == 1 ? "" : "s", s.target().name,
                                 pattern);
  if (!re) head += " (not a valid regular expression: searched as plain text)";
  if (found > max) head += fmt::format("; the first {} (max_results) are shown", max);
  head += found ? ". Line [instruction or section]: text; read_docs shows a section whole.\n" : ".\n";
  return toolOk(head + hits);
}

ToolResult readDocs(const nlohmann::json& args, AgentSession& s) {
  const ManualIndex& idx = manualIndex(s.target());
  const std::string name = stringArg(args, "name");
  const ManualSection* sec = findSection(idx, name);
  if (!sec) {
    std::vector<std::string> names;
    std::string top;
    for (const ManualSection& x : idx.sections) {
      names.push_back(x.name);
      if (x.level == 2) top += (top.empty() ? "" : ", ") + x.name;
    }
    std::string near = kc::closestMatch(name, names);
    return toolError(fmt::format("the {} manual has no instruction or section '{}'{}; sections: {}; instructions by "
                                 "mnemonic\n",
                                 s.target().name, name, near.empty() ? "" : " (did you mean '" + near + "'?)", top));
  }
  std::string text = linesOf(idx, sec->firstLine, sec->endLine);
  if (text.size() <= kMaxResultChars) return toolOk(text);
  // Too long for one result (it would be cut in the middle): a section with parts of its own
  // comes as its opening text and the names its parts are read by.
  std::vector<std::string> parts;
  size_t firstPart = sec->endLine;
  for (const ManualSection& x : idx.sections)
    if (x.level == sec->level + 1 && x.firstLine > sec->firstLine && x.firstLine < sec->endLine) {
      parts.push_back(x.name);
      firstPart = std::min(firstPart, x.firstLine);
    }
  if (parts.empty()) return toolOk(text);
  return toolOk(linesOf(idx, sec->firstLine, firstPart) +
                fmt::format("\n[{} is {} characters, more than one result holds. Its parts, each read whole with "
                            "read_docs by name: {}]\n",
                            sec->name, text.size(), fmt::join(parts, "; ")));
}

} // namespace

void addDocTools(ToolRegistry& r) {
  r.add({"grep_docs",
         "Search the target's full ISA manual, case-insensitively, for a regular expression in RE2 syntax (no "
         "look-around or back-references; at most 1000 characters), or for plain text when the pattern is not a "
         "valid expression. Returns matching lines with their line number and the instruction or "
         "section they belong to.",
         objectSchema({{"pattern", {{"type", "string"}, {"minLength", 1}, {"description", "What to look for."}}},
                       {"max_results",
                        {{"type", "integer"}, {"minimum", 1}, {"description", "Lines to show, 20 by default, 100 at most."}}}},
                      {"pattern"}),
         grepDocs});
  r.add({"read_docs",
         "Read one instruction (by mnemonic, e.g. the name in a grep_docs result) or one section of the manual "
         "(by its title, e.g. \"Memories\" or \"Performance model\") whole.",
         objectSchema({{"name", {{"type", "string"}, {"minLength", 1}, {"description", "A mnemonic or a section title."}}}},
                      {"name"}),
         readDocs});
}

} // namespace kc::agent
