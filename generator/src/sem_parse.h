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

bool parseSemProgram(const std::string& text, SemProgram& out, std::vector<SemError>& errors);
bool parseSemExpr(const std::string& text, ExprP& out, std::vector<SemError>& errors);

} // namespace hwgen
