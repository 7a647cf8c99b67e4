// End to end on PLENA: hand-written GEMM and softmax kernels against C++ references.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

#include "kc/assembler.h"
#include "kc/machine.h"
#include "kc/numeric.h"
#include "target_machine.h"

namespace {

std::string readSource(const std::string& rel) {
  std::ifstream in(std::string(KC_SOURCE_DIR) + "/" + rel);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::unique_ptr<kc::Machine> loadKernel(const std::string& rel) { return machineFor("plena", rel, readSource(rel)); }

// Writes `values` into HBM at `base` as MXFP8 (blocks of 8, scales at base + scaleOffset).
void storeMx(kc::Machine& m, uint64_t base, uint64_t scaleOffset, const std::vector<float>& values) {
  kc::MemState& hbm = m.memory(m.findMemory("hbm"));
  std::vector<uint8_t> elems(values.size()), scales(values.size() / 8);
  kc::num::quantizeMxfp8(values.data(), values.size(), 8, elems.data(), scales.data());
  std::copy(elems.begin(), elems.end(), hbm.bytes.begin() + static_cast<long>(base));
  std::copy(scales.begin(), scales.end(), hbm.bytes.begin() + static_cast<long>(base + scaleOffset));
}

std::vector<float> mxRoundTrip(const std::vector<float>& v) {
  std::vector<uint8_t> e(v.size()), s(v.size() / 8);
  std::vector<float> out(v.size());
  kc::num::quantizeMxfp8(v.data(), v.size(), 8, e.data(), s.data());
  kc::num::dequantizeMxfp8(e.data(), s.data(), v.size(), 8, out.data());
  return out;
}

float vsramAt(kc::Machine& m, uint64_t i) { return bf16At(m, "vsram", i); }
void setVsram(kc::Machine& m, uint64_t i, float x) { setBf16(m, "vsram", i, x); }

} // namespace

TEST_CASE("PLENA 64x64 GEMM kernel matches the reference within bf16 tolerance") {
  auto m = loadKernel("examples/plena/gemm64.s");
  std::mt19937 rng(7);
  std::normal_distribution<float> dist(0.0f, 1.0f);
  std::vector<float> a(64 * 64), w(64 * 64);
  for (auto& x : a) x = dist(rng);
  for (auto& x : w) x = dist(rng) * 0.1f;
  storeMx(*m, 0, 4096, a);
  storeMx(*m, 8192, 4096, w);
  kc::RunResult r = m->run({});
  INFO(r.message);
  REQUIRE(r.reason == kc::StopReason::EndOfCode);
  // Reference: the MXFP8 values the accelerator sees, exact products, one bf16 rounding.
  auto aq = mxRoundTrip(a), wq = mxRoundTrip(w);
  double worst = 0;
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 64; ++j) {
      double ref = 0;
      for (int k = 0; k < 64; ++k) ref += double(aq[i * 64 + k]) * double(wq[k * 64 + j]);
      double got = vsramAt(*m, 4096 + i * 64 + j);
      worst = std::max(worst, std::fabs(got - ref) / (std::fabs(ref) + 0.05));
    }
  CHECK(worst < 1.0 / 128);  // within bf16's relative precision
  CHECK(r.stats.opcodeCounts.size() > 0);
  CHECK(r.stats.cycles > r.stats.instructions / 2);
}

TEST_CASE("PLENA softmax kernel matches the reference") {
  auto m = loadKernel("examples/plena/softmax64.s");
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(-4.0f, 4.0f);
  std::vector<float> x(64 * 64);
  for (size_t i = 0; i < x.size(); ++i) {
    x[i] = kc::num::roundBf16(dist(rng));
    setVsram(*m, i, x[i]);
  }
  kc::RunResult r = m->run({});
  INFO(r.message);
  REQUIRE(r.reason == kc::StopReason::EndOfCode);
  double worst = 0;
  for (int row = 0; row < 64; ++row) {
    double mx = -1e30, sum = 0;
    for (int i = 0; i < 64; ++i) mx = std::max(mx, double(x[row * 64 + i]));
    for (int i = 0; i < 64; ++i) sum += std::exp(double(x[row * 64 + i]) - mx);
    for (int i = 0; i < 64; ++i) {
      double ref = std::exp(double(x[row * 64 + i]) - mx) / sum;
      worst = std::max(worst, std::fabs(vsramAt(*m, row * 64 + i) - ref));
    }
  }
  CHECK(worst < 0.02);
}

TEST_CASE("PLENA traps name the pc, the instruction and the reason") {
  auto m = machineFor("plena", "bad.s", "S_LUI_INT gp1, 4000\nS_LD_FP f1, gp1, 0\n");
  kc::RunResult res = m->run({});
  CHECK(res.reason == kc::StopReason::Trap);
  CHECK(res.pc == 1);
  CHECK(res.instruction == "S_LD_FP f1, gp1, 0");
  CHECK(res.message == "read from fpsram address 16384000 is outside the memory (512 units of bf16)");
  CHECK(res.sourceLine == 2);
}

TEST_CASE("PLENA parameters outside their constraints are refused") {
  const kc::TargetInfo* t = kc::findTarget("plena");
  REQUIRE(t);
  std::vector<int64_t> params;
  std::string err;
  CHECK_FALSE(kc::resolveParams(*t, {{"BLEN", 5}}, params, err));
  CHECK(err == "parameters break the constraint `MLEN % BLEN == 0`");
  CHECK_FALSE(kc::resolveParams(*t, {{"NOPE", 5}}, params, err));
  CHECK(kc::resolveParams(*t, {{"BLEN", 8}}, params, err));
}
