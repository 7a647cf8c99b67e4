// Renders checked semantics as pseudo-code for the manual.
#pragma once

#include <string>

#include "sem_ast.h"

namespace hwgen {

std::string pseudoCode(const SemProgram& p);
std::string pseudoExpr(const Expr& e);

} // namespace hwgen
