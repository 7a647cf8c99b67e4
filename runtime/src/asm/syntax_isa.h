// The few instructions of a target that the manual's assembly syntax section writes its examples
// with, chosen from the target's tables: one that puts an immediate into a register, and a
// branch to a label where the target has one. The examples are then the target's own assembly.
#pragma once

#include <string>

#include "kc/target_info.h"

namespace kc::as {

class ExampleIsa {
 public:
  explicit ExampleIsa(const TargetInfo& target);

  const TargetInfo& target() const { return target_; }
  // The target's first line-comment start ("#", ";").
  const std::string& comment() const { return comment_; }

  // The k-th example register (k = 0, 1, ...) of the file `set` writes: taken from the middle of
  // the file, away from registers that conventions reserve at either end.
  std::string reg(int k) const;
  // A statement that puts `value` (operand text: a number or an expression) into register `reg`,
  // e.g. "li r4, VALUE" or "addi a6, zero, VALUE".
  std::string set(const std::string& reg, const std::string& value) const;
  // The mnemonic `set` uses, for prose; "" when the target has no such instruction and `set`
  // writes `.equ` lines instead.
  const std::string& setMnemonic() const { return setMnemonic_; }

  // Whether the target has a branch whose target is a label.
  bool branches() const { return branch_ >= 0; }
  // A conditional branch on `reg` to `label`, e.g. "bnez r4, loop".
  std::string branch(const std::string& reg, const std::string& label) const;
  std::string branchMnemonic() const { return branch_ >= 0 ? target_.instrs[branch_].mnemonic : ""; }

  // How the code memory's addresses count: "bytes" or "4-byte words".
  std::string codeUnits() const;

 private:
  std::string instruction(int index, const std::string& dest, const std::string& value, const std::string& label) const;
  bool assembles(const std::string& line) const;

  const TargetInfo& target_;
  std::string comment_;
  int set_ = -1;        // instruction index
  int setDest_ = -1;    // its operand written with the value
  int branch_ = -1;
  int regFile_ = -1;    // the file of set's destination, -1 without one
  std::string setMnemonic_;
};

} // namespace kc::as
