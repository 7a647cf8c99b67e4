// Coral encodings against the real RISC-V toolchain. A corpus of every described instruction
// with eight operand choices each, printed by our disassembler, must assemble to the same bytes
// with llvm-mc-14 as with our assembler, and llvm-objdump-14 must print the same text for them.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "kc/assembler.h"
#include "kc/decoder.h"
#include "test_files.h"

namespace {

constexpr int kVariants = 8;
const char* const kMattr = "+m,+f,+zbb,+zve32f";

bool llvmSpells(const kc::OperandInfo& op, int index) {
  // Names of reserved encodings that llvm-mc does not accept as written.
  const std::string n = op.enumNames[index];
  if (n.empty() || std::isdigit(static_cast<unsigned char>(n[0]))) return false;
  if (n == "e64" || n == "e128" || n == "e256" || n == "e512" || n == "e1024") return false;
  return true;
}

// Whole-register loads and stores (vl<N>re<EEW>.v, vs<N>r.v) need a register group aligned to N.
int wholeRegisterGroup(const char* mnemonic) {
  std::cmatch m;
  static const std::regex re("v(?:[ls]|mv)([1248])r(e[0-9]+)?\\.v");
  return std::regex_match(mnemonic, m, re) ? m[1].str()[0] - '0' : 1;
}

// Distinct vector registers per operand, eight apart, so that no two groups overlap and no
// destination is v0: the constraints llvm-mc checks on widening and masked forms.
int64_t operandValue(const kc::TargetInfo& t, const kc::InstrInfo& in, const kc::OperandInfo& op, int variant,
                     int index) {
  switch (op.kind) {
    case kc::OperandKind::Register: {
      const kc::RegFileInfo& rf = t.regFiles[op.regFile];
      const int group = wholeRegisterGroup(in.mnemonic);
      if (std::string(rf.name) == "v" && group > 1) return group * (variant + 1) % 32;
      if (std::string(rf.name) == "v") return 1 + (variant + index) % 7 + 8 * index;
      return (variant * 7 + index * 11 + 1) % rf.count;
    }
    case kc::OperandKind::Enum: {
      if (op.optional && variant % 2 == 0) return op.defaultValue;
      std::vector<int> ok;
      for (int i = 0; i < op.numEnumNames; ++i)
        if (llvmSpells(op, i)) ok.push_back(i);
      return ok.empty() ? op.defaultValue : ok[(variant / 2 + index) % ok.size()];
    }
    case kc::OperandKind::Immediate:
      if (op.numValueNames) return op.namedValues[(variant * 3 + index) % op.numValueNames];
      [[fallthrough]];
    case kc::OperandKind::PcRel: {
      const int64_t lo = op.isSigned ? -(int64_t(1) << (op.bits - 1)) : 0;
      const int64_t hi = op.isSigned ? (int64_t(1) << (op.bits - 1)) - 1 : (int64_t(1) << op.bits) - 1;
      const int64_t pick[kVariants] = {lo, hi, 0, op.scale, -op.scale * 5, hi / 3, lo / 7, op.scale * 3};
      int64_t v = std::max(lo, std::min(hi, pick[variant]));
      return v - v % op.scale;
    }
  }
  return 0;
}

std::string normalise(std::string s) {
  s = std::regex_replace(s, std::regex("\\s+<[^>]*>"), "");  // objdump's "<label+off>" notes
  s = std::regex_replace(s, std::regex("\\s+"), " ");
  s = std::regex_replace(s, std::regex(" ,"), ",");
  while (!s.empty() && s.back() == ' ') s.pop_back();
  while (!s.empty() && s.front() == ' ') s.erase(s.begin());
  return s;
}

struct Corpus {
  std::string source;         // one instruction per line, as our disassembler prints it
  std::vector<std::string> text;  // the same lines with absolute branch targets
  size_t lines = 0;
};

Corpus makeCorpus(const kc::TargetInfo& t) {
  Corpus c;
  kc::Decoder dec(t);
  uint64_t pc = 0;
  for (uint16_t i = 0; i < t.numInstrs; ++i) {
    const kc::InstrInfo& in = t.instrs[i];
    for (int variant = 0; variant < kVariants; ++variant) {
      int64_t ops[kc::kMaxOperands] = {};
      for (uint8_t k = 0; k < in.numOperands; ++k) ops[k] = operandValue(t, in, in.operands[k], variant, k);
      for (uint8_t k = 0; k < in.numOperands; ++k)
        if (in.operands[k].kind == kc::OperandKind::PcRel) ops[k] += static_cast<int64_t>(pc);
      uint64_t word;
      std::string err;
      INFO(in.mnemonic << " variant " << variant);
      REQUIRE(kc::encodeInstruction(in, ops, pc, word, err));
      uint8_t bytes[4] = {uint8_t(word), uint8_t(word >> 8), uint8_t(word >> 16), uint8_t(word >> 24)};
      kc::Decoded d;
      REQUIRE(dec.decode(bytes, 4, pc, d));
      REQUIRE(d.instr == i);
      c.source += "    " + dec.print(d, pc) + "\n";
      c.text.push_back(normalise(dec.print(d, pc, true)));
      ++c.lines;
      pc += 4;
    }
  }
  return c;
}

bool run(const std::string& cmd) {
  INFO(cmd);
  return std::system(cmd.c_str()) == 0;
}

} // namespace

