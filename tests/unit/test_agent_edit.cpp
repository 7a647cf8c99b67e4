// Writing and editing kernel versions on plena ReLU C1 (the real baseline): each change is a new
// numbered version with its syntax checked, and an edit must name one exact passage.
#include "agent_session.h"

using nlohmann::json;

TEST_CASE("agent tools: write, edit and view plena's ReLU baseline", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  CHECK(f.call("view_kernel", json::object()).text == "there is no kernel yet: write one with write_kernel\n");
  kc::agent::ToolResult r = f.call("write_kernel", {{"code", f.baseline()}});
  CHECK_FALSE(r.isError);
  CHECK(r.text == "Saved v1.s (8 lines).\nSyntax: 0 errors\n");
  CHECK(std::filesystem::exists(f.dir / "v1.s"));

  r = f.call("edit_kernel", {{"old", "gp1"}, {"new", "gp3"}});
  CHECK(r.isError);
  CHECK(r.text == "the text to replace occurs 6 times in v1.s (at lines 2, 4, 5, 6, 8); include more of the lines "
                  "around it so that it occurs once\n");
  r = f.call("edit_kernel", {{"old", "V_MAX_VF gp2, gp1, f1"}, {"new", "x"}});
  CHECK(r.isError);
  CHECK(r.text == "the text to replace does not occur in v1.s; copy it exactly from view_kernel (spaces and line ends "
                  "count, line numbers are not part of it)\n");
  CHECK(f.session->latestVersion() == 1);

  r = f.call("edit_kernel", {{"old", "M * N / VLEN"}, {"new", "M * N / VLEN - 1"}});
  CHECK_FALSE(r.isError);
  CHECK(r.text == "Replaced line 4 of v1.s. Saved v2.s (8 lines).\nSyntax: 0 errors\n");
  CHECK(f.call("view_kernel", {{"start_line", 3}, {"end_line", 5}}).text ==
        "v2.s lines 3-5 of 8:\n"
        "3      S_ADDI_INT gp2, gp0, y_ADDR\n"
        "4      C_LOOP_START gp10, M * N / VLEN - 1\n"
        "5        V_MAX_VF gp2, gp1, f0\n");
  CHECK(f.call("view_kernel", {{"version", 1}, {"start_line", 4}, {"end_line", 4}}).text ==
        "v1.s lines 4-4 of 8:\n4      C_LOOP_START gp10, M * N / VLEN\n");
  CHECK(f.call("view_kernel", {{"start_line", 30}}).text == "v2.s has 8 lines; start_line 30 is past its end\n");
  CHECK(f.call("view_kernel", {{"version", 7}}).text == "there is no version 7; versions are 1..2\n");
}

TEST_CASE("agent tools: syntax errors come back with line, column and hint", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  kc::agent::ToolResult r = f.call("write_kernel", {{"code", "V_MAXX_VF gp2, gp1, f0\n S_ADDI_INT gp1, gp1\n"}});
  CHECK_FALSE(r.isError);
  CHECK(r.text == "Saved v1.s (2 lines).\n"
                  "Syntax: 2 errors:\n"
                  "v1.s:1:1: error: unknown instruction 'V_MAXX_VF'\n"
                  "V_MAXX_VF gp2, gp1, f0\n"
                  "^\n"
                  "hint: did you mean 'V_MAX_VF'?\n"
                  "v1.s:2:2: error: 'S_ADDI_INT' expects operands: rd, rs1, imm\n"
                  " S_ADDI_INT gp1, gp1\n"
                  " ^\n");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", f.baseline()}}).isError);
  CHECK(f.call("check_syntax", json::object()).text == "v2.s: 0 errors\n");
  CHECK(f.call("check_syntax", {{"version", 1}}).text.rfind("v1.s: 2 errors:\nv1.s:1:1: error: unknown instruction", 0) == 0);
}

TEST_CASE("agent tools: a session in an existing workspace takes up its versions", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", "S_ADDI_INT gp1, gp0, 1\n"}}).isError);
  REQUIRE_FALSE(f.call("write_kernel", {{"code", "S_ADDI_INT gp1, gp0, 2\n"}}).isError);
  kc::agent::SessionSetup s;
  s.target = &f.session->target();
  s.task = f.session->task();
  s.config = "C1";
  s.options = f.session->options();
  s.workspace = f.dir.string();
  kc::agent::AgentSession resumed(s);
  CHECK(resumed.latestVersion() == 2);
  CHECK(resumed.versionText(2) == "S_ADDI_INT gp1, gp0, 2\n");
}
