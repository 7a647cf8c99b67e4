// Simulator speed on PLENA: instructions per second for a scalar loop and for the 64x64 GEMM
// kernel, each beside a native C++ loop doing the same arithmetic in the same run.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <vector>

#include "kc/assembler.h"
#include "kc/machine.h"
#include "kc/numeric.h"
#include "speed_support.h"

namespace {

using speed::Clock;
using speed::seconds;

std::unique_ptr<kc::Machine> load(const kc::TargetInfo& t, const std::string& path, kc::Program& prog) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  kc::AsmOptions opt;
  opt.fileName = path;
  auto r = kc::assemble(t, ss.str(), opt);
  if (!r.program) {
    std::fprintf(stderr, "%s", kc::format(r.diagnostics).c_str());
    std::exit(2);
  }
  prog = *r.program;
  return speed::loadedMachine(t, prog);
}

// The scalar kernel's arithmetic, natively.
uint32_t nativeScalar(uint32_t iters) {
  uint32_t g1 = 1, g2 = 0, g3 = 0, g4 = 0;
  for (uint32_t i = 0; i < iters; ++i) {
    g2 += g1;
    g1 += 3;
    g3 = g2 * g1;
    g4 = g3 - g2;
    asm volatile("" : "+r"(g1), "+r"(g2), "+r"(g4));  // keep one iteration per loop trip
  }
  return g4;
}

// The GEMM kernel's arithmetic, natively: bf16 operands, fp32 accumulation, bf16 results.
float nativeGemm(const std::vector<uint16_t>& a, const std::vector<uint16_t>& w, std::vector<uint16_t>& c) {
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 64; ++j) {
      float acc = 0;
      for (int k = 0; k < 64; ++k) acc += kc::num::fromBf16(a[i * 64 + k]) * kc::num::fromBf16(w[k * 64 + j]);
      c[i * 64 + j] = kc::num::toBf16(acc);
    }
  return kc::num::fromBf16(c[5]);
}

} // namespace

int main(int argc, char** argv) {
  std::string dir = argc > 1 ? argv[1] : "examples/plena";
  const kc::TargetInfo* t = kc::findTarget("plena");
  kc::Program prog;

  auto scalar = load(*t, dir + "/scalar_loop.s", prog);
  kc::Program scalarProg = prog;
  auto t0 = Clock::now();
  kc::RunResult r = scalar->run({});
  auto t1 = Clock::now();
  double simS = seconds(t0, t1);
  uint32_t iters = 4194303;
  auto t2 = Clock::now();
  volatile uint32_t sink = nativeScalar(iters);
  auto t3 = Clock::now();
  (void)sink;
  double nativeS = seconds(t2, t3);
  std::printf("scalar loop: %llu instructions, %llu cycles, %.3f s with timing: %.1f M instructions/s\n",
              static_cast<unsigned long long>(r.stats.instructions), static_cast<unsigned long long>(r.stats.cycles),
              simS, r.stats.instructions / simS / 1e6);
  kc::RunLimits noTiming;
  noTiming.timing = false;
  std::string err;
  scalar->load(scalarProg, err);
  auto t4 = Clock::now();
  kc::RunResult r2 = scalar->run(noTiming);
  auto t5 = Clock::now();
  std::printf("scalar loop without timing: %.1f M instructions/s\n", r2.stats.instructions / seconds(t4, t5) / 1e6);
  std::printf("native scalar loop: %.4f s; simulator / native = %.1fx\n", nativeS, simS / nativeS);

  auto gemm = load(*t, dir + "/gemm64.s", prog);
  const int reps = 50;
  auto t6 = Clock::now();
  uint64_t instrs = 0;
  for (int i = 0; i < reps; ++i) {
    std::string err;
    gemm->load(prog, err);
    instrs += gemm->run({}).stats.instructions;
  }
  auto t7 = Clock::now();
  std::vector<uint16_t> a(4096, kc::num::toBf16(0.5f)), w(4096, kc::num::toBf16(0.25f)), c(4096);
  auto t8 = Clock::now();
  volatile float fs = 0;
  for (int i = 0; i < reps; ++i) fs = fs + nativeGemm(a, w, c);
  auto t9 = Clock::now();
  double gemmS = seconds(t6, t7), gemmNative = seconds(t8, t9);
  std::printf("gemm 64x64x64: %d runs, %.1f M instructions/s, %.3f ms per run\n", reps, instrs / gemmS / 1e6,
              gemmS / reps * 1e3);
  std::printf("native gemm: %.3f ms per run; simulator / native = %.2fx\n", gemmNative / reps * 1e3, gemmS / gemmNative);
  return 0;
}
