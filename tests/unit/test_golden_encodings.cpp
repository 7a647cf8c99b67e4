// Golden encodings: every PLENA opcode with four operand sets, words as PLENA's own assembler
// produces them (tests/golden/plena_encodings.hex), and every operand form its assembler accepts
// (tests/golden/plena_operand_forms.hex).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "kc/assembler.h"
#include "kc/decoder.h"

namespace {
std::string slurp(const std::string& rel) {
  std::ifstream in(std::string(KC_SOURCE_DIR) + "/" + rel);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
} // namespace

TEST_CASE("PLENA encodings are bit-identical to PLENA's assembler, and disassemble back") {
  const kc::TargetInfo* t = kc::findTarget("plena");
  REQUIRE(t);
  // plena_encodings: every opcode, four operand sets; plena_reference_assembler: lines that
  // PLENA's own assembler was run on, with its output; plena_operand_forms: per opcode, each
  // operand count and register/number placement PLENA's assembler accepts, with the words its
  // encoding rules give (extra operands ignored, the immediate of M_MV_WO-like forms from the
  // third operand when it is a number, a register in a vector operation's mask place read as 0).
  auto [stem, words] = GENERATE(std::make_pair(std::string("plena_encodings"), size_t(220)),
                                std::make_pair(std::string("plena_reference_assembler"), size_t(33)),
                                std::make_pair(std::string("plena_operand_forms"), size_t(296)));
  INFO(stem);
  kc::AsmOptions opt;
  opt.fileName = stem + ".s";
  auto r = kc::assemble(*t, slurp("tests/golden/" + stem + ".s"), opt);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  std::istringstream want(slurp("tests/golden/" + stem + ".hex"));
  const auto& code = r.program->code;
  REQUIRE(code.size() == words * 4);
  std::string line;
  size_t i = 0;
  while (std::getline(want, line)) {
    uint32_t w = static_cast<uint32_t>(std::stoul(line, nullptr, 16));
    uint32_t got = code[i] | code[i + 1] << 8 | code[i + 2] << 16 | uint32_t(code[i + 3]) << 24;
    INFO("instruction " << i / 4 + 1);
    CHECK(got == w);
    i += 4;
  }
  CHECK(i == code.size());
  // Disassembly reassembles to the same words.
  std::string text = kc::disassemble(*t, code.data(), code.size(), 0, false);
  auto again = kc::assemble(*t, text, opt);
  REQUIRE(again.program);
  CHECK(again.program->code == code);
}

TEST_CASE("PLENA assembly in the compiler's own style assembles unchanged") {
  const kc::TargetInfo* t = kc::findTarget("plena");
  REQUIRE(t);
  kc::AsmOptions opt;
  opt.fileName = "plena_compiler_style.s";
  auto r = kc::assemble(*t, slurp("tests/golden/plena_compiler_style.s"), opt);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  CHECK(r.program->code.size() == 27 * 4);
  CHECK(r.program->lines.back().line == 30);
}

TEST_CASE("PLENA register operands may be bare numbers, as in its ISA spec") {
  const kc::TargetInfo* t = kc::findTarget("plena");
  REQUIRE(t);
  kc::AsmOptions opt;
  opt.fileName = "numeric.s";
  auto a = kc::assemble(*t, "M_MM_WO gp5, 0, 0\n", opt);
  auto b = kc::assemble(*t, "M_MM_WO gp5, gp0, 0\n", opt);
  REQUIRE(a.program);
  REQUIRE(b.program);
  CHECK(a.program->code == b.program->code);
  auto bad = kc::assemble(*t, "S_ADD_INT gp1, 2, 17\n", opt);
  REQUIRE(bad.diagnostics.size() == 1);
  CHECK(kc::format(bad.diagnostics[0]) ==
        "numeric.s:1:19: error: register number 17 is outside 'gp' (0..15)\n"
        "S_ADD_INT gp1, 2, 17\n"
        "                  ^\n");
}

TEST_CASE("PLENA forms its assembler refuses are refused with their place") {
  const kc::TargetInfo* t = kc::findTarget("plena");
  REQUIRE(t);
  kc::AsmOptions opt;
  opt.fileName = "forms.s";
  auto check = [&](const std::string& line, const std::string& want) {
    auto r = kc::assemble(*t, line + "\n", opt);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(kc::format(r.diagnostics[0]) == want);
  };
  // No number for the immediate: PLENA's assembler fails on it too.
  check("M_MV_WO gp4, gp0, gp1",
        "forms.s:1:1: error: no expansion of 'M_MV_WO' accepts these operands\n"
        "M_MV_WO gp4, gp0, gp1\n"
        "^\n");
  // Seven operands: more than any form takes.
  check("V_ADD_VV gp1, gp2, gp3, 1, 0, 0, 0",
        "forms.s:1:26: error: 'V_ADD_VV' expects operands: rd, rs1, rs2[, rmask]\n"
        "V_ADD_VV gp1, gp2, gp3, 1, 0, 0, 0\n"
        "                         ^\n");
  // An encoded register place takes a register of its own file.
  check("S_ADD_INT gp1, f2, gp3",
        "forms.s:1:16: error: unknown register 'f2'\n"
        "S_ADD_INT gp1, f2, gp3\n"
        "               ^\n");
  // The immediate still has to fit its field once the form is expanded.
  check("M_MV_WO gp4, gp0, 5000000",
        "forms.s:1:1: error: value 5000000 does not fit operand 'imm' (unsigned 22-bit: 0..4194303)\n"
        "M_MV_WO gp4, gp0, 5000000\n"
        "^\n"
        "hint: in the expansion of 'M_MV_WO': M_MV_WO gp4, 5000000\n");
}
