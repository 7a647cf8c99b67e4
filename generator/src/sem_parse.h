// Parses semantics code blocks and expressions into syntax trees.
#pragma once

#include <string>
#include <vector>

#include "sem_ast.h"

namespace hwgen {

struct SemError {
  size_t offset;  // character offset in the parsed text
  std::string message;
};

// How deeply brackets, prefix operators, `?:`, else-if chains and blocks may nest. The parser and
// every walker of the tree recurse, so a bound keeps the host stack safe on hostile input.
constexpr int kMaxNesting = 256;

// The offset of the first byte that is not part of well-formed UTF-8, or npos.
size_t invalidUtf8At(const std::string& text);

bool parseSemProgram(const std::string& text, SemProgram& out, std::vector<SemError>& errors);
bool parseSemExpr(const std::string& text, ExprP& out, std::vector<SemError>& errors);

} // namespace hwgen
