// Every assembler diagnostic, checked as the user sees it: location, message, the source line
// with a caret under the offending token, and the hint.
#include <catch2/catch.hpp>

#include <map>

#include "fake_target.h"
#include "kc/assembler.h"

namespace {

kc::AsmOptions options() {
  kc::AsmOptions opt;
  opt.fileName = "t.s";
  opt.readFile = [](const std::string&) -> std::optional<std::string> { return std::nullopt; };
  return opt;
}

// The formatted diagnostics of a source that must fail.
std::string errorsOf(const std::string& src, kc::AsmOptions opt = options()) {
  kc::AsmResult r = kc::assemble(fakeTarget(), src, opt);
  CHECK_FALSE(r.program.has_value());
  CHECK(kc::hasErrors(r.diagnostics));
  return kc::format(r.diagnostics);
}

} // namespace

TEST_CASE("diag: format lays out location, source, caret and hint") {
  kc::Diagnostic d;
  d.file = "a.s";
  d.line = 3;
  d.col = 5;
  d.message = "something is wrong";
  d.sourceLine = "\tab cd";
  d.hint = "fix it";
  CHECK(kc::format(d) == "a.s:3:5: error: something is wrong\n\tab cd\n\t   ^\nhint: fix it\n");
  kc::Diagnostic n;
  n.severity = kc::Severity::Warning;
  n.file = "cfg.yaml";
  n.message = "no location";
  CHECK(kc::format(n) == "cfg.yaml: warning: no location\n");
  CHECK_FALSE(kc::hasErrors({n}));
}

TEST_CASE("diag: editDistance and closestMatch") {
  CHECK(kc::editDistance("kitten", "sitting") == 3);
  CHECK(kc::editDistance("", "abc") == 3);
  CHECK(kc::editDistance("same", "same") == 0);
  CHECK(kc::closestMatch("lopp", {"loop", "other"}) == "loop");
  CHECK(kc::closestMatch("add", {"ADD", "SUB"}) == "ADD");
  CHECK(kc::closestMatch("xyz", {"ADD", "SUB"}).empty());
  CHECK(kc::closestMatch("V_ADD_VW", {"V_ADD_VV", "V_SUB_VV", "S_ADD"}) == "V_ADD_VV");
}

TEST_CASE("diag: unknown mnemonic suggests the closest one") {
  CHECK(errorsOf("  ADDD r1, r2, r3\n") ==
        "t.s:1:3: error: unknown instruction 'ADDD'\n"
        "  ADDD r1, r2, r3\n"
        "  ^\n"
        "hint: did you mean 'ADDI'?\n");
  CHECK(errorsOf("lbl: hlat\n") ==
        "t.s:1:6: error: unknown instruction 'hlat'\n"
        "lbl: hlat\n"
        "     ^\n"
        "hint: did you mean 'HALT'?\n");
  CHECK(errorsOf("  mvv r1, r2\n") ==
        "t.s:1:3: error: unknown instruction 'mvv'\n"
        "  mvv r1, r2\n"
        "  ^\n"
        "hint: did you mean 'mv'?\n");
}

TEST_CASE("diag: unknown register names the nearest register of the file") {
  CHECK(errorsOf("  ADD r1, x2, r2\n") ==
        "t.s:1:11: error: unknown register 'x2'\n"
        "  ADD r1, x2, r2\n"
        "          ^\n"
        "hint: did you mean 'r2'?\n");
  CHECK(errorsOf("\tADD\tr1, r16, r2\n") ==
        "t.s:1:10: error: unknown register 'r16'\n"
        "\tADD\tr1, r16, r2\n"
        "\t   \t    ^\n"
        "hint: register file 'r' has r0..r15\n");
  CHECK(errorsOf("  ADD r1, zer0, r2\n") ==
        "t.s:1:11: error: unknown register 'zer0'\n"
        "  ADD r1, zer0, r2\n"
        "          ^\n"
        "hint: did you mean 'zero'?\n");
}

