// ELF executables: writeElf/readElf round trips, a program linked by clang-14 and ld.lld-14, one
// test per reader diagnostic, the CLI paths, and llvm-objdump-14 reading what `asm --format elf`
// writes.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>

#include "cli/commands.h"
#include "cli/program_input.h"
#include "fake_target.h"
#include "formats/input_error.h"
#include "kc/elf.h"
#include "kc/machine.h"

namespace {

constexpr uint16_t kRiscv = 243;

kc::TargetInfo elfTarget(unsigned bits = 32, bool littleEndian = true) {
  kc::TargetInfo t = fakeTarget();
  t.elfMachine = kRiscv;
  t.addressBits = static_cast<uint8_t>(bits);
  t.littleEndian = littleEndian;
  return t;
}

// The fake target with a word-addressed code memory: code and data addresses count 4-byte units.
int64_t words1024(const int64_t*) { return 1024; }
const kc::MemoryInfo kWordMemory[] = {{"imem", "u32", 4, words1024, true, "instruction words"}};
kc::TargetInfo wordTarget() {
  kc::TargetInfo t = elfTarget();
  t.memories = kWordMemory;
  t.numMemories = 1;
  t.codeAddressUnit = 4;
  return t;
}

kc::Program sample() {
  kc::Program p;
  p.codeMemory = 0;
  p.codeBase = 0x40;
  p.code = {0x41, 0x10, 0x00, 0x00, 0x3F, 0x00, 0x00, 0x00};
  p.entry = 0x44;
  p.data.push_back({0, 0x200, {1, 2, 3, 4, 5}});
  p.symbols = {{"loop", 0x40}, {"_start", 0x44}, {"table", 0x200}, {"table_end", 0x205}, {"N", 7},
               {"NEG", static_cast<uint64_t>(-4)}};
  return p;
}

uint32_t get32(const std::vector<uint8_t>& b, size_t at) {
  return b[at] | b[at + 1] << 8 | b[at + 2] << 16 | uint32_t(b[at + 3]) << 24;
}
void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[at + i] = static_cast<uint8_t>(v >> (8 * i));
}
void put16(std::vector<uint8_t>& b, size_t at, uint16_t v) {
  b[at] = static_cast<uint8_t>(v);
  b[at + 1] = static_cast<uint8_t>(v >> 8);
}

// Offsets in the little-endian ELF32 file writeElf makes of sample(): segment 0 is the code,
// segment 1 the image; sections are null, .text, .data, .symtab, .strtab, .shstrtab.
constexpr size_t kPh0 = 52, kPh1 = 84;
constexpr size_t kOffset = 4, kVaddr = 8, kMemsz = 20;
size_t sectionHeader(const std::vector<uint8_t>& b, size_t i) { return get32(b, 32) + i * 40; }

std::string readError(const kc::TargetInfo& t, const std::vector<uint8_t>& bytes, const int64_t* params = nullptr) {
  kc::Program p;
  std::string error;
  if (kc::readElf(t, bytes, "bad.elf", p, error, params)) return "no error";
  return error;
}

std::string mutated(void (*edit)(std::vector<uint8_t>&)) {
  std::vector<uint8_t> b = kc::writeElf(elfTarget(), sample());
  edit(b);
  return readError(elfTarget(), b);
}

std::vector<uint8_t> fileBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

const std::string kGolden = std::string(KC_SOURCE_DIR) + "/tests/golden/coral_linked.elf";

const kc::TargetInfo& coral() {
  const kc::TargetInfo* t = kc::findTarget("coral");
  REQUIRE(t);
  INFO("coral.hwd must set ElfMachine = 243");
  REQUIRE(t->elfMachine == kRiscv);
  return *t;
}

