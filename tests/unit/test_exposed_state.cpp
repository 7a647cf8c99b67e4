// The dsp target's vector lanes and exposed state, in the values and not only in the cycles:
// lanes of 16-bit vectors and 32-bit accumulators, a multiply-accumulate that reads its
// accumulator two cycles after issue (so two can issue back to back), a state and a memory
// whose writes land at the latency, and hazards for every early read, lanes and loops included.
#include <catch2/catch.hpp>

#include <cstring>

#include "kc/lane_file.h"
#include "target_machine.h"

namespace {

int fileNamed(const kc::Machine& m, const char* name) {
  for (uint16_t f = 0; f < m.target().numRegFiles; ++f)
    if (std::string(m.target().regFiles[f].name) == name) return f;
  FAIL("no register file " << name);
  return -1;
}

int32_t lane(const kc::Machine& m, const char* file, int reg, int64_t k) {
  return static_cast<int32_t>(m.readLane(fileNamed(m, file), reg, k).u);
}

void setWord(kc::Machine& m, uint64_t at, int32_t v) {
  std::memcpy(m.memory(m.findMemory("dmem")).data + 4 * at, &v, 4);
}
int32_t word(kc::Machine& m, uint64_t at) {
  int32_t v;
  std::memcpy(&v, m.memory(m.findMemory("dmem")).data + 4 * at, 4);
  return v;
}

// v0 = dmem[100..103], v1 = dmem[200..203]; lanes keep each word's low 16 bits.
void setVectors(kc::Machine& m) {
  const int32_t a[] = {3, -2, 40000, 7}, b[] = {5, 6, 2, -1};
  for (int k = 0; k < 4; ++k) setWord(m, 100 + k, a[k]), setWord(m, 200 + k, b[k]);
}

const char* kLoadVectors = R"(
    li r1, 100
    li r2, 200
    vld v0, r1          # lands 4 cycles later
    vld v1, r2
    nop
    nop
    nop
)";

} // namespace

TEST_CASE("vector lanes: a lane-wise multiply-accumulate, two back to back into one accumulator", "[dsp]") {
  auto m = machineFor("dsp", "vmac.s", std::string(kLoadVectors) + R"(
    vmac a0, v0, v1     # reads a0 2 cycles after issue, lands after 3
    vmac a0, v0, v1     # reads a0 as the first one lands: both products count
    nop
    nop
    nop
    vst a0, r0          # dmem[0..3], 2 cycles after issue
    halt
)");
  setVectors(*m);
  std::vector<kc::Hazard> hazards;
  const kc::RunResult r = runMachine(*m, &hazards);
  REQUIRE(r.reason == kc::StopReason::Halted);
  CHECK(m->lanes(fileNamed(*m, "v")) == 4);
  // 40000 kept to 16 bits is -25536; the products are taken at 32 bits.
  CHECK(lane(*m, "v", 0, 0) == 3);
  CHECK(lane(*m, "v", 0, 1) == -2);
  CHECK(lane(*m, "v", 0, 2) == -25536);
  CHECK(lane(*m, "v", 0, 3) == 7);
  CHECK(lane(*m, "a", 0, 0) == 30);
  CHECK(lane(*m, "a", 0, 1) == -24);
  CHECK(lane(*m, "a", 0, 2) == -102144);
  CHECK(lane(*m, "a", 0, 3) == -14);
  CHECK(lane(*m, "a", 1, 0) == 0);
  CHECK(word(*m, 0) == 30);
  CHECK(word(*m, 2) == -102144);
  CHECK(hazards.empty());
  CHECK(r.stats.cycles == 14);  // 14 bundles; the store issued at cycle 12 lands at 14
}

TEST_CASE("vector lanes: a lane read before its load lands is a hazard, and reads the old lanes", "[dsp]") {
  auto m = machineFor("dsp", "early.s", R"(
    li r1, 100
    vld v0, r1          # cycle 1, lands at 5
    vmac a0, v0, v0     # cycle 2: 3 cycles early, squares the old zeros
    halt
)");
  setVectors(*m);
  std::vector<kc::Hazard> hazards;
  runMachine(*m, &hazards);
  CHECK(lane(*m, "a", 0, 0) == 0);
  CHECK(lane(*m, "v", 0, 0) == 3);
  REQUIRE(hazards.size() == 1);  // one per register read, however many lanes
  CHECK(hazards[0].pc == 2);
  CHECK(hazards[0].writerPc == 1);
  CHECK(hazards[0].reg == "v0");
  CHECK(hazards[0].cyclesEarly == 3);
  CHECK(hazards[0].reader == "vmac a0, v0, v0");
  CHECK(hazards[0].writer == "vld v0, r1");
}

