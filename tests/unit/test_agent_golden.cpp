// The exact text a model reads: the rules, a task's prompt, and every tool's result on a scripted
// session (plena ReLU C1), against files in tests/golden/agent/. KC_UPDATE_GOLDEN=1 rewrites them
// (then read the diff before committing it).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "agent/prompt.h"
#include "agent_session.h"
#include "relu_kernels.h"

namespace {

std::string goldenPath(const std::string& name) { return std::string(KC_SOURCE_DIR) + "/tests/golden/agent/" + name; }

void checkGolden(const std::string& name, const std::string& actual) {
  const std::string path = goldenPath(name);
  if (std::getenv("KC_UPDATE_GOLDEN")) {
    std::ofstream(path, std::ios::binary) << actual;
    return;
  }
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::stringstream want;
  want << in.rdbuf();
  if (want.str() == actual) return;
  // Name the first line that differs, so a failure says where without a diff tool.
  std::istringstream a(actual), w(want.str());
  std::string la, lw;
  int line = 1;
  while (std::getline(w, lw) && std::getline(a, la) && la == lw) ++line;
  FAIL(name << " differs at line " << line << ":\n  golden: " << lw << "\n  actual: " << la);
}

} // namespace

TEST_CASE("agent golden: the rules and the task prompt", "[agent][golden]") {
  const kc::TargetInfo* t = kc::findTarget("plena");
  REQUIRE(t);
  checkGolden("rules_plena.txt", kc::agent::agentRules(*t, false));
  checkGolden("rules_plena_mcp.txt", kc::agent::agentRules(*t, true));
  const kc::bench::TaskDef task = kc::bench::loadTaskByName(kc::bench::defaultTasksDir(), "ReLU");
  checkGolden("task_plena_relu_c1.md", kc::agent::taskPrompt(*t, task, "C1", kc::bench::defaultTasksDir(), 15));
  const std::string system = kc::agent::systemPrompt(*t);
  CHECK(system.rfind(kc::agent::agentRules(*t, false), 0) == 0);
}

TEST_CASE("agent golden: every tool's result on a scripted session", "[agent][golden]") {
  AgentFixture f("plena", "ReLU", "C1");
  std::string transcript;
  auto step = [&](const std::string& name, const nlohmann::json& args) {
    const kc::agent::ToolResult r = f.call(name, args);
    transcript += "=== " + name + " " + args.dump() + (r.isError ? " (error)" : "") + "\n" + r.text;
  };
  step("write_kernel", {{"code", halfReluKernel() + "    BOGUS gp1\n"}});
  step("check_syntax", nlohmann::json::object());
  step("edit_kernel", {{"old", "    BOGUS gp1\n"}, {"new", ""}});
  step("check_syntax", nlohmann::json::object());
  step("view_kernel", {{"start_line", 3}, {"end_line", 5}});
  step("run_evaluation", nlohmann::json::object());
  step("view_output", {{"tensor", "y"}, {"rows", "0-2"}});
  step("grep_docs", {{"pattern", "C_LOOP_END"}, {"max_results", 2}});
  step("read_docs", {{"name", "C_LOOP_START"}});
  step("edit_kernel", {{"old", " / 2\n"}, {"new", "\n"}});
  step("get_instruction_size", nlohmann::json::object());
  step("profile", nlohmann::json::object());
  step("trace", {{"from_cycle", 2}, {"to_cycle", 14}});
  step("profile", {{"compare_with", 2}});
  step("submit", {{"version", 3}});
  step("view_kernel", nlohmann::json::object());
  checkGolden("tools_plena_relu_c1.txt", transcript);
}

TEST_CASE("agent golden: trace and profile on coral", "[agent][golden]") {
  AgentFixture f("coral", "ReLU", "C1");
  std::string transcript;
  auto step = [&](const std::string& name, const nlohmann::json& args) {
    const kc::agent::ToolResult r = f.call(name, args);
    transcript += "=== " + name + " " + args.dump() + (r.isError ? " (error)" : "") + "\n" + r.text;
  };
  step("write_kernel", {{"code", f.baseline()}});
  step("trace", {{"from_cycle", 0}, {"to_cycle", 20}});
  step("profile", nlohmann::json::object());
  checkGolden("tools_coral_relu_c1.txt", transcript);
}
