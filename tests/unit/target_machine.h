// Test helpers: a default-configured machine of a compiled-in target with a program loaded, and
// element access to its memories.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "kc/assembler.h"
#include "kc/machine.h"
#include "kc/numeric.h"

inline std::unique_ptr<kc::Machine> machineFor(const std::string& target, const std::string& name,
                                               const std::string& source) {
  const kc::TargetInfo* t = kc::findTarget(target);
  REQUIRE(t);
  kc::AsmOptions opt;
  opt.fileName = name;
  kc::AsmResult r = kc::assemble(*t, source, opt);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  std::vector<int64_t> params;
  std::string err;
  REQUIRE(kc::resolveParams(*t, {}, params, err));
  auto m = t->newMachine(*t, params);
  REQUIRE(m->load(*r.program, err));
  return m;
}

// Register i of the first register file, as an integer.
inline uint64_t intRegister(const kc::Machine& m, int i) { return m.readRegister(0, i).u; }

// A run under the default limits, recording exposed-pipeline hazards when asked.
inline kc::RunResult runMachine(kc::Machine& m, std::vector<kc::Hazard>* hazards = nullptr, bool timing = true) {
  kc::RunLimits limits;
  limits.hazards = hazards;
  limits.timing = timing;
  return m.run(limits);
}

// Element i of a bf16 memory.
inline float bf16At(kc::Machine& m, const char* memory, uint64_t i) {
  const auto& b = m.memory(m.findMemory(memory)).bytes;
  return kc::num::fromBf16(static_cast<uint16_t>(b[2 * i] | b[2 * i + 1] << 8));
}
inline void setBf16(kc::Machine& m, const char* memory, uint64_t i, float x) {
  auto& b = m.memory(m.findMemory(memory)).bytes;
  uint16_t v = kc::num::toBf16(x);
  b[2 * i] = static_cast<uint8_t>(v);
  b[2 * i + 1] = static_cast<uint8_t>(v >> 8);
}