TEST_CASE("coral: every instruction assembles byte-identical to llvm-mc-14 and disassembles as llvm-objdump-14 does",
          "[coral][conformance]") {
  const kc::TargetInfo* t = kc::findTarget("coral");
  REQUIRE(t);
  const Corpus corpus = makeCorpus(*t);
  const std::string dir = std::string(KC_BINARY_DIR) + "/conformance";
  REQUIRE(run("mkdir -p " + dir));
  { std::ofstream(dir + "/coral_corpus.s") << corpus.source; }
  REQUIRE(run(std::string("llvm-mc-14 -triple=riscv32 -mattr=") + kMattr + " -filetype=obj -o " + dir + "/ref.o " + dir +
              "/coral_corpus.s && llvm-objcopy-14 -O binary --only-section=.text " + dir + "/ref.o " + dir + "/ref.bin"));
  REQUIRE(run(std::string("llvm-objdump-14 -d -M no-aliases --mattr=") + kMattr + " " + dir + "/ref.o > " + dir +
              "/ref.dis"));

  kc::AsmOptions opt;
  opt.fileName = "coral_corpus.s";
  auto ours = kc::assemble(*t, corpus.source, opt);
  INFO(kc::format(ours.diagnostics));
  REQUIRE(ours.program);
  const std::string ref = slurp(dir + "/ref.bin");
  REQUIRE(ref.size() == ours.program->code.size());
  std::string report;  // the first mismatches, shown when a check fails
  size_t byteMismatches = 0;
  for (size_t i = 0; i < ref.size(); i += 4)
    if (std::memcmp(ref.data() + i, ours.program->code.data() + i, 4) != 0) {
      if (++byteMismatches <= 20) report += "bytes differ at line " + std::to_string(i / 4 + 1) + ": " + corpus.text[i / 4] + "\n";
    }

  // objdump lines: "      1c: 63 00 b5 00  \tbeq\ta0, a1, 0x0 <.text>"
  std::istringstream dis(slurp(dir + "/ref.dis"));
  std::regex lineRe("^\\s*([0-9a-f]+):\\s+(?:[0-9a-f]{2} ){4}\\s*(.*)$");
  std::vector<std::string> theirs;
  for (std::string l; std::getline(dis, l);) {
    std::smatch m;
    if (std::regex_match(l, m, lineRe)) theirs.push_back(normalise(m[2]));
  }
  REQUIRE(theirs.size() == corpus.lines);
  size_t textMismatches = 0;
  for (size_t i = 0; i < theirs.size(); ++i)
    if (theirs[i] != corpus.text[i]) {
      if (++textMismatches <= 20)
        report += "line " + std::to_string(i + 1) + ": ours '" + corpus.text[i] + "', llvm-objdump '" + theirs[i] + "'\n";
    }
  WARN("coral conformance: " << t->numInstrs << " instructions, " << corpus.lines << " corpus lines, " << byteMismatches
                             << " byte mismatches, " << textMismatches << " text mismatches");
  INFO(report);
  CHECK(byteMismatches == 0);
  CHECK(textMismatches == 0);
  // The floor for the corpus; a description that lost instructions would fall below it.
  CHECK(corpus.lines >= 3000u);
}

