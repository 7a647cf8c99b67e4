// Running broken kernels through the tools on the visible inputs: the verdict names what went
// wrong, and view_output shows the bad rows got against want, like a memory diff.
#include "agent_session.h"

using nlohmann::json;

namespace {

std::string replaced(std::string s, const std::string& from, const std::string& to) {
  const size_t at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

} // namespace

TEST_CASE("agent tools: plena ReLU missing its last row", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  CHECK(f.call("view_output", {{"tensor", "y"}, {"rows", "0"}}).text ==
        "nothing has been evaluated yet: call run_evaluation first\n");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", replaced(f.baseline(), "M * N / VLEN", "M * N / VLEN - 1")}}).isError);
  kc::agent::ToolResult r = f.call("run_evaluation", json::object());
  CHECK_FALSE(r.isError);
  CHECK(r.text ==
        "v1.s on the visible inputs: plena ReLU C1: wrong output\n"
        "  code: 28 bytes\n"
        "  run: end of code after 15 instructions, 31 cycles\n"
        "  output y (bf16): 192/256 elements within atol 0.03 + rtol 0.03; worst abs error 0, rel 0; 1 of 4 rows bad\n"
        "  output y: 64 elements are NaN or infinite; outputs start as NaN, so these were never written or were "
        "computed from NaN (an input read through an unset scale or address, an uninitialised register or scratch)\n"
        "    row y[3]: 64 bad, first at column 0 (got nan, want 0.0407715), worst abs error inf\n"
        "  baseline: 37 cycles\n"
        "  roofline: bound 16 cycles, set by max: 256 maxima at 17 per cycle (VectorUnit 16, ScalarFP 1)\n"
        "view_output shows an output's rows, got against want.\n");
  r = f.call("view_output", {{"tensor", "y"}, {"rows", "2-3"}});
  CHECK_FALSE(r.isError);
  CHECK(r.text == "y of v1.s on the visible inputs: shape [4, 64], 4 rows of 64; an element is bad when |got - want| > "
                  "0.03 + 0.03 * |want|\n"
                  "y[2]: 0 of 64 bad, worst abs error 0; got/want: [0] 0.0308838/0.0308838 [1] 0.675781/0.675781 [2] "
                  "0/0 [3] 0/0\n"
                  "y[3]: 64 of 64 bad, worst abs error inf; from column 0 got/want: [0] nan/0.0407715 [1] nan/0 [2] "
                  "nan/0 [3] nan/0.125\n");
  CHECK(f.call("view_output", {{"tensor", "x"}, {"rows", "0"}}).text ==
        "'x' is not an output of this task; outputs: y\n");
  CHECK(f.call("view_output", {{"tensor", "y"}, {"rows", "4"}}).text == "rows 4 is outside the output's rows 0-3\n");
  CHECK(f.call("view_output", {{"tensor", "y"}, {"rows", "a-b"}}).text ==
        "rows must be a row number or a range such as 0-7, got 'a-b'\n");
}

TEST_CASE("agent tools: coral ReLU with a wrong scalar tail", "[agent]") {
  AgentFixture f("coral", "ReLU", "C1");
  REQUIRE_FALSE(
      f.call("write_kernel", {{"code", replaced(f.baseline(), "fmax.s\tft1, ft1, ft0", "fmin.s\tft1, ft1, ft0")}}).isError);
  CHECK(f.call("run_evaluation", json::object()).text ==
        "v1.s on the visible inputs: coral ReLU C1: wrong output\n"
        "  code: 152 bytes\n"
        "  run: halted after 44 instructions, 40 cycles\n"
        "  output y (f32): 8/10 elements within atol 0.0001 + rtol 0.001; worst abs error 0.2152, rel inf; 1 of 2 rows "
        "bad\n"
        "    row y[1]: 2 bad, first at column 3 (got -0.19906, want 0), worst abs error 0.2152\n"
        "  baseline: 40 cycles\n"
        "  roofline: bound 18 cycles, set by LSU: 40 bytes read at 4 B/cycle and 40 bytes written at 5.33 B/cycle\n"
        "view_output shows an output's rows, got against want.\n");
  CHECK(f.call("view_output", {{"tensor", "y"}, {"rows", "0-1"}}).text ==
        "y of v1.s on the visible inputs: shape [2, 5], 2 rows of 5; an element is bad when |got - want| > 0.0001 + "
        "0.001 * |want|\n"
        "y[0]: 0 of 5 bad, worst abs error 0; got/want: [0] 0/0 [1] 0.301664/0.301664 [2] 0.213391/0.213391 [3] 0/0\n"
        "y[1]: 2 of 5 bad, worst abs error 0.2152; from column 3 got/want: [3] -0.19906/0 [4] 0/0.215168\n");
}

TEST_CASE("agent tools: a trapping coral kernel is reported with its instruction and line", "[agent]") {
  AgentFixture f("coral", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", replaced(f.baseline(), "flw\tft1, 0(a0)",
                                                          "flw\tft1, 0(a0)\n\tlw\ta5, -4(zero)")}})
                    .isError);
  const std::string text = f.call("run_evaluation", json::object()).text;
  CHECK(text.rfind("v1.s on the visible inputs: coral ReLU C1: trap\n", 0) == 0);
  CHECK(text.find("  stopped at pc 124 in 'lw a5, -4(zero)' (v1.s:44): read from mem address 4294967292 is outside "
                  "the memory (98304 units of u8)\n") != std::string::npos);
}

TEST_CASE("agent tools: submit ends the session without running hidden inputs", "[agent]") {
  AgentFixture f("coral", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", f.baseline()}}).isError);
  kc::agent::ToolResult r = f.call("submit", json::object());
  CHECK_FALSE(r.isError);
  CHECK(r.text == "Submitted v1.s. The session has ended; the kernel will be scored on inputs it has not seen.\n");
  CHECK(f.session->submittedVersion() == 1);
  CHECK_FALSE(f.session->lastEvaluation());
  r = f.call("run_evaluation", json::object());
  CHECK(r.isError);
  CHECK(r.text == "the session has ended: v1.s was submitted\n");
}
