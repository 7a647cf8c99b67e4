// What `kernelcraft sim` reports about a run, gathered once and rendered as text or JSON.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "kc/machine.h"
#include "kc/target_info.h"

namespace kcli {

struct RegisterFileValues {
  std::string name;
  std::string elemType;  // "i32", "u32", "f32", ...: how each value reads
  std::vector<std::pair<std::string, kc::RegValue>> values;  // canonical name, value
};

struct SimReport {
  const kc::TargetInfo* target = nullptr;
  kc::RunResult result;
  std::vector<int64_t> params;                // in TargetInfo::params order
  bool timing = true;                         // false: cycles count instructions
  std::vector<RegisterFileValues> registers;  // empty unless asked for
  bool capturedOutput = false;                // the program's output is in programOutput
  std::string programOutput;                  // what it wrote to fd 1 and 2
};

std::vector<RegisterFileValues> readRegisters(const kc::Machine& machine);

// A register's integer as its file's type reads it: signed types sign-extended from their width,
// unsigned ones masked to it. Not for float registers.
int64_t signedRegister(const kc::RegValue& v, const std::string& elemType);
bool isSignedType(const std::string& elemType);

// Integers in decimal by their type's signedness, floats with enough digits to round-trip.
std::string regValueText(const kc::RegValue& v, const std::string& elemType);

// A run that ended normally: end of code or halt. Traps and budget stops are failures.
bool runSucceeded(const kc::RunResult& r);

} // namespace kcli
