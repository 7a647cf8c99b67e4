// Simulator speed on AIE2: bundles per second on a software-pipelined bf16 GEMM kernel and on a
// row-wise softmax kernel, each checked against the same computation done natively, beside plena's
// 64x64 GEMM and a coral scalar loop (instructions per second) in the same run.
//   aie2_speed [examples-dir]
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
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

kc::Program assembled(const kc::TargetInfo& t, const std::string& name, const std::string& text,
                      const std::map<std::string, int64_t>& defines = {}) {
  kc::AsmOptions opt;
  opt.fileName = name;
  opt.defines = defines;
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

// softmax.s: y = softmax of each of kRows rows of kCols bf16 (x at dm 0, y at dm 16384), with the
// sizes given to the assembler as -D M and N would.
constexpr int kRows = 16, kCols = 256;
constexpr uint32_t kX = 0, kY = 16384;

// x: pseudo-random values in [-4, 4] from a fixed linear congruential sequence, rounded to bf16.
std::vector<uint16_t> softmaxInput() {
  std::vector<uint16_t> x(kRows * kCols);
  uint32_t s = 2026;
  for (uint16_t& v : x) {
    s = s * 1664525u + 1013904223u;
    v = kc::num::toBf16(-4.0f + 8.0f * float(s >> 8) / float(1u << 24));
  }
  return x;
}

// The softmax of each row of x in double: exp(x - max) / sum of exp(x - max).
std::vector<double> nativeSoftmax(const std::vector<uint16_t>& x) {
  std::vector<double> y(x.size());
  for (size_t i = 0; i < size_t(kRows); ++i) {
    double* row = y.data() + i * kCols;
    for (size_t j = 0; j < size_t(kCols); ++j) row[j] = kc::num::fromBf16(x[i * kCols + j]);
    const double mx = *std::max_element(row, row + kCols);
    double sum = 0;
    for (size_t j = 0; j < size_t(kCols); ++j) sum += row[j] = std::exp(row[j] - mx);
    for (size_t j = 0; j < size_t(kCols); ++j) row[j] /= sum;
  }
  return y;
}

// bf16 keeps 8 significant bits and the kernel rounds twice (e = exp(x - max) in y, then y), so y
// passes when every element is within 3e-2 |native| + 3e-2 rms(native) of the native result.
struct SoftmaxCheck {
  double maxError = 0;  // the largest |y - native| of the run
  bool within = true;
};
SoftmaxCheck checkSoftmax(const kc::Machine& m, const std::vector<double>& want) {
  double squares = 0;
  for (double v : want) squares += v * v;
  const double rms = std::sqrt(squares / double(want.size()));
  const auto& dm = m.memory(m.findMemory("dm"));
  SoftmaxCheck c;
  for (size_t k = 0; k < want.size(); ++k) {
    uint16_t bits;
    std::memcpy(&bits, dm.data + kY + 2 * k, 2);
    const double err = std::fabs(double(kc::num::fromBf16(bits)) - want[k]);
    c.maxError = std::max(c.maxError, err);
    c.within = c.within && err <= 3e-2 * rms + 3e-2 * std::fabs(want[k]);
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

  // aie2: the softmax kernel, run until the simulated runs add up to 0.2 s, each checked.
  const kc::Program softmax = assembled(*aie2, dir + "/aie2/softmax.s", slurp(dir + "/aie2/softmax.s"),
                                        {{"M", kRows}, {"N", kCols}});
  const std::vector<uint16_t> x = softmaxInput();
  const std::vector<double> want = nativeSoftmax(x);
  int sRuns = 0;
  uint64_t sBundles = 0, sSlots = 0;
  double sS = 0, maxError = 0;
  bool sSame = true;
  while (sS < 0.2 || sRuns < 10) {
    auto m = speed::loadedMachine(*aie2, softmax);
    std::memcpy(m->memory(m->findMemory("dm")).data + kX, x.data(), 2 * x.size());
    const auto t0 = Clock::now();
    const kc::RunResult r = m->run({});
    sS += seconds(t0, Clock::now());
    sBundles += r.stats.cycles;
    sSlots += r.stats.instructions;
    ++sRuns;
    const SoftmaxCheck c = checkSoftmax(*m, want);
    if (!c.within && sSame) std::fprintf(stderr, "softmax: y is off by up to %.3g\n", c.maxError);
    sSame = sSame && c.within && r.reason == kc::StopReason::Halted;
    maxError = std::max(maxError, c.maxError);
  }
  std::printf("aie2 softmax (%d rows of %d bf16): %d runs, %.2f M bundles/s (%.2f M slot instructions/s), "
              "%.3f ms per run; y %s the native result (max error %.2g)\n",
              kRows, kCols, sRuns, sBundles / sS / 1e6, sSlots / sS / 1e6, sS / sRuns * 1e3,
              sSame ? "matches" : "DIFFERS FROM", maxError);

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
  return same && sSame ? 0 : 1;
}
