// A small hand-written target for the assembler and decoder tests: 32-bit little-endian
// words, one register file, a byte code memory and a bf16 scratchpad.
#pragma once

#include "kc/target_info.h"

const kc::TargetInfo& fakeTarget();
