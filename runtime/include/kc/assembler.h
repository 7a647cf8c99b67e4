// The table-driven assembler shared by every target.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kc/diagnostics.h"
#include "kc/program.h"
#include "kc/target_info.h"

namespace kc {

struct AsmOptions {
  std::string fileName = "<input>";
  std::map<std::string, int64_t> defines;      // -D NAME=VALUE
  std::vector<std::string> includeDirs;        // searched by .include after the file's own folder
  // When not empty, .include opens only files that lie below one of these folders once every
  // symbolic link in both is resolved: the evaluator's sandbox. Empty: any readable text file.
  std::vector<std::string> includeRoots;
  // Reads an included file; defaults to the file system (regular files only, within
  // includeRoots). Tests replace it.
  std::function<std::optional<std::string>(const std::string& path)> readFile;
  // The folder a relative .include of the source itself resolves against when fileName names no
  // folder (a source given as text); "" for the working directory. Not an include root.
  std::string sourceDir;
  // Include files the caller already holds, each read before and known to lie within
  // includeRoots, by path as .include forms it (a folder joined with the name, lexically
  // normal): one it holds is taken as it is, with no look at the file system. Null for a path it
  // does not hold, which is then read as usual. The evaluator reads the targets' shared includes
  // once this way.
  std::function<std::shared_ptr<const std::string>(const std::string& path)> knownInclude;
};

struct AsmResult {
  std::optional<Program> program;   // set when there were no errors
  std::vector<Diagnostic> diagnostics;
};

AsmResult assemble(const TargetInfo& target, std::string_view source, const AsmOptions& options);

// Encodes one instruction given operand values; returns false and sets `error` when a value
// does not fit its field.
bool encodeInstruction(const InstrInfo& instr, const int64_t* operands, uint64_t pc,
                       uint64_t& word, std::string& error);

// The directives the assembler knows, sorted: those that act, and those it accepts and ignores
// (compilers write them).
void assemblerDirectives(std::vector<std::string>& acting, std::vector<std::string>& ignored);

// What every target's assembly shares (numbers, expressions, labels, directives, macros), as
// Markdown list items for the manual's prompt form.
std::string assemblySyntaxNotes();

// One example of the manual's "Assembly syntax" section, written in the target's own instructions.
struct SyntaxExample {
  std::string lead;  // the sentence that introduces it
  std::string code;  // as shown, notes in comments included; it assembles on the target
  // Files it includes, by the name it gives them; shown before it.
  std::map<std::string, std::string> files;
  // What its macros, .rept or .irp blocks come to, which assembles to the same bytes; "" for none.
  std::string expansion;
};

// One sub-section of the section: a part of the syntax, said in Markdown, and its examples.
struct SyntaxTopic {
  std::string title;
  std::string text;
  std::vector<SyntaxExample> examples;
};

// The syntax every target's assembler shares, topic by topic, with examples for `target`.
std::vector<SyntaxTopic> assemblySyntaxTopics(const TargetInfo& target);

// The manual's "## Assembly syntax" section for `target`: the topics in Markdown.
std::string assemblySyntaxSection(const TargetInfo& target);

} // namespace kc
