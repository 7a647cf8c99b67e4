// GNU numeric local labels ("1:", referenced as 1b / 1f) and .org, on every target: coral's bytes
// against llvm-mc-14, PLENA's words by hand, and the errors for bad uses.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "kc/assembler.h"
#include "test_files.h"

namespace {

kc::AsmResult assembleFor(const char* target, const std::string& source) {
  return ::assembleFor(target, source, "local.s");
}

} // namespace

TEST_CASE("local labels and .org: coral assembles them byte-identical to llvm-mc-14", "[asm][conformance]") {
  // Backward and forward references, a label alone on its line, a label defined twice on one
  // line, labels inside .rept, and .org to an address, relative to '.', and with a fill byte.
  const std::string source =
      "start:\n1:\n  addi a0, a0, 1\n  bnez a0, 1b\n  j 1f\n  nop\n1: addi a1, a1, -1\n2:  beqz a1, 2f\n"
      "  j 1b\n  .org 0x40\n2:\n  j 2b\n  j 1b\n  .org . + 8, 0xff\n  ret\n3: 3: j 3b\n"
      "  .rept 3\n1: j 1b\n  .endr\n  j 1f\n  .org 0x80\n1: nop\n";
  const std::string dir = std::string(KC_BINARY_DIR) + "/conformance";
  REQUIRE(std::system(("mkdir -p " + dir).c_str()) == 0);
  { std::ofstream(dir + "/local_labels.s") << source; }
  const std::string cmd = "llvm-mc-14 -triple=riscv32 -mattr=+m,+f,+zbb,+zve32f -filetype=obj -o " + dir +
                          "/local_labels.o " + dir + "/local_labels.s && llvm-objcopy-14 -O binary --only-section=.text " +
                          dir + "/local_labels.o " + dir + "/local_labels.bin";
  INFO(cmd);
  REQUIRE(std::system(cmd.c_str()) == 0);
  auto r = assembleFor("coral", source);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  const std::string ref = slurp(dir + "/local_labels.bin");
  CHECK(ref.size() == 0x84u);
  REQUIRE(ref.size() == r.program->code.size());
  CHECK(std::string(r.program->code.begin(), r.program->code.end()) == ref);
  // Numeric labels stay out of the program's symbols.
  CHECK(r.program->symbols.size() == 1);
  CHECK(r.program->symbols.at("start") == 0);
}

TEST_CASE("local labels and .org: PLENA words, where the pc counts instructions", "[asm]") {
  auto r = assembleFor("plena",
                       "1: S_ADDI_INT gp1, gp0, 1f\n"   // the next 1: is at 2
                       "   S_ADDI_INT gp2, gp0, 1b\n"   // the previous 1: is at 0
                       "1: .org 4\n"                    // pads two zero words
                       "   S_ADDI_INT gp3, gp0, 1b\n");
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  const auto& code = r.program->code;
  REQUIRE(code.size() == 5 * 4);
  auto word = [&](size_t i) {
    return uint32_t(code[4 * i]) | uint32_t(code[4 * i + 1]) << 8 | uint32_t(code[4 * i + 2]) << 16 |
           uint32_t(code[4 * i + 3]) << 24;
  };
  // S_ADDI_INT: imm << 14 | rs1 << 10 | rd << 6 | 0x22
  CHECK(word(0) == (2u << 14 | 1u << 6 | 0x22u));
  CHECK(word(1) == (0u << 14 | 2u << 6 | 0x22u));
  CHECK(word(2) == 0u);
  CHECK(word(3) == 0u);
  CHECK(word(4) == (2u << 14 | 3u << 6 | 0x22u));
}

TEST_CASE(".org without a fill in a data memory leaves the units passed over out of the image", "[asm]") {
  // PLENA's fpsram holds bf16 elements: .org counts elements; a fill writes them, no fill skips.
  auto r = assembleFor("plena",
                       ".section fpsram\n  .value 1.0\n  .org 10\ntable: .value 2.0, 3.0\n  .org 20, 0\n  .value 4.0\n"
                       ".text\n  S_ADDI_INT gp1, gp0, table\n");
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  const auto& data = r.program->data;
  REQUIRE(data.size() == 2);
  CHECK(data[0].address == 0);
  CHECK(data[0].bytes == std::vector<uint8_t>{0x80, 0x3F});             // 1.0
  CHECK(data[1].address == 10);
  REQUIRE(data[1].bytes.size() == 2 * 11);                               // 2, 3, eight 0s, 4
  CHECK(data[1].bytes[0] == 0x00);
  CHECK(data[1].bytes[1] == 0x40);                                       // 2.0
  CHECK(data[1].bytes[2 * 10 + 1] == 0x40);                              // 4.0 = 0x4080
  CHECK(data[1].bytes[2 * 10] == 0x80);
  CHECK(r.program->symbols.at("table") == 10);
}

TEST_CASE("local labels and .org: bad uses name the label or the addresses", "[asm]") {
  auto r = assembleFor("coral", "  j 1b\n1: nop\n  j 2f\n  .org 0\n  .org later\nlater: nop\n");
  REQUIRE_FALSE(r.program);
  CHECK(kc::format(r.diagnostics) ==
        "local.s:1:5: error: '1b' refers to the nearest '1:' before it, and there is none\n  j 1b\n    ^\n"
        "local.s:3:5: error: '2f' refers to the nearest '2:' after it, and there is none\n  j 2f\n    ^\n"
        "local.s:4:8: error: '.org' would move the location backwards, from 8 to 0\n  .org 0\n       ^\n"
        "local.s:5:8: error: the address uses a symbol that is defined only later\n  .org later\n       ^\n"
        "hint: define the symbol before this line\n");
  auto p = assembleFor("plena", "S_ADDI_INT gp1, gp0, 0\n.org 0\n.org 1, 2, 3\n");
  REQUIRE_FALSE(p.program);
  CHECK(kc::format(p.diagnostics) ==
        "local.s:2:6: error: '.org' would move the location backwards, from 1 to 0\n.org 0\n     ^\n"
        "local.s:3:1: error: '.org' expects an address and an optional fill value\n.org 1, 2, 3\n^\n");
}
