// The manual's "Assembly syntax" section, for every compiled target: every sub-section is there,
// every example assembles on the target, and what a macro, .rept or .irp example is said to
// expand to assembles to the same bytes.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "agent/manual_index.h"
#include "kc/assembler.h"
#include "kc/manual.h"
#include "kc/target_info.h"

namespace {

const std::vector<std::string> kTopics = {"Labels", "Numeric labels", "Expressions", "-D symbols", ".equ and .set",
                                          "Macros", ".rept", ".irp and .irpc", "Conditional assembly", ".include",
                                          "Data and sections"};

// The section's text: from its heading to the next heading of its level.
std::string section(const std::string& manual) {
  const size_t from = manual.find("\n## Assembly syntax\n");
  if (from == std::string::npos) return "";
  const size_t to = manual.find("\n## ", from + 1);
  return manual.substr(from + 1, to == std::string::npos ? std::string::npos : to - from - 1);
}

std::vector<std::string> codeBlocks(const std::string& text) {
  std::vector<std::string> blocks;
  for (size_t at = text.find("```\n"); at != std::string::npos;) {
    const size_t end = text.find("\n```\n", at + 4);
    REQUIRE(end != std::string::npos);
    blocks.push_back(text.substr(at + 4, end - at - 3));
    at = text.find("```\n", end + 5);
  }
  return blocks;
}

// Every file an example of the section includes, by name.
std::map<std::string, std::string> exampleFiles(const std::vector<kc::SyntaxTopic>& topics) {
  std::map<std::string, std::string> files;
  for (const kc::SyntaxTopic& t : topics)
    for (const kc::SyntaxExample& e : t.examples) files.insert(e.files.begin(), e.files.end());
  return files;
}

kc::AsmResult assembleWith(const kc::TargetInfo& t, const std::string& source,
                           const std::map<std::string, std::string>& files) {
  kc::AsmOptions o;
  o.fileName = "example.s";
  o.readFile = [&files](const std::string& path) -> std::optional<std::string> {
    auto it = files.find(path);
    if (it == files.end()) return std::nullopt;
    return it->second;
  };
  return kc::assemble(t, source, o);
}

std::string diagnostics(const kc::AsmResult& r) {
  std::string s;
  for (const kc::Diagnostic& d : r.diagnostics) s += kc::format(d) + "\n";
  return s;
}

} // namespace

TEST_CASE("manual: every target's Assembly syntax section follows the Overview with every sub-section", "[docs][asm]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::string manual = kc::manualMarkdown(*t);
    CHECK(manual.find("<!-- kc:") == std::string::npos);
    const size_t overview = manual.find("\n## Overview\n"), syntax = manual.find("\n## Assembly syntax\n");
    REQUIRE(overview != std::string::npos);
    REQUIRE(syntax != std::string::npos);
    CHECK(manual.find("\n## ", overview + 1) == syntax);
    CHECK(manual.find("\n## Assembly syntax\n", syntax + 1) == std::string::npos);
    const std::string text = section(manual);
    const std::vector<kc::SyntaxTopic> topics = kc::assemblySyntaxTopics(*t);
    REQUIRE(topics.size() == kTopics.size());
    const kc::agent::ManualIndex& index = kc::agent::manualIndex(*t);
    CHECK(kc::agent::findSection(index, "Assembly syntax") != nullptr);
    for (size_t k = 0; k < kTopics.size(); ++k) {
      INFO("sub-section " << kTopics[k]);
      CHECK(topics[k].title == kTopics[k]);
      CHECK(text.find("\n### " + kTopics[k] + "\n") != std::string::npos);
      CHECK(!topics[k].examples.empty());
      const kc::agent::ManualSection* found = kc::agent::findSection(index, kTopics[k]);
      REQUIRE(found != nullptr);
      CHECK(found->level == 3);
      for (const kc::SyntaxExample& e : topics[k].examples) CHECK(text.find("```\n" + e.code + "```\n") != std::string::npos);
    }
    // A figure the assembler could not work out would show as "= ?".
    CHECK(text.find("= ?") == std::string::npos);
  }
}

TEST_CASE("manual: every code block of the Assembly syntax section assembles on its target", "[docs][asm]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::string text = section(kc::manualMarkdown(*t));
    const std::map<std::string, std::string> files = exampleFiles(kc::assemblySyntaxTopics(*t));
    const std::vector<std::string> blocks = codeBlocks(text);
    CHECK(blocks.size() >= kTopics.size());
    for (const std::string& block : blocks) {
      INFO(block);
      const kc::AsmResult r = assembleWith(*t, block, files);
      INFO(diagnostics(r));
      CHECK(r.program.has_value());
      CHECK(r.diagnostics.empty());
    }
  }
}

TEST_CASE("manual: macro, .rept and .irp examples assemble to the bytes of their stated expansion", "[docs][asm]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::vector<kc::SyntaxTopic> topics = kc::assemblySyntaxTopics(*t);
    int expansions = 0;
    for (const kc::SyntaxTopic& topic : topics) {
      const bool expands = topic.title == "Macros" || topic.title == ".rept" || topic.title == ".irp and .irpc";
      for (const kc::SyntaxExample& e : topic.examples) {
        INFO(topic.title << ":\n" << e.code);
        CHECK(expands == !e.expansion.empty());
        if (e.expansion.empty()) continue;
        ++expansions;
        INFO("expansion:\n" << e.expansion);
        const kc::AsmResult a = assembleWith(*t, e.code, e.files), b = assembleWith(*t, e.expansion, e.files);
        INFO(diagnostics(a) << diagnostics(b));
        REQUIRE(a.program.has_value());
        REQUIRE(b.program.has_value());
        CHECK(!a.program->code.empty());
        CHECK(a.program->code == b.program->code);
        // Labels the expansion names (`\@` numbers them) are the example's, at the same addresses.
        for (const auto& [name, value] : b.program->symbols) {
          INFO("symbol " << name);
          REQUIRE(a.program->symbols.count(name) == 1);
          CHECK(a.program->symbols.at(name) == value);
        }
        REQUIRE(a.program->data.size() == b.program->data.size());
        for (size_t i = 0; i < a.program->data.size(); ++i) {
          CHECK(a.program->data[i].memory == b.program->data[i].memory);
          CHECK(a.program->data[i].address == b.program->data[i].address);
          CHECK(a.program->data[i].bytes == b.program->data[i].bytes);
        }
      }
    }
    CHECK(expansions >= 4);
  }
}
