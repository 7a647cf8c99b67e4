// The table-driven assembler on the hand-written fake target: encodings, expressions,
// directives, macros and conditional assembly.
#include <catch2/catch.hpp>

#include <cstring>
#include <map>

#include "fake_target.h"
#include "kc/assembler.h"

namespace {

kc::AsmResult run(const std::string& src, kc::AsmOptions opt = {}) {
  opt.fileName = "t.s";
  return kc::assemble(fakeTarget(), src, opt);
}

std::vector<uint32_t> wordsOf(const std::vector<uint8_t>& bytes) {
  std::vector<uint32_t> w;
  for (size_t i = 0; i + 3 < bytes.size(); i += 4)
    w.push_back(uint32_t(bytes[i]) | uint32_t(bytes[i + 1]) << 8 | uint32_t(bytes[i + 2]) << 16 |
                uint32_t(bytes[i + 3]) << 24);
  return w;
}

// Assembles and returns the code words; fails the test with the diagnostics on errors.
std::vector<uint32_t> code(const std::string& src, kc::AsmOptions opt = {}) {
  kc::AsmResult r = run(src, opt);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program.has_value());
  REQUIRE(r.diagnostics.empty());
  return wordsOf(r.program->code);
}

uint32_t word(const std::string& line) {
  auto w = code(line + "\n");
  REQUIRE(w.size() == 1);
  return w[0];
}

// Reference encodings, written from the field layout independently of the tables.
uint32_t rType(uint32_t op, uint32_t rd, uint32_t rs1, uint32_t rs2) { return op | rd << 6 | rs1 << 10 | rs2 << 14; }
uint32_t iType(uint32_t op, uint32_t rd, uint32_t rs1, int32_t imm) {
  return op | rd << 6 | rs1 << 10 | (uint32_t(imm) & 0xFFF) << 20;
}
uint32_t beq(uint32_t rs1, uint32_t rs2, int32_t off) {
  uint32_t o = uint32_t(off);
  return 0x04 | rs1 << 12 | rs2 << 16 | ((o >> 12) & 1) << 31 | ((o >> 5) & 0x3F) << 25 | ((o >> 1) & 0xF) << 8 |
         ((o >> 11) & 1) << 7;
}

} // namespace

TEST_CASE("asm: register-register and immediate instructions encode their fields") {
  CHECK(word("ADD r1, r2, r3") == 0x0000C841u);
  CHECK(word("ADD r1, r2, r3") == rType(1, 1, 2, 3));
  CHECK(word("ADD r15, r0, r15") == rType(1, 15, 0, 15));
  CHECK(word("ADDI r1, r2, -1") == 0xFFF00842u);
  CHECK(word("ADDI r1, r2, 2047") == 0x7FF00842u);
  CHECK(word("ADDI r1, r2, -2048") == 0x80000842u);
  CHECK(word("ADDI r1, r2, 0") == iType(2, 1, 2, 0));
  CHECK(word("LW r3, -4(sp)") == 0xFFC03CC3u);
  CHECK(word("LW r3, 2047(r4)") == iType(3, 3, 4, 2047));
}

TEST_CASE("asm: LUI, HALT and enum operands") {
  CHECK(word("LUI r1, 0x12345") == 0x12345046u);
  CHECK(word("LUI r1, 0xFFFFF") == 0xFFFFF046u);
  CHECK(word("LUI r2, 0") == 0x00000086u);
  CHECK(word("HALT") == 0x3Fu);
  CHECK(word("SETRM rne") == 0x07u);
  CHECK(word("SETRM rtz") == 0x47u);
  CHECK(word("SETRM rdn") == 0x87u);
  CHECK(word("SETRM rup") == 0xC7u);
}

TEST_CASE("asm: optional operand omitted or given") {
  CHECK(word("VOP r1, r2, r3") == 0x0000C845u);
  CHECK(word("VOP r1, r2, r3, 0") == 0x0000C845u);
  CHECK(word("VOP r1, r2, r3, 5") == 0x0014C845u);
  CHECK(word("VOP r1, r2, r3, 15") == (rType(5, 1, 2, 3) | 15u << 18));
}

