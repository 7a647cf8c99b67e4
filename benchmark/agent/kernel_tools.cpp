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

size_t lineOf(const std::string& s, size_t offset) {
  return size_t(std::count(s.begin(), s.begin() + std::ptrdiff_t(offset), '\n')) + 1;
}

std::string savedText(AgentSession& s, int v) {
  const std::string& code = s.versionText(v);
  return fmt::format("Saved {} ({} lines).\nSyntax: {}", AgentSession::versionName(v), lineCount(code),
                     syntaxText(s.assembleVersion(v)));
}

ToolResult writeKernel(const nlohmann::json& args, AgentSession& s) {
  return toolOk(savedText(s, s.saveVersion(stringArg(args, "code"))));
}

ToolResult editKernel(const nlohmann::json& args, AgentSession& s) {
  const std::string from = stringArg(args, "old"), to = stringArg(args, "new");
  if (s.latestVersion() == 0) return toolError("there is no kernel yet: write one with write_kernel");
  const int v = s.latestVersion();
  const std::string& code = s.versionText(v);
  std::vector<size_t> at;
  for (size_t p = code.find(from); p != std::string::npos; p = code.find(from, p + 1)) at.push_back(p);
  const std::string name = AgentSession::versionName(v);
  if (at.empty())
    return toolError(fmt::format("the text to replace does not occur in {}; copy it exactly from view_kernel "
                                 "(spaces and line ends count, line numbers are not part of it)\n",
                                 name));
  if (at.size() > 1) {
    std::string lines;
    size_t previous = 0;
    for (size_t p : at)
      if (size_t l = lineOf(code, p); l != previous) {
        lines += (lines.empty() ? "" : ", ") + std::to_string(l);
        previous = l;
      }
    return toolError(fmt::format("the text to replace occurs {} times in {} (at lines {}); include more of the "
                                 "lines around it so that it occurs once\n",
                                 at.size(), name, lines));
  }
  std::string edited = code;
  edited.replace(at[0], from.size(), to);
  const size_t first = lineOf(code, at[0]), last = lineOf(code, at[0] + from.size() - 1);
  const std::string where = first == last ? fmt::format("line {}", first) : fmt::format("lines {}-{}", first, last);
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