// Runs `f` with std::cout captured.
template <typename F>
std::string captureStdout(F f) {
  std::ostringstream out;
  std::streambuf* old = std::cout.rdbuf(out.rdbuf());
  try {
    f();
  } catch (...) {
    std::cout.rdbuf(old);
    throw;
  }
  std::cout.rdbuf(old);
  return out.str();
}

} // namespace

TEST_CASE("elf: isElf checks the magic number", "[elf]") {
  CHECK(kc::isElf({0x7F, 'E', 'L', 'F'}));
  CHECK(kc::isElf(kc::writeElf(elfTarget(), sample())));
  CHECK_FALSE(kc::isElf({0x7F, 'E', 'L'}));
  CHECK_FALSE(kc::isElf({'a', 'd', 'd', ' ', 'a'}));
  CHECK_FALSE(kc::isElf({}));
}

TEST_CASE("elf: writeElf then readElf keeps code, base, entry, data and symbols", "[elf]") {
  const auto [bits, littleEndian] = GENERATE(std::make_pair(32u, true), std::make_pair(32u, false),
                                             std::make_pair(64u, true), std::make_pair(64u, false));
  INFO("ELFCLASS" << bits << (littleEndian ? " little" : " big") << "-endian");
  const kc::TargetInfo t = elfTarget(bits, littleEndian);
  kc::Program in = sample();
  in.symbols["BIG"] = uint64_t(1) << 40;
  in.data.push_back({1, 16, {0x80, 0x3F}});  // another memory: no ELF address, left out
  const std::vector<uint8_t> file = kc::writeElf(t, in);
  CHECK(file[4] == (bits == 64 ? 2 : 1));
  CHECK(file[5] == (littleEndian ? 1 : 2));

  kc::Program out;
  std::string error;
  REQUIRE(kc::readElf(t, file, "rt.elf", out, error));
  CHECK(error.empty());
  CHECK(out.codeMemory == 0);
  CHECK(out.codeBase == 0x40);
  CHECK(out.code == in.code);
  CHECK(out.entry == 0x44);
  REQUIRE(out.data.size() == 1);
  CHECK(out.data[0].memory == 0);
  CHECK(out.data[0].address == 0x200);
  CHECK(out.data[0].bytes == std::vector<uint8_t>{1, 2, 3, 4, 5});
  std::map<std::string, uint64_t> symbols = in.symbols;
  // A 32-bit file holds constants as 32 bits: negative ones come back zero-extended, wider ones
  // are left out.
  if (bits == 32) {
    symbols["NEG"] = 0xFFFFFFFC;
    symbols.erase("BIG");
  }
  CHECK(out.symbols == symbols);
}

TEST_CASE("elf: word-addressed code memories convert addresses to and from bytes", "[elf]") {
  const kc::TargetInfo t = wordTarget();
  kc::Program in;
  in.codeBase = 0x10;
  in.code = {0x41, 0x10, 0x00, 0x00, 0x3F, 0x00, 0x00, 0x00};
  in.entry = 0x11;
  in.data.push_back({0, 0x80, {1, 2, 3, 4}});
  in.symbols = {{"_start", 0x11}, {"table", 0x80}};
  const std::vector<uint8_t> file = kc::writeElf(t, in);
  CHECK(get32(file, 24) == 0x44);        // e_entry in bytes
  CHECK(get32(file, kPh0 + kVaddr) == 0x40);
  CHECK(get32(file, kPh1 + kVaddr) == 0x200);
  kc::Program out;
  std::string error;
  REQUIRE(kc::readElf(t, file, "w.elf", out, error));
  CHECK(out.codeBase == 0x10);
  CHECK(out.entry == 0x11);
  CHECK(out.code == in.code);
  REQUIRE(out.data.size() == 1);
  CHECK(out.data[0].address == 0x80);
  CHECK(out.symbols == in.symbols);
}

