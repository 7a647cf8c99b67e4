// Hostile programs and files outside the assembler: an ELF file claiming more memory than it
// holds, a kernel flooding its output, and a run that outlives its wall-clock limit.
#include <catch2/catch.hpp>

#include <cstring>

#include "kc/elf.h"
#include "kc/limits.h"
#include "target_machine.h"

namespace {

const kc::TargetInfo& coral() {
  const kc::TargetInfo* t = kc::findTarget("coral");
  REQUIRE(t);
  return *t;
}

void put(std::vector<uint8_t>& b, size_t at, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) b[at + i] = static_cast<uint8_t>(v >> (8 * i));
}

// 128 bytes: an ELF32 RISC-V header, one PT_LOAD program header (R+X at address 0) and 44 bytes
// of code, whose p_memsz claims `memsz` bytes.
std::vector<uint8_t> tinyElf(uint32_t memsz) {
  std::vector<uint8_t> b(128, 0);
  const uint8_t ident[] = {0x7F, 'E', 'L', 'F', 1, 1, 1};
  std::memcpy(b.data(), ident, sizeof ident);
  put(b, 16, 2, 2);    // e_type: ET_EXEC
  put(b, 18, 243, 2);  // e_machine: EM_RISCV
  put(b, 20, 1, 4);    // e_version
  put(b, 28, 52, 4);   // e_phoff
  put(b, 40, 52, 2);   // e_ehsize
  put(b, 42, 32, 2);   // e_phentsize
  put(b, 44, 1, 2);    // e_phnum
  put(b, 46, 40, 2);   // e_shentsize
  const size_t ph = 52;
  put(b, ph, 1, 4);          // PT_LOAD
  put(b, ph + 4, 84, 4);     // p_offset
  put(b, ph + 16, 44, 4);    // p_filesz
  put(b, ph + 20, memsz, 4); // p_memsz
  put(b, ph + 24, 5, 4);     // PF_R | PF_X
  for (size_t at = 84; at < 128; at += 4) put(b, at, 0x13, 4);  // nop
  return b;
}

} // namespace

TEST_CASE("run limits: an ELF segment claiming gigabytes is refused before allocation", "[elf]") {
  kc::Program p;
  std::string error;
  CHECK(kc::readElf(coral(), tinyElf(44), "tiny.elf", p, error));
  CHECK_FALSE(kc::readElf(coral(), tinyElf(0xFFFFFFFF), "huge.elf", p, error));
  CHECK(error ==
        "huge.elf: segment 0 (PT_LOAD at 0x0, 4294967295 bytes) does not fit memory 'mem' (33554432 bytes in its "
        "largest configuration)");
  std::vector<int64_t> params;
  REQUIRE(kc::resolveParams(coral(), {}, params, error));
  CHECK_FALSE(kc::readElf(coral(), tinyElf(0xFFFFFFFF), "huge.elf", p, error, params.data()));
  CHECK(error == "huge.elf: segment 0 (PT_LOAD at 0x0, 4294967295 bytes) does not fit memory 'mem' (98304 bytes)");
}

TEST_CASE("run limits: program output past the limit is counted, not kept", "[coral]") {
  // 100 writes of 1000 bytes to fd 1, then exit(0).
  auto m = machineFor("coral", "t.s",
                      "  li s0, 100\n"
                      "again:\n"
                      "  li a0, 1\n  la a1, buf\n  li a2, 1000\n  li a7, 64\n  ecall\n"
                      "  addi s0, s0, -1\n  bnez s0, again\n"
                      "  li a0, 0\n  li a7, 93\n  ecall\n"
                      "  .data\nbuf: .space 1000, 65\n");
  kc::RunResult r = m->run({});
  CHECK(r.reason == kc::StopReason::Exited);
  CHECK(m->capturedOutput.size() == kc::limits::kMaxProgramOutputBytes);
  CHECK(m->capturedOutput == std::string(65536, 'A'));
  CHECK(m->outputBytes == 65536);
  CHECK(m->droppedOutputBytes == 100000 - 65536);
  CHECK(static_cast<uint32_t>(m->readRegister(0, 10).u) == 0);  // the program saw every write succeed
}

TEST_CASE("run limits: a wall-clock limit stops a run the budgets would let spin", "[coral]") {
  auto m = machineFor("coral", "t.s", "spin: j spin\n");
  kc::RunLimits limits;
  limits.maxInstructions = UINT64_MAX;
  limits.maxWallTime = std::chrono::milliseconds(20);
  kc::RunResult r = m->run(limits);
  CHECK(r.reason == kc::StopReason::WallClockLimit);
  CHECK(std::string(kc::toString(r.reason)) == "wall-clock-limit");
  CHECK_THAT(r.message, Catch::StartsWith("stopped after ") &&
                            Catch::EndsWith(" instructions: the run took longer than its wall-clock limit of 20 ms"));
  // Looked at every 64K instructions, so the count is a multiple of that.
  CHECK(r.stats.instructions % kc::limits::kWallClockCheckInstructions == 0);
  CHECK(r.stats.instructions > 0);
  CHECK(r.pc == 0);

  // Without it, the instruction budget still comes first.
  limits.maxInstructions = 1000;
  r = m->run(limits);
  CHECK(r.reason == kc::StopReason::InstructionLimit);
  CHECK(r.stats.instructions == 1000);
  limits.maxWallTime.reset();
  r = m->run(limits);
  CHECK(r.reason == kc::StopReason::InstructionLimit);
}
