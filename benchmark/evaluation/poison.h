// Outputs and scratch start poisoned, so a kernel that leaves them alone is caught: a NaN in every
// unit of a float format, the byte 0xA5 in every byte of an integer one.
#pragma once

#include "kc/machine.h"
#include "kc/program.h"
#include "task/layout.h"

namespace kc::bench {

// The byte integer-format units are filled with.
constexpr uint8_t kPoisonByte = 0xA5;

// Poisons the layout's outputs and scratch regions, then puts back the program's own image (its
// code, data and bss keep their contents). Inputs and constants are placed after this.
void poisonWritable(kc::Machine& m, const ResolvedLayout& lay, const kc::Program* program);

} // namespace kc::bench