TEST_CASE("elf: a program linked by clang-14 and ld.lld-14 loads at its link addresses and runs", "[elf]") {
  const kc::TargetInfo& t = coral();
  const std::vector<uint8_t> file = fileBytes(kGolden);
  REQUIRE(kc::isElf(file));
  kc::Program p;
  std::string error;
  REQUIRE(kc::readElf(t, file, "coral_linked.elf", p, error));
  CHECK(p.codeBase == 0x100);
  CHECK(p.entry == 0x108);
  REQUIRE(p.code.size() == 9 * 4);
  CHECK(get32(p.code, 0) == 0x00B50533);    // add a0, a0, a1
  CHECK(get32(p.code, 32) == 0x00100073);   // ebreak
  REQUIRE(p.data.size() == 1);
  CHECK(p.data[0].memory == p.codeMemory);
  CHECK(p.data[0].address == 0x2000);
  CHECK(p.data[0].bytes == std::vector<uint8_t>{37, 0, 0, 0, 0, 0, 0, 0});  // .data, then .bss zeros
  CHECK(p.symbols == std::map<std::string, uint64_t>{
                         {"add_two", 0x100}, {"_start", 0x108}, {"value", 0x2000}, {"result", 0x2004}});

  std::vector<int64_t> params;
  REQUIRE(kc::resolveParams(t, {}, params, error));
  auto m = t.newMachine(t, params);
  REQUIRE(m->load(p, error));
  CHECK(m->pc == 0x108);
  kc::RunResult r = m->run(kc::RunLimits{});
  INFO(r.message);
  CHECK(r.reason == kc::StopReason::Halted);
  CHECK(r.pc == 0x120);
  CHECK(get32(m->memory(p.codeMemory).bytes, 0x2004) == 42);  // result = value + 5
}

TEST_CASE("elf: the linked golden program is what its source and command make", "[elf]") {
  if (std::system("command -v clang-14 >/dev/null 2>&1 && command -v ld.lld-14 >/dev/null 2>&1") != 0) {
    WARN("clang-14 or ld.lld-14 is not installed; the golden ELF is not rebuilt");
    return;
  }
  const std::string dir = std::string(KC_BINARY_DIR) + "/elf_tests";
  const std::string golden = std::string(KC_SOURCE_DIR) + "/tests/golden";
  const std::string cmd = "mkdir -p " + dir + " && cd " + golden +
                          " && clang-14 --target=riscv32 -march=rv32i -mno-relax -nostdlib -fuse-ld=lld "
                          "--ld-path=/usr/bin/ld.lld-14 -Wl,-T,coral_linked.ld -Wl,--build-id=none "
                          "-Wl,-z,max-page-size=16 -o " + dir + "/relinked.elf coral_linked.S";
  INFO(cmd);
  REQUIRE(std::system(cmd.c_str()) == 0);
  kc::Program a, b;
  std::string error;
  REQUIRE(kc::readElf(coral(), fileBytes(kGolden), "golden", a, error));
  REQUIRE(kc::readElf(coral(), fileBytes(dir + "/relinked.elf"), "relinked", b, error));
  CHECK(a.code == b.code);
  CHECK(a.codeBase == b.codeBase);
  CHECK(a.entry == b.entry);
  REQUIRE(a.data.size() == b.data.size());
  CHECK(a.data[0].bytes == b.data[0].bytes);
  CHECK(a.symbols == b.symbols);
}

// --- one test per reader diagnostic ---

TEST_CASE("elf: a file without the magic number", "[elf]") {
  CHECK(readError(elfTarget(), {'a', 'd', 'd', '\n'}) == "bad.elf: not an ELF file (no \\x7FELF magic at offset 0)");
}

TEST_CASE("elf: a target without an ELF machine", "[elf]") {
  CHECK(readError(fakeTarget(), kc::writeElf(elfTarget(), sample())) ==
        "bad.elf: target 'fake' does not load ELF files");
}

