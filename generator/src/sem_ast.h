// The syntax tree of the semantics language, annotated by the checker with types and with
// what every name refers to.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace hwgen {

struct SemType {
  enum Kind { Void, Bool, Int, Float, IntLit, FloatLit, String } kind = Void;
  int bits = 0;        // Int: 1..64; Float: 8, 16, 32, 64
  bool isSigned = false;
  std::string format;  // Float: "f32", "bf16", ...; Int: "" (spelled from bits/isSigned)

  static SemType voidT() { return {}; }
  static SemType boolT() { return {Bool}; }
  static SemType intT(int bits, bool s) { return {Int, bits, s, ""}; }
  static SemType floatT(const std::string& f, int bits) { return {Float, bits, false, f}; }
  bool isIntLike() const { return kind == Int || kind == IntLit; }
  bool isFloatLike() const { return kind == Float || kind == FloatLit; }
  bool isNumeric() const { return isIntLike() || isFloatLike(); }
  std::string str() const;
};

// What a name stands for once resolved.
struct NameRef {
  enum Kind { None, Local, LoopVar, Operand, Param, RegFile, Memory, State, Pc, PcNext, PcReturn, TypeName, Function, EnumValue } kind = None;
  int index = -1;  // operand / param / register file / memory / state index, local slot, or an enum name's value
};

struct Expr;
using ExprP = std::unique_ptr<Expr>;

struct Expr {
  enum Kind { IntLit, FloatLit, BoolLit, StrLit, Name, Index, Slice, Unary, Binary, Cond, Call } kind;
  size_t offset = 0;         // character offset in the code block
  std::string text;          // operator, name, callee or string literal
  int64_t ival = 0;
  double fval = 0;
  std::vector<ExprP> args;   // operands / index base + index / call arguments
  SemType type;              // set by the checker
  NameRef ref;               // Name: set by the checker
};

struct Stmt;
using StmtP = std::unique_ptr<Stmt>;

struct Stmt {
  enum Kind { Let, Assign, For, If, ExprS, Block, Return } kind;
  size_t offset = 0;
  std::string name;          // Let: variable; For: loop variable; Assign: target name
  std::string declType;      // Let: optional type
  std::string op;            // Assign: "=", "+=", ...
  ExprP index;               // Assign: target index, or null
  ExprP lane;                // Assign: the lane of a vector register (rf[index][lane]), or null
  ExprP value;               // Let/Assign/ExprS/Return value (Return: may be null); If condition
  ExprP from, to, step;      // For
  std::vector<StmtP> body;   // For/Block/If-then
  std::vector<StmtP> elseBody;
  bool hasElse = false;
  NameRef target;            // Assign: resolved target
  SemType targetType;        // Assign/Let: type of the stored location
  int localSlot = -1;        // Let/For
};

struct SemProgram {
  std::vector<StmtP> stmts;
};

} // namespace hwgen
