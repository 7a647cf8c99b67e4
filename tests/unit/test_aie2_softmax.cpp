// examples/aie2/softmax.s, run whole: y against a softmax computed in double from the same bf16
// inputs, every read of a register or memory after the write it waits for has landed, and x left
// as it was. Shapes other than the kernel's defaults come in as .equ lines before it (it gives M
// and N defaults under .ifndef).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>
#include <vector>

#include "target_machine.h"

namespace {

std::string kernelText() {
  std::ifstream in(std::string(KC_SOURCE_DIR) + "/examples/aie2/softmax.s");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct Outcome {
  kc::RunResult result;
  size_t hazards = 0;
  double worstRelative = 0;  // the largest |y - native| / native
  bool xKept = true;
};

// x: a fixed sequence of values in [-4, 4], rounded to bf16; y is checked element by element.
Outcome runSoftmax(int rows, int cols) {
  const std::string source =
      ".equ M, " + std::to_string(rows) + "\n.equ N, " + std::to_string(cols) + "\n" + kernelText();
  auto m = machineFor("aie2", std::string(KC_SOURCE_DIR) + "/examples/aie2/softmax.s", source);
  auto& dm = m->memory(m->findMemory("dm"));
  std::vector<uint16_t> x(size_t(rows) * cols);
  uint32_t s = 7;
  for (uint16_t& v : x) {
    s = s * 1664525u + 1013904223u;
    v = kc::num::toBf16(-4.0f + 8.0f * float(s >> 8) / float(1u << 24));
  }
  std::memcpy(dm.data, x.data(), 2 * x.size());
  std::vector<kc::Hazard> hazards;
  Outcome o;
  o.result = runMachine(*m, &hazards);
  o.hazards = hazards.size();
  o.xKept = std::memcmp(dm.data, x.data(), 2 * x.size()) == 0;
  for (int i = 0; i < rows; ++i) {
    double mx = -INFINITY, sum = 0;
    for (int j = 0; j < cols; ++j) mx = std::max(mx, double(kc::num::fromBf16(x[size_t(i) * cols + j])));
    for (int j = 0; j < cols; ++j) sum += std::exp(double(kc::num::fromBf16(x[size_t(i) * cols + j])) - mx);
    for (int j = 0; j < cols; ++j) {
      const double want = std::exp(double(kc::num::fromBf16(x[size_t(i) * cols + j])) - mx) / sum;
      uint16_t got;
      std::memcpy(&got, dm.data + 16384 + 2 * (size_t(i) * cols + j), 2);
      o.worstRelative = std::max(o.worstRelative, std::fabs(double(kc::num::fromBf16(got)) - want) / want);
    }
  }
  return o;
}

} // namespace

// Two roundings to bf16 (of e = exp(x - max), then of y) of up to 2^-8 each, and under 0.2% from
// the polynomial, its bf16 operands and the reciprocal: within 1% of the exact softmax.
TEST_CASE("aie2 softmax.s: y within 1% of the softmax, no early reads, x kept", "[aie2][softmax]") {
  for (const auto& [rows, cols] : {std::pair{16, 256}, std::pair{32, 64}, std::pair{48, 160}}) {
    INFO(rows << " rows of " << cols);
    const Outcome o = runSoftmax(rows, cols);
    CHECK(o.result.reason == kc::StopReason::Halted);
    CHECK(o.hazards == 0);
    CHECK(o.worstRelative < 0.01);
    CHECK(o.xKept);
    if (rows == 16 && cols == 256) CHECK(o.result.stats.cycles == 2777);
  }
}
