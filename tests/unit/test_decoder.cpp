// Decoding, canonical printing and disassembly, on the fake target and a small target with
// overlapping encodings.
#include <catch2/catch.hpp>

#include "fake_target.h"
#include "kc/assembler.h"
#include "kc/decoder.h"

namespace {

std::vector<uint8_t> assembleOk(const kc::TargetInfo& t, const std::string& src) {
  kc::AsmOptions opt;
  opt.fileName = "d.s";
  kc::AsmResult r = kc::assemble(t, src, opt);
  INFO(src);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program.has_value());
  return r.program->code;
}

kc::Decoded decodeOne(const kc::TargetInfo& t, const std::string& line, uint64_t pc = 0) {
  auto bytes = assembleOk(t, line + "\n");
  kc::Decoder dec(t);
  kc::Decoded d;
  REQUIRE(dec.decode(bytes.data(), bytes.size(), pc, d));
  return d;
}

std::string printOne(const std::string& line) {
  const kc::TargetInfo& t = fakeTarget();
  kc::Decoded d = decodeOne(t, line);
  return kc::Decoder(t).print(d, 0);
}

// Two instructions whose encodings overlap: the one with more mask bits must win.
const kc::FieldPiece kWide[] = {{6, 8, 0}};
const kc::OperandInfo kWideOps[] = {
    {"v", kc::OperandKind::Immediate, -1, 8, false, 1, kWide, 1, false, 0, nullptr, 0}};
kc::InstrInfo overlapInstr(const char* m, const char* syntax, const kc::OperandInfo* ops, uint8_t n, uint64_t match,
                           uint64_t mask) {
  kc::InstrInfo in{};
  in.mnemonic = m;
  in.syntax = syntax;
  in.operands = ops;
  in.numOperands = n;
  in.sizeBytes = 2;
  in.match = match;
  in.mask = mask;
  return in;
}
const kc::InstrInfo kOverlap[] = {
    overlapInstr("GEN", "$v", kWideOps, 1, 0x01, 0x3F),
    overlapInstr("SPECIAL", "", nullptr, 0, 0x0041, 0x3FFF),
};
int64_t overlapMemSize(const int64_t*) { return 64; }
const kc::MemoryInfo kOverlapMem[] = {{"code", "u8", 1, overlapMemSize, true, ""}};

const kc::TargetInfo& overlapTarget() {
  static const kc::TargetInfo t = [] {
    kc::TargetInfo x{};
    x.name = "overlap";
    x.memories = kOverlapMem;
    x.numMemories = 1;
    x.instrs = kOverlap;
    x.numInstrs = 2;
    x.codeAddressUnit = 1;
    x.littleEndian = false;
    return x;
  }();
  return t;
}

const kc::TargetInfo& bigEndianFake() {
  static const kc::TargetInfo t = [] {
    kc::TargetInfo x = fakeTarget();
    x.name = "fake-be";
    x.littleEndian = false;
    return x;
  }();
  return t;
}

} // namespace

TEST_CASE("decoder: decode fills the instruction, size, unit, word and operands") {
  const kc::TargetInfo& t = fakeTarget();
  kc::Decoded d = decodeOne(t, "ADD r1, r2, r3");
  CHECK(std::string(t.instrs[d.instr].mnemonic) == "ADD");
  CHECK(d.sizeBytes == 4);
  CHECK(d.unit == 0);
  CHECK(d.word == 0xC841u);
  CHECK(d.ops[0] == 1);
  CHECK(d.ops[1] == 2);
  CHECK(d.ops[2] == 3);
  CHECK(d.exec == nullptr);

  kc::Decoded l = decodeOne(t, "LW r3, -4(sp)");
  CHECK(l.ops[0] == 3);
  CHECK(l.ops[1] == 15);
  CHECK(l.ops[2] == -4);

  kc::Decoded u = decodeOne(t, "LUI r1, 0xFFFFF");
  CHECK(u.ops[1] == 0xFFFFF);  // unsigned fields are not sign-extended

  kc::Decoded e = decodeOne(t, "SETRM rdn");
  CHECK(e.ops[0] == 2);
}

