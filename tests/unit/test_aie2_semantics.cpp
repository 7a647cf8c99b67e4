// aie2, instruction by instruction: values and cycles worked out by hand from the description's
// sources, never read off the simulator. Latencies are AIE2Schedule.td's as /work/aie2-facts/sched.md
// tabulates them (a result with def cycle D is seen by an instruction issued D cycles later; an
// operand read in stage E_U is read U - 1 cycles after issue); semantics follow vector.md and
// memory.md. Bundle sizes, which give the addresses below, are those of formats.td: a bundle of one
// 20..26-bit slot is 4 bytes, two slots 6 (load A with ALU, move or store; load A with load B) or
// 8 (ALU with move), a 42-bit long-slot instruction (movxm, j, jl) alone 6, and `nop` alone 2.
// Every program starts at address 0 with every register, accumulator and memory byte 0.
#include <catch2/catch.hpp>

#include <cstring>
#include <functional>

#include "target_machine.h"

namespace {

int fileNamed(const kc::Machine& m, const char* name) {
  for (uint16_t f = 0; f < m.target().numRegFiles; ++f)
    if (std::string(m.target().regFiles[f].name) == name) return f;
  FAIL("no register file " << name);
  return -1;
}
uint64_t reg(const kc::Machine& m, const char* file, int i) { return m.readRegister(fileNamed(m, file), i).u; }
uint32_t r(const kc::Machine& m, int i) { return static_cast<uint32_t>(reg(m, "r", i)); }

uint8_t* bytesOf(kc::Machine& m, const char* memory) { return m.memory(m.findMemory(memory)).data; }
template <typename T>
T at(kc::Machine& m, const char* memory, uint64_t byte) {
  T v;
  std::memcpy(&v, bytesOf(m, memory) + byte, sizeof v);
  return v;
}
template <typename T>
void put(kc::Machine& m, const char* memory, uint64_t byte, T v) {
  std::memcpy(bytesOf(m, memory) + byte, &v, sizeof v);
}
// bf16 lanes of a vector register in `vregs` (x_i at 64 i; wl_i its low 32 bytes, wh_i its high ones).
void putBf16(kc::Machine& m, uint64_t byte, float x) { put<uint16_t>(m, "vregs", byte, kc::num::toBf16(x)); }
// fp32 lanes of an accumulator in `aregs` (bml_i at 128 i, bmh_i at 128 i + 64; lane l at 4 l).
float accF32(kc::Machine& m, uint64_t byte) { return at<float>(m, "aregs", byte); }

struct Run {
  std::unique_ptr<kc::Machine> m;
  kc::RunResult result;
  std::vector<kc::Hazard> hazards;
};
// Assemble, let `setup` place data, run with hazards recorded.
Run run(const char* name, const std::string& source, const std::function<void(kc::Machine&)>& setup = {}) {
  Run out;
  out.m = machineFor("aie2", name, source);
  if (setup) setup(*out.m);
  out.result = runMachine(*out.m, &out.hazards);
  return out;
}

} // namespace

// add: r3 = 7 + 0xFFFFFFFD = 0x1_0000_0004, so 4 with a carry out of bit 31 (srCarry = 1, which the
// move in the next bundle reads: the sub beside it writes srCarry only a cycle later). sub: 7 - (-3)
// = 10. mul (II_MUL: def cycle 2) lands 2 cycles after it issues: 7 * -3 = -21 = 0xFFFFFFEB; the
// move one cycle after it reads the old r5 (0), the move two cycles after it reads the product.
// The reads of the product are in the move slot: an ALU instruction right after a mul would
// collide with it on the ALU's write port (R_WX in E2 and E1), which the simulator does not model.
TEST_CASE("aie2 scalar: add, sub and a multiply that lands after 2 cycles", "[aie2]") {
  Run x = run("scalar.s", R"(
    mova r1, #7                      // cycle 0, address 0
    mova r2, #-3                     // cycle 1, 4
    add r3, r1, r2                   // cycle 2, 8
    sub r4, r1, r2 ; mov r8, srCarry // cycle 3, 12 (ALU + move: 8 bytes)
    mul r5, r1, r2                   // cycle 4, 20: lands at cycle 6
    mov r6, r5                       // cycle 5, 24: 1 cycle early
    mov r7, r5                       // cycle 6, 28
)");
  REQUIRE(x.result.reason == kc::StopReason::EndOfCode);
  CHECK(r(*x.m, 2) == 0xFFFFFFFDu);
  CHECK(r(*x.m, 3) == 4);
  CHECK(r(*x.m, 8) == 1);
  CHECK(r(*x.m, 4) == 10);
  CHECK(r(*x.m, 5) == 0xFFFFFFEBu);
  CHECK(r(*x.m, 6) == 0);
  CHECK(r(*x.m, 7) == 0xFFFFFFEBu);
  REQUIRE(x.hazards.size() == 1);
  CHECK(x.hazards[0].pc == 24);
  CHECK(x.hazards[0].writerPc == 20);
  CHECK(x.hazards[0].reg == "r5");
  CHECK(x.hazards[0].cyclesEarly == 1);
  CHECK(x.result.stats.cycles == 7);  // 7 bundles; the last write (mov r7 at 6, latency 1) lands at 7
}

