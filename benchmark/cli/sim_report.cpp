#include "cli/sim_report.h"


namespace kcli {

std::vector<RegisterFileValues> readRegisters(const kc::Machine& machine) {
  const kc::TargetInfo& t = machine.target();
  std::vector<RegisterFileValues> files;
  for (uint16_t f = 0; f < t.numRegFiles; ++f) {
    const kc::RegFileInfo& rf = t.regFiles[f];
    if (rf.storageMemory >= 0) continue;  // its contents are a memory, which --dump writes out
    RegisterFileValues v{rf.name, rf.elemType ? rf.elemType : "", {}};
    const int64_t lanes = rf.lanesOf ? machine.lanes(f) : 1;
    for (uint16_t r = 0; r < rf.count; ++r) {
      v.values.emplace_back(rf.regNames ? rf.regNames[r] : std::string(rf.name) + std::to_string(r),
                            machine.readRegister(f, r));
      if (!rf.lanesOf) continue;
      std::vector<kc::RegValue> values;
      for (int64_t k = 0; k < lanes; ++k) values.push_back(machine.readLane(f, r, k));
      v.lanes.push_back(std::move(values));
    }
    files.push_back(std::move(v));
  }
  return files;
}

bool runSucceeded(const kc::RunResult& r) {
  return r.reason == kc::StopReason::EndOfCode || r.reason == kc::StopReason::Halted ||
         r.reason == kc::StopReason::Exited;
}

} // namespace kcli
