// The manual's performance section against the simulator's rules (kc/timing_rules.h), for every
// compiled target: a rule the simulator applies there has its sub-section and a worked example
// that runs, and one it does not apply has neither.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <sstream>

#include "agent/manual_index.h"
#include "kc/assembler.h"
#include "kc/machine.h"
#include "kc/manual.h"
#include "kc/timing_rules.h"
#include "target_machine.h"

namespace {

// The `### name` sub-sections of the manual's Performance model section.
std::vector<std::string> performanceSubsections(const kc::TargetInfo& t) {
  const kc::agent::ManualIndex& index = kc::agent::manualIndex(t);
  const kc::agent::ManualSection* perf = kc::agent::findSection(index, "Performance model");
  REQUIRE(perf);
  std::vector<std::string> names;
  for (const kc::agent::ManualSection& s : index.sections)
    if (s.level == 3 && s.firstLine > perf->firstLine && s.firstLine < perf->endLine) names.push_back(s.name);
  return names;
}

const kc::RuleExampleInfo* exampleOf(const kc::TargetInfo& t, kc::TimingRule r) {
  for (uint16_t i = 0; i < t.numRuleExamples; ++i)
    if (t.ruleExamples[i].rule == r) return &t.ruleExamples[i];
  return nullptr;
}

} // namespace

TEST_CASE("every target: a rule applies exactly when the performance section has its sub-section", "[docs][timing]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::vector<std::string> subsections = performanceSubsections(*t);
    for (int k = 0; k < kc::kTimingRuleCount; ++k) {
      const kc::TimingRule r = static_cast<kc::TimingRule>(k);
      INFO("rule " << kc::timingRuleName(r));
      const bool present = std::count(subsections.begin(), subsections.end(), kc::timingRuleName(r)) == 1;
      CHECK(present == kc::timingRuleApplies(*t, r));
      // read_docs finds it by its name: no earlier section of the manual takes the name first.
      if (present) {
        const kc::agent::ManualSection* s = kc::agent::findSection(kc::agent::manualIndex(*t), kc::timingRuleName(r));
        REQUIRE(s);
        CHECK(s->level == 3);
      }
    }
  }
}

TEST_CASE("every target: each rule that applies has a worked example that runs, and the manual prints its trace",
          "[docs][timing]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::string manual = kc::manualMarkdown(*t);
    for (uint16_t i = 0; i < t->numRuleExamples; ++i) {
      INFO("example of " << kc::timingRuleName(t->ruleExamples[i].rule));
      CHECK(kc::timingRuleApplies(*t, t->ruleExamples[i].rule));
    }
    for (int k = 0; k < kc::kTimingRuleCount; ++k) {
      const kc::TimingRule r = static_cast<kc::TimingRule>(k);
      if (!kc::timingRuleApplies(*t, r)) continue;
      INFO("rule " << kc::timingRuleName(r));
      const kc::RuleExampleInfo* e = exampleOf(*t, r);
      REQUIRE(e);
      std::unique_ptr<kc::Machine> m = machineFor(t->name, "example.s", e->program);
      std::ostringstream trace;
      kc::RunLimits limits;
      limits.maxInstructions = 10000;
      limits.trace = &trace;
      const kc::RunResult run = m->run(limits);
      CHECK((run.reason == kc::StopReason::EndOfCode || run.reason == kc::StopReason::Halted));
      REQUIRE(!trace.str().empty());
      CHECK(manual.find(kc::traceHeader(*t) + trace.str() + "```\n") != std::string::npos);
      CHECK(kc::ruleExampleText(*t, r).find(trace.str()) != std::string::npos);
    }
  }
}

namespace {

// Whether the text has " and N more" (N digits), a list cut short.
bool shortensAList(const std::string& text) {
  for (size_t at = text.find(" more"); at != std::string::npos; at = text.find(" more", at + 1)) {
    size_t d = at;
    while (d > 0 && std::isdigit(static_cast<unsigned char>(text[d - 1]))) --d;
    if (d < at && d >= 5 && text.compare(d - 5, 5, " and ") == 0) return true;
  }
  return false;
}

} // namespace

TEST_CASE("no manual shortens a list with \"and N more\"", "[docs]") {
  CHECK(shortensAList("`a`, `b` and 301 more |"));
  CHECK(!shortensAList("one and more"));
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    CHECK(!shortensAList(kc::manualMarkdown(*t)));
    CHECK(!shortensAList(kc::manualPrompt(*t)));
  }
}

namespace {
// The manual's sub-section for `title`, from its heading up to the blank line before the next heading.
std::string subsection(const char* target, const std::string& title) {
  const kc::TargetInfo* t = kc::findTarget(target);
  REQUIRE(t);
  const std::string m = kc::manualMarkdown(*t);
  const size_t from = m.find("### " + title + "\n");
  REQUIRE(from != std::string::npos);
  const size_t to = m.find("\n#", from + 4);
  return m.substr(from, to - from);
}
} // namespace

