// Exact manual sections for instructions whose operands mean different things than their kinds
// share, for the parameter-derived prose, and for timing lines that call the description's
// functions. The expected text lives in tests/golden/manual/.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "kc/manual.h"

namespace {
std::string manual(const char* name) {
  const kc::TargetInfo* t = kc::findTarget(name);
  REQUIRE(t);
  return kc::manualMarkdown(*t);
}

std::string golden(const std::string& file) {
  std::ifstream in(std::string(KC_SOURCE_DIR) + "/tests/golden/manual/" + file);
  REQUIRE(in);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
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
  CHECK(sections(m, {"v_sub_vf", "v_topk", "h_prefetch_m", "h_store_v", "v_exp_v"}) ==
        golden("plena_operands.md"));
}

TEST_CASE("plena manual: data formats and ABI state parameter-derived facts", "[docs]") {
  const std::string m = manual("plena");
  CHECK(section(m, "## Data formats") + section(m, "## Kernel ABI") == golden("plena_formats_abi.md"));
}

TEST_CASE("coral manual: vset* operands mark what the hardware supports", "[docs]") {
  const std::string m = manual("coral");
  CHECK(sections(m, {"vsetvli", "vsetivli"}) + section(m, "## Memory map") == golden("coral_vset.md"));
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
  CHECK(lines == golden("coral_timing.md"));
}