TEST_CASE("diag: wrong operand count names the syntax") {
  CHECK(errorsOf("  ADD r1, r2\n") ==
        "t.s:1:3: error: 'ADD' expects operands: rd, rs1, rs2\n"
        "  ADD r1, r2\n"
        "  ^\n");
  CHECK(errorsOf("  add r1, r2, r3, r4\n") ==
        "t.s:1:17: error: 'ADD' expects operands: rd, rs1, rs2\n"
        "  add r1, r2, r3, r4\n"
        "                ^\n");
  CHECK(errorsOf("  HALT r1\n") ==
        "t.s:1:8: error: 'HALT' expects no operands\n"
        "  HALT r1\n"
        "       ^\n");
  CHECK(errorsOf("  LW r1, 4[r2]\n") ==
        "t.s:1:11: error: 'LW' expects operands: rd, imm(rs1)\n"
        "  LW r1, 4[r2]\n"
        "          ^\n");
  CHECK(errorsOf("  VOP r1, r2\n") ==
        "t.s:1:3: error: 'VOP' expects operands: rd, rs1, rs2[, mask]\n"
        "  VOP r1, r2\n"
        "  ^\n");
}

TEST_CASE("diag: immediate out of range shows the field's range") {
  CHECK(errorsOf("  ADDI r1, r2, 5000\n") ==
        "t.s:1:16: error: value 5000 does not fit operand 'imm' (signed 12-bit: -2048..2047)\n"
        "  ADDI r1, r2, 5000\n"
        "               ^\n");
  CHECK(errorsOf("  ADDI r1, r2, -2049\n") ==
        "t.s:1:16: error: value -2049 does not fit operand 'imm' (signed 12-bit: -2048..2047)\n"
        "  ADDI r1, r2, -2049\n"
        "               ^\n");
  CHECK(errorsOf("  LUI r1, -1\n") ==
        "t.s:1:11: error: value -1 does not fit operand 'imm' (unsigned 20-bit: 0..1048575)\n"
        "  LUI r1, -1\n"
        "          ^\n");
  CHECK(errorsOf("  VOP r1, r2, r3, 16\n") ==
        "t.s:1:19: error: value 16 does not fit operand 'mask' (unsigned 4-bit: 0..15)\n"
        "  VOP r1, r2, r3, 16\n"
        "                  ^\n");
  CHECK(errorsOf("  BEQ r1, r2, far\n  .space 5000\nfar: HALT\n") ==
        "t.s:1:15: error: value 5004 does not fit operand 'off' (signed 13-bit, multiple of 2: -4096..4094)\n"
        "  BEQ r1, r2, far\n"
        "              ^\n");
}

TEST_CASE("diag: misaligned value") {
  CHECK(errorsOf("  BEQ r1, r2, 3\n") ==
        "t.s:1:15: error: value 3 of operand 'off' is not a multiple of 2\n"
        "  BEQ r1, r2, 3\n"
        "              ^\n");
}

TEST_CASE("diag: undefined symbol suggests the nearest label") {
  CHECK(errorsOf("loop: ADDI r1, r1, 1\n  BEQ r1, r2, lopp\n") ==
        "t.s:2:15: error: undefined symbol 'lopp'\n"
        "  BEQ r1, r2, lopp\n"
        "              ^\n"
        "hint: did you mean 'loop'?\n");
  CHECK(errorsOf("  ADDI r1, r2, r3\n") ==
        "t.s:1:16: error: undefined symbol 'r3'\n"
        "  ADDI r1, r2, r3\n"
        "               ^\n"
        "hint: 'r3' is a register, but this operand takes a value\n");
  CHECK(errorsOf("  li r1, nothing + 1\n") ==
        "t.s:1:10: error: undefined symbol 'nothing'\n"
        "  li r1, nothing + 1\n"
        "         ^\n");
}

TEST_CASE("diag: duplicate label") {
  CHECK(errorsOf("x: HALT\n  ADD r1, r2, r3\nx: HALT\n") ==
        "t.s:3:1: error: duplicate label 'x'\n"
        "x: HALT\n"
        "^\n"
        "hint: first defined at t.s:1\n");
  CHECK(errorsOf("  .equ x, 1\ny: x: HALT\n") ==
        "t.s:2:4: error: label 'x' is already defined as a symbol\n"
        "y: x: HALT\n"
        "   ^\n"
        "hint: first defined at t.s:1\n");
}