// The reduction writes v1's bytes 16..19 (element 0 at SEW 32); the slide reads bytes 20..31 and
// so issues as soon as the one VPmtRdt frees (cycle 2), while the add reads 16..31 and waits for
// the reduction's latency of 3 (1 + 3 = 4).
TEST_CASE("coral manual: the partial-writes rule and its example, exactly", "[docs][timing]") {
  CHECK(subsection("coral", "partial writes") == R"(### partial writes

The registers of `v` are bytes of memory `vrf`: register i is bytes i × 16 to i × 16 + 15 at the default parameters. They follow the memory rule by the bytes an instruction really reads or writes, not register by register: a write of some elements (a reduction's element 0, say) holds back only the readers of those bytes, and an instruction that reads any byte of a write still in flight waits at issue until that whole write is done, with no chaining element by element. A write never waits for an earlier one: unlike other registers, one still being written can be written again at once.

**Example.** A reduction writes element 0 of `v1`; a slide reads only its other elements, an add all of them.

```
   cycle       pc  instruction                        unit       uops    ready  waited (cycles: for what)
       0        0  vsetivli t0, 4, e32, m1, ta, ma    Alu           1        1  -
       1        4  vredsum.vs v1, v2, v3              VPmtRdt       1        4  operands 1: vtype from pc 0
       2        8  vslidedown.vi v4, v1, 1            VPmtRdt       1        5  unit 1: VPmtRdt busy
       4       12  vadd.vv v5, v1, v1                 VAlu          1        6  memory 2: part of v1 (vrf[16..19]) from pc 4
       4       16  ebreak                             Bru           1        5  -
```

It retires 5 instructions in 6 cycles (halted). Past its turn in program order, `vredsum.vs v1, v2, v3` waits 1 cycle for its operands; `vslidedown.vi v4, v1, 1` waits 1 cycle for its unit; `vadd.vv v5, v1, v1` waits 2 cycles for memory.
)");
}

// C_LOOP_START writes gp1 with latency 3, so the first C_LOOP_END issues at 3; the store it goes
// back to follows in the next cycle (one instruction a cycle, no penalty); the second C_LOOP_END
// waits for the first one's write of gp1 (3 + 3).
TEST_CASE("plena manual: the taken-branch rule and its example, exactly", "[docs][timing]") {
  CHECK(subsection("plena", "taken branches") == R"(### taken branches

The one instruction that can change the program counter, `C_LOOP_END`, issues like any other: it waits for the registers it reads and takes a copy of its unit (`Control`, 1 copy). Taking a branch adds no cycle: there is no misprediction or refill penalty, and the instruction the branch goes to is simply the next one in program order, issuing in the cycle after the branch at the earliest.

**Example.** A hardware loop of two iterations: see the cycles of `C_LOOP_END` and of the store it goes back to.

```
   cycle       pc  instruction                        unit       uops    ready  waited (cycles: for what)
       0        0  C_LOOP_START gp1, 2                Control       1        3  -
       1        1  S_ST_INT gp0, gp0, 0               ScalarInt     1        5  -
       3        2  C_LOOP_END gp1                     Control       1        6  operands 1: loop_depth from pc 0
       4        1  S_ST_INT gp0, gp0, 0               ScalarInt     1        8  -
       6        2  C_LOOP_END gp1                     Control       1        9  operands 1: loop_depth from pc 2
       7        3  S_ST_INT gp0, gp0, 1               ScalarInt     1       11  -
```

It retires 6 instructions in 11 cycles (end-of-code). Past its turn in program order, `C_LOOP_END gp1` (run 2 times) waits 2 cycles for its operands in all.
)");
}

// Which rules each target brings into play follows from its description: plena and tiny split no
// instruction into micro-operations (their uops are the default 1), coral has no register chosen
// at run time, and only dsp's bundles have delay slots.
TEST_CASE("the rules each compiled target brings into play", "[timing]") {
  auto applies = [](const char* name, kc::TimingRule r) {
    const kc::TargetInfo* t = kc::findTarget(name);
    REQUIRE(t);
    return kc::timingRuleApplies(*t, r);
  };
  CHECK(applies("coral", kc::TimingRule::MicroOps));
  CHECK(applies("coral", kc::TimingRule::PartialWrites));
  CHECK(!applies("coral", kc::TimingRule::UnknownRegister));
  CHECK(!applies("plena", kc::TimingRule::MicroOps));
  CHECK(applies("plena", kc::TimingRule::UnknownRegister));
  CHECK(!applies("tiny", kc::TimingRule::MicroOps));
  CHECK(applies("dsp", kc::TimingRule::DelaySlots));
  CHECK(applies("dsp", kc::TimingRule::RunLength));
  CHECK(!applies("dsp", kc::TimingRule::InOrderIssue));
}
