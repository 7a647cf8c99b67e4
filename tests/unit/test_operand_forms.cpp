// One mnemonic with several forms, and composite register operands (RegUnion), on the dsp
// target: the form the assembler takes for each operand text, the exact words, the messages for
// operands no form takes, the disassembly that prints each form back, and the values they compute.
#include <catch2/catch.hpp>

#include <cstring>
#include <vector>

#include "kc/assembler.h"
#include "kc/decoder.h"
#include "target_machine.h"

namespace {

const kc::TargetInfo& dsp() {
  const kc::TargetInfo* t = kc::findTarget("dsp");
  REQUIRE(t);
  return *t;
}

std::vector<uint8_t> bytesOf(const std::string& src) {
  kc::AsmOptions opt;
  opt.fileName = "f.s";
  kc::AsmResult r = kc::assemble(dsp(), src, opt);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  return r.program->code;
}

std::string errorsOf(const std::string& src) {
  kc::AsmOptions opt;
  opt.fileName = "f.s";
  kc::AsmResult r = kc::assemble(dsp(), src, opt);
  CHECK_FALSE(r.program.has_value());
  return kc::format(r.diagnostics);
}

std::vector<uint8_t> le(uint32_t w) {
  return {static_cast<uint8_t>(w), static_cast<uint8_t>(w >> 8), static_cast<uint8_t>(w >> 16),
          static_cast<uint8_t>(w >> 24)};
}

int cFile(const kc::Machine& m) {
  for (uint16_t f = 0; f < m.target().numRegFiles; ++f)
    if (std::string(m.target().regFiles[f].name) == "c") return f;
  FAIL("no register file c");
  return -1;
}

} // namespace

TEST_CASE("operand forms: each text takes the form whose punctuation it has", "[dsp][forms]") {
  // L32 (tag 3): the 28-bit load/store slot above the tag; ld is opcode 0xD indexed, 0xE
  // post-incrementing, rd in bits 23..20, rp in 19..16, the offset in 15..0.
  CHECK(bytesOf("ld r1, [r2, 4]\n") == le(0xD1200043));
  CHECK(bytesOf("ld r1, [r2], 4\n") == le(0xE1200043));
  CHECK(bytesOf("ld r1, [r2], -4\n") == le(0xE12FFFC3));
  // Spacing does not matter, nor the order in which the forms were tried.
  CHECK(bytesOf("ld r1,[ r2 ],4\n") == le(0xE1200043));
}

TEST_CASE("operand forms: a text no form takes reports the nearest form's problem", "[dsp][forms]") {
  // The value fits neither form's 16 bits: the first form that parses says so.
  CHECK(errorsOf("ld r1, [r2], 70000\n") ==
        "f.s:1:14: error: value 70000 does not fit operand 'inc' (signed 16-bit: -32768..32767)\n"
        "ld r1, [r2], 70000\n"
        "             ^\n");
  // Neither form's punctuation: the first form's shape is what the message shows.
  CHECK(errorsOf("ld r1, r2\n").find("error: 'ld' expects operands: rd, [rp, off]") != std::string::npos);
}

TEST_CASE("register unions: one field names registers of two files", "[dsp][forms]") {
  // A32 (tag 1): mvc is ALU opcode 0xC, dst code in bits 23..19, src code in 18..14;
  // r0..r15 are codes 0..15 and c0..c3 codes 16..19.
  CHECK(bytesOf("mvc c1, r3\n") == le(0xC88C0001));
  CHECK(bytesOf("mvc r2, c3\n") == le(0xC14C0001));
  CHECK(bytesOf("mvc C1, R3\n") == le(0xC88C0001));
  CHECK(errorsOf("mvc x1, r3\n") ==
        "f.s:1:5: error: 'x1' is not a register operand 'dst' can name\n"
        "mvc x1, r3\n"
        "    ^\n"
        "hint: it takes r0..r15, c0..c3\n");
}

TEST_CASE("operand forms and unions print back as written", "[dsp][forms]") {
  const std::string src = "ld r1, [r2, 4]\nld r1, [r2], -4\nmvc c1, r3\nmvc r2, c3\n";
  const std::vector<uint8_t> code = bytesOf(src);
  CHECK(kc::disassemble(dsp(), code.data(), code.size(), 0, false) == src);
  // Code 20 names no register: the word prints as data that assembles back to it.
  const std::vector<uint8_t> bad = le(0xCA0C0001);  // mvc with dst code 20
  CHECK(kc::disassemble(dsp(), bad.data(), bad.size(), 0, false) == ".value 0xCA0C0001\n");
}

TEST_CASE("operand forms and unions compute what they say", "[dsp][forms]") {
  auto m = machineFor("dsp", "forms.s", R"(
    li r2, 10
    li r5, 77
    nop
    mvc c2, r5          # c2 = 77
    nop
    mvc r6, c2          # r6 = c2
    ld r3, [r2, 1]     # dmem[11]; r2 stays
    ld r4, [r2], 2     # dmem[10]; r2 = 12
    nop
    nop
    nop
    nop
    halt
  )");
  auto& dmem = m->memory(m->findMemory("dmem"));
  const uint32_t ten = 1000, eleven = 1100;
  std::memcpy(dmem.data + 4 * 10, &ten, 4);
  std::memcpy(dmem.data + 4 * 11, &eleven, 4);
  const kc::RunResult r = runMachine(*m);
  INFO(r.message);
  CHECK(m->readRegister(cFile(*m), 2).u == 77);
  CHECK(intRegister(*m, 6) == 77);
  CHECK(intRegister(*m, 3) == 1100);
  CHECK(intRegister(*m, 4) == 1000);
  CHECK(intRegister(*m, 2) == 12);
}