TEST_CASE("elf: truncated identification", "[elf]") {
  CHECK(readError(elfTarget(), {0x7F, 'E', 'L', 'F', 1, 1, 1, 0, 0, 0}) ==
        "bad.elf: truncated ELF identification: the file has 10 bytes, e_ident needs 16");
}

TEST_CASE("elf: invalid class", "[elf]") {
  CHECK(mutated([](auto& b) { b[4] = 7; }) ==
        "bad.elf: invalid ELF class 7 at offset 4 (1: ELFCLASS32, 2: ELFCLASS64)");
}

TEST_CASE("elf: class against the target's address width", "[elf]") {
  CHECK(readError(elfTarget(32), kc::writeElf(elfTarget(64), sample())) ==
        "bad.elf: ELFCLASS64 file, but target 'fake' has 32-bit addresses (ELFCLASS32)");
  CHECK(readError(elfTarget(64), kc::writeElf(elfTarget(32), sample())) ==
        "bad.elf: ELFCLASS32 file, but target 'fake' has 64-bit addresses (ELFCLASS64)");
}

TEST_CASE("elf: invalid data encoding", "[elf]") {
  CHECK(mutated([](auto& b) { b[5] = 0; }) ==
        "bad.elf: invalid ELF data encoding 0 at offset 5 (1: little-endian, 2: big-endian)");
}

TEST_CASE("elf: byte order against the target's", "[elf]") {
  CHECK(readError(elfTarget(32, true), kc::writeElf(elfTarget(32, false), sample())) ==
        "bad.elf: big-endian ELF file, but target 'fake' is little-endian");
}

TEST_CASE("elf: ELF version", "[elf]") {
  CHECK(mutated([](auto& b) { b[6] = 2; }) == "bad.elf: unsupported ELF version 2 at offset 6 (expected 1)");
}

TEST_CASE("elf: truncated header", "[elf]") {
  std::vector<uint8_t> b = kc::writeElf(elfTarget(), sample());
  b.resize(40);
  CHECK(readError(elfTarget(), b) ==
        "bad.elf: truncated ELF header: the file has 40 bytes, the ELFCLASS32 header needs 52");
}

TEST_CASE("elf: only executables", "[elf]") {
  CHECK(mutated([](auto& b) { put16(b, 16, 1); }) ==
        "bad.elf: e_type is 1 (ET_REL, an object file: link it first) at offset 16; only executables (ET_EXEC) "
        "can be loaded");
  CHECK(mutated([](auto& b) { put16(b, 16, 3); }) ==
        "bad.elf: e_type is 3 (ET_DYN, a shared object or position-independent executable) at offset 16; only "
        "executables (ET_EXEC) can be loaded");
}

TEST_CASE("elf: another machine", "[elf]") {
  CHECK(mutated([](auto& b) { put16(b, 18, 62); }) ==
        "bad.elf: e_machine is 62 (EM_X86_64) at offset 18, but target 'fake' runs e_machine 243 (EM_RISCV)");
}

TEST_CASE("elf: no program headers", "[elf]") {
  CHECK(mutated([](auto& b) { put16(b, 44, 0); }) == "bad.elf: no program headers (e_phnum is 0): nothing to load");
  CHECK(mutated([](auto& b) { put16(b, 44, 0xFFFF); }) ==
        "bad.elf: e_phnum is 0xFFFF (extended numbering), which is not supported");
}

TEST_CASE("elf: program header size", "[elf]") {
  CHECK(mutated([](auto& b) { put16(b, 42, 40); }) ==
        "bad.elf: e_phentsize is 40 at offset 42, but ELFCLASS32 program headers have 32 bytes");
}

TEST_CASE("elf: program header table past the end of the file", "[elf]") {
  std::vector<uint8_t> b = kc::writeElf(elfTarget(), sample());
  put32(b, 28, static_cast<uint32_t>(b.size() - 40));
  CHECK(readError(elfTarget(), b) ==
        "bad.elf: the program header table (offset " + std::to_string(b.size() - 40) +
            ", 2 entries of 32 bytes) extends past the end of the file (" + std::to_string(b.size()) + " bytes)");
}