TEST_CASE("diag: unterminated .macro, .rept and .if") {
  CHECK(errorsOf("  HALT\n.macro foo a\n  HALT\n") ==
        "t.s:2:1: error: '.macro' without matching '.endm'\n"
        ".macro foo a\n"
        "^\n");
  CHECK(errorsOf("  .rept 3\n  HALT\n") ==
        "t.s:1:3: error: '.rept' without matching '.endr'\n"
        "  .rept 3\n"
        "  ^\n");
  CHECK(errorsOf("  .irp r, r1, r2\n  ADD \\r, \\r, \\r\n") ==
        "t.s:1:3: error: '.irp' without matching '.endr'\n"
        "  .irp r, r1, r2\n"
        "  ^\n");
  CHECK(errorsOf(".if 1\n  HALT\n") ==
        "t.s:1:1: error: '.if' without matching '.endif'\n"
        ".if 1\n"
        "^\n");
  CHECK(errorsOf("  .ifdef X\n  .else\n  HALT\n") ==
        "t.s:1:3: error: '.ifdef' without matching '.endif'\n"
        "  .ifdef X\n"
        "  ^\n");
}

TEST_CASE("diag: closing directives without an opener") {
  CHECK(errorsOf("  .endm\n") ==
        "t.s:1:3: error: '.endm' without matching '.macro'\n"
        "  .endm\n"
        "  ^\n");
  CHECK(errorsOf("  .endr\n") ==
        "t.s:1:3: error: '.endr' without matching '.rept' or '.irp'\n"
        "  .endr\n"
        "  ^\n");
  CHECK(errorsOf("  .endif\n") ==
        "t.s:1:3: error: '.endif' without matching '.if'\n"
        "  .endif\n"
        "  ^\n");
  CHECK(errorsOf("  .else\n") ==
        "t.s:1:3: error: '.else' without matching '.if'\n"
        "  .else\n"
        "  ^\n");
  CHECK(errorsOf("  .exitm\n") ==
        "t.s:1:3: error: '.exitm' outside a macro\n"
        "  .exitm\n"
        "  ^\n");
}

TEST_CASE("diag: instruction in a non-code section") {
  CHECK(errorsOf("  .section fsram\n  ADD r1, r2, r3\n") ==
        "t.s:2:3: error: instruction 'ADD' in memory 'fsram', which holds no code\n"
        "  ADD r1, r2, r3\n"
        "  ^\n"
        "hint: switch to the code memory with '.text'\n");
  CHECK(errorsOf("  .data\n  li r1, 1\n") ==
        "t.s:2:3: error: instruction 'li' in memory 'fsram', which holds no code\n"
        "  li r1, 1\n"
        "  ^\n"
        "hint: switch to the code memory with '.text'\n");
}

TEST_CASE("diag: byte data directive in an element memory") {
  CHECK(errorsOf("  .section fsram\n  .word 1\n") ==
        "t.s:2:3: error: '.word' writes bytes, but memory 'fsram' holds 2-byte bf16 elements\n"
        "  .word 1\n"
        "  ^\n"
        "hint: use .value or .float to write elements of 'fsram'\n");
  CHECK(errorsOf("  .data\n  .BYTE 1\n") ==
        "t.s:2:3: error: '.BYTE' writes bytes, but memory 'fsram' holds 2-byte bf16 elements\n"
        "  .BYTE 1\n"
        "  ^\n"
        "hint: use .value or .float to write elements of 'fsram'\n");
}

TEST_CASE("diag: data values that do not fit") {
  CHECK(errorsOf("  .byte 256\n") ==
        "t.s:1:9: error: value 256 does not fit in '.byte' (-128..255)\n"
        "  .byte 256\n"
        "        ^\n");
  CHECK(errorsOf("  .data\n  .value 1, 2, 1e40x\n") ==
        "t.s:2:16: error: bad number '1e40x'\n"
        "  .value 1, 2, 1e40x\n"
        "               ^\n");
}

TEST_CASE("diag: unknown directive") {
  CHECK(errorsOf("  .wrd 1\n") ==
        "t.s:1:3: error: unknown directive '.wrd'\n"
        "  .wrd 1\n"
        "  ^\n"
        "hint: did you mean '.word'?\n");
  CHECK(errorsOf("  .frobnicate\n") ==
        "t.s:1:3: error: unknown directive '.frobnicate'\n"
        "  .frobnicate\n"
        "  ^\n");
}

TEST_CASE("diag: unknown section lists the memories") {
  CHECK(errorsOf("  .section bogus\n") ==
        "t.s:1:12: error: unknown section 'bogus'\n"
        "  .section bogus\n"
        "           ^\n"
        "hint: valid sections: imem, fsram, .text, .data\n");
}

