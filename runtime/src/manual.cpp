#include "kc/manual.h"

#include <vector>

#include <fmt/format.h>

#include "kc/assembler.h"
#include "kc/peak_rates.h"
#include "example_run.h"

namespace kc {

namespace {
constexpr const char* kMarker = "<!-- kc:timing-example -->";
constexpr const char* kRulesMarker = "<!-- kc:timing-rules -->";
constexpr const char* kPeaksMarker = "<!-- kc:peak-rates -->";
// Where the prompt form takes the syntax every target's assembly shares (one line of its own).
constexpr const char* kSyntaxMarker = "<!-- kc:assembly-syntax -->\n";
// Where the full manual takes the assembly syntax section (a line of its own).
constexpr const char* kSyntaxSectionMarker = "<!-- kc:assembly-syntax-section -->";
}

std::string timingExampleText(const TargetInfo& target) {
  const std::string source = target.timingExample ? target.timingExample : "";
  if (source.empty()) return "";
  std::string out = "**Worked example.** Several of the rules below at work in one sequence:\n\n";
  const ExampleRun run = runExample(target, source);
  if (!run.error.empty()) return out + "```\n(" + run.error + ")\n```\n";
  out += traceBlock(target, run) + "\n";
  out += fmt::format("It retires {} instructions in {} cycles ({}).\n", run.result.stats.instructions,
                     run.result.stats.cycles, toString(run.result.reason));
  return out;
}

std::string timingRulesMarkdown(const TargetInfo& target) {
  // The rules in the enumeration's order, except that the run's length, which sums them up, ends.
  std::vector<TimingRule> order;
  for (int k = 0; k < kTimingRuleCount; ++k)
    if (static_cast<TimingRule>(k) != TimingRule::RunLength) order.push_back(static_cast<TimingRule>(k));
  order.push_back(TimingRule::RunLength);
  std::string out;
  for (const TimingRule r : order) {
    if (!timingRuleApplies(target, r)) continue;
    out += fmt::format("### {}\n\n{}\n\n", timingRuleName(r), timingRuleText(target, r));
    const std::string example = ruleExampleText(target, r);
    if (!example.empty()) out += example + "\n";
  }
  return out;
}

namespace {

void replace(std::string& text, const std::string& marker, std::string with) {
  const size_t at = text.find(marker);
  if (at == std::string::npos) return;
  while (!with.empty() && with.back() == '\n') with.pop_back();
  text.replace(at, marker.size(), with);
}

} // namespace

std::string manualMarkdown(const TargetInfo& target) {
  std::string text = target.docMarkdown ? target.docMarkdown : "";
  replace(text, kMarker, timingExampleText(target));
  replace(text, kRulesMarker, timingRulesMarkdown(target));
  replace(text, kPeaksMarker, peakRatesMarkdown(target));
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
