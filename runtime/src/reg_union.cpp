// Composite register operands (RegUnion): one field whose codes name registers of several files.
#include "kc/target_info.h"

namespace kc {

bool unionRegister(const OperandInfo& op, uint64_t code, int& file, int& reg) {
  for (uint8_t k = 0; k < op.numUnionCodes; ++k) {
    const RegCodeInfo& m = op.unionCodes[k];
    if (code < m.base || (code - m.base) % m.stride) continue;
    const uint64_t j = (code - m.base) / m.stride;
    if (j < m.count) {
      file = m.regFile;
      reg = static_cast<int>(m.first + j * m.step);
      return true;
    }
  }
  return false;
}

int64_t unionCode(const OperandInfo& op, int file, int reg) {
  for (uint8_t k = 0; k < op.numUnionCodes; ++k) {
    const RegCodeInfo& m = op.unionCodes[k];
    if (m.regFile != file || reg < m.first || (reg - m.first) % m.step) continue;
    const int j = (reg - m.first) / m.step;
    if (j < m.count) return int64_t(m.base) + int64_t(j) * m.stride;
  }
  return -1;
}

} // namespace kc