TEST_CASE("decoder: PC-relative operands come back as absolute addresses") {
  const kc::TargetInfo& t = fakeTarget();
  auto bytes = assembleOk(t, "ADD r1, r1, r1\nloop: ADD r1, r1, r1\nBEQ r1, r2, loop\nBEQ r1, r2, end\nHALT\nend: HALT\n");
  kc::Decoder dec(t);
  kc::Decoded d;
  REQUIRE(dec.decode(bytes.data() + 8, 4, 1000 + 8, d));
  CHECK(d.ops[2] == 1000 + 4);
  REQUIRE(dec.decode(bytes.data() + 12, 4, 12, d));
  CHECK(d.ops[2] == 20);
  CHECK(dec.print(d, 12) == "BEQ r1, r2, 8");

  const kc::OperandInfo& off = t.instrs[3].operands[2];
  CHECK(kc::extractOperand(off, 0xFE021E84u, 100) == 96);
  CHECK(kc::extractOperand(off, 0x80021004u, 8192) == 4096);
  CHECK(kc::extractOperand(t.instrs[1].operands[2], 0x80000842u, 0) == -2048);
}

TEST_CASE("decoder: match prefers the most specific mask") {
  const kc::TargetInfo& t = overlapTarget();
  kc::Decoder dec(t);
  CHECK(dec.match(0x0041) == 1);
  CHECK(dec.match(0x0081) == 0);
  CHECK(dec.match(0x0002) == -1);
  uint8_t special[] = {0x00, 0x41};  // big-endian
  kc::Decoded d;
  REQUIRE(dec.decode(special, 2, 0, d));
  CHECK(d.instr == 1);
  CHECK(dec.print(d, 0) == "SPECIAL");
  uint8_t gen[] = {0x00, 0x81};
  REQUIRE(dec.decode(gen, 2, 0, d));
  CHECK(d.instr == 0);
  CHECK(d.ops[0] == 2);
  CHECK(dec.print(d, 0) == "GEN 2");
  CHECK_FALSE(dec.decode(gen, 1, 0, d));
}

TEST_CASE("decoder: a word the more specific encoding takes is refused to the general one and listed as it") {
  const kc::TargetInfo& t = overlapTarget();
  kc::AsmOptions opt;
  opt.fileName = "o.s";
  kc::AsmResult r = kc::assemble(t, "GEN 1\n", opt);
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].col == 5);
  CHECK(r.diagnostics[0].message == "'GEN' cannot encode v = 1: the word 0x0041 is 'SPECIAL', whose more specific encoding wins");
  CHECK(r.diagnostics[0].hint == "write 'SPECIAL' if that is meant, or choose another value");
  const std::vector<uint8_t> code = assembleOk(t, "GEN 2\nSPECIAL\n");
  CHECK(code == std::vector<uint8_t>{0x00, 0x81, 0x00, 0x41});
  CHECK(kc::disassemble(t, code.data(), code.size(), 0, false) == "GEN 2\nSPECIAL\n");
  // Bits 14-15 are no field's and not fixed: a word with them set would print as a GEN that
  // assembles to another word, so it is listed as data.
  const uint8_t stray[] = {0x40, 0x81};
  CHECK(kc::disassemble(t, stray, sizeof stray, 0, false) == ".half 0x4081\n");
}

TEST_CASE("decoder: print uses table spellings and canonical register names") {
  CHECK(printOne("add R1, r2, R3") == "ADD r1, r2, r3");
  CHECK(printOne("addi zero, sp, -2048") == "ADDI r0, r15, -2048");
  CHECK(printOne("lw r3, -4(sp)") == "LW r3, -4(r15)");
  CHECK(printOne("LUI r1, 0x12345") == "LUI r1, 74565");
  CHECK(printOne("halt") == "HALT");
  CHECK(printOne("VOP r1, r2, r3") == "VOP r1, r2, r3, 0");
  CHECK(printOne("VOP r1, r2, r3, 9") == "VOP r1, r2, r3, 9");
  CHECK(printOne("setrm RUP") == "SETRM rup");
  CHECK(printOne("BEQ r1, r2, -4096") == "BEQ r1, r2, -4096");
}

