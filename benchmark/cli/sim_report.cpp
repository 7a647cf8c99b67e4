#include "cli/sim_report.h"

#include <cstdio>

namespace kcli {

std::vector<RegisterFileValues> readRegisters(const kc::Machine& machine) {
  const kc::TargetInfo& t = machine.target();
  std::vector<RegisterFileValues> files;
  for (uint16_t f = 0; f < t.numRegFiles; ++f) {
    const kc::RegFileInfo& rf = t.regFiles[f];
    if (rf.storageMemory >= 0) continue;  // its contents are a memory, which --dump writes out
    RegisterFileValues v{rf.name, {}};
    for (uint16_t r = 0; r < rf.count; ++r)
      v.values.emplace_back(rf.regNames ? rf.regNames[r] : std::string(rf.name) + std::to_string(r),
                            machine.readRegister(f, r));
    files.push_back(std::move(v));
  }
  return files;
}

std::string regValueText(const kc::RegValue& v) {
  if (!v.isFloat) return std::to_string(v.u);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.9g", v.f);
  return buf;
}

bool runSucceeded(const kc::RunResult& r) {
  return r.reason == kc::StopReason::EndOfCode || r.reason == kc::StopReason::Halted ||
         r.reason == kc::StopReason::Exited;
}

} // namespace kcli
