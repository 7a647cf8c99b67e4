// Exact manual sections for instructions whose operands mean different things than their kinds
// share, for the parameter-derived prose, and for timing lines that call the description's
// functions. The expected text lives in tests/golden/manual/.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "kc/manual.h"

namespace {
std::string manual(const char* name) {
  const kc::TargetInfo* t = kc::findTarget(name);
  REQUIRE(t);
  return kc::manualMarkdown(*t);
}

// `got` against tests/golden/manual/`file`; KC_UPDATE_GOLDEN=1 rewrites the file first.
void checkGolden(const std::string& file, const std::string& got) {
  const std::string path = std::string(KC_SOURCE_DIR) + "/tests/golden/manual/" + file;
  if (std::getenv("KC_UPDATE_GOLDEN")) std::ofstream(path) << got;
  std::ifstream in(path);
  REQUIRE(in);
  std::stringstream ss;
  ss << in.rdbuf();
  CHECK(got == ss.str());
}

// The manual from `start` up to the next `<a id=` anchor, or the next section or group heading.
std::string section(const std::string& m, const std::string& start) {
  size_t from = m.find(start);
  REQUIRE(from != std::string::npos);
  size_t to = std::min({m.find("<a id=", from + start.size()), m.find("\n## ", from + start.size()),
                        m.find("\n### ", from + start.size())});
  return m.substr(from, to == std::string::npos ? std::string::npos : to - from + (m[to] == '\n'));
}

std::string sections(const std::string& m, std::initializer_list<const char*> anchors) {
  std::string out;
  for (const char* a : anchors) out += section(m, std::string("<a id=\"") + a + "\"></a>");
  return out;
}
} // namespace

TEST_CASE("plena manual: operand notes say what each operand does in its instruction", "[docs]") {
  const std::string m = manual("plena");
  checkGolden("plena_operands.md", sections(m, {"v_sub_vf", "v_topk", "h_prefetch_m", "h_store_v", "v_exp_v"}));
}

TEST_CASE("plena manual: data formats and ABI state parameter-derived facts", "[docs]") {
  const std::string m = manual("plena");
  checkGolden("plena_formats_abi.md", section(m, "## Data formats") + section(m, "## Kernel ABI"));
}

TEST_CASE("coral manual: vset* operands mark what the hardware supports", "[docs]") {
  const std::string m = manual("coral");
  checkGolden("coral_vset.md", sections(m, {"vsetvli", "vsetivli"}) + section(m, "## Memory map"));
}

// The timing paragraph of the entry at `anchor`.
static std::string timingOf(const std::string& m, const char* anchor) {
  const std::string entry = section(m, std::string("<a id=\"") + anchor + "\"></a>");
  const size_t at = entry.find("\nTiming: ");
  REQUIRE(at != std::string::npos);
  return entry.substr(at + 1, entry.find("\n\n", at) + 2 - at - 1);
}

TEST_CASE("coral manual: timing lines say what the functions they call mean", "[docs]") {
  const std::string m = manual("coral");
  std::string lines;
  for (const char* a : {"vadd-vv", "vwadd-vv", "vdiv-vv", "vle8-v", "vluxei8-v", "vmv2r-v", "vsetvli"}) lines += timingOf(m, a);
  checkGolden("coral_timing.md", lines);
}
