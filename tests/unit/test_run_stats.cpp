// A bundled target's run statistics read fairly: the no-ops that fill empty slots are counted
// apart and keep no unit busy, no unit is busier than the slots that feed it allow, and the counts
// per opcode name sum to the instructions.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <numeric>
#include <sstream>

#include "kc/run_stats.h"
#include "target_machine.h"

TEST_CASE("run stats: slot no-ops apart, units within their slots, opcode counts that sum", "[bundles]") {
  std::ifstream in(std::string(KC_SOURCE_DIR) + "/examples/dsp/dot_pipelined.s");
  std::stringstream src;
  src << in.rdbuf();
  auto m = machineFor("dsp", "dot_pipelined.s", src.str());
  const kc::RunResult r = runMachine(*m);
  const kc::TargetInfo& t = m->target();
  REQUIRE(r.reason == kc::StopReason::Halted);
  CHECK(r.stats.cycles == 49);
  CHECK(r.stats.instructions == 109);
  CHECK(kc::slotNops(t, r.stats) == 22);
  uint64_t sum = 0;
  for (uint16_t i = 0; i < t.numInstrs; ++i) sum += r.stats.opcodeCounts[i];
  CHECK(sum == r.stats.instructions);
  for (uint16_t u = 0; u < t.numUnits; ++u) {
    INFO(t.units[u].name);
    CHECK(r.stats.unitBusy[u] <= r.stats.cycles * kc::unitCapacityPerCycle(t, u));
  }
  // Two ALU slots in one bundle format (AA64): the ALU may be used twice a cycle.
  int alu = -1;
  for (uint16_t u = 0; u < t.numUnits; ++u)
    if (std::string(t.units[u].name) == "ALU") alu = u;
  REQUIRE(alu >= 0);
  CHECK(kc::unitCapacityPerCycle(t, alu) == 2);
  CHECK(r.stats.unitBusy[size_t(alu)] == 26);  // li, add, loop, halt: the 22 nops are not counted
  // A mnemonic defined for one slot keeps its name; the filler no-ops are known as such.
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (std::string(t.instrs[i].mnemonic) == "nop") CHECK(kc::isSlotNop(t, i));
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (t.instrs[i].nextVariant == i) CHECK(kc::opcodeName(t, i) == t.instrs[i].mnemonic);
}

TEST_CASE("run stats: a mnemonic in two slots is counted per slot", "[bundles]") {
  auto m = machineFor("dsp", "mov.s", "mov r1, r2\nmov r1, r2; mov r3, r4\nhalt\n");
  const kc::RunResult r = runMachine(*m);
  const kc::TargetInfo& t = m->target();
  std::map<std::string, uint64_t> byName;
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (r.stats.opcodeCounts[i]) byName[kc::opcodeName(t, i)] += r.stats.opcodeCounts[i];
  CHECK(byName == std::map<std::string, uint64_t>{{"halt", 1}, {"mov [alu]", 2}, {"mov [lsu]", 1}});
}