TEST_CASE("coral: pseudo-instructions expand as llvm-mc-14 expands them", "[coral][conformance]") {
  const kc::TargetInfo* t = kc::findTarget("coral");
  REQUIRE(t);
  const std::string source =
      "start:\n    li a0, 0x12345678\n    li a1, -5\n    li a2, 0x7ff000\n    li a3, -2048\n    li a4, 2047\n"
      "    li a5, 0x800\n    li a6, -0x801\n    li t2, 0xfffffffe\n    li t3, 0xfffff800\n    li t4, 0xfffff7ff\n"
      "    li t5, 0x80000000\n    li t6, 0xffffffff\n    li a0, 0x7fffffff\n    li a1, 0x80000800\n    mv a3, a4\n    not t0, t1\n    neg s1, s2\n    nop\n    ret\n"
      "    seqz a0, a1\n    snez a0, a1\n    sltz a0, a1\n    sgtz a0, a1\n    zext.b a0, a1\n    j start\n"
      "    jr t0\n    beqz a0, start\n    bnez a0, start\n    blez a0, start\n    bgez a0, start\n"
      "    bltz a0, start\n    bgtz a0, start\n    bgt a0, a1, start\n    ble a0, a1, start\n    bgtu a0, a1, start\n"
      "    bleu a0, a1, start\n    fmv.s fa0, fa1\n    fabs.s fa0, fa1\n    fneg.s fa0, fa1\n    csrr a0, fcsr\n"
      "    csrw frm, a1\n    csrs fflags, a2\n    csrc fflags, a3\n    csrwi frm, 3\n    csrsi fflags, 1\n"
      "    csrci fflags, 2\n    frcsr a0\n    fscsr a1\n    frrm a2\n    fsrm a3\n    fsrmi 2\n    frflags a4\n"
      "    fsflags a5\n    fsflagsi 7\n    fscsr a0, a1\n    fsrm a0, a1\n    fsrmi a0, 3\n    fsflags a0, a1\n"
      "    fsflagsi a0, 5\n    jal start\n    jalr t1\n    la a0, start\n    lla a1, start\n    call start\n    tail start\n"
      "    vneg.v v1, v2\n    vneg.v v1, v2, v0.t\n    vnot.v v3, v4\n    vmsgt.vv v1, v2, v3, v0.t\n"
      "    vmsgeu.vv v1, v2, v3\n"
      // llvm-mc-14's other aliases: fence with no operands, the old names of fmv.x.w/fmv.w.x, and
      // compares with an immediate at both ends of -15..16, masked and not, with v0 as destination.
      "    fence\n    fmv.x.s a0, ft1\n    fmv.s.x ft1, a0\n"
      "    vmslt.vi v1, v2, 5\n    vmslt.vi v1, v2, -15, v0.t\n    vmslt.vi v1, v2, 16\n"
      "    vmslt.vi v0, v2, 3, v0.t\n    vmsltu.vi v1, v2, 0\n    vmsltu.vi v1, v2, 0, v0.t\n"
      "    vmsltu.vi v1, v2, 1\n    vmsltu.vi v1, v2, -15\n    vmsltu.vi v1, v2, 0x10, v0.t\n"
      "    vmsge.vi v1, v2, 5\n    vmsge.vi v1, v2, -15, v0.t\n    vmsge.vi v1, v2, 16\n"
      "    vmsge.vi v0, v2, 3, v0.t\n    vmsgeu.vi v1, v2, 0\n    vmsgeu.vi v1, v2, 0, v0.t\n"
      "    vmsgeu.vi v1, v2, 1\n    vmsgeu.vi v1, v2, -15, v0.t\n    vmsgeu.vi v1, v2, 16\n"
      // GNU as's forms: register mnemonics with an immediate, jalr and jr with an offset operand,
      // the old fcsr names, and loads and stores of a symbol.
      "    add a0, a1, 5\n    add a0, a1, a2\n    and a0, a1, -3\n    or a0, a1, 3\n    xor a0, a1, 7\n"
      "    slt a0, a1, -1\n    sltu a0, a1, 9\n    sll a0, a1, 3\n    srl a0, a1, 31\n    sra x1, x1, 1\n"
      "    jalr t0, t1, 8\n    jr t1, -4\n    frsr a1\n    fssr a0\n    fssr a1, a0\n"
      "    lw a0, start\n    lh a1, start\n    lbu a2, start\n    sw a0, start, t0\n    sb a1, start, t1\n"
      "    flw fa0, start, a3\n    fsw fa1, start, a4\n";
  const std::string dir = std::string(KC_BINARY_DIR) + "/conformance";
  REQUIRE(run("mkdir -p " + dir));
  { std::ofstream(dir + "/coral_pseudos.s") << source; }
  // Without linker relaxation llvm-mc resolves the pc-relative pairs of la, call and tail itself.
  REQUIRE(run(std::string("llvm-mc-14 -triple=riscv32 -mattr=") + kMattr + ",-relax -filetype=obj -o " + dir +
              "/pseudos.o " + dir + "/coral_pseudos.s && llvm-objcopy-14 -O binary --only-section=.text " + dir +
              "/pseudos.o " + dir + "/pseudos.bin"));
  kc::AsmOptions opt;
  auto ours = kc::assemble(*t, source, opt);
  INFO(kc::format(ours.diagnostics));
  REQUIRE(ours.program);
  const std::string ref = slurp(dir + "/pseudos.bin");
  REQUIRE(ref.size() == ours.program->code.size());
  CHECK(std::memcmp(ref.data(), ours.program->code.data(), ref.size()) == 0);
  // The expansions print as llvm-objdump-14 prints them.
  REQUIRE(run(std::string("llvm-objdump-14 -d -M no-aliases --mattr=") + kMattr + " " + dir + "/pseudos.o > " + dir +
              "/pseudos.dis"));
  std::istringstream dis(slurp(dir + "/pseudos.dis"));
  std::regex lineRe("^\\s*([0-9a-f]+):\\s+(?:[0-9a-f]{2} ){4}\\s*(.*)$");
  std::vector<std::string> theirs;
  for (std::string l; std::getline(dis, l);) {
    std::smatch m;
    if (std::regex_match(l, m, lineRe)) theirs.push_back(normalise(m[2]));
  }
  REQUIRE(theirs.size() * 4 == ours.program->code.size());
  kc::Decoder dec(*t);
  for (size_t i = 0; i < theirs.size(); ++i) {
    kc::Decoded d;
    REQUIRE(dec.decode(ours.program->code.data() + 4 * i, 4, 4 * i, d));
    INFO("instruction " << i + 1);
    CHECK(normalise(dec.print(d, 4 * i, true)) == theirs[i]);
  }
}