TEST_CASE("asm: scattered PC-relative branches to forward and backward labels") {
  auto w = code(
      "start:\n"
      "  BEQ r1, r2, fwd\n"     // 0: +12
      "back: ADD r1, r2, r3\n"  // 4
      "  BEQ r1, r2, back\n"    // 8: -4
      "fwd: BEQ r3, r4, start\n"  // 12: -12
      "  BEQ r1, r2, 4094\n"    // 16: a plain number is the offset itself
      "  BEQ r1, r2, -4096\n");
  REQUIRE(w.size() == 6);
  CHECK(w[0] == beq(1, 2, 12));
  CHECK(w[2] == 0xFE021E84u);
  CHECK(w[2] == beq(1, 2, -4));
  CHECK(w[3] == beq(3, 4, -12));
  CHECK(w[4] == beq(1, 2, 4094));
  CHECK(w[5] == beq(1, 2, -4096));
  CHECK(w[5] == 0x80021004u);
}

TEST_CASE("asm: labels, symbols and line info are recorded") {
  kc::AsmResult r = run("  .text\n_start: ADD r1, r2, r3\nloop:\n\n  HALT\n");
  REQUIRE(r.program);
  CHECK(r.program->symbols.at("_start") == 0);
  CHECK(r.program->symbols.at("loop") == 4);
  CHECK(r.program->entry == 0);
  REQUIRE(r.program->lines.size() == 2);
  CHECK(r.program->lines[0].address == 0);
  CHECK(r.program->lines[0].file == "t.s");
  CHECK(r.program->lines[0].line == 2);
  CHECK(r.program->lines[1].address == 4);
  CHECK(r.program->lines[1].line == 5);
  CHECK(r.program->codeMemory == 0);

  kc::AsmResult e = run("ADD r1, r2, r3\n_start: HALT\n");
  REQUIRE(e.program);
  CHECK(e.program->entry == 4);
}

TEST_CASE("asm: pseudo-instructions pick their case by operand value") {
  CHECK(word("li r1, 5") == 0x00500042u);
  CHECK(word("li r1, -2048") == iType(2, 1, 0, -2048));
  CHECK(word("li r1, 2047") == iType(2, 1, 0, 2047));
  auto big = code("li r1, 0x12345FFF\n");
  REQUIRE(big.size() == 2);
  CHECK(big[0] == 0x12346046u);  // LUI r1, 0x12346
  CHECK(big[1] == 0xFFF00442u);  // ADDI r1, r1, -1
  auto edge = code("li r2, 2048\n");
  REQUIRE(edge.size() == 2);
  CHECK(edge[0] == (0x06u | 2u << 6 | 1u << 12));
  CHECK(edge[1] == iType(2, 2, 2, -2048));
  CHECK(word("mv r2, r3") == 0x00000C82u);
  CHECK(word("MV r2, sp") == iType(2, 2, 15, 0));

  kc::AsmResult r = run("nop_free:\n  li r4, 100000\n  HALT\n");
  REQUIRE(r.program);
  REQUIRE(r.program->lines.size() == 3);
  CHECK(r.program->lines[0].line == 2);
  CHECK(r.program->lines[1].line == 2);
  CHECK(r.program->lines[1].address == 4);
  CHECK(r.program->lines[2].line == 3);
}

TEST_CASE("asm: pseudo with a forward symbol uses the general case in both passes") {
  auto w = code("  li r1, big\n  HALT\n  .equ big, 0x10000\n");
  REQUIRE(w.size() == 3);
  CHECK(w[0] == (0x06u | 1u << 6 | 0x10u << 12));
  CHECK(w[1] == iType(2, 1, 1, 0));
  CHECK(w[2] == 0x3Fu);
}

