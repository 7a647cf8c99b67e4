// The exact words of tests/hwgen_good/encodings_nested.hwd, whose encodings nest: a word
// several encodings match is the most specific one's, in the decoder, the disassembler and the
// assembler, which refuses operands of an outer instruction that would make such a word
// (README, "Overlapping encodings").
#include <catch2/catch.hpp>

#include "kc/assembler.h"
#include "kc/decoder.h"
#include "kc/encodings.h"

namespace {

const kc::TargetInfo& nested() {
  const kc::TargetInfo* t = kc::findTarget("encodingsnested");
  REQUIRE(t);
  return *t;
}

kc::AsmResult assembleText(const std::string& src) {
  kc::AsmOptions opt;
  opt.fileName = "n.s";
  return kc::assemble(nested(), src, opt);
}

// The bytes of a program that must assemble.
std::vector<uint8_t> bytesOf(const std::string& src) {
  kc::AsmResult r = assembleText(src);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program.has_value());
  return r.program->code;
}

uint16_t index(const char* mnemonic) {
  const kc::TargetInfo& t = nested();
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (std::string(t.instrs[i].mnemonic) == mnemonic) return i;
  FAIL("no instruction " << mnemonic);
  return 0;
}

} // namespace

TEST_CASE("nested encodings: each instruction's exact bundle bytes (F16: tag 0x1, slot a above it)") {
  // li r1, 5: rd 01, imm 00000101, 11 -> 0x417; the bundle 0x4171, little-endian.
  CHECK(bytesOf("li r1, 5\n") == std::vector<uint8_t>{0x71, 0x41});
  // li r0, 128: imm 1000xxxx is no other instruction's: 0x203.
  CHECK(bytesOf("li r0, 128\n") == std::vector<uint8_t>{0x31, 0x20});
  // add r1, r2: 000001 01 10 11 -> 0x05B.
  CHECK(bytesOf("add r1, r2\n") == std::vector<uint8_t>{0xB1, 0x05});
  // clr r2: 000001 10 00 11 -> 0x063, the word add r2, r0 would be.
  CHECK(bytesOf("clr r2\n") == std::vector<uint8_t>{0x31, 0x06});
  CHECK(bytesOf("nop\n") == std::vector<uint8_t>{0x31, 0x00});
  // F32: tag 0x2, slot a at bits 4-15, slot m at bits 16-27; mul r3, r1 is 0x01 11 01 -> 0x01D.
  CHECK(bytesOf("li r1, 5; mul r3, r1\n") == std::vector<uint8_t>{0x72, 0x41, 0x1D, 0x00});
}

TEST_CASE("nested encodings: a word several encodings match decodes as the most specific") {
  const kc::TargetInfo& t = nested();
  const kc::Decoder dec(t);
  CHECK(dec.match(0x417) == index("li"));
  CHECK(dec.match(0x057) == index("add"));   // li r0, 0x15 as written
  CHECK(dec.match(0x063) == index("clr"));   // li r0, 0x18 and add r2, r0
  CHECK(dec.match(0x003) == index("nop"));   // li r0, 0
  CHECK(kc::nestedMatch(t, index("li"), 0x063, t.formats[0].slots[0]) == index("clr"));
  CHECK(kc::nestedMatch(t, index("add"), 0x063, t.formats[0].slots[0]) == index("clr"));
  CHECK(kc::nestedMatch(t, index("li"), 0x203, t.formats[0].slots[0]) == -1);
  const uint8_t bytes[] = {0x71, 0x41, 0x71, 0x05, 0x31, 0x06, 0x31, 0x00, 0x31, 0x20};
  CHECK(kc::disassemble(t, bytes, sizeof bytes, 0, false) == "li r1, 5\nadd r1, r1\nclr r2\nnop\nli r0, 128\n");
}

TEST_CASE("nested encodings: the assembler refuses an outer instruction's operands that make a nested word") {
  kc::AsmResult r = assembleText("  li r0, 0x15\n");
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].line == 1);
  CHECK(r.diagnostics[0].col == 6);
  CHECK(r.diagnostics[0].message ==
        "'li' cannot encode rd = r0, imm = 21: the word 0x057 is 'add', whose more specific encoding wins");
  CHECK(r.diagnostics[0].hint == "write 'add' if that is meant, or choose another value");

  r = assembleText("add r2, r0\n");
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].col == 9);  // rs: the only operand whose field clr fixes
  CHECK(r.diagnostics[0].message ==
        "'add' cannot encode rs = r0: the word 0x063 is 'clr', whose more specific encoding wins");

  r = assembleText("{\n  li r0, 0\n  mul r1, r2\n}\n");
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].line == 2);
  CHECK(r.diagnostics[0].message ==
        "'li' cannot encode rd = r0, imm = 0: the word 0x003 is 'nop', whose more specific encoding wins");
}