TEST_CASE("late read: a store right after a multiply-accumulate stores the old accumulator, a hazard", "[dsp]") {
  auto m = machineFor("dsp", "late.s", std::string(kLoadVectors) + R"(
    vmac a0, v0, v1     # cycle 7, lands at 10
    vst a0, r0          # cycle 8 reads a0 at issue: 2 cycles early
    halt
)");
  setVectors(*m);
  setWord(*m, 0, 99);
  std::vector<kc::Hazard> hazards;
  runMachine(*m, &hazards);
  CHECK(word(*m, 0) == 0);
  CHECK(lane(*m, "a", 0, 0) == 15);
  REQUIRE(hazards.size() == 1);
  CHECK(hazards[0].reg == "a0");
  CHECK(hazards[0].cyclesEarly == 2);
}

TEST_CASE("late read: a write that would land before a late read but runs after it stops the run", "[dsp]") {
  auto m = machineFor("dsp", "overtake.s", R"(
    vmac a1, v0, v1     # reads a1 at cycle 2
    vclr a1             # cycle 1, lands at 2: before the read, issued after it
    halt
)");
  const kc::RunResult r = runMachine(*m);
  CHECK(r.reason == kc::StopReason::Trap);
  CHECK(r.pc == 1);
  CHECK(r.message == "this write to a1 lands at cycle 2, before the instruction at pc 0 (issued earlier) reads it at "
                     "cycle 2: a write may not overtake a late read");
}

TEST_CASE("exposed state: a state write lands at the latency, so back-to-back mac loses a sum", "[dsp]") {
  auto m = machineFor("dsp", "mac.s", R"(
    li r1, 3
    li r2, 4
    mac r1, r2          # cycle 2: acc = 12 at cycle 5
    mac r1, r2          # cycle 3 reads acc = 0: 12 again, at cycle 6
    nop
    nop
    nop
    mvacc r3            # 12: one sum was lost
    mac r1, r2          # cycle 8: 24 at cycle 11
    nop
    nop
    mvacc r4            # cycle 11: 24
    halt
)");
  std::vector<kc::Hazard> hazards;
  runMachine(*m, &hazards);
  CHECK(intRegister(*m, 3) == 12);
  CHECK(intRegister(*m, 4) == 24);
  REQUIRE(hazards.size() == 1);
  CHECK(hazards[0].pc == 3);
  CHECK(hazards[0].reg == "acc");
  CHECK(hazards[0].cyclesEarly == 2);
}

TEST_CASE("exposed state: a memory write lands at the latency, and a load before it reads the old word", "[dsp]") {
  auto m = machineFor("dsp", "store.s", std::string(kLoadVectors) + R"(
    vmac a0, v0, v1     # a0 lands at cycle 10
    nop
    nop
    li r5, 50
    vst a0, r5          # cycle 11: dmem[50..53] at cycle 13
    ldp r6, r5, 0       # cycle 12: the old dmem[50], 1 cycle early
    ldp r7, r5, 0       # cycle 13: the stored product
    halt
)");
  setVectors(*m);
  setWord(*m, 50, 99);
  std::vector<kc::Hazard> hazards;
  runMachine(*m, &hazards);
  CHECK(intRegister(*m, 6) == 99);
  CHECK(intRegister(*m, 7) == 15);
  CHECK(word(*m, 51) == -12);
  REQUIRE(hazards.size() == 1);
  CHECK(hazards[0].reg == "dmem[50]");
  CHECK(hazards[0].cyclesEarly == 1);
  CHECK(hazards[0].reader == "ldp r6, r5, 0");
}

TEST_CASE("vector lanes: the lanes follow their parameter, and a lane outside them traps", "[dsp]") {
  const kc::TargetInfo* t = kc::findTarget("dsp");
  REQUIRE(t);
  kc::AsmOptions opt;
  kc::AsmResult a = kc::assemble(*t, "li r1, 100\nvld v3, r1\nhalt\n", opt);
  REQUIRE(a.program);
  std::vector<int64_t> params;
  std::string err;
  REQUIRE(kc::resolveParams(*t, {{"LANES", 8}}, params, err));
  auto m = t->newMachine(*t, params);
  REQUIRE(m->load(*a.program, err));
  for (int k = 0; k < 8; ++k) setWord(*m, 100 + k, k + 1);
  runMachine(*m);
  CHECK(m->lanes(fileNamed(*m, "v")) == 8);
  CHECK(lane(*m, "v", 3, 7) == 8);
  // What generated semantics call for v[reg][lane] when they compute the lane.
  kc::sim::LaneFile<int32_t> file;
  file.reset(8, 8);
  CHECK_THROWS_WITH(kc::sim::laneAt(*m, file, 3, 8, "v"), "lane 8 is outside the registers of 'v' (lanes 0..7)");
  CHECK_THROWS_WITH(kc::sim::laneAt(*m, file, 8, 0, "v"), "register index 8 is outside 'v'");
}
