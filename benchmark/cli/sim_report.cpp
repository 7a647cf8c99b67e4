#include "cli/sim_report.h"

#include <cstdio>

#include "kc/numeric.h"

namespace kcli {

std::vector<RegisterFileValues> readRegisters(const kc::Machine& machine) {
  const kc::TargetInfo& t = machine.target();
  std::vector<RegisterFileValues> files;
  for (uint16_t f = 0; f < t.numRegFiles; ++f) {
    const kc::RegFileInfo& rf = t.regFiles[f];
    if (rf.storageMemory >= 0) continue;  // its contents are a memory, which --dump writes out
    RegisterFileValues v{rf.name, rf.elemType ? rf.elemType : "", {}};
    for (uint16_t r = 0; r < rf.count; ++r)
      v.values.emplace_back(rf.regNames ? rf.regNames[r] : std::string(rf.name) + std::to_string(r),
                            machine.readRegister(f, r));
    files.push_back(std::move(v));
  }
  return files;
}

bool isSignedType(const std::string& elemType) {
  const auto f = kc::num::parseFormat(elemType);
  return f && f->kind == kc::num::Format::Int;
}

int64_t signedRegister(const kc::RegValue& v, const std::string& elemType) {
  const auto f = kc::num::parseFormat(elemType);
  const unsigned bits = f && f->bits > 0 && f->bits < 64 ? f->bits : 64;
  uint64_t u = bits < 64 ? v.u & ((uint64_t(1) << bits) - 1) : v.u;
  if (isSignedType(elemType) && bits < 64 && (u >> (bits - 1) & 1)) u |= ~uint64_t(0) << bits;
  return static_cast<int64_t>(u);
}

std::string regValueText(const kc::RegValue& v, const std::string& elemType) {
  if (!v.isFloat) {
    const int64_t s = signedRegister(v, elemType);
    return isSignedType(elemType) ? std::to_string(s) : std::to_string(static_cast<uint64_t>(s));
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.9g", v.f);
  return buf;
}

bool runSucceeded(const kc::RunResult& r) {
  return r.reason == kc::StopReason::EndOfCode || r.reason == kc::StopReason::Halted ||
         r.reason == kc::StopReason::Exited;
}

} // namespace kcli
