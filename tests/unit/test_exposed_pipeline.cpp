// The dsp target's control features, in the semantics and not only in the cycle count: a result
// read before its latency has passed gives the old value (and is reported as a hazard), a
// pointer and a loaded value land at their own latencies, the instructions in a branch's delay
// slots run, and a zero-overhead loop runs its block exactly its count with no branch.
#include <catch2/catch.hpp>

#include "target_machine.h"

TEST_CASE("exposed pipeline: a read before the latency sees the old value, and is a hazard", "[dsp]") {
  auto m = machineFor("dsp", "exposed.s", R"(
    li r1, 5
    mul r2, r1, r1      # visible 3 cycles after it issues
    add r3, r2, zero    # 2 cycles too early: the old r2
    nop
    add r4, r2, zero    # on time: 25
    halt
)");
  std::vector<kc::Hazard> hazards;
  const kc::RunResult r = runMachine(*m, &hazards);
  CHECK(r.reason == kc::StopReason::Halted);
  CHECK(intRegister(*m, 3) == 0);
  CHECK(intRegister(*m, 4) == 25);
  CHECK(r.stats.instructions == 6);
  CHECK(r.stats.cycles == 6);
  REQUIRE(hazards.size() == 1);
  CHECK(hazards[0].pc == 2);
  CHECK(hazards[0].writerPc == 1);
  CHECK(hazards[0].reg == "r2");
  CHECK(hazards[0].cyclesEarly == 2);
  // The same values without the timing model: visibility is part of the semantics.
  auto again = machineFor("dsp", "exposed.s", "li r1, 5\nmul r2, r1, r1\nadd r3, r2, zero\nnop\nadd r4, r2, zero\nhalt\n");
  runMachine(*again, nullptr, false);
  CHECK(intRegister(*again, 3) == 0);
  CHECK(intRegister(*again, 4) == 25);
}

TEST_CASE("exposed pipeline: a write still in flight at the end lands, and the run lasts until it does", "[dsp]") {
  auto m = machineFor("dsp", "tail.s", "li r1, 5\nmul r2, r1, r1\nhalt\n");
  const kc::RunResult r = runMachine(*m);
  CHECK(intRegister(*m, 2) == 25);
  CHECK(r.stats.instructions == 3);
  CHECK(r.stats.cycles == 4);  // the product lands at cycle 1 + 3
}

TEST_CASE("exposed pipeline: per-operand latencies, a pointer after 1 cycle and a load after 4", "[dsp]") {
  auto m = machineFor("dsp", "ldp.s", R"(
    li r1, 100
    ldp r2, r1, 1       # r1 = 101 next cycle; r2 = dmem[100] after 4
    ldp r3, r1, 1       # the advanced pointer: dmem[101]
    add r5, r2, zero    # 2 cycles too early for r2
    nop
    add r4, r2, r3      # r2 has landed, r3 has not (1 cycle early)
    nop
    add r6, r2, r3
    halt
)");
  m->memory(m->findMemory("dmem")).data[400] = 7;   // dmem[100], little-endian words
  m->memory(m->findMemory("dmem")).data[404] = 11;  // dmem[101]
  std::vector<kc::Hazard> hazards;
  runMachine(*m, &hazards);
  CHECK(intRegister(*m, 1) == 102);
  CHECK(intRegister(*m, 5) == 0);
  CHECK(intRegister(*m, 4) == 7);
  CHECK(intRegister(*m, 6) == 18);
  REQUIRE(hazards.size() == 2);
  CHECK(hazards[0].reg == "r2");
  CHECK(hazards[0].cyclesEarly == 2);
  CHECK(hazards[1].reg == "r3");
  CHECK(hazards[1].cyclesEarly == 1);
}

TEST_CASE("delay slots: the two instructions after a taken branch run, the third does not", "[dsp]") {
  auto m = machineFor("dsp", "delay.s", R"(
    li r5, 1
    nop
    bnez r5, done
    li r1, 1            # delay slot 1
    li r2, 2            # delay slot 2
    li r3, 3            # skipped
done:
    halt
)");
  const kc::RunResult r = runMachine(*m);
  CHECK(r.reason == kc::StopReason::Halted);
  CHECK(intRegister(*m, 1) == 1);
  CHECK(intRegister(*m, 2) == 2);
  CHECK(intRegister(*m, 3) == 0);
  CHECK(r.stats.instructions == 6);
}

TEST_CASE("delay slots: a branch in a delay slot traps at its line", "[dsp]") {
  auto m = machineFor("dsp", "nested.s", "li r5, 1\nnop\nbnez r5, end\nbnez r5, end\nnop\nend:\nhalt\n");
  const kc::RunResult r = runMachine(*m);
  CHECK(r.reason == kc::StopReason::Trap);
  CHECK(r.message == "a branch in the delay slot of the branch at pc 2");
  CHECK(r.sourceLine == 4);
}

TEST_CASE("zero-overhead loop: the block runs exactly its count, with no branch between iterations", "[dsp]") {
  auto m = machineFor("dsp", "zol.s", R"(
    li r5, 7
    li r2, 1
    li r1, 0
    loop r5, last
    add r1, r1, r2
last:
    add r6, r6, r2
    halt
)");
  const kc::RunResult r = runMachine(*m);
  CHECK(r.reason == kc::StopReason::Halted);
  CHECK(intRegister(*m, 1) == 7);
  CHECK(intRegister(*m, 6) == 7);
  CHECK(r.stats.instructions == 4 + 7 * 2 + 1);
  CHECK(r.stats.cycles == 4 + 7 * 2 + 1);
}
