// The manual's "Assembly syntax" section: every topic of the syntax with examples in the
// target's own instructions. It is written here, beside the assembler, so that it states what
// this assembler does; tests assemble every example on every target.
#include <map>
#include <memory>
#include <mutex>

#include "asm/syntax_isa.h"
#include "asm/syntax_topics.h"
#include "kc/assembler.h"

namespace kc {

namespace {

std::string spelled(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? "`" : ", `") + n + "`";
  return s;
}

std::string codeBlock(const std::string& code) {
  return "```\n" + code + (code.empty() || code.back() == '\n' ? "" : "\n") + "```\n\n";
}

std::string intro(const as::ExampleIsa& isa) {
  const TargetInfo& t = isa.target();
  std::string comments;
  for (uint8_t i = 0; i < t.numCommentStarts; ++i) comments += std::string(i ? " or `" : "`") + t.commentStarts[i] + "`";
  std::string mnemonics;
  if (!isa.setMnemonic().empty()) mnemonics = "`" + isa.setMnemonic() + "`";
  if (isa.branches()) mnemonics += (mnemonics.empty() ? "`" : " and `") + isa.branchMnemonic() + "`";
  std::vector<std::string> acting, ignored;
  assemblerDirectives(acting, ignored);
  std::string s = "## Assembly syntax\n\nWhat follows holds for the assembler of every target. The examples use this "
                  "target's own instructions" + (mnemonics.empty() ? std::string() : " (" + mnemonics + ")") +
                  ", and each assembles as shown with `kernelcraft asm -t " + t.name + " FILE`. A line holds a "
                  "statement: labels, then an instruction, a directive or a macro call. Comments start with " +
                  comments + " and run to the end of the line; `/* ... */` comments may span lines.";
  if (t.numStatementSeparators) {
    s += " Several statements may share a line, separated by";
    for (uint8_t i = 0; i < t.numStatementSeparators; ++i) s += std::string(" `") + t.statementSeparators[i] + "`";
    s += ".";
  }
  if (t.bundled()) s += " Each instruction of the examples is a bundle of its own (see Bundles).";
  s += "\n\nThe directives: " + spelled(acting) + ". Accepted and ignored, as compilers write them: " + spelled(ignored) +
       " and every `.cfi_` directive.\n\n";
  return s;
}

std::string markdown(const TargetInfo& target) {
  const as::ExampleIsa isa(target);
  std::string s = intro(isa);
  for (const SyntaxTopic& topic : assemblySyntaxTopics(target)) {
    s += "### " + topic.title + "\n\n" + topic.text + "\n\n";
    for (const SyntaxExample& e : topic.examples) {
      s += e.lead + "\n\n";
      for (const auto& [name, text] : e.files) s += "`" + name + "`:\n\n" + codeBlock(text);
      if (!e.files.empty()) s += "The including file:\n\n";
      s += codeBlock(e.code);
      if (!e.expansion.empty()) s += "It is the same as writing:\n\n" + codeBlock(e.expansion);
    }
  }
  // The manual's marker line keeps its own line breaks.
  while (!s.empty() && s.back() == '\n') s.pop_back();
  return s;
}

} // namespace

std::vector<SyntaxTopic> assemblySyntaxTopics(const TargetInfo& target) {
  const as::ExampleIsa isa(target);
  return {as::labelsTopic(isa),  as::numericLabelsTopic(isa), as::expressionsTopic(isa), as::definesTopic(isa),
          as::equatesTopic(isa), as::macrosTopic(isa),        as::reptTopic(isa),        as::irpTopic(isa),
          as::conditionalsTopic(isa), as::includeTopic(isa),  as::dataTopic(isa)};
}

std::string assemblySyntaxSection(const TargetInfo& target) {
  // Examples are assembled to find the figures they show: once per target and process.
  static std::mutex mutex;
  static std::map<const TargetInfo*, std::string> built;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = built.find(&target);
  if (it == built.end()) it = built.emplace(&target, markdown(target)).first;
  return it->second;
}

} // namespace kc
