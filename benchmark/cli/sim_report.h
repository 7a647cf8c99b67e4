// What `kernelcraft sim` reports about a run, gathered once and rendered as text or JSON.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "kc/machine.h"
#include "kc/register_text.h"
#include "kc/target_info.h"

namespace kcli {

struct RegisterFileValues {
  std::string name;
  std::string elemType;  // "i32", "u32", "f32", ...: how each value reads
  std::vector<std::pair<std::string, kc::RegValue>> values;  // canonical name, value (lane 0)
  // A vector register file's registers, lane by lane (values then holds each one's lane 0).
  std::vector<std::vector<kc::RegValue>> lanes;
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

// How registers read (kc/register_text.h), under the names the CLI's reports use.
using kc::isSignedType;
using kc::regValueText;
using kc::signedRegister;

// A run that ended normally: end of code or halt. Traps and budget stops are failures.
bool runSucceeded(const kc::RunResult& r);

} // namespace kcli