TEST_CASE("asm: expressions follow C precedence") {
  CHECK(word("ADDI r1, r1, 1 + 2 * 3") == iType(2, 1, 1, 7));
  CHECK(word("ADDI r1, r1, (1 + 2) * 3") == iType(2, 1, 1, 9));
  CHECK(word("ADDI r1, r1, 1 << 4 | 1") == iType(2, 1, 1, 17));
  CHECK(word("ADDI r1, r1, 0x10 - 0b101") == iType(2, 1, 1, 11));
  CHECK(word("ADDI r1, r1, -7 / 2") == iType(2, 1, 1, -3));
  CHECK(word("ADDI r1, r1, -7 % 2") == iType(2, 1, 1, -1));
  CHECK(word("ADDI r1, r1, ~0") == iType(2, 1, 1, -1));
  CHECK(word("ADDI r1, r1, !0 + !5") == iType(2, 1, 1, 1));
  CHECK(word("ADDI r1, r1, 'a'") == iType(2, 1, 1, 97));
  CHECK(word("ADDI r1, r1, '\\n'") == iType(2, 1, 1, 10));
  CHECK(word("ADDI r1, r1, 3 < 4 && 4 <= 4 && 5 > 4 && 4 >= 5 == 0") == iType(2, 1, 1, 1));
  CHECK(word("ADDI r1, r1, 1 != 1 || 0") == iType(2, 1, 1, 0));
  CHECK(word("ADDI r1, r1, 0xF0 & 0x3C ^ 0x01") == iType(2, 1, 1, 0x31));
  CHECK(word("ADDI r1, r1, -16 >> 2") == iType(2, 1, 1, -4));
}

TEST_CASE("asm: relocation operators") {
  CHECK(word("LUI r1, %hi(0x12345678)") == (0x06u | 1u << 6 | 0x12345u << 12));
  CHECK(word("ADDI r1, r1, %lo(0x12345678)") == iType(2, 1, 1, 0x678));
  CHECK(word("LUI r1, %hi(0x12345FFF)") == (0x06u | 1u << 6 | 0x12346u << 12));
  CHECK(word("ADDI r1, r1, %lo(0x12345FFF)") == iType(2, 1, 1, -1));
  CHECK(word("LUI r1, %hi(-1)") == 0x00000046u);
  // %pcrel_hi at `here` (pc 4) of `target` (pc 0x1004 + 12) and the matching %pcrel_lo.
  auto w = code(
      "  HALT\n"
      "here: LUI r1, %pcrel_hi(target)\n"
      "  ADDI r1, r1, %pcrel_lo(here)\n"
      "  .space 0x1000\n"
      "target: HALT\n");
  REQUIRE(w.size() >= 3);
  const int64_t off = 0x100C - 4;
  CHECK(w[1] == (0x06u | 1u << 6 | uint32_t((off + 0x800) >> 12) << 12));
  CHECK(w[2] == iType(2, 1, 1, int32_t(off & 0xFFF)));
}

TEST_CASE("asm: .equ, .set, = and -D defines") {
  kc::AsmOptions opt;
  opt.defines["BASE"] = 100;
  auto w = code(
      "  .equ A, 5\n"
      "  .set B, A * 2\n"
      "C = B + BASE\n"
      "  ADDI r1, r0, A\n"
      "  ADDI r1, r0, B\n"
      "  ADDI r1, r0, C\n"
      "  .set B, 1\n"
      "  ADDI r1, r0, B\n"
      "  ADDI r1, r0, later - 4\n"
      "later:\n",
      opt);
  REQUIRE(w.size() == 5);
  CHECK(w[0] == iType(2, 1, 0, 5));
  CHECK(w[1] == iType(2, 1, 0, 10));
  CHECK(w[2] == iType(2, 1, 0, 110));
  CHECK(w[3] == iType(2, 1, 0, 1));
  CHECK(w[4] == iType(2, 1, 0, 16));
}

