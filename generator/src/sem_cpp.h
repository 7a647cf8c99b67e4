// Compiles checked semantics and expressions to plain fixed-width C++.
#pragma once

#include <string>

#include "model.h"

namespace hwgen {

// How names outside the semantics map to C++ in the code being emitted.
struct CppNames {
  std::string params = "m.P";       // int64_t array of parameter values
  std::string operands = "";        // empty: operands are locals named op_<name>; else an array
};

std::string cppValueType(const SemType& t);
// The C++ member name of a register file or state: its own name, with '_' appended when that
// name is a C++ keyword, a likely macro, or an identifier the generated code relies on.
std::string cppMember(const std::string& name);
// A C++ identifier made of `name`'s letters, digits and underscores (others become '_').
std::string cppIdentifier(const std::string& name);
std::string cppExpr(const TargetModel& model, const Expr& e, const CppNames& names);
// The body of an instruction's exec function (statements only, indented by `indent`).
std::string cppSemantics(const TargetModel& model, const InstrM& instr, int indent);
// A helper function as a static C++ function `fn_<name>(TargetMachine& m, ...)`.
std::string cppFunction(const TargetModel& model, const FunctionM& fn);

} // namespace hwgen