TEST_CASE("diag: bad numbers") {
  CHECK(errorsOf("  ADDI r1, r2, 12ab\n") ==
        "t.s:1:16: error: bad number '12ab'\n"
        "  ADDI r1, r2, 12ab\n"
        "               ^\n");
  CHECK(errorsOf("  ADDI r1, r2, 0x\n") ==
        "t.s:1:16: error: bad number '0x'\n"
        "  ADDI r1, r2, 0x\n"
        "               ^\n");
  CHECK(errorsOf("  ADDI r1, r2, 0b102\n") ==
        "t.s:1:16: error: bad number '0b102'\n"
        "  ADDI r1, r2, 0b102\n"
        "               ^\n");
  CHECK(errorsOf("  LUI r1, 99999999999999999999\n") ==
        "t.s:1:11: error: bad number '99999999999999999999'\n"
        "  LUI r1, 99999999999999999999\n"
        "          ^\n");
}

TEST_CASE("diag: unexpected characters after operands") {
  CHECK(errorsOf("  ADD r1, r2, r3 extra\n") ==
        "t.s:1:18: error: unexpected text after the operands: 'extra'\n"
        "  ADD r1, r2, r3 extra\n"
        "                 ^\n");
  CHECK(errorsOf("  ADDI r1, r2, 1 2 ; comment\n") ==
        "t.s:1:18: error: unexpected text after the operands: '2'\n"
        "  ADDI r1, r2, 1 2 ; comment\n"
        "                 ^\n");
}

TEST_CASE("diag: expression errors") {
  CHECK(errorsOf("  ADDI r1, r2, 1/0\n") ==
        "t.s:1:17: error: division by zero\n"
        "  ADDI r1, r2, 1/0\n"
        "                ^\n");
  CHECK(errorsOf("  .word 4 % (2 - 2)\n") ==
        "t.s:1:11: error: division by zero\n"
        "  .word 4 % (2 - 2)\n"
        "          ^\n");
  CHECK(errorsOf("  ADDI r1, r2, (1\n") ==
        "t.s:1:18: error: expected ')'\n"
        "  ADDI r1, r2, (1\n"
        "                 ^\n");
  CHECK(errorsOf("  LUI r1, %high(4)\n") ==
        "t.s:1:11: error: unknown relocation operator '%high'\n"
        "  LUI r1, %high(4)\n"
        "          ^\n"
        "hint: use %hi, %lo, %pcrel_hi or %pcrel_lo\n");
}

TEST_CASE("diag: enum operand") {
  CHECK(errorsOf("  SETRM rnn\n") ==
        "t.s:1:9: error: unknown value 'rnn' for operand 'rm'\n"
        "  SETRM rnn\n"
        "        ^\n"
        "hint: did you mean 'rne'?\n");
  CHECK(errorsOf("  SETRM nearest\n") ==
        "t.s:1:9: error: unknown value 'nearest' for operand 'rm'\n"
        "  SETRM nearest\n"
        "        ^\n"
        "hint: expected one of: rne, rtz, rdn, rup\n");
}

TEST_CASE("diag: errors in a macro body name the macro call") {
  CHECK(errorsOf(".macro load r, v\n  ADDI \\r, \\r, \\v\n.endm\n  load r1, 1\n  load r2, 5000\n") ==
        "t.s:2:16: error: value 5000 does not fit operand 'imm' (signed 12-bit: -2048..2047)\n"
        "  ADDI r2, r2, 5000\n"
        "               ^\n"
        "hint: in macro 'load' used at t.s:5\n");
  CHECK(errorsOf(".macro one a\n.endm\n  one 1, 2\n") ==
        "t.s:3:10: error: macro 'one' takes 1 argument, more are given\n"
        "  one 1, 2\n"
        "         ^\n"
        "hint: defined at t.s:1\n");
}

TEST_CASE("diag: pseudo-instruction whose size changes between passes") {
  CHECK(errorsOf("  li r1, fwd\n  .equ fwd, 5\n") ==
        "t.s:1:3: error: 'li' took 8 bytes in the first pass but 4 in the second\n"
        "  li r1, fwd\n"
        "  ^\n"
        "hint: its operands use a symbol defined later; define the symbol before this line\n");
}

TEST_CASE("diag: include of something that is not a regular file") {
  // Read from disk, /dev/zero would never end.
  CHECK(errorsOf(".include \"/dev/zero\"\n") ==
        "t.s:1:10: error: cannot open include file '/dev/zero'\n"
        ".include \"/dev/zero\"\n"
        "         ^\n"
        "hint: searched: /dev/zero\n");
}

