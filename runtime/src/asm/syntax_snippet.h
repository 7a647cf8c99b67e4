// One example of the manual's assembly syntax section: lines of assembly, each with an optional
// note after the target's comment start. A note may state the value a symbol has once the
// example is assembled, so that the figures shown are the assembler's own.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "asm/syntax_isa.h"
#include "kc/assembler.h"

namespace kc::as {

class Snippet {
 public:
  Snippet& line(std::string code, std::string note = {});
  // A line whose note starts with "= VALUE": what `symbol` holds in the assembled example (in
  // hexadecimal too when `hex`).
  Snippet& value(std::string code, std::string symbol, std::string note = {}, bool hex = false);
  // The code alone, one line each.
  std::string source() const;
  // The lines with their notes. `files` are the files the example includes, by name.
  std::string shown(const ExampleIsa& isa, const std::map<std::string, std::string>& files = {}) const;

 private:
  struct Line {
    std::string code, note, symbol;
    bool hex = false;
  };
  std::vector<Line> lines_;
};

// Assembles an example of the section as `example.s`, with `files` as the only files it may include.
AsmResult assembleExample(const TargetInfo& target, const std::string& source,
                          const std::map<std::string, std::string>& files = {});

} // namespace kc::as
