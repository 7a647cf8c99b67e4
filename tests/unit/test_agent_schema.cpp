// The registry checks every call's arguments against the tool's schema and answers a bad call
// with an exact message the model can act on, never running the handler.
#include "agent_session.h"

using nlohmann::json;

TEST_CASE("agent tools: arguments that break a schema get exact errors", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  auto error = [&](const std::string& tool, const json& args) {
    kc::agent::ToolResult r = f.call(tool, args);
    CHECK(r.isError);
    return r.text;
  };
  CHECK(error("write_kernel", json::object()) == "write_kernel: missing required argument 'code'\n");
  CHECK(error("write_kernel", {{"code", 5}}) == "write_kernel: argument 'code' must be a string, got integer\n");
  CHECK(error("write_kernel", {{"code", ""}, {"path", "x"}}) ==
        "write_kernel: unknown argument 'path'; expected: code\n");
  CHECK(error("view_kernel", {{"start_line", 0}}) == "view_kernel: argument 'start_line' must be at least 1, got 0\n");
  CHECK(error("view_kernel", {{"version", "2"}}) == "view_kernel: argument 'version' must be an integer, got string\n");
  CHECK(error("view_kernel", {{"version", 1.5}}) == "view_kernel: argument 'version' must be an integer, got number\n");
  CHECK(error("edit_kernel", {{"old", ""}, {"new", "x"}}) == "edit_kernel: argument 'old' must not be empty\n");
  CHECK(error("submit", json::array()) == "submit: arguments must be a JSON object, got array\n");
  CHECK(error("grep_doc", {{"pattern", "x"}}) == "unknown tool 'grep_doc'; did you mean 'grep_docs'?\n");
  // Nothing was saved by the refused calls.
  CHECK(f.session->latestVersion() == 0);
}

TEST_CASE("agent tools: an integer written as 2.0 is an integer", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  REQUIRE_FALSE(f.call("write_kernel", {{"code", "S_ADDI_INT gp1, gp0, 1\n"}}).isError);
  kc::agent::ToolResult r = f.call("view_kernel", {{"version", 1.0}});
  CHECK_FALSE(r.isError);
  CHECK(r.text == "v1.s lines 1-1 of 1:\n1  S_ADDI_INT gp1, gp0, 1\n");
}

TEST_CASE("agent tools: every tool has a description and an object schema", "[agent]") {
  const kc::agent::ToolRegistry tools = kc::agent::kernelTools();
  std::vector<std::string> names;
  for (const kc::agent::Tool& t : tools.tools()) {
    names.push_back(t.name);
    CHECK(!t.description.empty());
    CHECK(t.schema["type"] == "object");
    CHECK(t.schema["additionalProperties"] == false);
  }
  CHECK(names == std::vector<std::string>{"write_kernel", "edit_kernel", "view_kernel", "check_syntax",
                                          "run_evaluation", "view_output", "grep_docs", "read_docs",
                                          "get_instruction_size", "profile", "trace", "submit"});
}