TEST_CASE("decoder: encode, decode, print and assemble agree for many operand values") {
  for (const kc::TargetInfo* t : {&fakeTarget(), &bigEndianFake()}) {
    kc::Decoder dec(*t);
    size_t checked = 0;
    for (uint16_t i = 0; i < t->numInstrs; ++i) {
      const kc::InstrInfo& in = t->instrs[i];
      std::vector<std::vector<int64_t>> cases;
      std::vector<int64_t> ops(in.numOperands);
      // Each operand over edge and middle values, the others varying with it.
      for (int step = 0; step < 40; ++step) {
        for (uint8_t k = 0; k < in.numOperands; ++k) {
          const kc::OperandInfo& op = in.operands[k];
          int64_t v;
          switch (op.kind) {
            case kc::OperandKind::Register: v = (step * (k + 3)) % 16; break;
            case kc::OperandKind::Enum: v = (step + k) % op.numEnumNames; break;
            default: {
              int64_t lo = op.isSigned ? -(int64_t(1) << (op.bits - 1)) : 0;
              int64_t hi = op.isSigned ? (int64_t(1) << (op.bits - 1)) - 1 : (int64_t(1) << op.bits) - 1;
              const int64_t picks[] = {lo, hi, 0, 1, -1, hi / 3, lo / 5, 2, 100, -100};
              v = std::min(hi, std::max(lo, picks[(step + k) % 10]));
              v -= v % op.scale;
            }
          }
          ops[k] = v;
        }
        cases.push_back(ops);
      }
      for (auto values : cases) {
        const uint64_t pc = 0x40;
        for (uint8_t k = 0; k < in.numOperands; ++k)
          if (in.operands[k].kind == kc::OperandKind::PcRel) values[k] += pc;
        uint64_t word = 0;
        std::string err;
        INFO(in.mnemonic);
        REQUIRE(kc::encodeInstruction(in, values.data(), pc, word, err));
        uint8_t bytes[4];
        for (int b = 0; b < 4; ++b) bytes[b] = uint8_t(word >> (t->littleEndian ? 8 * b : 8 * (3 - b)));
        kc::Decoded d;
        REQUIRE(dec.decode(bytes, 4, pc, d));
        REQUIRE(d.instr == i);
        for (uint8_t k = 0; k < in.numOperands; ++k) CHECK(d.ops[k] == values[k]);
        std::string text = dec.print(d, pc);
        INFO(text);
        // Place the printed instruction at the same pc so PC-relative offsets mean the same.
        auto code = assembleOk(*t, ".space 0x40\n" + text + "\n");
        REQUIRE(code.size() == 0x44);
        CHECK(std::equal(bytes, bytes + 4, code.begin() + 0x40));
        ++checked;
      }
    }
    CHECK(checked == 40u * t->numInstrs);
  }
}

TEST_CASE("decoder: a whole program survives disassembly and reassembly") {
  const kc::TargetInfo& t = fakeTarget();
  const std::string src =
      "start: li r1, 0x12345678\n"
      "  li r2, -7\n"
      "loop: ADDI r2, r2, 1\n"
      "  VOP r3, r4, r5\n"
      "  LW r6, 12(sp)\n"
      "  SETRM rtz\n"
      "  BEQ r2, r0, loop\n"
      "  BEQ r2, r1, done\n"
      "  mv r7, r8\n"
      "done: HALT\n";
  auto code = assembleOk(t, src);
  std::string text = kc::disassemble(t, code.data(), code.size(), 0, false);
  CHECK(text ==
        "LUI r1, 74565\n"
        "ADDI r1, r1, 1656\n"
        "ADDI r2, r0, -7\n"
        "ADDI r2, r2, 1\n"
        "VOP r3, r4, r5, 0\n"
        "LW r6, 12(r15)\n"
        "SETRM rtz\n"
        "BEQ r2, r0, -16\n"
        "BEQ r2, r1, 8\n"
        "ADDI r7, r8, 0\n"
        "HALT\n");
  CHECK(assembleOk(t, text) == code);
}

TEST_CASE("decoder: disassembly with addresses and illegal words") {
  const kc::TargetInfo& t = fakeTarget();
  const uint8_t bytes[] = {0x41, 0xC8, 0x00, 0x00,   // ADD r1, r2, r3
                           0x00, 0x00, 0x00, 0x00,   // opcode 0: no instruction
                           0xFE, 0xCA, 0xAD, 0xDE,   // opcode 0x3E: no instruction
                           0x3F, 0x00, 0x00, 0x00};  // HALT
  CHECK(kc::disassemble(t, bytes, sizeof bytes, 0x100, true) ==
        "00000100: 0000c841  ADD r1, r2, r3\n"
        "00000104: 00000000  .word 0x00000000\n"
        "00000108: deadcafe  .word 0xDEADCAFE\n"
        "0000010c: 0000003f  HALT\n");
  CHECK(kc::disassemble(t, bytes + 8, 4, 0, false) == ".word 0xDEADCAFE\n");
  const uint8_t tail[] = {0x3F, 0x00, 0x00, 0x00, 0x3F, 0xCA, 0xFE};
  CHECK(kc::disassemble(t, tail, sizeof tail, 0, true) ==
        "00000000: 0000003f  HALT\n"
        "00000004: 3fcafe  .byte 0x3F, 0xCA, 0xFE\n");
  kc::Decoder dec(t);
  kc::Decoded d;
  CHECK_FALSE(dec.decode(bytes + 4, 4, 0, d));
  CHECK_FALSE(dec.decode(bytes, 3, 0, d));  // too few bytes for any instruction
  CHECK(dec.match(0xDEADCAFE) == -1);
}
