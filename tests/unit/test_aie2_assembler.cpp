// The aie2 assembler on text as LLVM's AIE backend writes it: whole compiled kernels (bundles that
// name only some slots, `.L` labels, `// Delay Slot` comments, `#imm`, post-modified pointers,
// register pairs, mixed-case control registers), the format it picks, and its messages for
// operands no form of a mnemonic takes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "kc/assembler.h"
#include "kc/decoder.h"
#include "test_files.h"

namespace {

namespace fs = std::filesystem;

const kc::TargetInfo& aie2() {
  const kc::TargetInfo* t = kc::findTarget("aie2");
  REQUIRE(t);
  return *t;
}

kc::AsmResult assembleText(const std::string& text, const std::string& name = "k.s") {
  kc::AsmOptions opt;
  opt.fileName = name;
  return kc::assemble(aie2(), text, opt);
}

std::vector<uint8_t> bytesOf(const std::string& text) {
  const kc::AsmResult r = assembleText(text);
  INFO(kc::format(r.diagnostics));
  REQUIRE(r.program);
  return r.program->code;
}

std::string errorsOf(const std::string& text) {
  const kc::AsmResult r = assembleText(text, "e.s");
  CHECK_FALSE(r.program);
  return kc::format(r.diagnostics);
}

} // namespace

TEST_CASE("aie2: llvm-aie's compiled kernels assemble, and their disassembly assembles to the same bytes",
          "[aie2][asm]") {
  int kernels = 0;
  for (const auto& e : fs::directory_iterator(fs::path(KC_SOURCE_DIR) / "tests" / "aie2" / "kernels")) {
    INFO(e.path().filename().string());
    const std::vector<uint8_t> code = bytesOf(slurp(e.path().string()));
    CHECK(code.size() > 100);
    const std::string listing = kc::disassemble(aie2(), code.data(), code.size(), 0, false);
    CHECK(listing.find(".byte") == std::string::npos);  // every bundle decodes
    CHECK(bytesOf(listing) == code);
    ++kernels;
  }
  CHECK(kernels == 3);
}

TEST_CASE("aie2: a bundle takes the smallest format holding its slots, as llvm-aie picks it", "[aie2][asm]") {
  // One instruction: its slot's 32-bit format (tag 1001); a long instruction: 48 bits (tag 101).
  CHECK(bytesOf("add r5, r3, r2\n") == std::vector<uint8_t>{0x99, 0x20, 0xca, 0x10});
  CHECK(bytesOf("nopxm\n") == std::vector<uint8_t>{0x15, 0x00, 0x00, 0x00, 0x00, 0x00});
  // The slots a bundle names decide its format, whatever order they are written in: two slots
  // give the 64-bit `nops ; nopm` format (llvm-objdump: 03 80 03 00 00 00 00 00).
  const std::vector<uint8_t> stMv{0x03, 0x80, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00};
  CHECK(bytesOf("nops ; nopm\n") == stMv);
  CHECK(bytesOf("nopm; nops\n") == stMv);
  // Every slot: 128 bits (llvm-objdump: c0 03 00 88 03 00 ... 00).
  std::vector<uint8_t> all(16, 0);
  all[0] = 0xc0, all[1] = 0x03, all[3] = 0x88, all[4] = 0x03;
  CHECK(bytesOf("nopb ; nopa ; nops ; nopx ; nopm ; nopv\n") == all);
  // The disassembler prints every slot of the format, in llvm-objdump's order.
  CHECK(kc::disassemble(aie2(), stMv.data(), stMv.size(), 0, false) == "nops ; nopm\n");
}

TEST_CASE("aie2: operands of another form, or of none, get the nearest form's message", "[aie2][asm]") {
  // An accumulator that is both destination and input is written twice, the same both times.
  CHECK(errorsOf("vaddmac.f bml0, bml1, bml2, x3, x4, r5\n") ==
        "e.s:1:17: error: 'vaddmac.f' reads and writes one register here: write 'bml0' again\n"
        "vaddmac.f bml0, bml1, bml2, x3, x4, r5\n"
        "                ^\n");
  // A scalar load takes r, p, m, dn, dj, dc or lr: a vector register is another form's.
  CHECK(errorsOf("lda x1, [p0, #4]\n").find("error: 'x1' is not a register operand 'dst' can name") != std::string::npos);
  // A post-modify step of a word load counts 4 bytes.
  CHECK(errorsOf("lda r0, [p0], #6\n").find("is not a multiple of 4") != std::string::npos);
  // Register pairs are one name, as llvm-aie prints them.
  CHECK(bytesOf("mov r0, r17\nvbcstshfl.64 x6, r19:r18, r29\n").size() == 8);
}
