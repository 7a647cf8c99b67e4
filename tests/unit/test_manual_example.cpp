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
  CHECK(m.find(R"(   cycle       pc  instruction                        unit       uops    ready  waited (cycles: for what)
       0        0  lui a0, 16                         Alu           1        1  -
       0        4  vsetvli t0, zero, e32, m1, ta, ma  Alu           1        1  -
       1        8  vle32.v v1, (a0)                   Lsu           1        6  operands 1: vtype from pc 4
       6       12  vadd.vv v2, v1, v1                 VAlu          1        8  memory 5: v1 (vrf[16..31]) from pc 8
       6       16  vadd.vv v3, v4, v5                 VAlu          1        8  -
       8       20  vmul.vv v6, v2, v2                 VMac          1       11  memory 2: v2 (vrf[32..47]) from pc 12
       8       24  vsetvli t0, zero, e32, m8, ta, ma  Alu           1        9  -
       9       28  vadd.vv v8, v16, v24               VAlu          8       14  operands 1: vtype from pc 24
      13       32  vadd.vv v16, v24, v24              VAlu          8       18  unit 4: VAlu busy
      13       36  ebreak                             Bru           1       14  -
```

It retires 10 instructions in 18 cycles (halted).)") != std::string::npos);
}

TEST_CASE("plena manual: the performance section's worked example", "[timing]") {
  const std::string m = manual("plena");
  // The prefetch waits for a0 (C_SET_ADDR_REG, latency 7) and fills the tile in 4 + 16 cycles, so
  // the first M_MM starts at 27; the second follows at BLEN = 4; the write-out waits 17 for the
  // last accumulation and takes 6 + BLEN = 10 itself.
  CHECK(m.find(R"(   cycle       pc  instruction                        unit       uops    ready  waited (cycles: for what)
       0        0  C_SET_ADDR_REG a0, gp0, gp0        Control       1        7  -
       7        1  H_PREFETCH_M gp0, gp0, a0, 0, 0    HbmDma        1       29  operands 6: a0 from pc 0
       8        2  S_ADDI_INT gp2, gp0, 4             ScalarInt     1       12  -
      29        3  M_MM gp0, gp0, gp0                 MatrixUnit    1       46  memory 20: msram[0..1023] from pc 1
      33        4  M_MM gp0, gp2, gp0                 MatrixUnit    1       50  unit 3: MatrixUnit busy
      50        5  M_MM_WO gp0, gp0, 0                MatrixUnit    1       60  operands 16: m_accum from pc 4
```

It retires 6 instructions in 60 cycles (end-of-code).)") != std::string::npos);
}