TEST_CASE("asm: comments of every style, blank lines and case-insensitivity") {
  auto w = code(
      "; a whole-line comment\n"
      "// another\n"
      "# and another\n"
      "\n"
      "   \t\n"
      "  add R1, r2, R3 ; trailing\n"
      "\tAdd r1, r2, r3 // trailing\n"
      "ADD r1, r2, r3 # trailing\n"
      "ADD r1, /* inline */ r2, r3\n"
      "/* a block\n"
      "   over lines */ ADD r1, r2, r3\n"
      "AdDi ZERO, Sp, ';'\n"
      "setrm RTZ\n"
      "lbl1: lbl2: .L3: halt\n");
  REQUIRE(w.size() == 8);
  for (int i = 0; i < 5; ++i) CHECK(w[i] == rType(1, 1, 2, 3));
  CHECK(w[5] == iType(2, 0, 15, ';'));
  CHECK(w[6] == 0x47u);
  CHECK(w[7] == 0x3Fu);
}

TEST_CASE("asm: macros with parameters, defaults and .exitm") {
  auto w = code(
      ".macro addk rd, k=7\n"
      "  ADDI \\rd, \\rd, \\k\n"
      ".endm\n"
      ".macro twice a, b\n"
      "  addk \\a, \\b\n"
      "  .if \\b > 2\n"
      "  .exitm\n"
      "  .endif\n"
      "  addk \\a, \\b\n"
      ".endm\n"
      "  addk r1\n"
      "  addk r2, 3\n"
      "  ADDK r3 k=9\n"
      "  twice r4, 1\n"
      "  twice r5, 3\n");
  REQUIRE(w.size() == 6);
  CHECK(w[0] == iType(2, 1, 1, 7));
  CHECK(w[1] == iType(2, 2, 2, 3));
  CHECK(w[2] == iType(2, 3, 3, 9));
  CHECK(w[3] == iType(2, 4, 4, 1));
  CHECK(w[4] == iType(2, 4, 4, 1));
  CHECK(w[5] == iType(2, 5, 5, 3));
}

TEST_CASE("asm: nested .rept and .irp") {
  auto w = code(
      ".rept 2\n"
      "  .irp reg, r1, r2, r3\n"
      "    .rept 2\n"
      "      ADDI \\reg, \\reg, 1\n"
      "    .endr\n"
      "  .endr\n"
      "  HALT\n"
      ".endr\n"
      ".irpc d, 45\n"
      "  ADDI r0, r0, \\d\n"
      ".endr\n"
      ".rept 0\n"
      "  ADD r1, r1, r1\n"
      ".endr\n");
  REQUIRE(w.size() == 16);
  for (int rep = 0; rep < 2; ++rep) {
    for (uint32_t r = 1; r <= 3; ++r)
      for (int k = 0; k < 2; ++k) CHECK(w[rep * 7 + (r - 1) * 2 + k] == iType(2, r, r, 1));
    CHECK(w[rep * 7 + 6] == 0x3Fu);
  }
  CHECK(w[14] == iType(2, 0, 0, 4));
  CHECK(w[15] == iType(2, 0, 0, 5));
}

TEST_CASE("asm: conditional assembly with -D defines") {
  const std::string src =
      ".ifdef FAST\n"
      "  ADDI r1, r0, 1\n"
      ".else\n"
      "  ADDI r1, r0, 2\n"
      ".endif\n"
      ".if LEVEL == 1\n"
      "  ADDI r2, r0, 1\n"
      ".elseif LEVEL == 2\n"
      "  ADDI r2, r0, 2\n"
      "  .if 0\n"
      "    BOGUS\n"
      "  .else\n"
      "    ADDI r3, r0, 3\n"
      "  .endif\n"
      ".else\n"
      "  ADDI r2, r0, 9\n"
      ".endif\n"
      ".ifndef FAST\n"
      "  HALT\n"
      ".endif\n";
  kc::AsmOptions fast;
  fast.defines["FAST"] = 1;
  fast.defines["LEVEL"] = 1;
  auto a = code(src, fast);
  REQUIRE(a.size() == 2);
  CHECK(a[0] == iType(2, 1, 0, 1));
  CHECK(a[1] == iType(2, 2, 0, 1));
  kc::AsmOptions slow;
  slow.defines["LEVEL"] = 2;
  auto b = code(src, slow);
  REQUIRE(b.size() == 4);
  CHECK(b[0] == iType(2, 1, 0, 2));
  CHECK(b[1] == iType(2, 2, 0, 2));
  CHECK(b[2] == iType(2, 3, 0, 3));
  CHECK(b[3] == 0x3Fu);
  kc::AsmOptions other;
  other.defines["LEVEL"] = 7;
  auto c = code(src, other);
  REQUIRE(c.size() == 3);
  CHECK(c[1] == iType(2, 2, 0, 9));
}

