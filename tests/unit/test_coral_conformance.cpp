// Coral encodings against the real RISC-V toolchain: a corpus of every described instruction
// with several operand values each, printed by our disassembler, must assemble to the same
// bytes with llvm-mc-14 as with our assembler.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "kc/assembler.h"
#include "kc/decoder.h"

namespace {

std::vector<int64_t> samples(const kc::TargetInfo& t, const kc::OperandInfo& op, int variant) {
  if (op.kind == kc::OperandKind::Register) {
    int n = t.regFiles[op.regFile].count;
    return {variant % n, (variant * 7 + 3) % n, (variant * 13 + 5) % n};
  }
  int64_t lo = op.isSigned ? -(int64_t(1) << (op.bits - 1)) : 0;
  int64_t hi = op.isSigned ? (int64_t(1) << (op.bits - 1)) - 1 : (int64_t(1) << op.bits) - 1;
  int64_t pick[] = {lo, hi, 0, op.scale, -op.scale * 5, hi / 3};
  int64_t v = pick[variant % 6];
  if (v < lo) v = lo;
  return {v - v % op.scale};
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace

TEST_CASE("coral assembles byte-identical to llvm-mc-14") {
  const kc::TargetInfo* t = kc::findTarget("coral");
  REQUIRE(t);
  std::string corpus;
  size_t lines = 0;
  for (uint16_t i = 0; i < t->numInstrs; ++i) {
    const kc::InstrInfo& in = t->instrs[i];
    for (int variant = 0; variant < 6; ++variant) {
      int64_t ops[kc::kMaxOperands] = {};
      for (uint8_t k = 0; k < in.numOperands; ++k) ops[k] = samples(*t, in.operands[k], variant + k)[0];
      uint64_t word;
      std::string err;
      REQUIRE(kc::encodeInstruction(in, ops, 0, word, err));
      uint8_t bytes[4] = {uint8_t(word), uint8_t(word >> 8), uint8_t(word >> 16), uint8_t(word >> 24)};
      kc::Decoder dec(*t);
      kc::Decoded d;
      REQUIRE(dec.decode(bytes, 4, 0, d));
      corpus += "    " + dec.print(d, 0) + "\n";
      ++lines;
    }
  }
  corpus += "    li a0, 0x12345678\n    li a1, -5\n    li a2, 0x7ff000\n    mv a3, a4\n    not t0, t1\n"
            "    neg s1, s2\n    nop\n    ret\n";
  const std::string dir = std::string(KC_BINARY_DIR) + "/conformance";
  REQUIRE(std::system(("mkdir -p " + dir).c_str()) == 0);
  { std::ofstream(dir + "/coral_corpus.s") << corpus; }
  std::string cmd = "llvm-mc-14 -triple=riscv32 -filetype=obj -o " + dir + "/ref.o " + dir +
                    "/coral_corpus.s && llvm-objcopy-14 -O binary --only-section=.text " + dir + "/ref.o " + dir +
                    "/ref.bin";
  INFO(cmd);
  REQUIRE(std::system(cmd.c_str()) == 0);
  kc::AsmOptions opt;
  opt.fileName = "coral_corpus.s";
  auto ours = kc::assemble(*t, corpus, opt);
  INFO(kc::format(ours.diagnostics));
  REQUIRE(ours.program);
  std::string ref = slurp(dir + "/ref.bin");
  REQUIRE(ref.size() == ours.program->code.size());
  size_t mismatches = 0;
  for (size_t i = 0; i < ref.size(); i += 4)
    if (std::memcmp(ref.data() + i, ours.program->code.data() + i, 4) != 0) {
      ++mismatches;
      UNSCOPED_INFO("word " << i / 4 << " differs");
    }
  CHECK(mismatches == 0);
  CHECK(lines >= 6u * t->numInstrs);
}