TEST_CASE("elf: segment with more file bytes than memory bytes", "[elf]") {
  CHECK(mutated([](auto& b) { put32(b, kPh1 + kMemsz, 2); }) ==
        "bad.elf: segment 1 (PT_LOAD): p_filesz 5 is larger than p_memsz 2");
}

TEST_CASE("elf: segment past the end of the file", "[elf]") {
  std::vector<uint8_t> b = kc::writeElf(elfTarget(), sample());
  put32(b, kPh1 + kOffset, static_cast<uint32_t>(b.size() - 2));
  CHECK(readError(elfTarget(), b) == "bad.elf: segment 1 (PT_LOAD, file offset " + std::to_string(b.size() - 2) +
                                         ", 5 bytes) extends past the end of the file (" +
                                         std::to_string(b.size()) + " bytes)");
}

TEST_CASE("elf: segment past the end of the address space", "[elf]") {
  CHECK(mutated([](auto& b) { put32(b, kPh1 + kVaddr, 0xFFFFFFFE); }) ==
        "bad.elf: segment 1 (PT_LOAD at 0xfffffffe, 5 bytes) extends past the end of the 32-bit address space");
}

TEST_CASE("elf: overlapping segments", "[elf]") {
  CHECK(mutated([](auto& b) { put32(b, kPh1 + kVaddr, 0x44); }) ==
        "bad.elf: segments 0 and 1 (PT_LOAD) overlap at address 0x44");
}

TEST_CASE("elf: no loadable segment", "[elf]") {
  CHECK(mutated([](auto& b) { put32(b, kPh0, 4), put32(b, kPh1, 4); }) ==
        "bad.elf: no PT_LOAD segment: nothing to load");
}

TEST_CASE("elf: entry point outside the code", "[elf]") {
  CHECK(mutated([](auto& b) { put32(b, 24, 0x1000); }) ==
        "bad.elf: the entry point 0x1000 (e_entry) is in no PT_LOAD segment");
  CHECK(mutated([](auto& b) { put32(b, 24, 0x202); }) ==
        "bad.elf: the entry point 0x202 (e_entry) is in segment 1, which is not executable (no PF_X)");
  CHECK(mutated([](auto& b) { put32(b, kPh0 + kMemsz, 0x10), put32(b, 24, 0x4C); }) ==
        "bad.elf: the entry point 0x4c (e_entry) is in segment 0, which is zero-filled (beyond p_filesz)");
}

TEST_CASE("elf: code not aligned to the code address unit", "[elf]") {
  std::vector<uint8_t> b = kc::writeElf(wordTarget(), sample());
  put32(b, kPh0 + kVaddr, 0x42);
  put32(b, 24, 0x42);
  CHECK(readError(wordTarget(), b) ==
        "bad.elf: the code (segment 0 at 0x42, entry 0x42) is not aligned to the 4-byte code address unit");
}

TEST_CASE("elf: data not aligned to the memory's units", "[elf]") {
  kc::Program p = sample();
  p.codeBase = 0x10, p.entry = 0x10, p.data[0].address = 0x80;
  std::vector<uint8_t> b = kc::writeElf(wordTarget(), p);
  put32(b, kPh1 + kVaddr, 0x202);
  CHECK(readError(wordTarget(), b) ==
        "bad.elf: segment 1 (PT_LOAD at 0x202) is not aligned to the 4-byte units of memory 'imem'");
}