TEST_CASE("asm: .include through readFile, relative to the including file then includeDirs") {
  std::map<std::string, std::string> files = {
      {"src/defs.inc", ".equ K, 42\n.include \"more.inc\"\n"},
      {"src/more.inc", "ADDI r1, r0, K\n"},
      {"lib/util.inc", ".macro bump r\n  ADDI \\r, \\r, 1\n.endm\n"},
  };
  std::vector<std::string> asked;
  kc::AsmOptions opt;
  opt.includeDirs = {"lib"};
  opt.readFile = [&](const std::string& p) -> std::optional<std::string> {
    asked.push_back(p);
    auto it = files.find(p);
    if (it == files.end()) return std::nullopt;
    return it->second;
  };
  opt.fileName = "src/main.s";
  kc::AsmResult r = kc::assemble(fakeTarget(), ".include \"defs.inc\"\n.include \"util.inc\"\nbump r2\nHALT\n", opt);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  auto w = wordsOf(r.program->code);
  REQUIRE(w.size() == 3);
  CHECK(w[0] == iType(2, 1, 0, 42));
  CHECK(w[1] == iType(2, 2, 2, 1));
  CHECK(w[2] == 0x3Fu);
  CHECK(r.program->lines[0].file == "src/more.inc");
  CHECK(r.program->lines[0].line == 1);
  CHECK(r.program->lines[1].file == "lib/util.inc");
  CHECK(r.program->lines[1].line == 2);
  CHECK(asked == std::vector<std::string>{"src/defs.inc", "src/more.inc", "src/util.inc", "lib/util.inc"});
}

TEST_CASE("asm: data directives into byte and element memories") {
  kc::AsmResult r = run(
      "  HALT\n"
      "  .byte 1, 0xFF, -1\n"
      "  .half 0x1234\n"
      "  .word 0xDEADBEEF, label\n"
      "  .dword 0x0102030405060708\n"
      "  .ascii \"ab\"\n"
      "  .asciz \"c\"\n"
      "  .align 2\n"
      "label: .float 1.0\n"
      "  .section fsram\n"
      "  .float 1.0, -2, 0.5\n"
      "vals: .value 3.0, 1\n"
      "  .space 2\n"
      "tail: .value -1.5\n"
      "  .data\n"
      "  .value 7\n"
      "  .text\n"
      "  HALT\n");
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  const std::vector<uint8_t> expectCode = {
      0x3F, 0, 0, 0,                                  // HALT
      1, 0xFF, 0xFF,                                  // .byte
      0x34, 0x12,                                     // .half
      0xEF, 0xBE, 0xAD, 0xDE, 32, 0, 0, 0,            // .word (label = 32)
      8, 7, 6, 5, 4, 3, 2, 1,                         // .dword
      'a', 'b', 'c', 0,                               // .ascii, .asciz
      0, 0, 0,                                        // .align 2
      0x00, 0x00, 0x80, 0x3F,                         // .float 1.0 at 32
      0x3F, 0, 0, 0,                                  // HALT
  };
  CHECK(r.program->code == expectCode);
  CHECK(r.program->symbols.at("label") == 32);
  REQUIRE(r.program->data.size() == 1);
  CHECK(r.program->data[0].memory == 1);
  CHECK(r.program->data[0].address == 0);
  const std::vector<uint8_t> expectData = {
      0x80, 0x3F, 0x00, 0xC0, 0x00, 0x3F,  // bf16 1.0, -2.0, 0.5
      0x40, 0x40, 0x80, 0x3F,              // .value 3.0, 1 (bf16)
      0, 0, 0, 0,                          // .space 2 elements
      0xC0, 0xBF,                          // -1.5
      0xE0, 0x40,                          // .data selects fsram: 7.0
  };
  CHECK(r.program->data[0].bytes == expectData);
  CHECK(r.program->symbols.at("vals") == 3);
  CHECK(r.program->symbols.at("tail") == 7);
}

