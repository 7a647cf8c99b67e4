// Writing, editing, viewing and syntax-checking kernel versions. Every change saves a new
// numbered version, so earlier ones stay available to view, run or submit.
#include <algorithm>

#include <fmt/format.h>

#include "agent/tool_args.h"
#include "agent/tool_registry.h"

namespace kc::agent {

namespace {

size_t lineCount(const std::string& s) {
  if (s.empty()) return 0;
  return size_t(std::count(s.begin(), s.end(), '\n')) + (s.back() == '\n' ? 0 : 1);
}

// Where `needle` occurs in `text` (overlapping occurrences too), the first `keep` of them, and
// how many there are in all. Knuth-Morris-Pratt: linear in both, whatever a model sends.
struct Occurrences {
  std::vector<size_t> first;
  size_t count = 0;
};

Occurrences findOccurrences(const std::string& text, const std::string& needle, size_t keep) {
  Occurrences out;
  const size_t m = needle.size();
  if (m == 0 || m > text.size()) return out;
  std::vector<size_t> border(m, 0);
  for (size_t i = 1, k = 0; i < m; ++i) {
    while (k && needle[i] != needle[k]) k = border[k - 1];
    if (needle[i] == needle[k]) ++k;
    border[i] = k;
  }
  for (size_t i = 0, k = 0; i < text.size(); ++i) {
    while (k && text[i] != needle[k]) k = border[k - 1];
    if (text[i] == needle[k]) ++k;
    if (k == m) {
      if (out.first.size() < keep) out.first.push_back(i + 1 - m);
      ++out.count;
      k = border[k - 1];
    }
  }
  return out;
}

// The 1-based line of each offset, in one pass (offsets ascending).
std::vector<size_t> linesOf(const std::string& s, const std::vector<size_t>& offsets) {
  std::vector<size_t> lines;
  size_t line = 1, pos = 0;
  for (size_t off : offsets) {
    line += size_t(std::count(s.begin() + std::ptrdiff_t(pos), s.begin() + std::ptrdiff_t(off), '\n'));
    pos = off;
    lines.push_back(line);
  }
  return lines;
}

// Occurrences whose lines an error lists; the rest are counted.
constexpr size_t kListedOccurrences = 20;

std::string savedText(AgentSession& s, int v) {
  const std::string& code = s.versionText(v);
  return fmt::format("Saved {} ({} lines).\nSyntax: {}", AgentSession::versionName(v), lineCount(code),
                     syntaxText(s.assembleVersion(v)));
}

ToolResult writeKernel(const nlohmann::json& args, AgentSession& s) {
  const std::string& code = args.at("code").get_ref<const std::string&>();
  if (std::string why = s.versionRefusal(code.size()); !why.empty()) return toolError("nothing saved: " + why + "\n");
  return toolOk(savedText(s, s.saveVersion(code)));
}

ToolResult editKernel(const nlohmann::json& args, AgentSession& s) {
  const std::string& from = args.at("old").get_ref<const std::string&>();
  const std::string& to = args.at("new").get_ref<const std::string&>();
  if (s.latestVersion() == 0) return toolError("there is no kernel yet: write one with write_kernel");
  const int v = s.latestVersion();
  const std::string& code = s.versionText(v);
  const Occurrences at = findOccurrences(code, from, kListedOccurrences);
  const std::string name = AgentSession::versionName(v);
  if (at.count == 0)
    return toolError(fmt::format("the text to replace does not occur in {}; copy it exactly from view_kernel "
                                 "(spaces and line ends count, line numbers are not part of it)\n",
                                 name));
  if (at.count > 1) {
    std::string lines;
    size_t previous = 0;
    for (size_t l : linesOf(code, at.first))
      if (l != previous) {
        lines += (lines.empty() ? "" : ", ") + std::to_string(l);
        previous = l;
      }
    if (at.count > at.first.size()) lines += fmt::format(" and {} more", at.count - at.first.size());
    return toolError(fmt::format("the text to replace occurs {} times in {} (at lines {}); include more of the "
                                 "lines around it so that it occurs once\n",
                                 at.count, name, lines));
  }
  const size_t offset = at.first[0];
  if (std::string why = s.versionRefusal(code.size() - from.size() + to.size()); !why.empty())
    return toolError("nothing saved: " + why + "\n");
  std::string edited = code;
  edited.replace(offset, from.size(), to);
  const std::vector<size_t> ends = linesOf(code, {offset, offset + from.size() - 1});
  const std::string where = ends[0] == ends[1] ? fmt::format("line {}", ends[0]) : fmt::format("lines {}-{}", ends[0], ends[1]);
  const int nv = s.saveVersion(edited);
  return toolOk(fmt::format("Replaced {} of {}. {}", where, name, savedText(s, nv)));
}

ToolResult viewKernel(const nlohmann::json& args, AgentSession& s) {
  std::string error;
  const int v = s.resolveVersion(optionalInt(args, "version"), error);
  if (!v) return toolError(error);
  const std::string& code = s.versionText(v);
  const int64_t total = int64_t(lineCount(code));
  const int64_t from = optionalInt(args, "start_line").value_or(1);
  const int64_t to = std::min(total, optionalInt(args, "end_line").value_or(total));
  if (total == 0) return toolOk(AgentSession::versionName(v) + " is empty");
  if (from > total)
    return toolError(fmt::format("{} has {} lines; start_line {} is past its end", AgentSession::versionName(v), total, from));
  if (to < from) return toolError(fmt::format("end_line {} is before start_line {}", to, from));
  std::string out = fmt::format("{} lines {}-{} of {}:\n", AgentSession::versionName(v), from, to, total);
  const int width = int(std::to_string(to).size());
  size_t pos = 0;
  for (int64_t line = 1; line <= to && pos <= code.size(); ++line) {
    size_t end = code.find('\n', pos);
    if (end == std::string::npos) end = code.size();
    if (line >= from) out += fmt::format("{:>{}}  {}\n", line, width, code.substr(pos, end - pos));
    pos = end + 1;
  }
  return toolOk(out);
}

ToolResult checkSyntax(const nlohmann::json& args, AgentSession& s) {
  std::string error;
  const int v = s.resolveVersion(optionalInt(args, "version"), error);
  if (!v) return toolError(error);
  return toolOk(AgentSession::versionName(v) + ": " + syntaxText(s.assembleVersion(v)));
}

} // namespace

std::string syntaxText(const kc::AsmResult& r) {
  int errors = 0, warnings = 0;
  for (const kc::Diagnostic& d : r.diagnostics) {
    errors += d.severity == kc::Severity::Error;
    warnings += d.severity == kc::Severity::Warning;
  }
  std::string s = fmt::format("{} error{}", errors, errors == 1 ? "" : "s");
  if (warnings) s += fmt::format(", {} warning{}", warnings, warnings == 1 ? "" : "s");
  if (r.diagnostics.empty()) return s + "\n";
  s += ":\n";
  for (const kc::Diagnostic& d : r.diagnostics) {
    std::string f = kc::format(d);
    s += f + (f.empty() || f.back() == '\n' ? "" : "\n");
  }
  return s;
}

void addKernelEditingTools(ToolRegistry& r) {
  r.add({"write_kernel",
         "Save a complete kernel (assembly source) as a new version, v1, v2, ..., and check its syntax at once. "
         "Returns the version's name and every assembler diagnostic with line:col, or \"0 errors\".",
         objectSchema({{"code", {{"type", "string"}, {"description", "The whole kernel source."}}}}, {"code"}),
         writeKernel});
  r.add({"edit_kernel",
         "Replace one passage of the latest version with new text, saving the result as a new version and "
         "checking its syntax. `old` must occur exactly once in the latest version, character for character.",
         objectSchema({{"old", {{"type", "string"}, {"minLength", 1}, {"description", "The exact text to replace."}}},
                       {"new", {{"type", "string"}, {"description", "The text to put in its place."}}}},
                      {"old", "new"}),
         editKernel});
  r.add({"view_kernel", "Show a kernel version with numbered lines, whole or from start_line to end_line.",
         objectSchema({{"version", versionProperty()},
                       {"start_line", {{"type", "integer"}, {"minimum", 1}, {"description", "First line (default 1)."}}},
                       {"end_line", {{"type", "integer"}, {"minimum", 1}, {"description", "Last line (default: the end)."}}}}),
         viewKernel});
  r.add({"check_syntax",
         "Assemble a kernel version with the task configuration's symbols and report every diagnostic with "
         "line:col, or \"0 errors\".",
         objectSchema({{"version", versionProperty()}}), checkSyntax});
}

} // namespace kc::agent