TEST_CASE("elf: segment beyond the code memory", "[elf]") {
  std::vector<uint8_t> b = kc::writeElf(elfTarget(), sample());
  put32(b, kPh1 + kVaddr, 0xFFE);
  const int64_t params[1] = {0};
  // Without parameters the default ones give the size.
  CHECK(readError(elfTarget(), b) ==
        "bad.elf: segment 1 (PT_LOAD at 0xffe, 5 bytes) does not fit memory 'imem' (4096 bytes)");
  CHECK(readError(elfTarget(), b, params) ==
        "bad.elf: segment 1 (PT_LOAD at 0xffe, 5 bytes) does not fit memory 'imem' (4096 bytes)");
}

TEST_CASE("elf: section header size", "[elf]") {
  CHECK(mutated([](auto& b) { put16(b, 46, 32); }) ==
        "bad.elf: e_shentsize is 32 at offset 46, but ELFCLASS32 section headers have 40 bytes");
}

TEST_CASE("elf: section header table past the end of the file", "[elf]") {
  std::vector<uint8_t> b = kc::writeElf(elfTarget(), sample());
  put32(b, 32, static_cast<uint32_t>(b.size() - 8));
  CHECK(readError(elfTarget(), b) ==
        "bad.elf: the section header table (offset " + std::to_string(b.size() - 8) +
            ", 6 entries of 40 bytes) extends past the end of the file (" + std::to_string(b.size()) + " bytes)");
}

TEST_CASE("elf: symbol table entry size", "[elf]") {
  CHECK(mutated([](auto& b) { put32(b, sectionHeader(b, 3) + 36, 12); }) ==
        "bad.elf: section 3 (SHT_SYMTAB): sh_entsize is 12, but ELFCLASS32 symbols have 16 bytes");
}

TEST_CASE("elf: symbol table past the end of the file", "[elf]") {
  std::vector<uint8_t> b = kc::writeElf(elfTarget(), sample());
  const size_t sh = sectionHeader(b, 3);
  put32(b, sh + 20, 0x10000);
  CHECK(readError(elfTarget(), b) == "bad.elf: section 3 (SHT_SYMTAB, offset " + std::to_string(get32(b, sh + 16)) +
                                         ", 65536 bytes) extends past the end of the file (" +
                                         std::to_string(b.size()) + " bytes)");
}

TEST_CASE("elf: symbol table without a string table", "[elf]") {
  CHECK(mutated([](auto& b) { put32(b, sectionHeader(b, 3) + 24, 0); }) ==
        "bad.elf: section 3 (SHT_SYMTAB): sh_link 0 is not a string table section");
  CHECK(mutated([](auto& b) { put32(b, sectionHeader(b, 3) + 24, 9); }) ==
        "bad.elf: section 3 (SHT_SYMTAB): sh_link 9 is not a string table section");
}

TEST_CASE("elf: string table past the end of the file", "[elf]") {
  std::vector<uint8_t> b = kc::writeElf(elfTarget(), sample());
  const size_t sh = sectionHeader(b, 4);
  put32(b, sh + 16, static_cast<uint32_t>(b.size() - 1));
  CHECK(readError(elfTarget(), b) == "bad.elf: section 4 (SHT_STRTAB, offset " + std::to_string(b.size() - 1) + ", " +
                                         std::to_string(get32(b, sh + 20)) + " bytes) extends past the end of the file (" +
                                         std::to_string(b.size()) + " bytes)");
}

TEST_CASE("elf: symbol name outside the string table", "[elf]") {
  std::vector<uint8_t> b = kc::writeElf(elfTarget(), sample());
  put32(b, get32(b, sectionHeader(b, 3) + 16) + 16, 0xFFFF);
  CHECK(readError(elfTarget(), b) ==
        "bad.elf: symbol 1 of section 3: name offset 65535 is outside its string table (section 4, " +
            std::to_string(get32(b, sectionHeader(b, 4) + 20)) + " bytes)");
}

