// Golden cycle counts of short sequences, derived from the sources each description cites
// (hwdesc/coral/timing.td for Coral's RVV back end, PLENA's analytic model for plena). Each
// number is worked out in the comment beside it; a change to the model that moves one has to
// say which source it follows instead.
#include <catch2/catch.hpp>

#include <sstream>
#include <vector>

#include "target_machine.h"

namespace {

struct Timed {
  std::vector<uint64_t> issue;  // issue cycle of each executed instruction, in order
  uint64_t cycles = 0;
};

Timed runTimed(const std::string& target, const std::string& source) {
  auto m = machineFor(target, "timing.s", source);
  std::ostringstream trace;
  kc::RunLimits limits;
  limits.trace = &trace;
  kc::RunResult r = m->run(limits);
  INFO(r.message);
  REQUIRE(r.reason != kc::StopReason::Trap);
  Timed t;
  std::istringstream in(trace.str());
  for (std::string line; std::getline(in, line);) t.issue.push_back(std::stoull(line));
  t.cycles = r.stats.cycles;
  return t;
}

std::string coralWith(const std::string& lmul, const std::string& body, const std::string& sew = "e32") {
  return "lui a0, 0x10\nvsetvli t0, zero, " + sew + ", " + lmul + ", ta, ma\n" + body + "\nebreak\n";
}

} // namespace

