// The cost tools on plena's ReLU baseline: its size against the code memory, and where its
// cycles go (units, lines, instructions, what issue waited for).
#include "agent_session.h"

using nlohmann::json;

TEST_CASE("agent tools: get_instruction_size of plena's ReLU baseline", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", f.baseline()}}).isError);
  CHECK(f.call("get_instruction_size", json::object()).text ==
        "v1.s: 7 instructions, 28 bytes of code; the code memory imem holds 262144 bytes (0.0% used)\n"
        "Opcodes in the code: S_ADDI_INT 4, C_LOOP_END 1, C_LOOP_START 1, V_MAX_VF 1\n");
}

TEST_CASE("agent tools: profile of plena's ReLU baseline", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", f.baseline()}}).isError);
  kc::agent::ToolResult r = f.call("profile", json::object());
  CHECK_FALSE(r.isError);
  INFO(r.text);
  CHECK(r.text.rfind("v1.s on the visible inputs: correct; 37 cycles, 19 instructions (baseline 37 cycles)\n", 0) == 0);
  // Each unit's busy cycles and a timeline: VectorUnit is busy 4 cycles of each V_MAX_VF, one per loop trip.
  CHECK(r.text.find("  VectorUnit             16  43.2% |") != std::string::npos);
  CHECK(r.text.find("Issue waited 8 cycles for operands not yet produced, 0 for memory writes still in flight, 0 for a "
                    "busy unit, 0 for a full dispatch stage.\n") != std::string::npos);
  // Waits grouped by cause, instruction and what it waited for: the loop's V_MAX_VF waits for the
  // output pointer the S_ADDI_INT after it advanced on the trip before.
  CHECK(r.text.find("  operands 6 (16.2%): pc 3 (v1.s:5) `V_MAX_VF gp2, gp1, f0`, 3 times, for gp2 from pc 5 (v1.s:7)\n") !=
        std::string::npos);
  CHECK(r.text.find("  v1.s:5 `V_MAX_VF gp2, gp1, f0`: 12 cycles (32.4%), 4 executions; waits: operands 8, memory 0, unit "
                    "0, dispatch 0\n") != std::string::npos);
  // The profile run is the visible one; its report is what view_output then shows.
  CHECK(f.session->lastEvaluatedVersion() == 1);
  CHECK(f.session->lastEvaluation()->hidden.empty());
}

TEST_CASE("agent tools: profile of coral's ReLU baseline names its source lines and registers", "[agent]") {
  AgentFixture f("coral", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", f.baseline()}}).isError);
  const std::string text = f.call("profile", json::object()).text;
  INFO(text);
  CHECK(text.rfind("v1.s on the visible inputs: correct; 40 cycles, 44 instructions (baseline 40 cycles)\n", 0) == 0);
  CHECK(text.find("  Alu x4                 21  13.1% |") != std::string::npos);
  CHECK(text.find("Issue waited 18 cycles for operands not yet produced, 9 for memory writes still in flight, 7 for a "
                  "busy unit, 0 for a full dispatch stage.\n") != std::string::npos);
  // A vector register kept in memory is named as the register.
  CHECK(text.find("  memory 4 (10.0%): pc 68 (v1.s:28) `vfmax.vf v9, v9, ft0`, 1 time, for v9 (vrf[144..159]) from pc 56 "
                  "(v1.s:25)\n") != std::string::npos);
  CHECK(text.find("  v1.s:45 `fsw ft1, 0(a1)`: 8 cycles (21.2%), 2 executions; waits: operands 8, memory 0, unit 0, "
                  "dispatch 0\n") != std::string::npos);
}

TEST_CASE("agent tools: profile compares two versions", "[agent]") {
  AgentFixture f("coral", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", f.baseline()}}).isError);
  // v2: the same kernel with a needless divide in front, which the comparison must show.
  std::string slower = f.baseline();
  const size_t entry = slower.find("kernel:\n");
  REQUIRE(entry != std::string::npos);
  slower.insert(entry + 8, "    div t0, a2, a3\n");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", slower}}).isError);
  const kc::agent::ToolResult r = f.call("profile", {{"compare_with", 1}});
  INFO(r.text);
  CHECK_FALSE(r.isError);
  CHECK(r.text.rfind("v2.s against v1.s:\n", 0) == 0);
  CHECK(r.text.find("  instructions                           45           44    +2.3%\n") != std::string::npos);
  CHECK(r.text.find("  Dvu utilisation") != std::string::npos);
  CHECK(r.text.find("\nv2.s on the visible inputs: correct;") != std::string::npos);
  CHECK(f.session->lastEvaluatedVersion() == 2);
  CHECK(f.call("profile", {{"compare_with", 9}}).isError);
}

TEST_CASE("agent tools: trace shows a window of the schedule", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", f.baseline()}}).isError);
  kc::agent::ToolResult r = f.call("trace", {{"from_cycle", 3}, {"to_cycle", 8}});
  INFO(r.text);
  CHECK_FALSE(r.isError);
  CHECK(r.text.find("Cycles 3..8: 4 instructions issued.") != std::string::npos);
  CHECK(r.text.find("   cycle       pc  instruction ") != std::string::npos);
  CHECK(r.text.find("V_MAX_VF gp2, gp1, f0") != std::string::npos);
  CHECK(r.text.find("  [v1.s:5]\n") != std::string::npos);
  // A window past the end says where the run ended; a reversed one is an error.
  CHECK(f.call("trace", {{"from_cycle", 1000}}).text.find("0 instructions issued (the run's last issue is at cycle ") !=
        std::string::npos);
  CHECK(f.call("trace", {{"from_cycle", 9}, {"to_cycle", 8}}).isError);
  // At most 2000 lines: the rest is named by the cycle to go on from.
  AgentFixture g("coral", "Softmax", "C5");
  REQUIRE_FALSE(g.call("write_kernel", {{"code", g.baseline()}}).isError);
  r = g.call("trace", {{"from_cycle", 0}, {"to_cycle", 100000000}});
  size_t lines = 0;
  for (char c : r.text) lines += c == '\n';
  CHECK(lines <= 2000 + 6);
  CHECK(r.text.find("(the first 2000 lines are shown; the window goes on: trace from_cycle=") != std::string::npos);
}
