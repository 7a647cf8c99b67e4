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
  CHECK(r.text ==
        "v1.s on the visible inputs: correct; 37 cycles, 19 instructions (baseline 37 cycles)\n"
        "Units, busy cycles and utilisation (busy / (cycles x copies)):\n"
        "  MatrixUnit: 0 (0.0%)\n"
        "  VectorUnit: 16 (43.2%)\n"
        "  ScalarFP: 0 (0.0%)\n"
        "  ScalarInt: 10 (27.0%)\n"
        "  HbmDma: 0 (0.0%)\n"
        "  Control: 5 (13.5%)\n"
        "Issue waited 8 cycles for operands not yet produced, 0 for memory writes still in flight, 0 for a busy unit\n"
        "Source lines by cycles (waits + executions / issue width 1), the top 7 of 7:\n"
        "  v1.s:5 `V_MAX_VF gp2, gp1, f0`: 12 cycles (32.4%), 4 executions; waits: operands 8, memory 0, unit 0\n"
        "  v1.s:6 `S_ADDI_INT gp1, gp1, VLEN`: 4 cycles (10.8%), 4 executions; waits: operands 0, memory 0, unit 0\n"
        "  v1.s:7 `S_ADDI_INT gp2, gp2, VLEN`: 4 cycles (10.8%), 4 executions; waits: operands 0, memory 0, unit 0\n"
        "  v1.s:8 `C_LOOP_END gp10`: 4 cycles (10.8%), 4 executions; waits: operands 0, memory 0, unit 0\n"
        "  v1.s:2 `S_ADDI_INT gp1, gp0, x_ADDR`: 1 cycles (2.7%), 1 executions; waits: operands 0, memory 0, unit 0\n"
        "  v1.s:3 `S_ADDI_INT gp2, gp0, y_ADDR`: 1 cycles (2.7%), 1 executions; waits: operands 0, memory 0, unit 0\n"
        "  v1.s:4 `C_LOOP_START gp10, M * N / VLEN`: 1 cycles (2.7%), 1 executions; waits: operands 0, memory 0, "
        "unit 0\n"
        "Instructions by cycles (waits + executions / issue width 1), the top 7 of 7:\n"
        "  pc 3 (v1.s:5) `V_MAX_VF gp2, gp1, f0`: 12 cycles (32.4%), 4 executions; waits: operands 8, memory 0, unit 0\n"
        "  pc 4 (v1.s:6) `S_ADDI_INT gp1, gp1, 64`: 4 cycles (10.8%), 4 executions; waits: operands 0, memory 0, unit "
        "0\n"
        "  pc 5 (v1.s:7) `S_ADDI_INT gp2, gp2, 64`: 4 cycles (10.8%), 4 executions; waits: operands 0, memory 0, unit "
        "0\n"
        "  pc 6 (v1.s:8) `C_LOOP_END gp10`: 4 cycles (10.8%), 4 executions; waits: operands 0, memory 0, unit 0\n"
        "  pc 0 (v1.s:2) `S_ADDI_INT gp1, gp0, 0`: 1 cycles (2.7%), 1 executions; waits: operands 0, memory 0, unit 0\n"
        "  pc 1 (v1.s:3) `S_ADDI_INT gp2, gp0, 256`: 1 cycles (2.7%), 1 executions; waits: operands 0, memory 0, unit "
        "0\n"
        "  pc 2 (v1.s:4) `C_LOOP_START gp10, 4`: 1 cycles (2.7%), 1 executions; waits: operands 0, memory 0, unit 0\n"
        "Executed opcodes: S_ADDI_INT 10, V_MAX_VF 4, C_LOOP_END 4, C_LOOP_START 1\n");
  // The profile run is the visible one; its report is what view_output then shows.
  CHECK(f.session->lastEvaluatedVersion() == 1);
  CHECK(f.session->lastEvaluation()->hidden.empty());
}

TEST_CASE("agent tools: profile of coral's ReLU baseline names its source lines", "[agent]") {
  AgentFixture f("coral", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", f.baseline()}}).isError);
  const std::string text = f.call("profile", json::object()).text;
  CHECK(text.rfind("v1.s on the visible inputs: correct; 44 cycles, 52 instructions (baseline 44 cycles)\n", 0) == 0);
  CHECK(text.find("  Alu x4: 28 (15.9%)\n") != std::string::npos);
  CHECK(text.find("Issue waited 23 cycles for operands not yet produced, 8 for memory writes still in flight, 7 for a "
                  "busy unit\n") != std::string::npos);
  CHECK(text.find("  v1.s:53 `fsw ft1, 0(a1)`: 8 cycles (19.3%), 2 executions; waits: operands 8, memory 0, unit 0\n") !=
        std::string::npos);
}