// lda (II_LDA_POST_1D): the word lands 7 cycles after issue, the post-modified pointer 1 cycle after.
// The store puts 42 at bytes 64..67 (little endian) a cycle later, in time for the load. The move in
// the load's bundle reads p0 as before the bundle (64), the next bundle's move the new pointer
// 64 + 4 = 68. The move 6 cycles after the load (cycle 9) gets the old r2, 0, and `--hazards` names
// it: 1 cycle early; the one 7 cycles after it gets 42.
TEST_CASE("aie2 lda: the word after 7 cycles, the post-modified pointer after 1", "[aie2]") {
  Run x = run("lda.s", R"(
    mova p0, #64                     // cycle 0, address 0
    mova r1, #42                     // cycle 1, 4
    st r1, [p0, #0]                  // cycle 2, 8
    lda r2, [p0], #4 ; mov r3, p0    // cycle 3, 12 (load A + move: 6 bytes)
    mov r4, p0                       // cycle 4, 18
    nop                              // cycle 5, 22
    nop                              // cycle 6, 24
    nop                              // cycle 7, 26
    nop                              // cycle 8, 28
    mov r5, r2                       // cycle 9, 30: 6 cycles after the load
    mov r6, r2                       // cycle 10, 34: 7 cycles after it
)");
  CHECK(at<uint32_t>(*x.m, "dm", 64) == 42);
  CHECK(reg(*x.m, "p", 0) == 68);
  CHECK(r(*x.m, 3) == 64);
  CHECK(r(*x.m, 4) == 68);
  CHECK(r(*x.m, 5) == 0);
  CHECK(r(*x.m, 6) == 42);
  CHECK(r(*x.m, 2) == 42);
  REQUIRE(x.hazards.size() == 1);
  CHECK(x.hazards[0].pc == 30);
  CHECK(x.hazards[0].writerPc == 12);
  CHECK(x.hazards[0].reg == "r2");
  CHECK(x.hazards[0].cyclesEarly == 1);
  CHECK(x.hazards[0].reader == "mov r5, r2");
  CHECK(x.hazards[0].writer == "lda r2, [p0], #4");
  CHECK(x.result.stats.cycles == 11);
}

// Memory order: stores write memory in E5 and loads read it in E5 (MemoryCycles<[5]>), so a load
// sees a store issued at least 1 cycle before it (llvm's memory latency 5 - 5 + 1). In this model a
// store lands 1 cycle after issue and a load reads memory as it issues: the load beside the store
// gets the old word, the load of the next bundle the stored one. No hazard: a bundle reads what was
// there before it. The run lasts until the second load's word lands: issued at 3, landing at 10.
TEST_CASE("aie2 st then lda: a load sees a store issued a cycle before it", "[aie2]") {
  Run x = run("stld.s", R"(
    mova p0, #128                       // cycle 0
    mova r1, #9                         // cycle 1
    st r1, [p0, #0] ; lda r2, [p0, #0]  // cycle 2: the load reads memory before the store lands
    lda r3, [p0, #0]                    // cycle 3
)", [](kc::Machine& m) { put<uint32_t>(m, "dm", 128, 5); });
  CHECK(at<uint32_t>(*x.m, "dm", 128) == 9);
  CHECK(r(*x.m, 2) == 5);
  CHECK(r(*x.m, 3) == 9);
  CHECK(x.hazards.empty());
  CHECK(x.result.stats.cycles == 10);
}

// jl (II_JL): 5 delay slots; lr is written in E4, so lands 4 cycles after the jl issues, and holds
// the address after the delay slots: the jl's bundle is 6 bytes (long slot), each delay-slot bundle
// 4, so 6 + 5 * 4 = 26, where `back` is. The move in delay slot 3 (cycle 3) reads lr a cycle early
// (0), the one in delay slot 4 (cycle 4) reads 26. `func` is at 26 + 4 (mova) + 6 (j) + 5 * 2 (nops)
// = 46; ret lr (5 delay slots) at 50 returns to 26 after the nops at 54..62: `back` runs at cycle 13,
// `j #end` at 14, its delay slots at 15..19 and `end` (64) at 20, whose mova lands at 21.
TEST_CASE("aie2 jl and ret: 5 delay slots each, lr = the address after jl's delay slots", "[aie2]") {
  Run x = run("call.s", R"(
    jl #func            // cycle 0, address 0
    mova r1, #1         // cycle 1, 6: delay slot 1
    mova r2, #2         // cycle 2, 10
    mov r8, lr          // cycle 3, 14: lr lands at 4
    mov r9, lr          // cycle 4, 18
    mova r5, #5         // cycle 5, 22: delay slot 5
back:
    mova r6, #6         // cycle 13, 26
    j #end              // cycle 14, 30
    nop
    nop
    nop
    nop
    nop
func:
    mov r7, lr          // cycle 6, 46
    ret lr              // cycle 7, 50
    nop
    nop
    nop
    nop
    nop
end:
    mova r10, #10       // cycle 20, 64
)");
  REQUIRE(x.result.reason == kc::StopReason::EndOfCode);
  CHECK(reg(*x.m, "lr", 0) == 26);
  CHECK(r(*x.m, 1) == 1);
  CHECK(r(*x.m, 2) == 2);
  CHECK(r(*x.m, 5) == 5);
  CHECK(r(*x.m, 8) == 0);
  CHECK(r(*x.m, 9) == 26);
  CHECK(r(*x.m, 7) == 26);
  CHECK(r(*x.m, 6) == 6);
  CHECK(r(*x.m, 10) == 10);
  CHECK(x.result.stats.cycles == 21);
  REQUIRE(x.hazards.size() == 1);
  CHECK(x.hazards[0].pc == 14);
  CHECK(x.hazards[0].writerPc == 0);
  CHECK(x.hazards[0].reg == "lr");
  CHECK(x.hazards[0].cyclesEarly == 1);
}

// The zero-overhead loop (the target's AfterEachInstruction): after the bundle at le, while lc is
// not 0, lc counts down and, if still not 0, the next bundle is the one at ls. add.nc lc, r0, #-1
// sets lc = 4 - 1 = 3 (as llvm-aie's loop set-up writes the trip count); the block (body at 24:
// 0 + 4 + 4 + 4 + 6 + 6; last at 28) runs 3 times in 6 cycles with no cycle to go back, r2 counts
// 1, 2, 3 and r3 adds them up (6). So: 5 set-up bundles, 6 of the loop and the move at cycle 11.
TEST_CASE("aie2 zero-overhead loop: the block runs lc times and jumps back in no cycle", "[aie2]") {
  Run x = run("zol.s", R"(
    mova r0, #4             // cycle 0, address 0
    mova r1, #1             // cycle 1, 4
    add.nc lc, r0, #-1      // cycle 2, 8: lc = 3 from cycle 3
    movxm ls, #body         // cycle 3, 12
    movxm le, #last         // cycle 4, 18: le = 28 from cycle 5
body:
    add r2, r2, r1          // cycles 5, 7, 9
last:
    add r3, r3, r2          // cycles 6, 8, 10
    mov r4, r3              // cycle 11
)");
  CHECK(reg(*x.m, "ls", 0) == 24);
  CHECK(reg(*x.m, "le", 0) == 28);
  CHECK(reg(*x.m, "lc", 0) == 0);
  CHECK(r(*x.m, 2) == 3);
  CHECK(r(*x.m, 3) == 6);
  CHECK(r(*x.m, 4) == 6);
  CHECK(x.result.stats.cycles == 12);
  CHECK(x.hazards.empty());
}

// done (II_DONE) halts the core: the bundle after it never runs.
TEST_CASE("aie2 done: the run stops there", "[aie2]") {
  Run x = run("done.s", R"(
    mova r1, #1
    done
    mova r2, #2
)");
  CHECK(x.result.reason == kc::StopReason::Halted);
  CHECK(r(*x.m, 1) == 1);
  CHECK(r(*x.m, 2) == 0);
}

// Vector registers are views of `vregs`: x_i is bytes 64 i .. 64 i + 63, wl_i its low 32 bytes, wh_i
// its high 32. vlda/vldb of a 256-bit register copy 32 bytes of dm in order (little endian lanes), and
// vst copies them back. With dm byte 256 + k = k, x0 = bytes 0..63 (its 32-bit lane 0 is 0x03020100,
// wh0's lane 0 0x23222120); vmov x1, x0 (II_VMOV_X, 2 cycles) copies all 512 bits; the stores write
// wh0 (32..63) at 512, then x1's halves at 544 (0..31) and 576 (32..63). The loads land at 9 (7 after
// cycle 2), the vmov at cycle 9 lands at 11, when the store of wl1 issues.
TEST_CASE("aie2 vlda, vldb and vst: wl, wh and x registers keep memory's byte order", "[aie2]") {
  Run x = run("vldst.s", R"(
    mova p0, #256                                // cycle 0
    mova p1, #512                                // cycle 1
    vlda wl0, [p0, #0] ; vldb wh0, [p0, #32]     // cycle 2: x0 at 9
    nop
    nop
    nop
    nop
    nop
    nop
    vmov x1, x0                                  // cycle 9: x1 at 11
    vst wh0, [p1, #0]                            // cycle 10
    vst wl1, [p1, #32]                           // cycle 11
    vst wh1, [p1, #64]                           // cycle 12
)", [](kc::Machine& m) { for (int k = 0; k < 64; ++k) bytesOf(m, "dm")[256 + k] = static_cast<uint8_t>(k); });
  for (int k = 0; k < 64; ++k) {
    INFO("byte " << k);
    CHECK(bytesOf(*x.m, "vregs")[k] == k);
    CHECK(bytesOf(*x.m, "vregs")[64 + k] == k);
  }
  CHECK(at<uint32_t>(*x.m, "vregs", 0) == 0x03020100u);
  CHECK(at<uint32_t>(*x.m, "vregs", 32) == 0x23222120u);
  for (int k = 0; k < 32; ++k) {
    INFO("byte " << k);
    CHECK(bytesOf(*x.m, "dm")[512 + k] == 32 + k);
    CHECK(bytesOf(*x.m, "dm")[544 + k] == k);
    CHECK(bytesOf(*x.m, "dm")[576 + k] == 32 + k);
  }
  CHECK(x.hazards.empty());
}

// vbcst.N (II_VBCST, 2 cycles) copies the low N bits of a register to every lane of an x register:
// 16 lanes of 0x12345678, 32 of 0x5678, 64 of 0x78.
TEST_CASE("aie2 vbcst: the low 8, 16 or 32 bits in every lane", "[aie2]") {
  Run x = run("vbcst.s", R"(
    movxm r1, #0x12345678
    vbcst.32 x2, r1
    vbcst.16 x3, r1
    vbcst.8 x4, r1
)");
  for (int l = 0; l < 16; ++l) CHECK(at<uint32_t>(*x.m, "vregs", 128 + 4 * l) == 0x12345678u);
  for (int l = 0; l < 32; ++l) CHECK(at<uint16_t>(*x.m, "vregs", 192 + 2 * l) == 0x5678);
  for (int l = 0; l < 64; ++l) CHECK(bytesOf(*x.m, "vregs")[256 + l] == 0x78);
}

// vadd.16 / vsub.16 / vadd.32 on x registers (II_VADD / II_VSUB: 2 cycles), lanes wrapping at their
// width. a_i = 100 i and b_i = 0xFF00 + i (16-bit lanes i = 0..31). vadd.16: (101 i + 0xFF00) mod
// 2^16, so lane 0 0xFF00, lane 3 303 - 256 = 47. vsub.16: (99 i - 0xFF00) mod 2^16 = 99 i + 256: lane
// 0 256, lane 31 3325. vadd.32 adds lane pairs with a carry from the low half into the high one: 32-bit
// lane 2 holds a = 400 | 500 << 16, b = 0xFF04 | 0xFF05 << 16; 400 + 0xFF04 = 0x10094 carries, so the
// lane is 148 | (500 + 0xFF05 + 1 - 0x10000 = 250) << 16, where vadd.16 gives 148 and 249.
TEST_CASE("aie2 vadd and vsub: lane-wise, wrapping at the lane width", "[aie2]") {
  Run x = run("vadd.s", R"(
    mova p0, #0
    vlda wl0, [p0, #0] ; vldb wh0, [p0, #32]     // cycle 1: x0 = a at 8
    vlda wl1, [p0, #64] ; vldb wh1, [p0, #96]    // cycle 2: x1 = b at 9
    nop
    nop
    nop
    nop
    nop
    nop
    vadd.16 x2, x0, x1                           // cycle 9
    vsub.16 x3, x0, x1
    vadd.32 x4, x0, x1
)", [](kc::Machine& m) {
    for (int i = 0; i < 32; ++i) {
      put<uint16_t>(m, "dm", 2 * i, static_cast<uint16_t>(100 * i));
      put<uint16_t>(m, "dm", 64 + 2 * i, static_cast<uint16_t>(0xFF00 + i));
    }
  });
  CHECK(at<uint16_t>(*x.m, "vregs", 128) == 0xFF00);
  CHECK(at<uint16_t>(*x.m, "vregs", 128 + 2 * 3) == 47);
  CHECK(at<uint16_t>(*x.m, "vregs", 192) == 256);
  CHECK(at<uint16_t>(*x.m, "vregs", 192 + 2 * 31) == 3325);
  for (int i = 0; i < 32; ++i) {
    INFO("16-bit lane " << i);
    CHECK(at<uint16_t>(*x.m, "vregs", 128 + 2 * i) == static_cast<uint16_t>(101 * i + 0xFF00));
    CHECK(at<uint16_t>(*x.m, "vregs", 192 + 2 * i) == static_cast<uint16_t>(99 * i + 256));
  }
  CHECK(at<uint32_t>(*x.m, "vregs", 256 + 4 * 2) == (148u | 250u << 16));
  CHECK(at<uint16_t>(*x.m, "vregs", 128 + 2 * 5) == 249);
  for (uint32_t j = 0; j < 16; ++j) {
    INFO("32-bit lane " << j);
    const uint32_t a = 200 * j | 100 * (2 * j + 1) << 16, b = (0xFF00 + 2 * j) | (0xFF00 + 2 * j + 1) << 16;
    CHECK(at<uint32_t>(*x.m, "vregs", 256 + 4 * j) == a + b);
  }
  CHECK(x.hazards.empty());
}

namespace {
// X (x0) and Y (x1) hold the bf16 values 1..32 in lanes 0..31; small integers, so every product and
// sum below is exact in fp32.
void setXY(kc::Machine& m) {
  for (int l = 0; l < 32; ++l) {
    putBf16(m, 2 * l, static_cast<float>(l + 1));
    putBf16(m, 64 + 2 * l, static_cast<float>(l + 1));
  }
}
// The bf16 4x8x4 shape (vector.md: conf amode 2, bmode 3, variant 0 = 0x1C; MLIR's shape_cast
// lowering): X is a 4x8 matrix and Y an 8x4 one, row-major from lane 0, and fp32 lane i*4 + j of the
// accumulator gets sum over k of X[i*8 + k] * Y[k*4 + j]. With the values of setXY: lane 0 is
// sum (k + 1)(4k + 1) = 4*140 + 5*28 + 8 = 708; lane 1 sum (k + 1)(4k + 2) = 560 + 168 + 16 = 744 (a
// Y read column-major would give sum (k + 1)(k + 9) = 492); lane 4 (i = 1) sum (k + 9)(4k + 1) =
// 560 + 1036 + 72 = 1668; lane 15 sum (k + 25)(4k + 4) = 4 * (140 + 26*28 + 200) = 4272.
float product4x8x4(int lane) {
  const int i = lane / 4, j = lane % 4;
  float sum = 0;
  for (int k = 0; k < 8; ++k) sum += static_cast<float>((i * 8 + k + 1) * (k * 4 + j + 1));
  return sum;
}
} // namespace

TEST_CASE("aie2 vmac.f: the bf16 4x8x4 matrix shape, added to the accumulator", "[aie2]") {
  CHECK(product4x8x4(0) == 708);
  CHECK(product4x8x4(1) == 744);
  CHECK(product4x8x4(4) == 1668);
  CHECK(product4x8x4(15) == 4272);
  // bml1 starts at 0.5 + l in lane l: vmac.f adds the product to it.
  Run x = run("vmacf.s", R"(
    movx r0, #28                           // 0x1C
    vmac.f bml1, bml1, x0, x1, r0
)", [](kc::Machine& m) {
    setXY(m);
    for (int l = 0; l < 16; ++l) put<float>(m, "aregs", 128 + 4 * l, 0.5f + l);
  });
  for (int l = 0; l < 16; ++l) {
    INFO("lane " << l);
    CHECK(accF32(*x.m, 128 + 4 * l) == product4x8x4(l) + 0.5f + l);
  }
  CHECK(accF32(*x.m, 0) == 0);  // bml0 untouched
  CHECK(x.hazards.empty());
  CHECK(x.result.stats.cycles == 7);  // issued at 1, II_VMACf: def cycle 6
}

// vmul.f with the element-wise configuration (variant 1: 0x3C): fp32 lane l gets X[l]*Y[l] +
// X[l+16]*Y[l+16] (aiev2_core.h's mul_elem_16_2), and ignores what the accumulator held. With X =
// 1..32 and Y = 2 in lanes 0..15, 0.5 in 16..31: lane l = 2 (l + 1) + 0.5 (l + 17): lane 0 10.5,
// lane 15 32 + 16 = 48.
TEST_CASE("aie2 vmul.f: element-wise, lanes l and l + 16 into fp32 lane l", "[aie2]") {
  Run x = run("vmulf.s", R"(
    movx r0, #60                           // 0x3C
    vmul.f bml1, x0, x1, r0
)", [](kc::Machine& m) {
    for (int l = 0; l < 32; ++l) {
      putBf16(m, 2 * l, static_cast<float>(l + 1));
      putBf16(m, 64 + 2 * l, l < 16 ? 2.0f : 0.5f);
    }
    for (int l = 0; l < 16; ++l) put<float>(m, "aregs", 128 + 4 * l, 1000.0f);
  });
  CHECK(accF32(*x.m, 128) == 10.5f);
  CHECK(accF32(*x.m, 128 + 4 * 15) == 48.0f);
  for (int l = 0; l < 16; ++l) {
    INFO("lane " << l);
    CHECK(accF32(*x.m, 128 + 4 * l) == 2.0f * (l + 1) + 0.5f * (l + 17));
  }
}

// vconv.bf16.fp32 (II_VCONV: 2 cycles, crRnd read at issue) rounds fp32 lanes to bf16 (7 fraction
// bits) by crRnd; vconv.fp32.bf16 widens exactly. Lanes of bml0:
//   1 + 2^-8 (0x3F808000): halfway between 0x3F80 and 0x3F81;
//   1 + 3 * 2^-8 (0x3F818000): halfway between 0x3F81 and 0x3F82;
//   1 + 2^-8 + 2^-20 (0x3F808008): just above halfway;
//   -(1 + 2^-8), -(1 + 3 * 2^-8).
// crRnd 12 (conv_even, ties to even): 0x3F80, 0x3F82, 0x3F81, 0xBF80, 0xBF82. crRnd 0 (floor, the
// reset value; toward -infinity): 0x3F80, 0x3F81, 0x3F80, 0xBF81, 0xBF82. The first vconv shares its
// bundle with the move that sets crRnd, so it still sees 0; the second sees 12.
TEST_CASE("aie2 vconv: fp32 to bf16 by crRnd (ties to even, floor), bf16 to fp32 exactly", "[aie2]") {
  Run x = run("vconv.s", R"(
    mova r0, #12
    vconv.bf16.fp32 wh2, bml0 ; mov crRnd, r0   // cycle 1: crRnd 0
    vconv.bf16.fp32 wl2, bml0                   // cycle 2: crRnd 12, wl2 at 4
    nop
    vconv.fp32.bf16 bml1, wl2                   // cycle 4
)", [](kc::Machine& m) {
    const uint32_t lanes[] = {0x3F808000, 0x3F818000, 0x3F808008, 0xBF808000, 0xBF818000};
    for (int l = 0; l < 5; ++l) put<uint32_t>(m, "aregs", 4 * l, lanes[l]);
  });
  const uint16_t even[] = {0x3F80, 0x3F82, 0x3F81, 0xBF80, 0xBF82};
  const uint16_t down[] = {0x3F80, 0x3F81, 0x3F80, 0xBF81, 0xBF82};
  for (int l = 0; l < 5; ++l) {
    INFO("lane " << l);
    CHECK(at<uint16_t>(*x.m, "vregs", 128 + 2 * l) == even[l]);       // wl2
    CHECK(at<uint16_t>(*x.m, "vregs", 160 + 2 * l) == down[l]);       // wh2
    CHECK(at<uint32_t>(*x.m, "aregs", 128 + 4 * l) == uint32_t(even[l]) << 16);  // bml1
  }
  CHECK(at<uint16_t>(*x.m, "vregs", 128 + 2 * 5) == 0);
  CHECK(x.hazards.empty());
}

// vst.conv.bf16.fp32 is vconv.bf16.fp32 and a store in one: llvm-aie lists crRnd among the
// registers both read (sched.md: "vconv.bf16.fp32 / vst.conv read crRnd/crF2FMask E1"), so it rounds
// the same lanes the same way: floor under crRnd 0, ties to even under 12. Memory is written in E7
// (a load sees it 3 cycles after the store issues); the last store issues at 3, so the run lasts
// until 6.
TEST_CASE("aie2 vst.conv: rounds by crRnd as vconv does", "[aie2]") {
  Run x = run("vstconv.s", R"(
    mova p0, #256
    vst.conv.bf16.fp32 bml0, [p0, #0] ; mova r0, #12    // cycle 1: crRnd 0
    mov crRnd, r0                                       // cycle 2
    vst.conv.bf16.fp32 bml0, [p0, #32]                  // cycle 3: crRnd 12
)", [](kc::Machine& m) {
    const uint32_t lanes[] = {0x3F808000, 0x3F818000, 0x3F808008, 0xBF808000, 0xBF818000};
    for (int l = 0; l < 5; ++l) put<uint32_t>(m, "aregs", 4 * l, lanes[l]);
  });
  const uint16_t even[] = {0x3F80, 0x3F82, 0x3F81, 0xBF80, 0xBF82};
  const uint16_t down[] = {0x3F80, 0x3F81, 0x3F80, 0xBF81, 0xBF82};
  for (int l = 0; l < 5; ++l) {
    INFO("lane " << l);
    CHECK(at<uint16_t>(*x.m, "dm", 256 + 2 * l) == down[l]);
    CHECK(at<uint16_t>(*x.m, "dm", 288 + 2 * l) == even[l]);
  }
  CHECK(x.result.stats.cycles == 6);
}

// Shift-round-saturate of acc32 lanes to signed 16-bit lanes, shift s0 = 2 (a quarter). bml2 is
// aregs bytes 256..319 (cm2 is 256..383, bml2 its low half). crRnd and
// crSat are control registers, set by moves a cycle before. Lanes of bml2 and lane / 4:
//   6 (1.5), 10 (2.5), -6 (-1.5), 7 (1.75), -7 (-1.75), 524287 (131071.75), -524288 (-131072), 5 (1.25)
// crRnd 12 (ties to even), crSat 1:      2, 2, -2, 2, -2, 32767, -32768, 1
// crRnd 0 (floor), crSat 0 (wrap):       1, 2, -2, 1, -2, 0x1FFFF -> -1, -0x20000 -> 0, 1
// crRnd 2 (toward zero), crSat 3 (sym.): 1, 2, -1, 1, -1, 32767, -32767, 1
// crRnd 13 (ties to odd), crSat 1:       1, 3, -1, 2, -2, 32767, -32768, 1
// (the rounding rules of UG1583's modes, as AMD's aietools SRS model decides them.) vsrs (II_VSRS)
// lands after 4 cycles; vst.srs writes memory in E7, so a load (memory in E5) sees it only 3 cycles
// after it issues: the loads 1 and 2 cycles after it get the old word (both hazards), the one 3
// cycles after it lanes 0 and 1 (1 | 3 << 16).
TEST_CASE("aie2 vsrs and vst.srs: the rounding modes of crRnd and the saturation of crSat", "[aie2]") {
  Run x = run("srs.s", R"(
    mova r0, #2 ; movx r1, #12            // cycle 0, address 0
    mov s0, r0 ; movx r2, #1              // cycle 1, 6
    mov crRnd, r1 ; movx crSat, r2        // cycle 2, 14
    vsrs.s16.s32 wl4, bml2, s0            // cycle 3, 22
    mova p0, #256 ; movx r3, #0           // cycle 4, 26
    mov crRnd, r3 ; movx crSat, r3        // cycle 5, 32
    vsrs.s16.s32 wh4, bml2, s0            // cycle 6, 40
    mova r4, #2 ; movx r5, #3             // cycle 7, 44
    mov crRnd, r4 ; movx crSat, r5        // cycle 8, 50
    vsrs.s16.s32 wl5, bml2, s0            // cycle 9, 58
    mova r6, #13 ; movx r7, #1            // cycle 10, 62
    mov crRnd, r6 ; movx crSat, r7        // cycle 11, 68
    vst.srs.s16.s32 bml2, s0, [p0, #0]    // cycle 12, 76: memory at 15
    lda r8, [p0, #0]                      // cycle 13, 80
    lda r9, [p0, #0]                      // cycle 14, 84
    lda r10, [p0, #0]                     // cycle 15, 88
)", [](kc::Machine& m) {
    const int32_t lanes[] = {6, 10, -6, 7, -7, 524287, -524288, 5};
    for (int l = 0; l < 8; ++l) put<int32_t>(m, "aregs", 256 + 4 * l, lanes[l]);
    put<uint32_t>(m, "dm", 256, 0xDEADBEEF);
  });
  const int16_t even[] = {2, 2, -2, 2, -2, 32767, -32768, 1};
  const int16_t floorWrap[] = {1, 2, -2, 1, -2, -1, 0, 1};
  const int16_t zeroSym[] = {1, 2, -1, 1, -1, 32767, -32767, 1};
  const int16_t odd[] = {1, 3, -1, 2, -2, 32767, -32768, 1};
  for (int l = 0; l < 8; ++l) {
    INFO("lane " << l);
    CHECK(at<int16_t>(*x.m, "vregs", 256 + 2 * l) == even[l]);       // wl4
    CHECK(at<int16_t>(*x.m, "vregs", 288 + 2 * l) == floorWrap[l]);  // wh4
    CHECK(at<int16_t>(*x.m, "vregs", 320 + 2 * l) == zeroSym[l]);    // wl5
    CHECK(at<int16_t>(*x.m, "dm", 256 + 2 * l) == odd[l]);
  }
  for (int l = 8; l < 16; ++l) CHECK(at<int16_t>(*x.m, "dm", 256 + 2 * l) == 0);
  CHECK(r(*x.m, 8) == 0xDEADBEEFu);
  CHECK(r(*x.m, 9) == 0xDEADBEEFu);
  CHECK(r(*x.m, 10) == (1u | 3u << 16));
  REQUIRE(x.hazards.size() == 2);
  CHECK(x.hazards[0].pc == 80);
  CHECK(x.hazards[0].writerPc == 76);
  CHECK(x.hazards[0].reg == "dm[256]");
  CHECK(x.hazards[0].cyclesEarly == 2);
  CHECK(x.hazards[1].pc == 84);
  CHECK(x.hazards[1].cyclesEarly == 1);
}

// vshuffle (II_VSHUFFLE, 2 cycles) by aiev2_enums.h's modes: 2 is T16_32x2_lo (DINTLV_lo_16o32):
// [s1, s2] read as a 32x2 matrix of 16-bit elements, transposed, its first 512 bits: the even lanes
// of s1, then the even lanes of s2. 18 is T16_2x32_lo (INTLV_lo_16o32): s1[0], s2[0], s1[1], s2[1],
// ... s1[15], s2[15]. s1 (x1) has lanes 0..31, s2 (x2) 100..131.
TEST_CASE("aie2 vshuffle: deinterleave (mode 2) and interleave (mode 18) of 16-bit lanes", "[aie2]") {
  Run x = run("vshuffle.s", R"(
    movx r5, #2 ; mova r6, #18
    vshuffle x3, x1, x2, r5
    vshuffle x4, x1, x2, r6
)", [](kc::Machine& m) {
    for (int i = 0; i < 32; ++i) {
      put<uint16_t>(m, "vregs", 64 + 2 * i, static_cast<uint16_t>(i));
      put<uint16_t>(m, "vregs", 128 + 2 * i, static_cast<uint16_t>(100 + i));
    }
  });
  for (int i = 0; i < 32; ++i) {
    INFO("lane " << i);
    CHECK(at<uint16_t>(*x.m, "vregs", 192 + 2 * i) == (i < 16 ? 2 * i : 100 + 2 * (i - 16)));
    CHECK(at<uint16_t>(*x.m, "vregs", 256 + 2 * i) == (i % 2 == 0 ? i / 2 : 100 + i / 2));
  }
}

// Two vmac.f into one accumulator, `gap` cycles apart. II_VMACf reads the accumulator in E3 (2
// cycles after issue) and writes it in E6 (6 cycles after), with no bypass: the second sees the
// first one's sum only when 2 + gap >= 6, a gap of 4 (llvm's 6 - 3 + 1). Closer, it reads the old
// accumulator (0) and its write, landing last, leaves one product where two were meant: one hazard,
// 4 - gap cycles early, naming the accumulator the first one writes (bml0, at aregs[0]).
TEST_CASE("aie2 vmac.f back to back: the accumulator is read 2 cycles after issue", "[aie2]") {
  for (int gap = 1; gap <= 4; ++gap) {
    INFO("gap " << gap);
    std::string source = "    movx r0, #28\n    vmac.f bml0, bml0, x0, x1, r0\n";
    for (int k = 1; k < gap; ++k) source += "    nop\n";
    source += "    vmac.f bml0, bml0, x0, x1, r0\n";
    Run x = run("chain.s", source, setXY);
    // movx at 0 (4 bytes), the first vmac.f at 4, nops of 2 bytes: the second at 8 + 2 (gap - 1).
    const uint64_t second = 8 + 2 * (gap - 1);
    for (int l = 0; l < 16; ++l) {
      INFO("lane " << l);
      CHECK(accF32(*x.m, 4 * l) == (gap < 4 ? 1 : 2) * product4x8x4(l));
    }
    if (gap < 4) {
      REQUIRE(x.hazards.size() == 1);
      CHECK(x.hazards[0].pc == second);
      CHECK(x.hazards[0].writerPc == 4);
      CHECK(x.hazards[0].reg == "bml0 (aregs[0])");
      CHECK(x.hazards[0].cyclesEarly == static_cast<uint64_t>(4 - gap));
      CHECK(x.hazards[0].reader == "vmac.f bml0, bml0, x0, x1, r0");
    } else {
      CHECK(x.hazards.empty());
    }
    CHECK(x.result.stats.cycles == 1 + gap + 6);  // the second lands 6 cycles after it issues
  }
}

// The integer accumulator instructions read their accumulator inputs 2 cycles after they issue
// (II_VADD, II_VMAC: E3), as the bf16 ones do. x0's 16-bit lanes are 100 + l; vups.s32.s16 (3 cycles)
// writes them to cm1's 32-bit lanes at cycle 3, over 7. cm3's lanes are 1000 l. The vadd at cycle 1
// reads cm1 at cycle 3 and gets the new lanes, as does the vmac at cycle 2 (at cycle 4), whose
// product of zero vectors (configuration 0: 8-bit by 4-bit) leaves acc1's lanes; it lands at
// cycle 7 (5 cycles). The vadd at cycle 3 reads that cm5 at cycle 5, 2 cycles early, and gets
// the 9 it held: one hazard, naming cm5 as the vmac wrote it.
TEST_CASE("aie2 vadd and vmac (integer): the accumulator inputs are read 2 cycles after issue", "[aie2]") {
  Run x = run("vaddlate.s", R"(
    vups.s32.s16 cm1, x0, s0       // cycle 0, address 0
    vadd cm2, cm3, cm1, r0         // cycle 1, 4
    vmac cm5, cm1, x2, x3, r0      // cycle 2, 8
    vadd cm4, cm5, cm3, r0         // cycle 3, 12
)", [](kc::Machine& m) {
    for (int l = 0; l < 32; ++l) {
      put<int16_t>(m, "vregs", 2 * l, static_cast<int16_t>(100 + l));
      put<int32_t>(m, "aregs", 128 + 4 * l, 7);
      put<int32_t>(m, "aregs", 384 + 4 * l, 1000 * l);
      put<int32_t>(m, "aregs", 640 + 4 * l, 9);
    }
  });
  for (int l = 0; l < 32; ++l) {
    INFO("lane " << l);
    CHECK(at<int32_t>(*x.m, "aregs", 128 + 4 * l) == 100 + l);             // cm1
    CHECK(at<int32_t>(*x.m, "aregs", 256 + 4 * l) == 1000 * l + 100 + l);  // cm2
    CHECK(at<int32_t>(*x.m, "aregs", 640 + 4 * l) == 100 + l);             // cm5
    CHECK(at<int32_t>(*x.m, "aregs", 512 + 4 * l) == 1000 * l + 9);        // cm4
  }
  REQUIRE(x.hazards.size() == 1);
  CHECK(x.hazards[0].pc == 12);
  CHECK(x.hazards[0].writerPc == 8);
  CHECK(x.hazards[0].reg == "cm5 (aregs[640])");
  CHECK(x.hazards[0].cyclesEarly == 2);
  CHECK(x.hazards[0].reader == "vadd cm4, cm5, cm3, r0");
  CHECK(x.result.stats.cycles == 8);  // the last vadd lands 5 cycles after cycle 3
}