TEST_CASE("diag: include problems") {
  CHECK(errorsOf("  .include \"nofile.s\"\n") ==
        "t.s:1:12: error: cannot open include file 'nofile.s'\n"
        "  .include \"nofile.s\"\n"
        "           ^\n"
        "hint: searched: nofile.s\n");
  std::map<std::string, std::string> files = {{"a.s", ".include \"b.s\"\n"}, {"b.s", "HALT\n.include \"a.s\"\n"}};
  kc::AsmOptions opt = options();
  opt.fileName = "a.s";
  opt.readFile = [&](const std::string& p) -> std::optional<std::string> {
    auto it = files.find(p);
    if (it == files.end()) return std::nullopt;
    return it->second;
  };
  CHECK(errorsOf(files["a.s"], opt) ==
        "b.s:2:10: error: include cycle: a.s -> b.s -> a.s\n"
        ".include \"a.s\"\n"
        "         ^\n");
  // A file including a fresh copy of itself forever: different paths, so only the depth stops it.
  opt.readFile = [](const std::string& p) -> std::optional<std::string> {
    return ".include \"d/" + std::to_string(p.size()) + ".s\"\n";
  };
  std::string deep = errorsOf(".include \"d/0.s\"\n", opt);
  CHECK(deep.find("error: '.include' nested more than 32 deep\n") != std::string::npos);
}

TEST_CASE("diag: .if and .rept need values known at that point") {
  CHECK(errorsOf("  .rept fwd\n  HALT\n  .endr\nfwd:\n") ==
        "t.s:1:9: error: undefined symbol 'fwd'\n"
        "  .rept fwd\n"
        "        ^\n");
  CHECK(errorsOf("  .equ a, b\n  .if a\n  .endif\nb: HALT\n") ==
        "t.s:2:7: error: the expression uses a symbol that is defined only later\n"
        "  .if a\n"
        "      ^\n"
        "hint: conditions and counts must be known where they appear\n");
}

TEST_CASE("diag: unterminated block comment") {
  CHECK(errorsOf("  HALT /* unterminated\n  HALT\n") ==
        "t.s:1:8: error: unterminated '/*' comment\n"
        "  HALT /* unterminated\n"
        "       ^\n"
        "hint: close it with '*/'\n");
}

TEST_CASE("diag: every error of a file is reported, once per line, in order") {
  const std::string src =
      "start: ADDD r1, r2, r3\n"      // 1 unknown mnemonic
      "  ADD r1, r2, r3 ; fine\n"     // 2
      "  ADDI r1, r2, 5000\n"         // 3 out of range
      "  BEQ r1, r2, nowhere\n"       // 4 undefined
      "  ADD r1, r99, r77\n"          // 5 two bad registers, one report
      "start: HALT\n"                 // 6 duplicate
      "  .bogus\n"                    // 7 unknown directive
      "  .endr\n"                     // 8 stray .endr
      "  HALT\n";
  CHECK(errorsOf(src) ==
        "t.s:1:8: error: unknown instruction 'ADDD'\n"
        "start: ADDD r1, r2, r3\n"
        "       ^\n"
        "hint: did you mean 'ADDI'?\n"
        "t.s:3:16: error: value 5000 does not fit operand 'imm' (signed 12-bit: -2048..2047)\n"
        "  ADDI r1, r2, 5000\n"
        "               ^\n"
        "t.s:4:15: error: undefined symbol 'nowhere'\n"
        "  BEQ r1, r2, nowhere\n"
        "              ^\n"
        "t.s:5:11: error: unknown register 'r99'\n"
        "  ADD r1, r99, r77\n"
        "          ^\n"
        "hint: register file 'r' has r0..r15\n"
        "t.s:6:1: error: duplicate label 'start'\n"
        "start: HALT\n"
        "^\n"
        "hint: first defined at t.s:1\n"
        "t.s:7:3: error: unknown directive '.bogus'\n"
        "  .bogus\n"
        "  ^\n"
        "t.s:8:3: error: '.endr' without matching '.rept' or '.irp'\n"
        "  .endr\n"
        "  ^\n");
  kc::AsmResult r = kc::assemble(fakeTarget(), src, options());
  CHECK(r.diagnostics.size() == 7);
  CHECK(r.diagnostics[0].line == 1);
  CHECK(r.diagnostics[0].col == 8);
  CHECK(r.diagnostics[0].file == "t.s");
  CHECK(r.diagnostics[0].sourceLine == "start: ADDD r1, r2, r3");
  CHECK(r.diagnostics[0].hint == "did you mean 'ADDI'?");
}
