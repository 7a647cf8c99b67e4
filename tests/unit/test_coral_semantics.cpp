// Coral semantics at the edges the ISA defines exactly: system calls, division by zero, float
// flags and rounding modes, vector configuration and illegal vector operands.
#include <catch2/catch.hpp>

#include "target_machine.h"

namespace {

struct Run {
  std::unique_ptr<kc::Machine> m;
  kc::RunResult r;
  uint32_t x(int i) const { return static_cast<uint32_t>(m->readRegister(0, i).u); }
};

Run run(const std::string& source) {
  Run out;
  out.m = machineFor("coral", "t.s", source);
  out.r = out.m->run({});
  return out;
}

constexpr int a0 = 10, a1 = 11, a2 = 12, a3 = 13;

} // namespace

TEST_CASE("coral: ecall write sends bytes to the program's output and exit ends the run", "[coral][semantics]") {
  Run r = run("  la a1, msg\n  li a0, 1\n  li a2, 3\n  li a7, 64\n  ecall\n  mv s0, a0\n"
              "  li a0, 7\n  li a7, 93\n  ecall\n  .data\nmsg: .ascii \"ok\\n\"\n");
  CHECK(r.r.reason == kc::StopReason::Exited);
  CHECK(r.r.exitCode == 7);
  CHECK(r.m->capturedOutput == "ok\n");
  CHECK(r.x(8) == 3);  // write returns the count
}

TEST_CASE("coral: an unsupported system call traps with its meaning", "[coral][semantics]") {
  Run r = run("  li a7, 57\n  ecall\n");
  CHECK(r.r.reason == kc::StopReason::Trap);
  CHECK(r.r.message == "ecall: unsupported system call in a7 (write = 64 and exit = 93 are provided)");
}

TEST_CASE("coral: division by zero and overflow give the ISA's results", "[coral][semantics]") {
  Run r = run("  li t0, 7\n  li t1, 0x80000000\n  li t2, -1\n  div a0, t0, zero\n  rem a1, t0, zero\n"
              "  div a2, t1, t2\n  rem a3, t1, t2\n  ebreak\n");
  CHECK(r.x(a0) == 0xFFFFFFFFu);
  CHECK(r.x(a1) == 7u);
  CHECK(r.x(a2) == 0x80000000u);
  CHECK(r.x(a3) == 0u);
}

TEST_CASE("coral: float exceptions accrue in fflags; NaN results are canonical", "[coral][semantics]") {
  Run r = run("  li t0, 0xbf800000\n  fmv.w.x ft0, t0\n  fsqrt.s ft1, ft0\n  fmv.x.w a0, ft1\n  frflags a1\n"
              "  fsflags zero\n  fmv.w.x ft2, zero\n  fdiv.s ft3, ft0, ft2\n  frflags a2\n  ebreak\n");
  CHECK(r.x(a0) == 0x7FC00000u);  // sqrt(-1): the canonical NaN
  CHECK(r.x(a1) == 16u);          // NV
  CHECK(r.x(a2) == 8u);           // DZ
}

TEST_CASE("coral: conversions round in the instruction's mode, rmm away from zero on ties", "[coral][semantics]") {
  Run r = run("  li t0, 0x40200000\n  fmv.w.x ft0, t0\n  fcvt.w.s a0, ft0, rne\n  fcvt.w.s a1, ft0, rmm\n"
              "  fneg.s ft1, ft0\n  fcvt.w.s a2, ft1, rmm\n  fcvt.w.s a3, ft1, rup\n  ebreak\n");  // 2.5 and -2.5
  CHECK(r.x(a0) == 2u);
  CHECK(r.x(a1) == 3u);
  CHECK(r.x(a2) == static_cast<uint32_t>(-3));
  CHECK(r.x(a3) == static_cast<uint32_t>(-2));
}

TEST_CASE("coral: vsetivli with rd = zero still configures", "[coral][semantics]") {
  Run r = run("  vsetivli zero, 3, e16, m2, ta, ma\n  csrr a0, vl\n  csrr a1, vtype\n  vsetivli zero, 31, e8, mf8, ta, ma\n"
              "  csrr a2, vtype\n  csrr a3, vl\n  ebreak\n");
  CHECK(r.x(a0) == 3u);
  CHECK(r.x(a1) == 0xC9u);        // ma ta e16 m2
  CHECK(r.x(a2) == 0x80000000u);  // mf8 cannot hold an e8 element with ELEN = 32: vill
  CHECK(r.x(a3) == 0u);
}

TEST_CASE("coral: illegal vector operands trap with the rule they break", "[coral][semantics]") {
  Run r = run("  vsetvli t0, zero, e32, m4, ta, ma\n  vadd.vv v2, v4, v8\n");
  CHECK(r.r.reason == kc::StopReason::Trap);
  CHECK(r.r.message == "illegal instruction: vector register group is not aligned to its size (LMUL)");
  Run masked = run("  vsetvli t0, zero, e32, m1, ta, ma\n  vadd.vv v0, v4, v8, v0.t\n");
  CHECK(masked.r.message == "illegal instruction: a masked instruction cannot write v0");
  Run unset = run("  vadd.vv v1, v2, v3\n");
  CHECK(unset.r.message == "illegal instruction: vtype is invalid (vill is set); run vsetvli first");
}

TEST_CASE("coral: rmm on a fused multiply-add tells a true tie from a rounded one", "[coral][semantics]") {
  // The product plus the addend rounds in f64 onto a binary32 half-way point it does not lie on.
  Run r = run("  li t0, 0xc2c80000\n  fmv.w.x fa0, t0\n  li t0, 0xdead0010\n  fmv.w.x fa1, t0\n  li t0, 0x0000042f\n"
              "  fmv.w.x fa2, t0\n  fmsub.s ft0, fa0, fa1, fa2, rmm\n  fmv.x.w a0, ft0\n  ebreak\n");
  CHECK(r.x(a0) == 0x6207280Cu);  // as QEMU computes it
}

TEST_CASE("coral: fence.i and fence change nothing; unimp traps", "[coral][semantics]") {
  Run r = run("  li a0, 7\n  fence.i\n  fence\n  addi a0, a0, 1\n  unimp\n");
  CHECK(r.r.reason == kc::StopReason::Trap);
  CHECK(r.r.message == "unimp: illegal instruction");
  CHECK(r.x(a0) == 8u);
}
