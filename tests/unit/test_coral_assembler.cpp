// Compiler output through the assembler: the directives clang emits, file-local .L labels when
// several outputs assemble together, and what stays an error.
#include <catch2/catch.hpp>

#include <map>

#include "kc/assembler.h"

namespace {

kc::AsmResult assembleWith(const std::string& src, std::map<std::string, std::string> files = {}) {
  kc::AsmOptions opt;
  opt.fileName = "main.s";
  opt.readFile = [files](const std::string& path) -> std::optional<std::string> {
    for (const auto& [name, text] : files)
      if (path.size() >= name.size() && path.compare(path.size() - name.size(), name.size(), name) == 0) return text;
    return std::nullopt;
  };
  return kc::assemble(*kc::findTarget("coral"), src, opt);
}

} // namespace

TEST_CASE("coral asm: clang's directives assemble; non-loaded sections are dropped; .comm reserves bss",
          "[coral][asm]") {
  const std::string src =
      "\t.text\n\t.attribute\t4, 16\n\t.attribute\t5, \"rv32i2p0_m2p0_f2p0\"\n\t.file\t\"x.c\"\n"
      "\t.option\tpush\n\t.option\tnorelax\n\t.option\tpop\n"
      "\t.globl\tmain\n\t.p2align\t2\n\t.type\tmain,@function\nmain:\n"
      "\tlui\ta0, %hi(.L.str)\n\taddi\ta0, a0, %lo(.L.str)\n"
      ".Lpcrel_hi0:\n\tauipc\ta1, %pcrel_hi(buf)\n\taddi\ta1, a1, %pcrel_lo(.Lpcrel_hi0)\n"
      "\tret\n.Lfunc_end0:\n\t.size\tmain, .Lfunc_end0-main\n"
      "\t.section\t.rodata.str1.1,\"aMS\",@progbits,1\n.L.str:\n\t.asciz\t\"hi\"\n"
      "\t.comm\tbuf,10,8\n"
      "\t.ident\t\"clang version 14\"\n\t.section\t\".note.GNU-stack\",\"\",@progbits\n\t.addrsig\n";
  kc::AsmResult r = assembleWith(src);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  CHECK(r.diagnostics.empty());
  const kc::Program& p = *r.program;
  // Code (5 words) from 0; the string and buf (aligned to 8) after it, from the next 4 KiB, in the
  // same byte memory, as a linker would place .rodata and .bss after .text.
  CHECK(p.symbols.at("main") == 0);
  CHECK(p.code.size() == 20);
  REQUIRE(p.data.size() == 1);
  CHECK(p.data[0].memory == p.codeMemory);
  CHECK(p.data[0].address == 0x1000);
  CHECK(p.data[0].bytes.size() == 3 + 5 + 10);
  CHECK(p.symbols.at("buf") == 0x1008);
  CHECK(p.symbols.count(".L.str") == 0);  // compiler-local labels stay out of the symbol table
  // auipc a1, 1 / addi a1, a1, 0: buf is 0x1000 bytes past the auipc at 8.
  CHECK((p.code[8] | p.code[9] << 8 | p.code[10] << 16 | p.code[11] << 24) == ((1u << 12) | (11u << 7) | 0x17u));
  CHECK((p.code[12] | p.code[13] << 8 | p.code[14] << 16 | p.code[15] << 24) == ((11u << 15) | (11u << 7) | 0x13u));
}

TEST_CASE("coral asm: .L labels are local to the file that defines them", "[coral][asm]") {
  const std::map<std::string, std::string> files = {
      {"a.s", ".globl f\nf:\n.LBB0_1:\n  addi a0, a0, -1\n  bnez a0, .LBB0_1\n  ret\n"},
      {"b.s", ".globl g\ng:\n.LBB0_1:\n  addi a1, a1, -1\n  bnez a1, .LBB0_1\n  call f\n  ret\n"}};
  kc::AsmResult r = assembleWith(".include \"a.s\"\n.include \"b.s\"\n", files);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  CHECK(r.program->symbols.at("g") == 12);
}

TEST_CASE("coral asm: unknown directives and unknown sections without flags are errors", "[coral][asm]") {
  kc::AsmResult r = assembleWith("  .frobnicate 3\n  .section .mystery\n");
  REQUIRE_FALSE(r.program);
  CHECK(kc::format(r.diagnostics) ==
        "main.s:1:3: error: unknown directive '.frobnicate'\n  .frobnicate 3\n  ^\n"
        "main.s:2:12: error: unknown section '.mystery'\n  .section .mystery\n           ^\n"
        "hint: valid sections: vrf, mem, .text, .data\n");
}

TEST_CASE("coral asm: an unknown section with the allocate flag is loaded data, placed as .data is", "[coral][asm]") {
  kc::AsmResult r = assembleWith("  nop\n  .section .tohost,\"aw\",@progbits\ntohost: .word 7\n");
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  CHECK(r.program->symbols.at("tohost") == 0x1000);
  CHECK(r.program->code == std::vector<uint8_t>{0x13, 0, 0, 0});
  REQUIRE(r.program->data.size() == 1);
  CHECK(r.program->data[0].address == 0x1000);
  CHECK(r.program->data[0].bytes == std::vector<uint8_t>{7, 0, 0, 0});
}

TEST_CASE("coral asm: compares with an immediate outside -15..16 and operands on fence.i or unimp are errors",
          "[coral][asm]") {
  kc::AsmResult r = assembleWith("vmslt.vi v1, v2, 17\nvmsgeu.vi v1, v2, -16, v0.t\nfence.i x1\nunimp 0\n");
  REQUIRE_FALSE(r.program);
  CHECK(kc::format(r.diagnostics) ==
        "main.s:1:1: error: value 16 does not fit operand 'imm' (signed 5-bit: -16..15)\n"
        "vmslt.vi v1, v2, 17\n^\n"
        "hint: in the expansion of 'vmslt.vi': vmsle.vi v1, v2, 17-1\n"
        "main.s:2:1: error: value -17 does not fit operand 'imm' (signed 5-bit: -16..15)\n"
        "vmsgeu.vi v1, v2, -16, v0.t\n^\n"
        "hint: in the expansion of 'vmsgeu.vi': vmsgtu.vi v1, v2, -16-1, v0.t\n"
        "main.s:3:9: error: 'fence.i' expects no operands\nfence.i x1\n        ^\n"
        "main.s:4:7: error: 'unimp' expects no operands\nunimp 0\n      ^\n");
}

TEST_CASE("coral: element data in a section that is not loaded is dropped, not written anywhere", "[coral][asm]") {
  kc::AsmResult r = assembleWith(".section .comment,\"\",@progbits\n.value 5\n.float 1.0\n.text\nnop\n");
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  CHECK(r.program->code.size() == 4);
  CHECK(r.program->data.empty());
}