TEST_CASE("asm: alignment and space in the code memory") {
  kc::AsmResult r = run(
      "  .byte 1\n"
      "  .p2align 3\n"
      "a: .balign 4\n"
      "  .byte 2\n"
      "  .align 2\n"
      "b: .space 3, 0xAA\n"
      "  .zero 1\n"
      "c: HALT\n");
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  CHECK(r.program->symbols.at("a") == 8);
  CHECK(r.program->symbols.at("b") == 12);
  CHECK(r.program->symbols.at("c") == 16);
  const std::vector<uint8_t> expect = {1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0xAA, 0xAA, 0xAA, 0, 0x3F, 0, 0, 0};
  CHECK(r.program->code == expect);
}

TEST_CASE("asm: GNU-style sections and accepted no-op directives") {
  auto w = code(
      "  .file \"x.c\"\n"
      "  .option norvc\n"
      "  .attribute arch, \"rv32i\"\n"
      "  .section .text.startup,\"ax\",@progbits\n"
      "  .globl main\n"
      "  .type main, @function\n"
      "main:\n"
      "  .cfi_startproc\n"
      "  ADD r1, r2, r3\n"
      "  .cfi_endproc\n"
      "  .size main, .-main\n"
      "  .section .rodata\n"
      "  .word 5\n"
      "  .ident \"GCC\"\n"
      "  .addrsig\n"
      "  .addrsig_sym main\n");
  REQUIRE(w.size() == 2);
  CHECK(w[0] == rType(1, 1, 2, 3));
  CHECK(w[1] == 5u);
}

TEST_CASE("asm: .end stops assembly") {
  auto w = code("HALT\n.end\nthis is not assembled\n");
  CHECK(w.size() == 1);
}

TEST_CASE("asm: encodeInstruction checks fields") {
  const kc::TargetInfo& t = fakeTarget();
  uint64_t w = 0;
  std::string err;
  int64_t ops[] = {1, 2, -5};
  REQUIRE(kc::encodeInstruction(t.instrs[1], ops, 0, w, err));
  CHECK(w == iType(2, 1, 2, -5));
  int64_t bad[] = {1, 2, 4096};
  CHECK_FALSE(kc::encodeInstruction(t.instrs[1], bad, 0, w, err));
  CHECK(err == "ADDI: value 4096 does not fit operand 'imm' (signed 12-bit: -2048..2047)");
  int64_t br[] = {1, 2, 100 + 40};  // PcRel operands are absolute targets
  REQUIRE(kc::encodeInstruction(t.instrs[3], br, 100, w, err));
  CHECK(w == beq(1, 2, 40));
}

TEST_CASE("asm: a 200k-line file with 50k labels assembles") {
  std::string src;
  src.reserve(200000 * 24);
  for (int i = 0; i < 50000; ++i) {
    src += "l" + std::to_string(i) + ": ADD r1, r2, r3 ; c\n";
    src += "  ADDI r4, r5, -" + std::to_string(i % 2048) + "\n";
    src += "  LW r6, 8(sp)\n";
    src += "  BEQ r1, r2, l" + std::to_string(i) + "\n";
  }
  kc::AsmResult r = run(src);
  REQUIRE(r.program);
  CHECK(r.program->code.size() == 200000u * 4);
  CHECK(r.program->symbols.at("l49999") == 49999u * 16);
}