// Coral: the scalar core issues up to 4 instructions per cycle; lui and vsetvli share cycle 0
// (vsetvli is one scalar slot, timing.td LatVSet). Vector instructions start at cycle 1 (the
// vsetvli's latency 1 on vtype/vl).
TEST_CASE("coral timing: independent m1 adds pair up on the two ALUs; dependent ones are 2 cycles apart", "[timing]") {
  Timed t = runTimed("coral", coralWith("m1", R"(
    vadd.vv v1, v2, v3
    vadd.vv v4, v5, v6
    vadd.vv v7, v8, v9
    vadd.vv v10, v1, v1
    vadd.vv v11, v10, v10)"));
  // 2, 3: first two vadds on ALU 0 and 1 in cycle 1; the third waits for a free ALU (cycle 2).
  CHECK(t.issue[2] == 1);
  CHECK(t.issue[3] == 1);
  CHECK(t.issue[4] == 2);
  // v1 ready at 1 + 2 (ALU latency: 1 execute cycle + ROB bypass); v10 at 3 + 2.
  CHECK(t.issue[5] == 3);
  CHECK(t.issue[6] == 5);
}

TEST_CASE("coral timing: a vector instruction costs one uop per register of its group (m1, m2, m4, m8)", "[timing]") {
  // Two independent adds: the second waits until an ALU frees. With L uops over 2 ALUs the
  // first keeps both busy for L/2 cycles (1 for m1: the other ALU is free at once).
  struct Case {
    const char* lmul;
    uint64_t second, cycles;
  } cases[] = {
      // second add at 1 + (L/2 if L > 1); it ends at its last uop (second + L/2 - 1, or second for m1) + 2,
      // and ebreak waits for nothing: cycles = last uop + 2.
      {"m1", 1, 1 + 2},
      {"m2", 2, 2 + 2},           // uops of the second at 2, 2
      {"m4", 3, 3 + 1 + 2},       // first: 1,1,2,2; second: 3,3,4,4
      {"m8", 5, 5 + 3 + 2},       // first: 1..4 two a cycle; second: 5..8
  };
  for (const auto& c : cases) {
    INFO(c.lmul);
    Timed t = runTimed("coral", coralWith(c.lmul, "vadd.vv v8, v16, v24\nvadd.vv v0, v16, v24"));
    CHECK(t.issue[2] == 1);
    CHECK(t.issue[3] == c.second);
    CHECK(t.cycles == c.cycles);
  }
}

TEST_CASE("coral timing: widening takes 2 x LMUL uops; multiplies 3 cycles; loads go a register at a time through the LSU", "[timing]") {
  // vwadd.vv at e16, m1 writes a 2-register group: 2 uops (1, 1), so an independent add waits to 2.
  Timed w = runTimed("coral", coralWith("m1", "vwadd.vv v2, v4, v5\nvadd.vv v8, v9, v10", "e16"));
  CHECK(w.issue[3] == 2);
  // At m4: 8 uops, 1..4 two a cycle: the add goes at 5.
  Timed w4 = runTimed("coral", coralWith("m4", "vwadd.vv v8, v4, v0\nvadd.vv v16, v20, v24", "e16"));
  CHECK(w4.issue[3] == 5);
  // vmul.vv (MAC units, latency 3) then a dependent add: 1 + 3.
  Timed m = runTimed("coral", coralWith("m1", "vmul.vv v1, v2, v3\nvadd.vv v4, v1, v1"));
  CHECK(m.issue[3] == 4);
  // Three independent m1 loads share the one LSU slot, 4 cycles per register (timing.td IntVLoad);
  // an add that needs the last one follows it by 5 (LatVLoad).
  Timed l = runTimed("coral", coralWith("m1", "vle32.v v1, (a0)\nvle32.v v2, (a0)\nvle32.v v3, (a0)\nvadd.vv v4, v3, v3"));
  CHECK(l.issue[2] == 1);
  CHECK(l.issue[3] == 5);
  CHECK(l.issue[4] == 9);
  CHECK(l.issue[5] == 14);
  // An m4 load (EMUL 4): 4 registers at 1, 5, 9, 13; its dependant at 13 + 5.
  Timed l4 = runTimed("coral", coralWith("m4", "vle32.v v4, (a0)\nvadd.vv v8, v4, v4"));
  CHECK(l4.issue[3] == 18);
}

TEST_CASE("coral timing: vstart and fflags do not serialise independent instructions", "[timing]") {
  // A vector add (ALU) and an independent load (LSU) issue together although both reset vstart.
  Timed v = runTimed("coral", coralWith("m1", "vadd.vv v1, v2, v3\nvle32.v v4, (a0)"));
  CHECK(v.issue[3] == v.issue[2]);
  // Two independent fadd.s: the FPU takes one at a time (interval 4), not a wait on fflags; a
  // read of fflags waits for the last one (4 + 4).
  Timed f = runTimed("coral", "fadd.s ft0, ft1, ft2\nfadd.s ft3, ft4, ft5\nfrflags a1\nebreak\n");
  CHECK(f.issue[1] == 4);
  CHECK(f.issue[2] == 8);
}

TEST_CASE("coral timing: a loop switching between m1 and m8 at run time costs what each setting does", "[timing]") {
  // The same instructions run 64 times at m1 and 64 times at m8. At m1 the eight independent
  // adds go two a cycle (4 cycles an iteration; addi and bnez issue beside the last pair); at m8
  // each is 8 uops that keep both ALUs busy 4 cycles (32 an iteration): 8x the work, 8x the cycles.
  auto body = std::string(R"(
    vadd.vv v0, v16, v24
    vadd.vv v8, v16, v24
    vadd.vv v0, v24, v16
    vadd.vv v8, v24, v16
    vadd.vv v0, v16, v16
    vadd.vv v8, v16, v16
    vadd.vv v0, v24, v24
    vadd.vv v8, v24, v24
)");
  auto loop = [&](const char* lmul) {
    return std::string("li t1, 64\nvsetvli t0, zero, e32, ") + lmul + ", ta, ma\nloop:" + body +
           "addi t1, t1, -1\nbnez t1, loop\nebreak\n";
  };
  Timed m1 = runTimed("coral", loop("m1"));
  Timed m8 = runTimed("coral", loop("m8"));
  const double ratio = double(m8.cycles) / double(m1.cycles);
  INFO("m1 " << m1.cycles << " m8 " << m8.cycles);
  CHECK(ratio > 7.0);
  CHECK(ratio < 9.0);
  // One program that switches: its cost is the sum of the two halves' (within the loop set-up).
  Timed both = runTimed("coral", "li t1, 64\nloop:\nvsetvli t0, zero, e32, m1, ta, ma" + body +
                                      "vsetvli t0, zero, e32, m8, ta, ma" + body + "addi t1, t1, -1\nbnez t1, loop\nebreak\n");
  INFO("both " << both.cycles);
  CHECK(both.cycles > m8.cycles);
  CHECK(both.cycles < m8.cycles + m1.cycles + 64 * 2);
}

// PLENA at the default configuration: MLEN = 64, BLEN = 4, one instruction per cycle.
// M_MM: latency 6 + 2*BLEN + 3 = 17 ("alone"), interval BLEN = 4 ("pipelined", the figure the
// analytic model charges for every M_MM of a chain, perf_model.py); M_MM_WO: latency 6 + BLEN.
TEST_CASE("plena timing: accumulations chain at BLEN, the write-out waits for the last one", "[timing]") {
  Timed t = runTimed("plena", R"(
    S_ADDI_INT gp2, gp0, 4
    S_ADDI_INT gp3, gp0, 8
    M_MM 0, gp0, gp0
    M_MM 0, gp2, gp0
    M_MM 0, gp3, gp0
    M_MM_WO gp0, gp0, 0
)");
  // S_ADDI_INT: latency 2 + 1 + 1 = 4. gp3 ready at 1 + 4 = 5; M_MM reads only gp0 and issues at 2.
  CHECK(t.issue[2] == 2);
  CHECK(t.issue[3] == 6);          // + BLEN (the matrix unit's interval), not + 17
  CHECK(t.issue[4] == 10);
  CHECK(t.issue[5] == 10 + 17);    // the write-out waits for the last accumulation's latency
  CHECK(t.cycles == 27 + 10);      // and takes 6 + BLEN itself
}

TEST_CASE("plena timing: DMA then compute; memory dependencies per accessed range", "[timing]") {
  // H_PREFETCH_M moves 16 rows of 64 elements and their 128 scale bytes at HBM_BYTES_PER_CYCLE:
  // latency 2 + 2 + 1,152 / 64 = 4 + 18 = 22. C_SET_ADDR_REG: latency 7, so the prefetch issues at 7
  // and its rows are ready at 29.
  Timed t = runTimed("plena", R"(
    C_SET_ADDR_REG a0, gp0, gp0
    H_PREFETCH_M gp0, gp0, a0, 0, 0
    M_MM 0, gp0, gp0
)");
  CHECK(t.issue[1] == 7);
  CHECK(t.issue[2] == 29);
  // A vector prefetch into rows 1088 .. 2111 of the vector SRAM; V_ADD_VV reads rows at 1024 and
  // 2112 and writes 0: the lowest-to-highest span (1024 .. 2175) would cover the transfer, the
  // ranges themselves do not, so the add goes in the next cycle.
  Timed r = runTimed("plena", R"(
    S_ADDI_INT gp1, gp0, 1088
    S_ADDI_INT gp2, gp0, 1024
    S_ADDI_INT gp3, gp0, 2112
    C_SET_ADDR_REG a0, gp0, gp0
    H_PREFETCH_V gp1, gp0, a0, 0, 0
    V_ADD_VV gp0, gp2, gp3, 0
    V_ADD_VV gp0, gp1, gp3, 0
)");
  // The prefetch issues at 10 (a0 ready at 3 + 7), done at 10 + 22 = 32.
  CHECK(r.issue[4] == 10);
  CHECK(r.issue[5] == 11);
  // The second add reads row 1088, inside the transfer: it waits until 32.
  CHECK(r.issue[6] == 32);
}
