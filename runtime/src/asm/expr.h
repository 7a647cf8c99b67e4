// Integer expressions with C precedence, symbols and the RISC-V relocation operators.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "asm/lexer.h"

namespace kc::as {

struct Value {
  int64_t v = 0;
  // How many times a code address enters the value (+1 for a label, -1 for a subtracted one):
  // 1 means the value is a code address, 0 a plain number such as a label difference.
  int rel = 0;
  bool undefined = false;  // depends on a symbol not defined yet (first pass only)
};

struct ExprError {
  size_t pos = 0;
  std::string message;
  std::string hint;
};

// What an expression can refer to; the assembler implements it.
class ExprHost {
 public:
  virtual ~ExprHost() = default;
  virtual bool lookup(std::string_view name, Value& out) = 0;
  virtual uint64_t pc() const = 0;  // the address `.` and %pcrel_hi refer to
  virtual bool pcIsCode() const = 0;
  // Records the full offset of a %pcrel_hi at the current pc / finds the one at `address`.
  virtual void notePcrelHi(int64_t offset) = 0;
  virtual bool pcrelHiAt(int64_t address, int64_t& offset) = 0;
  virtual std::string undefinedHint(std::string_view name) = 0;
  // A GNU numeric local label reference ("1b", "1f"): the nearest "1:" before or after here.
  virtual bool lookupLocalLabel(std::string_view ref, Value& out) {
    (void)ref;
    (void)out;
    return false;
  }
};

// "1b", "12f": digits then b (backward) or f (forward).
bool isLocalLabelRef(std::string_view token);

// Parses the longest expression at the cursor. With `allowUndefined`, unknown symbols count as
// 0 and mark the result undefined instead of failing.
bool parseExpression(Cursor& c, ExprHost& host, bool allowUndefined, Value& out, ExprError& err);

int64_t relocHi(int64_t x);
int64_t relocLo(int64_t x);

} // namespace kc::as
