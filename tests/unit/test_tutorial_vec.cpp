// The README's part 11 builds the vec target from nothing and runs examples/vec/dot.s on it:
// the program gives the dot product it claims, the schedule the README shows, and the README's
// code is the program's own.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "target_machine.h"

namespace {

std::string sourceFile(const std::string& path) {
  std::ifstream in(std::string(KC_SOURCE_DIR) + "/" + path);
  REQUIRE(in);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The asm block of the README's part 11.
std::string tutorialCode() {
  const std::string readme = sourceFile("README.md");
  const size_t part = readme.find("**11. A small vector VLIW, from nothing**");
  REQUIRE(part != std::string::npos);
  const size_t open = readme.find("```asm\n", part);
  REQUIRE(open != std::string::npos);
  const size_t close = readme.find("```\n", open + 7);
  return readme.substr(open + 7, close - open - 7);
}

} // namespace

TEST_CASE("tutorial: the README's vector VLIW program is examples/vec/dot.s", "[vec][docs]") {
  const std::string code = tutorialCode();
  CHECK(code.size() > 200);
  CHECK(sourceFile("examples/vec/dot.s").find(code) != std::string::npos);
}

TEST_CASE("tutorial: dot.s sums 32 products at 32 bits, two vmacs back to back, no hazard", "[vec]") {
  auto m = machineFor("vec", "dot.s", sourceFile("examples/vec/dot.s"));
  std::vector<kc::Hazard> hazards;
  const kc::RunResult r = runMachine(*m, &hazards);
  CHECK(r.reason == kc::StopReason::Halted);
  CHECK(intRegister(*m, 4) == 90417);
  CHECK(r.stats.cycles == 22);
  CHECK(r.stats.instructions == 23);
  CHECK(m->lanes(2) == 8);
  CHECK(static_cast<int32_t>(m->readLane(2, 0, 4).u) == 90117);  // acc0 lane 4: 30000 * 3 + 39 * 3
  CHECK(hazards.empty());
}

TEST_CASE("tutorial: without the nop, the second vmac reads v3 early and the sum is wrong", "[vec]") {
  std::string src = sourceFile("examples/vec/dot.s");
  const std::string wait = "    vld v3, (x2)+\n    nop\n";
  REQUIRE(src.find(wait) != std::string::npos);
  src.replace(src.find(wait), wait.size(), "    vld v3, (x2)+\n");
  auto m = machineFor("vec", "dot.s", src);
  std::vector<kc::Hazard> hazards;
  runMachine(*m, &hazards);
  CHECK(intRegister(*m, 4) == 90323);
  REQUIRE(hazards.size() == 2);  // once per iteration
  CHECK(hazards[0].reg == "v3");
  CHECK(hazards[0].cyclesEarly == 1);
  CHECK(hazards[0].reader == "vmac acc0, v2, v3");
}
