// Reading a run's statistics fairly on bundled targets: the no-ops that fill a bundle's empty
// slots are not work, a unit that several slots feed can be busy more than once a cycle, and a
// mnemonic defined for several slots is one instruction per slot.
#pragma once

#include <cstdint>
#include <string>

#include "kc/machine.h"
#include "kc/target_info.h"

namespace kc {

// Instruction `instr` is the no-op some slot is filled with.
bool isSlotNop(const TargetInfo& t, int instr);

// Instructions of a run that were slot no-ops (0 on targets without bundles).
uint64_t slotNops(const TargetInfo& t, const Stats& s);

// Uses of `unit` one cycle allows: its copies, or on a bundled target the most slots of one bundle
// format that accept its instructions, when that is more.
uint32_t unitCapacityPerCycle(const TargetInfo& t, int unit);

// An instruction's name in per-opcode counts: its mnemonic, with its slots ("add [alu0/alu1]") when
// the mnemonic is defined for other slots too, so that counts per name sum to the instructions.
std::string opcodeName(const TargetInfo& t, int instr);

} // namespace kc