TEST_CASE("elf: every truncation and single-byte corruption is reported, never a crash", "[elf]") {
  for (unsigned bits : {32u, 64u}) {
    const kc::TargetInfo t = elfTarget(bits);
    const std::vector<uint8_t> good = kc::writeElf(t, sample());
    const int64_t params[1] = {0};
    size_t failures = 0;
    for (size_t n = 0; n < good.size(); ++n) {
      std::vector<uint8_t> b(good.begin(), good.begin() + static_cast<ptrdiff_t>(n));
      std::string e = readError(t, b, params);
      if (e == "no error") continue;  // cut inside the unread tail
      ++failures;
      CHECK_THAT(e, Catch::StartsWith("bad.elf: "));
    }
    CHECK(failures > 0);
    for (size_t i = 0; i < good.size(); ++i)
      for (uint8_t v : {uint8_t(0), uint8_t(0xFF), uint8_t(good[i] ^ 0x80)}) {
        std::vector<uint8_t> b = good;
        b[i] = v;
        std::string e = readError(t, b, params);
        if (e != "no error") CHECK_THAT(e, Catch::StartsWith("bad.elf: "));
      }
  }
}

// --- the command line ---

TEST_CASE("elf: asm --format elf refuses a target without an ELF machine", "[elf][cli]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    if (t->elfMachine) continue;
    kcli::AsmArgs args;
    args.target = t->name;
    args.inputs = {"/dev/null"};
    args.format = "elf";
    CHECK_THROWS_WITH(kcli::runAsm(args), "target '" + std::string(t->name) +
                                              "' has no ELF machine number, so it cannot be written as ELF; use "
                                              "--format hex or bin");
  }
}

TEST_CASE("elf: sim and disasm recognise an ELF file by its magic number", "[elf][cli]") {
  const kc::TargetInfo& t = coral();
  const kc::Program p = kcli::loadProgramFile(t, kGolden, {}, {});
  CHECK(p.codeBase == 0x100);
  CHECK(p.entry == 0x108);
  std::vector<int64_t> params;
  std::string error;
  REQUIRE(kc::resolveParams(t, {{"ITCM_SIZE", 4096}, {"DTCM_BASE", 4096}, {"DTCM_SIZE", 4096}}, params, error));
  CHECK_THROWS_WITH(kcli::loadProgramFile(t, kGolden, {}, {}, params.data()),
                    Catch::EndsWith("coral_linked.elf: segment 1 (PT_LOAD at 0x2000, 8 bytes) does not fit memory "
                                    "'mem' (8192 bytes)"));

  kcli::DisasmArgs args;
  args.target = "coral";
  args.input = kGolden;
  args.addresses = true;
  const std::string text = captureStdout([&] { kcli::runDisasm(args); });
  CHECK_THAT(text, Catch::StartsWith("00000100: 00b50533  add a0, a0, a1\n"));
  CHECK_THAT(text, Catch::EndsWith("00000120: 00100073  ebreak\n"));
}

