// Name resolution and type checking of semantics code and description expressions.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model.h"

namespace hwgen {

// Where code appears decides which names it may use.
enum class SemContext {
  ParamExpr,   // sizes and parameter constraints: parameters only
  TimingExpr,  // operand constraints: parameters and operands
  CostExpr,    // latency, interval, uops: parameters, operands, state and functions
  PseudoWhen,  // pseudo-instruction case conditions: operands only
  Semantics,   // instruction semantics: everything
};

// The type a type name ("u32", "i7", "f32", "bool") stands for.
std::optional<SemType> semTypeByName(const std::string& n);
bool isBuiltinFunction(const std::string& n);

using SemErrorFn = std::function<void(size_t offset, const std::string& message)>;

class SemChecker {
 public:
  SemChecker(const TargetModel& model, SemContext ctx, const std::vector<OperandM>* operands,
             SemErrorFn onError);

  bool checkExpr(Expr& e);                 // a standalone expression: must be an integer or bool
  bool checkProgram(SemProgram& p, InstrM& instr);
  // The body of model.functions[index]; it may call only functions before it.
  bool checkFunction(FunctionM& f, int index);

 private:
  struct Local {
    std::string name;
    SemType type;
    bool isLoopVar;
    int slot;
  };

  SemType expr(Expr& e);
  void stmt(Stmt& s);
  void stmts(std::vector<StmtP>& ss);
  SemType call(Expr& e);
  SemType name(Expr& e);
  SemType index(Expr& e);
  void unionWrite(Stmt& s);
  SemType laneIndex(Expr& e, int rf);
  int regFileNamed(const Expr& base);
  bool registerIndex(int rf, Expr& idx, const SemType& it);
  std::string needsLane(int rf) const;
  static constexpr int kNoEnumValue = -1, kAmbiguousEnumValue = -2;
  int enumValue(const Expr& e);
  SemType binary(Expr& e);
  void checkConstantOperands(const Expr& e);
  bool assignable(const SemType& to, const SemType& from, size_t offset, const std::string& what);
  void noteAccess(AccessM::Space space, int index, const Expr* idx, bool write);
  void addAccess(const AccessM& a);
  void noteHalt();
  SemType callFunction(Expr& e, int index);
  void error(size_t offset, const std::string& msg);
  const Local* findLocal(const std::string& n) const;
  std::optional<SemType> typeByName(const std::string& n) const;

  const TargetModel& model_;
  SemContext ctx_;
  const std::vector<OperandM>* operands_;
  SemErrorFn onError_;
  std::vector<std::vector<Local>> scopes_;
  int nextSlot_ = 0;
  int errors_ = 0;
  InstrM* instr_ = nullptr;
  FunctionM* fn_ = nullptr;
  int callableFunctions_ = -1;  // functions [0, n) may be called; -1: all
};

// Why a constant expression has no value, and where in its text.
struct EvalFault {
  size_t offset = 0;
  std::string message;
};

// Evaluates a checked integer expression over parameter values (and operand values) in 64-bit
// arithmetic. False, with the fault, on division by zero, overflow or a shift outside 0..63.
bool tryEvalIntExpr(const Expr& e, const std::vector<int64_t>& params, const std::vector<int64_t>& operands,
                    int64_t& out, EvalFault& fault);

// The value of an expression made of literals only, or nullopt; `fault` says why when the
// literals do not give a 64-bit value.
std::optional<int64_t> literalValue(const Expr& e, EvalFault* fault = nullptr);

} // namespace hwgen
