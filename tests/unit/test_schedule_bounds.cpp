// A profile's record of waits stays bounded whatever a kernel does: a new (instruction, producer)
// pair at every step folds, past the bound, into one entry per cause and instruction.
#include <catch2/catch.hpp>

#include "evaluation/schedule.h"
#include "target_machine.h"

TEST_CASE("schedule profile: waits by producer stay bounded", "[agent]") {
  const kc::TargetInfo* t = kc::findTarget("tiny");
  REQUIRE(t);
  std::unique_ptr<kc::Machine> m = machineFor("tiny", "bounds.s", "li r1, 0\nadd r2, r1, r1\n");
  kc::bench::ScheduleProfile p(*t);
  const uint64_t events = 200'000;
  for (uint64_t i = 0; i < events; ++i) {
    kc::IssueEvent e;
    e.pc = 1;
    e.cycle = i;
    e.ready = i + 1;
    e.unit = 0;
    e.waitOperands = 1;
    e.operandSlot = 1;
    e.operandWriterPc = i;  // a different producer every time
    p.issued(e);
  }
  p.finish(*m);
  CHECK(p.waits.size() <= (1u << 16) + 1);
  uint64_t total = 0, various = 0;
  for (const auto& w : p.waits) {
    total += w.cycles;
    if (w.what.rfind("various", 0) == 0) various = w.cycles;
  }
  CHECK(total == events);                      // every wait counted once
  CHECK(various == events - (1u << 16));       // the rest under one entry
  CHECK(p.waits.front().what.rfind("various", 0) == 0);  // the largest
}
