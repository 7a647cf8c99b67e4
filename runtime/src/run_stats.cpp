#include "kc/run_stats.h"

#include <algorithm>

namespace kc {

bool isSlotNop(const TargetInfo& t, int instr) {
  for (uint8_t s = 0; s < t.numSlots; ++s)
    if (t.slots[s].nop == instr) return true;
  return false;
}

uint64_t slotNops(const TargetInfo& t, const Stats& s) {
  uint64_t n = 0;
  for (size_t i = 0; i < s.opcodeCounts.size() && i < t.numInstrs; ++i)
    if (isSlotNop(t, int(i))) n += s.opcodeCounts[i];
  return n;
}

uint32_t unitCapacityPerCycle(const TargetInfo& t, int unit) {
  uint32_t capacity = unit >= 0 && unit < t.numUnits ? std::max<uint32_t>(1, t.units[unit].count) : 1;
  uint32_t unitSlots = 0;  // bit k: slot k accepts an instruction of the unit
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (t.instrs[i].unit == unit) unitSlots |= t.instrs[i].slotMask;
  for (uint8_t f = 0; f < t.numFormats; ++f) {
    uint32_t n = 0;
    for (uint8_t k = 0; k < t.formats[f].numSlots; ++k) n += unitSlots >> t.formats[f].slots[k] & 1;
    capacity = std::max(capacity, n);
  }
  return capacity;
}

std::string opcodeName(const TargetInfo& t, int instr) {
  const InstrInfo& in = t.instrs[instr];
  if (in.nextVariant == instr || t.numSlots == 0) return in.mnemonic;
  std::string slots;
  for (uint8_t k = 0; k < t.numSlots; ++k)
    if (in.slotMask >> k & 1) slots += (slots.empty() ? "" : "/") + std::string(t.slots[k].name);
  return std::string(in.mnemonic) + " [" + slots + "]";
}

} // namespace kc
