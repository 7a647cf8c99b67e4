// The performance section of each manual ends with its description's timing example run through
// the simulator. These are the traces it must print; derivations in test_timing_golden.cpp.
#include <catch2/catch.hpp>

#include "kc/manual.h"

namespace {
std::string manual(const char* name) {
  const kc::TargetInfo* t = kc::findTarget(name);
  REQUIRE(t);
  return kc::manualMarkdown(*t);
}
} // namespace

TEST_CASE("coral manual: the performance section's worked example", "[timing]") {
  const std::string m = manual("coral");
  CHECK(m.find("## Performance model") != std::string::npos);
  CHECK(m.find("<!-- kc:timing-example -->") == std::string::npos);
  // Load: one register through the LSU slot, dependants 5 later; the two adds share cycle 6 on
  // the two ALUs; the multiply waits for the first add (6 + 2); the m8 adds are 8 uops each, two a
  // cycle (9..12, then 13..16); the run ends at the last uop's result (16 + 2).
  CHECK(m.find(R"(     cycle       pc  instruction
         0        0  lui a0, 16
         0        4  vsetvli t0, zero, e32, m1, ta, ma
         1        8  vle32.v v1, (a0)
         6       12  vadd.vv v2, v1, v1
         6       16  vadd.vv v3, v4, v5
         8       20  vmul.vv v6, v2, v2
         8       24  vsetvli t0, zero, e32, m8, ta, ma
         9       28  vadd.vv v8, v16, v24
        13       32  vadd.vv v16, v24, v24
        13       36  ebreak
```

It retires 10 instructions in 18 cycles (halted).)") != std::string::npos);
}

TEST_CASE("plena manual: the performance section's worked example", "[timing]") {
  const std::string m = manual("plena");
  // The prefetch waits for a0 (C_SET_ADDR_REG, latency 7) and fills the tile in 4 + 16 cycles, so
  // the first M_MM starts at 27; the second follows at BLEN = 4; the write-out waits 17 for the
  // last accumulation and takes 6 + BLEN = 10 itself.
  CHECK(m.find(R"(     cycle       pc  instruction
         0        0  C_SET_ADDR_REG a0, gp0, gp0
         7        1  H_PREFETCH_M gp0, gp0, a0, 0, 0
         8        2  S_ADDI_INT gp2, gp0, 4
        27        3  M_MM gp0, gp0, gp0
        31        4  M_MM gp0, gp2, gp0
        48        5  M_MM_WO gp0, gp0, 0
```

It retires 6 instructions in 58 cycles (end-of-code).)") != std::string::npos);
}
