// Located messages about user input (assembly, configuration files), rendered with the
// offending source line and a caret under the column.
#pragma once

#include <string>
#include <vector>

namespace kc {

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string file;       // "<stdin>" for standard input
  int line = 0;           // 1-based; 0 when the message has no location
  int col = 0;            // 1-based
  std::string message;
  std::string hint;       // e.g. "did you mean 'V_ADD_VV'?"; empty when none
  std::string sourceLine; // the text of `line`, for the caret display
};

// "file:line:col: error: message\n  source\n  ^\nhint" as compilers print it.
std::string format(const Diagnostic& d);
std::string format(const std::vector<Diagnostic>& ds);

bool hasErrors(const std::vector<Diagnostic>& ds);

// Levenshtein distance, and the closest candidate within a small distance (or empty).
size_t editDistance(std::string_view a, std::string_view b);
std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates);

} // namespace kc
