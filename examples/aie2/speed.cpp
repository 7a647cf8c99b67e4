// Simulator speed on AIE2: bundles per second on a software-pipelined bf16 GEMM kernel, checked
// against the same arithmetic done natively, beside plena's 64x64 GEMM and a coral scalar loop
// (instructions per second) in the same run.
//   aie2_speed [examples-dir]
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "kc/assembler.h"
#include "kc/machine.h"
#include "kc/numeric.h"
#include "speed_support.h"

namespace {

using speed::Clock;
using speed::seconds;

kc::Program assembled(const kc::TargetInfo& t, const std::string& name, const std::string& text) {
  kc::AsmOptions opt;
  opt.fileName = name;
  auto r = kc::assemble(t, text, opt);
  if (!r.program) {
    std::fprintf(stderr, "%s", kc::format(r.diagnostics).c_str());
    std::exit(2);
  }
  return *r.program;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    std::exit(2);
  }
  return ss.str();
}

// gemm.s: STEPS steps of A_k (4x8 bf16) times B_k (8x4 bf16), summed into C (4x4 fp32).
constexpr int kSteps = 200;
constexpr uint32_t kA = 0, kB = 16384, kC = 32768;

uint16_t aAt(int k, int i) { return kc::num::toBf16(float((k * 7 + i * 3) % 9 - 4) * 0.25f); }
uint16_t bAt(int k, int i) { return kc::num::toBf16(float((k * 5 + i) % 7 - 3) * 0.5f); }

void fillGemm(kc::Machine& m) {
  auto& dm = m.memory(m.findMemory("dm"));
  for (int k = 0; k < kSteps + 4; ++k)  // the loop loads four steps past the last it uses
    for (int i = 0; i < 32; ++i) {
      const uint16_t a = aAt(k, i), b = bAt(k, i);
      std::memcpy(dm.data + kA + 64 * k + 2 * i, &a, 2);
      std::memcpy(dm.data + kB + 64 * k + 2 * i, &b, 2);
    }
}

// C[4i + j] = sum over k, l of A_k[8i + l] * B_k[4l + j], in fp32.
std::vector<float> nativeGemm() {
  std::vector<float> c(16, 0.0f);
  for (int k = 0; k < kSteps; ++k)
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j) {
        float sum = 0;
        for (int l = 0; l < 8; ++l) sum += kc::num::fromBf16(aAt(k, 8 * i + l)) * kc::num::fromBf16(bAt(k, 4 * l + j));
        c[4 * i + j] += sum;
      }
  return c;
}

// A scalar loop for coral: 1,000,000 trips of an add, a multiply and a branch.
const char* kCoralLoop = R"(
    li t0, 1000000
    li t1, 0
    li t2, 3
loop:
    add t1, t1, t2
    mul t3, t1, t2
    addi t0, t0, -1
    bnez t0, loop
    ebreak
)";

} // namespace

int main(int argc, char** argv) {
  const std::string dir = argc > 1 ? argv[1] : "examples";
  const kc::TargetInfo* aie2 = kc::findTarget("aie2");
  const kc::TargetInfo* plena = kc::findTarget("plena");
  const kc::TargetInfo* coral = kc::findTarget("coral");
  if (!aie2 || !plena || !coral) {
    std::fprintf(stderr, "aie2_speed needs the aie2, plena and coral targets\n");
    return 2;
  }

  // aie2: the GEMM kernel, many runs, each checked.
  const kc::Program gemm = assembled(*aie2, "gemm.s", slurp(dir + "/aie2/gemm.s"));
  const std::vector<float> expect = nativeGemm();
  const int reps = 200;
  uint64_t bundles = 0, slots = 0;
  double simS = 0;
  bool same = true;
  for (int rep = 0; rep < reps; ++rep) {
    auto m = speed::loadedMachine(*aie2, gemm);
    fillGemm(*m);
    const auto t0 = Clock::now();
    const kc::RunResult r = m->run({});
    simS += seconds(t0, Clock::now());
    bundles += r.stats.cycles;
    slots += r.stats.instructions;
    const auto& dm = m->memory(m->findMemory("dm"));
    for (int i = 0; i < 16; ++i) {
      float got;
      std::memcpy(&got, dm.data + kC + 4 * i, 4);
      const bool near = std::fabs(got - expect[size_t(i)]) <= 1e-3f * std::max(1.0f, std::fabs(expect[size_t(i)]));
      if (!near && same) std::fprintf(stderr, "C[%d] = %g, natively %g\n", i, double(got), double(expect[size_t(i)]));
      same = same && near;
    }
  }
  const auto n0 = Clock::now();
  volatile float sink = 0;
  for (int rep = 0; rep < reps; ++rep) sink = sink + nativeGemm()[5];
  const double nativeS = seconds(n0, Clock::now());
  std::printf("aie2 gemm (%d steps of 4x8x4 bf16): %d runs, %.2f M bundles/s (%.2f M slot instructions/s), "
              "%.3f ms per run; C %s the native result; simulator / native = %.1fx\n",
              kSteps, reps, bundles / simS / 1e6, slots / simS / 1e6, simS / reps * 1e3,
              same ? "matches" : "DIFFERS FROM", simS / nativeS);

  // plena: its 64x64 GEMM kernel.
  const kc::Program pg = assembled(*plena, "gemm64.s", slurp(dir + "/plena/gemm64.s"));
  uint64_t pInstrs = 0;
  double pS = 0;
  for (int rep = 0; rep < 20; ++rep) {
    auto m = speed::loadedMachine(*plena, pg);
    const auto t0 = Clock::now();
    pInstrs += m->run({}).stats.instructions;
    pS += seconds(t0, Clock::now());
  }
  std::printf("plena gemm 64x64x64: %.2f M instructions/s\n", pInstrs / pS / 1e6);

  // coral: a scalar loop.
  const kc::Program cg = assembled(*coral, "loop.s", kCoralLoop);
  auto m = speed::loadedMachine(*coral, cg);
  const auto t0 = Clock::now();
  const kc::RunResult r = m->run({});
  const double cS = seconds(t0, Clock::now());
  std::printf("coral scalar loop: %.2f M instructions/s\n", r.stats.instructions / cS / 1e6);
  return same ? 0 : 1;
}
