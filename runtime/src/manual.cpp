#include "kc/manual.h"

#include <sstream>

#include <fmt/format.h>

#include "kc/assembler.h"
#include "kc/machine.h"

namespace kc {

namespace {
constexpr const char* kMarker = "<!-- kc:timing-example -->";
// Where the prompt form takes the syntax every target's assembly shares (one line of its own).
constexpr const char* kSyntaxMarker = "<!-- kc:assembly-syntax -->\n";
// Where the full manual takes the assembly syntax section (a line of its own).
constexpr const char* kSyntaxSectionMarker = "<!-- kc:assembly-syntax-section -->";
}

std::string timingExampleText(const TargetInfo& target) {
  const std::string source = target.timingExample ? target.timingExample : "";
  if (source.empty()) return "";
  std::string out = "**Worked example.** This sequence, run through the simulator with the default parameters "
                    "(`kernelcraft sim --trace` prints the same), issues as follows:\n\n```\n";
  AsmOptions opts;
  opts.fileName = "example.s";
  AsmResult a = assemble(target, source, opts);
  if (!a.program) return out + "(the example does not assemble)\n```\n";
  std::vector<int64_t> params;
  std::string error;
  if (!resolveParams(target, {}, params, error)) return out + error + "\n```\n";
  std::unique_ptr<Machine> m = target.newMachine(target, params);
  if (!m->load(*a.program, error)) return out + error + "\n```\n";
  std::ostringstream trace;
  RunLimits limits;
  limits.maxInstructions = 10000;
  limits.trace = &trace;
  RunResult r = m->run(limits);
  out += traceHeader(target) + trace.str() + "```\n\n";
  out += fmt::format("It retires {} instructions in {} cycles ({}).\n", r.stats.instructions, r.stats.cycles,
                     toString(r.reason));
  return out;
}

namespace {

std::string withExample(const TargetInfo& target, std::string text) {
  const size_t at = text.find(kMarker);
  if (at == std::string::npos) return text;
  std::string example = timingExampleText(target);
  if (!example.empty() && example.back() == '\n') example.pop_back();
  text.replace(at, std::string(kMarker).size(), example);
  return text;
}

} // namespace

std::string manualMarkdown(const TargetInfo& target) {
  std::string text = withExample(target, target.docMarkdown ? target.docMarkdown : "");
  const size_t at = text.find(kSyntaxSectionMarker);
  if (at != std::string::npos)
    text.replace(at, std::string(kSyntaxSectionMarker).size(), assemblySyntaxSection(target));
  return text;
}

std::string manualPrompt(const TargetInfo& target) {
  if (!target.docPrompt) return manualMarkdown(target);
  std::string text = target.docPrompt;
  const size_t at = text.find(kSyntaxMarker);
  if (at != std::string::npos) text.replace(at, std::string(kSyntaxMarker).size(), assemblySyntaxNotes());
  return text;
}

} // namespace kc
