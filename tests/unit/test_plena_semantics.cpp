// PLENA instruction semantics and timing on small hand-checked programs.
#include <catch2/catch.hpp>

#include "kc/assembler.h"
#include "kc/machine.h"
#include "kc/numeric.h"
#include "target_machine.h"

namespace {

std::unique_ptr<kc::Machine> run(const std::string& src, kc::RunResult& res,
                                 const std::function<void(kc::Machine&)>& setup = {}) {
  auto m = machineFor("plena", "t.s", src);
  if (setup) setup(*m);
  res = m->run({});
  INFO(res.message);
  REQUIRE(res.reason == kc::StopReason::EndOfCode);
  return m;
}

float vs(kc::Machine& m, uint64_t i) { return bf16At(m, "vsram", i); }
void setVs(kc::Machine& m, uint64_t i, float x) { setBf16(m, "vsram", i, x); }
uint64_t gp(kc::Machine& m, int i) { return m.readRegister(0, i).u; }

} // namespace

TEST_CASE("masked vector add touches only the heads enabled in vmask") {
  kc::RunResult res;
  auto m = run(
      "S_ADDI_INT gp1, gp0, 5\n"      // heads 0 and 2
      "C_SET_V_MASK_REG gp1\n"
      "S_ADDI_INT gp2, gp0, 64\n"
      "S_ADDI_INT gp3, gp0, 128\n"
      "V_ADD_VV gp3, gp0, gp2, 1\n",
      res, [](kc::Machine& mm) {
        for (int i = 0; i < 64; ++i) setVs(mm, i, 1.0f), setVs(mm, 64 + i, 2.0f);
      });
  for (int i = 0; i < 64; ++i) {
    int head = i / 8;
    INFO(i);
    CHECK(vs(*m, 128 + i) == ((head == 0 || head == 2) ? 3.0f : 1.0f));
  }
}

TEST_CASE("nested hardware loops run their bodies the product of their counts") {
  kc::RunResult res;
  auto m = run(
      "C_LOOP_START gp10, 3\n"
      "  C_LOOP_START gp11, 4\n"
      "    S_ADDI_INT gp1, gp1, 1\n"
      "  C_LOOP_END gp11\n"
      "  S_ADDI_INT gp2, gp2, 1\n"
      "C_LOOP_END gp10\n",
      res);
  CHECK(gp(*m, 1) == 12);
  CHECK(gp(*m, 2) == 3);
  CHECK(gp(*m, 10) == 0);
}

TEST_CASE("H_STORE_V then H_PREFETCH_V round-trips through MXFP8 with strides") {
  kc::RunResult res;
  auto m = run(
      "S_ADDI_INT gp1, gp0, 1024\n"
      "C_SET_SCALE_REG gp1\n"          // scales 1024 bytes past the base
      "S_ADDI_INT gp2, gp0, 128\n"
      "C_SET_STRIDE_REG gp2\n"         // rows 128 elements apart in HBM
      "S_ADDI_INT gp3, gp0, 4096\n"
      "C_SET_ADDR_REG a2, gp0, gp3\n"
      "H_STORE_V gp0, gp0, a2, 1, 0\n"       // 4 rows of vsram[0..256) to HBM, strided
      "S_ADDI_INT gp4, gp0, 8192\n"
      "H_PREFETCH_V gp4, gp0, a2, 1, 0\n",   // 16 strided rows back to vsram[8192..)
      res, [](kc::Machine& mm) {
        for (int i = 0; i < 256; ++i) setVs(mm, i, (i % 7) * 0.25f - 0.5f);
      });
  auto& hbm = m->memory(m->findMemory("hbm")).bytes;
  // Row 1 starts at element 128: its first block's scale sits at 4096 + 1024 + 128 / 8.
  CHECK(hbm[4096 + 1024 + 16] == kc::num::mxScaleFor(1.0f, 8));
  for (int r = 0; r < 4; ++r)
    for (int i = 0; i < 64; ++i) {
      INFO(r << " " << i);
      CHECK(vs(*m, 8192 + r * 64 + i) == vs(*m, r * 64 + i));  // these values are exact in E4M3
    }
}

TEST_CASE("the scoreboard makes compute wait for the prefetch it reads, and no longer") {
  const std::string prefetch =
      "S_ADDI_INT gp1, gp0, 64\n"
      "H_PREFETCH_V gp0, gp0, a0, 0, 0\n";        // writes vsram[0..1024)
  kc::RunResult dependent, independent;
  run(prefetch + "V_EXP_V gp1, gp0, 0\n", dependent);      // reads vsram[0..64)
  run(prefetch + "S_ADDI_INT gp2, gp0, 2048\nV_EXP_V gp2, gp2, 0\n", independent);
  // The prefetch moves 16 rows of 64 elements and their 128 scale bytes, 1,152 bytes at 64 a cycle:
  // 2 + 2 + 18 = 22 cycles; V_EXP_V takes 6 + 3 + 1 + 1 = 11.
  CHECK(dependent.stats.cycles == 1 + 22 + 11);
  CHECK(independent.stats.cycles < dependent.stats.cycles);
}

TEST_CASE("HBM transfers share its bandwidth: a second prefetch starts when the first's bytes are through") {
  kc::RunResult two;
  run("S_ADDI_INT gp1, gp0, 1024\n"
      "H_PREFETCH_V gp0, gp0, a0, 0, 0\n"        // vsram[0..1024), HBM busy 18 cycles
      "H_PREFETCH_V gp1, gp0, a0, 0, 0\n"        // vsram[1024..2048): starts at cycle 19
      "V_EXP_V gp1, gp1, 0\n",                   // reads the second's rows
      two);
  CHECK(two.stats.cycles == 1 + 18 + 22 + 11);
}

TEST_CASE("the assembler reports a broken constraint over operands at the program's line") {
  const kc::TargetInfo* t = kc::findTarget("plena");
  REQUIRE(t);
  kc::AsmOptions opt;
  opt.fileName = "c.s";
  kc::AsmResult r = kc::assemble(*t, "S_ADDI_INT gp1, gp0, 1\nC_LOOP_START gp2, 0\n", opt);
  CHECK_FALSE(r.program.has_value());
  CHECK(kc::format(r.diagnostics) ==
        "c.s:2:1: error: 'C_LOOP_START' breaks its constraint `imm > 0`\nC_LOOP_START gp2, 0\n^\n");
}

TEST_CASE("an instruction that breaks its constraint traps with the constraint's text") {
  // Written as a raw word (C_LOOP_START gp2, 0), which the assembler does not decode.
  auto m = machineFor("plena", "c.s", "S_ADDI_INT gp1, gp0, 1\n.value 0x000000AF\n");
  kc::RunResult res = m->run({});
  CHECK(res.reason == kc::StopReason::Trap);
  CHECK(res.pc == 1);
  CHECK(res.message == "C_LOOP_START breaks its constraint `imm > 0`");
  CHECK(res.stats.instructions == 1);
}
