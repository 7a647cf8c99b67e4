// Long results keep their head and tail with the number of characters left out between them,
// cut at line ends, so a model knows what it did not see.
#include "agent_session.h"

TEST_CASE("agent tools: cutMiddle keeps whole lines at both ends and counts what it left out", "[agent]") {
  std::string text;
  for (int i = 1; i <= 10; ++i) text += "line " + std::to_string(i) + "\n";   // 7 or 8 characters each
  CHECK(kc::agent::cutMiddle(text, 1000) == text);
  CHECK(kc::agent::cutMiddle(text, 30) == "line 1\nline 2\n[... 42 characters left out ...]\nline 9\nline 10\n");
  // No line end to cut at: plain halves.
  CHECK(kc::agent::cutMiddle(std::string(100, 'a') + "b", 10) == "aaaaa\n[... 91 characters left out ...]\naaaab");
}

TEST_CASE("agent tools: a long view is cut in the middle, never silently", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  std::string code;
  for (int i = 0; i < 2000; ++i) code += "S_ADDI_INT gp1, gp1, 1\n";
  REQUIRE_FALSE(f.call("write_kernel", {{"code", code}}).isError);
  const std::string text = f.call("view_kernel", nlohmann::json::object()).text;
  CHECK(text.size() <= kc::agent::kMaxResultChars + 50);
  CHECK(text.rfind("v1.s lines 1-2000 of 2000:\n   1  S_ADDI_INT gp1, gp1, 1\n", 0) == 0);
  CHECK(text.find("characters left out ...]\n") != std::string::npos);
  CHECK(text.substr(text.size() - 29) == "2000  S_ADDI_INT gp1, gp1, 1\n");
}
