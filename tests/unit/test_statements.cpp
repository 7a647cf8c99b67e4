// Several statements on one line (coral's ';', as GNU as and llvm-mc read RISC-V), and the
// section stack (.pushsection / .popsection / .previous): bytes against llvm-mc-14, the columns
// of messages about a later statement, and the errors for bad uses.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "kc/assembler.h"
#include "test_files.h"

namespace {

kc::AsmResult assembleFor(const char* target, const std::string& source) {
  return ::assembleFor(target, source, "stmt.s");
}

// The image llvm-mc-14 and ld.lld-14 make of `source`: .text from address 0, then .data and
// .tohost from the next 4 KiB boundary, as our assembler places data written among code.
std::string llvmImage(const std::string& name, const std::string& source) {
  const std::string dir = std::string(KC_BINARY_DIR) + "/conformance";
  REQUIRE(std::system(("mkdir -p " + dir).c_str()) == 0);
  const std::string base = dir + "/" + name;
  { std::ofstream(base + ".s") << source; }
  { std::ofstream(base + ".ld") << "SECTIONS { . = 0; .text : { *(.text) } . = ALIGN(4096); .data : { *(.data) } "
                                   ".tohost : { *(.tohost) } }\n"; }
  const std::string cmd = "llvm-mc-14 -triple=riscv32 -mattr=+m,+f,+zbb,+zve32f,-relax -filetype=obj -o " + base + ".o " +
                          base + ".s && ld.lld-14 -T " + base + ".ld -o " + base + ".elf " + base +
                          ".o && llvm-objcopy-14 -O binary " + base + ".elf " + base + ".bin";
  INFO(cmd);
  REQUIRE(std::system(cmd.c_str()) == 0);
  return slurp(base + ".bin");
}

// Our program's code memory as one image: the code, then its data where the program puts it.
std::string flatImage(const kc::Program& p) {
  std::string image(p.code.begin(), p.code.end());
  for (const kc::MemoryImage& d : p.data) {
    if (d.memory != p.codeMemory) continue;
    if (image.size() < d.address + d.bytes.size()) image.resize(d.address + d.bytes.size(), '\0');
    std::copy(d.bytes.begin(), d.bytes.end(), image.begin() + static_cast<std::ptrdiff_t>(d.address));
  }
  return image;
}

void sameAsLlvm(const std::string& name, const std::string& source, size_t expectedSize) {
  const std::string ref = llvmImage(name, source);
  auto r = assembleFor("coral", source);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  CHECK(ref.size() == expectedSize);
  CHECK(flatImage(*r.program) == ref);
}

} // namespace

TEST_CASE("statements: ';' separates coral statements as llvm-mc-14 does", "[asm][conformance]") {
  // Plain statements, labels (named and numeric) before and after a ';', directives, a macro and
  // a .rept whose bodies hold several statements, a whole .rept on one line, and ';' and '#'
  // inside strings and character literals, which separate nothing.
  const std::string source =
      "start: addi a0, a0, 1; addi a1, a1, 2 ;addi a2,a2,3\n"
      "1: addi a0, a0, -1; bnez a0, 1b; j 2f; nop; 2: nop\n"
      "  .macro twice reg; addi \\reg, \\reg, 1; addi \\reg, \\reg, 1; .endm\n"
      "  twice a3; twice a4\n"
      "  .rept 2\n  addi a5, a5, 1; addi a6, a6, 1\n  .endr\n"
      "  .rept 3; nop; .endr\n"
      "  li a0, ';'; li a1, '#' # a comment; nop\n"
      "  .ascii \"a;b\"; .byte 1; .string \"#;\"\n"
      "  ;; nop ;\n";
  sameAsLlvm("statements", source, 0x5f);
}

TEST_CASE("statements: .pushsection, .popsection and .previous match llvm-mc-14", "[asm][conformance]") {
  // Code, then data pushed from it with nested pushes to .tohost, .previous between .data and
  // .tohost, and pops back to .text. The data goes after all the code, at the next 4 KiB.
  const std::string ordered =
      "  .text\n_start: li a0, 5; 1: addi a0, a0, -1; bnez a0, 1b\n"
      "  .pushsection .text\n  nop\n  .popsection\n  ret\n"
      "  .pushsection .data\n  .align 4\nvalues: .word 1, 2, 3\n  .word 4\n"
      "  .pushsection .tohost, \"aw\", @progbits\n  .align 6\ntohost: .dword 0\n"
      "  .previous\n  .previous\n  .dword 7\n"
      "  .popsection\n  .popsection\n";
  sameAsLlvm("pushsection", ordered, 0x1050);
  auto r = assembleFor("coral", ordered);
  REQUIRE(r.program);
  CHECK(r.program->symbols.at("values") == 0x1000);
  CHECK(r.program->symbols.at("tohost") == 0x1040);
}

TEST_CASE("statements: messages point into the statement after a ';'", "[asm]") {
  auto r = assembleFor("coral", "  addi a0, a0, 1; addx a1, a1, 2; addi a2, a2, q\n"
                                "  .macro m; nop; addi a0, a0, zz; .endm\n  nop; m\n");
  REQUIRE_FALSE(r.program);
  CHECK(kc::format(r.diagnostics) ==
        "stmt.s:1:19: error: unknown instruction 'addx'\n"
        "  addi a0, a0, 1; addx a1, a1, 2; addi a2, a2, q\n"
        "                  ^\n"
        "hint: did you mean 'addi'?\n"
        "stmt.s:1:48: error: undefined symbol 'q'\n"
        "  addi a0, a0, 1; addx a1, a1, 2; addi a2, a2, q\n"
        "                                               ^\n"
        "stmt.s:2:31: error: undefined symbol 'zz'\n"
        "  .macro m; nop; addi a0, a0, zz; .endm\n"
        "                              ^\n"
        "hint: in macro 'm' used at stmt.s:3\n");
}

TEST_CASE("statements: PLENA has no separator, so ';' still starts a comment", "[asm]") {
  auto r = assembleFor("plena", "S_ADDI_INT gp1, gp0, 1 ; S_ADDI_INT gp2, gp0, 2\n");
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  CHECK(r.program->code.size() == 4);
}

TEST_CASE("statements: bad uses of the section stack", "[asm]") {
  auto r = assembleFor("coral", "  .popsection\n  .previous\n  .pushsection\n  .pushsection .data\n"
                                "  .popsection x\n  .previous .text\n  .pushsection .nowhere\n");
  REQUIRE_FALSE(r.program);
  CHECK(kc::format(r.diagnostics) ==
        "stmt.s:1:3: error: '.popsection' without a matching '.pushsection'\n  .popsection\n  ^\n"
        "stmt.s:2:3: error: '.previous' without an earlier section change\n  .previous\n  ^\n"
        "stmt.s:3:15: error: expected a section name after '.pushsection'\n  .pushsection\n              ^\n"
        "stmt.s:5:15: error: unexpected text after '.popsection'\n  .popsection x\n              ^\n"
        "stmt.s:6:13: error: unexpected text after '.previous'\n  .previous .text\n            ^\n"
        "stmt.s:7:16: error: unknown section '.nowhere'\n  .pushsection .nowhere\n               ^\n"
        "hint: valid sections: vrf, mem, .text, .data\n");
}