TEST_CASE("elf: llvm-objdump-14 disassembles asm --format elf output as the source", "[elf][cli]") {
  if (std::system("command -v llvm-objdump-14 >/dev/null 2>&1") != 0) {
    WARN("llvm-objdump-14 is not installed; the ELF output is not checked against it");
    return;
  }
  coral();
  // Source lines and how llvm-objdump-14 prints them (its aliases, branch targets with labels).
  const std::vector<std::pair<std::string, std::string>> lines = {
      {"helper:", ""},
      {"add a0, a0, a1", "add a0, a0, a1"},
      {"sub t0, t1, t2", "sub t0, t1, t2"},
      {"jalr zero, 0(ra)", "ret"},
      {"_start:", ""},
      {"lui a0, 74565", "lui a0, 74565"},
      {"auipc t1, 1", "auipc t1, 1"},
      {"addi a1, a0, -7", "addi a1, a0, -7"},
      {"slli a2, a1, 3", "slli a2, a1, 3"},
      {"srai a3, a2, 1", "srai a3, a2, 1"},
      {"sltu a4, a5, a6", "sltu a4, a5, a6"},
      {"xor s0, s1, s2", "xor s0, s1, s2"},
      {"andi a1, a2, 255", "andi a1, a2, 255"},
      {"lw a0, 8(sp)", "lw a0, 8(sp)"},
      {"sb a1, -4(s0)", "sb a1, -4(s0)"},
      {"lhu t3, 2(t4)", "lhu t3, 2(t4)"},
      {"loop:", ""},
      {"bne a0, a1, loop", "bne a0, a1, 0x38 <loop>"},
      {"jal ra, helper", "jal 0x0 <helper>"},
      {"ebreak", "ebreak"},
  };
  const std::string dir = std::string(KC_BINARY_DIR) + "/elf_tests";
  REQUIRE(std::system(("mkdir -p " + dir).c_str()) == 0);
  {
    std::ofstream src(dir + "/objdump.s");
    for (const auto& [source, printed] : lines) src << (printed.empty() ? "" : "    ") << source << '\n';
  }
  kcli::AsmArgs args;
  args.target = "coral";
  args.inputs = {dir + "/objdump.s"};
  args.output = dir + "/objdump.elf";
  args.format = "elf";
  REQUIRE(kcli::runAsm(args) == kcli::kExitOk);

  const std::string cmd = "llvm-objdump-14 -d " + args.output + " > " + dir + "/objdump.txt 2>&1";
  INFO(cmd);
  REQUIRE(std::system(cmd.c_str()) == 0);
  std::ifstream in(dir + "/objdump.txt");
  const std::regex insn(R"(^\s*([0-9a-f]+):\s+(?:[0-9a-f]{2} ){4}\s*(.*?)\s*$)");
  const std::regex label(R"(^([0-9a-f]{8}) <(.*)>:$)");
  std::vector<std::string> got, want;
  std::string line;
  while (std::getline(in, line)) {
    std::smatch m;
    if (std::regex_match(line, m, label)) {
      got.push_back(m[2].str() + ":");
    } else if (std::regex_match(line, m, insn)) {
      got.push_back(std::regex_replace(m[2].str(), std::regex("\\s+"), " "));
    }
  }
  for (const auto& [source, printed] : lines) want.push_back(printed.empty() ? source : printed);
  CHECK(got == want);
}

TEST_CASE("elf: coral executables carry the target's e_flags and build attributes", "[elf]") {
  const kc::TargetInfo* t = kc::findTarget("coral");
  REQUIRE(t);
  kc::Program p;
  p.codeMemory = t->numMemories - 1;
  for (uint16_t m = 0; m < t->numMemories; ++m)
    if (t->memories[m].isCode) p.codeMemory = m;
  p.code = {0x33, 0x85, 0xc5, 0x02};  // mul a0, a1, a2
  const std::vector<uint8_t> elf = kc::writeElf(*t, p);
  CHECK((elf[36] | elf[37] << 8) == 0x2);  // e_flags: single-float ABI
  const std::string dir = std::string(KC_BINARY_DIR) + "/elf_tests";
  REQUIRE(std::system(("mkdir -p " + dir).c_str()) == 0);
  { std::ofstream(dir + "/attrs.elf", std::ios::binary).write(reinterpret_cast<const char*>(elf.data()), elf.size()); }
  REQUIRE(std::system(("llvm-readelf-14 -A " + dir + "/attrs.elf > " + dir + "/attrs.txt && llvm-objdump-14 -d " + dir +
                       "/attrs.elf >> " + dir + "/attrs.txt").c_str()) == 0);
  std::ifstream in(dir + "/attrs.txt");
  std::stringstream text;
  text << in.rdbuf();
  CHECK(text.str().find("Value: rv32i2p0_m2p0_f2p0_zbb1p0_zve32f1p0_zve32x1p0_zvl128b1p0") != std::string::npos);
  CHECK(text.str().find("mul\ta0, a1, a2") != std::string::npos);  // decoded: the M extension is known
}
