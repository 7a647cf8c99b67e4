// The machine's per-address cost accounting (RunLimits::profile): every wait before an issue is
// charged to the instruction that waited, by what it waited for, and asking for it changes
// nothing else about the run.
#include <catch2/catch.hpp>

#include "target_machine.h"

namespace {

// Two divisions on coral's single divider, then a use of the second quotient: the second
// division waits for the unit, the add for its operand.
const char* kProgram = "li a0, 7\n"
                       "li a1, 3\n"
                       "div a2, a0, a1\n"
                       "div a4, a0, a1\n"
                       "add a3, a4, a4\n"
                       "ebreak\n";

} // namespace

TEST_CASE("pc profile: waits are charged to the waiting instruction by reason", "[profile]") {
  auto m = machineFor("coral", "p.s", kProgram);
  std::vector<kc::PcCost> costs;
  kc::RunLimits limits;
  limits.profile = &costs;
  const kc::RunResult r = m->run(limits);
  INFO(r.message);
  REQUIRE(r.reason == kc::StopReason::Halted);
  REQUIRE(costs.size() == 6);
  uint64_t executions = 0;
  for (const kc::PcCost& c : costs) executions += c.executions;
  CHECK(executions == r.stats.instructions);
  // Coral issues up to 4 a cycle: both li in cycle 0, the first division in cycle 1 when a0 and
  // a1 are ready, the second when the divider frees (1 + 34), the add when a4 is (35 + 34).
  CHECK(costs[2].pc == 8);
  CHECK(costs[2].waitOperands == 1);
  CHECK(costs[2].waitUnit == 0);
  CHECK(costs[3].waitUnit == 34);
  CHECK(costs[3].waitOperands == 0);
  CHECK(costs[4].waitOperands == 34);
  CHECK(costs[4].waitUnit == 0);
  CHECK(costs[0].waitOperands + costs[0].waitMemory + costs[0].waitUnit == 0);
  CHECK(r.stats.cycles == 70);
}

TEST_CASE("pc profile: a profiled run has the same cycles and statistics as a plain one", "[profile]") {
  auto plain = machineFor("coral", "p.s", kProgram);
  const kc::RunResult a = plain->run(kc::RunLimits{});
  auto profiled = machineFor("coral", "p.s", kProgram);
  std::vector<kc::PcCost> costs;
  kc::RunLimits limits;
  limits.profile = &costs;
  const kc::RunResult b = profiled->run(limits);
  CHECK(a.stats.cycles == b.stats.cycles);
  CHECK(a.stats.instructions == b.stats.instructions);
  CHECK(a.stats.unitBusy == b.stats.unitBusy);
  CHECK(a.stats.opcodeCounts == b.stats.opcodeCounts);
}
