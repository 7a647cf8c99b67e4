// Anthropic Messages end to end against a fake server: headers, the cached system prompt, tool
// use, thinking blocks sent back byte for byte, and the usage split with cache reads and writes.
#include <catch2/catch.hpp>

#include "fake_llm_server.h"
#include "llm/anthropic_messages.h"
#include "llm_test_support.h"

using namespace kc::llm;
using namespace kc::test;
using nlohmann::json;

namespace {

const char* kKey = "fake-anthropic-key-for-loopback";

AnthropicProvider provider(const FakeLlmServer& server, const std::shared_ptr<FakeClock>& clock) {
  AnthropicOptions o;
  o.baseUrl = server.baseUrl();
  o.transport = fastTransport(clock);
  return AnthropicProvider(o);
}

Request request() {
  Request r;
  r.model = "claude-sonnet-4-0";
  r.systemPrompt = "PLENA manual ...";
  r.messages = {Message::user("Write Softmax.")};
  r.maxOutputTokens = 8000;
  r.reasoningBudgetTokens = 2048;
  r.temperature = 0.5;  // dropped: thinking does not allow it
  r.tools = {{"run", "Run the kernel.", json{{"type", "object"}}}};
  return r;
}

// Thinking, redacted thinking, text and a tool call, with cache usage.
const char* kToolReply = R"({"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-20250514",
  "content":[
    {"type":"thinking","thinking":"Rows of 64.","signature":"EqQBCkYIARgCKkBsig=="},
    {"type":"redacted_thinking","data":"EmwKAhgBEgy3va3pzix/LafPsn4aDFIT"},
    {"type":"text","text":"Running it."},
    {"type":"tool_use","id":"toolu_01","name":"run","input":{"file":"softmax.s","hidden":false}}],
  "stop_reason":"tool_use","stop_sequence":null,
  "usage":{"input_tokens":35,"cache_creation_input_tokens":5000,"cache_read_input_tokens":12000,"output_tokens":420}})";

const char* kTextReply = R"({"id":"msg_2","type":"message","role":"assistant","model":"claude-sonnet-4-20250514",
  "content":[{"type":"text","text":"All rows match."}],"stop_reason":"end_turn",
  "usage":{"input_tokens":60,"cache_read_input_tokens":17000,"output_tokens":12}})";

} // namespace

TEST_CASE("anthropic: tool use with thinking, then the next turn sends the blocks back unchanged",
          "[llm][anthropic]") {
  ScopedEnv key("ANTHROPIC_API_KEY", kKey);
  FakeLlmServer server({ok(kToolReply), ok(kTextReply)});
  auto clock = std::make_shared<FakeClock>();
  AnthropicProvider p = provider(server, clock);
  Request req = request();
  const Response first = p.complete(req);

  REQUIRE(first.ok());
  CHECK(first.stop == StopReason::ToolUse);
  CHECK(first.rawStopReason == "tool_use");
  CHECK(first.model == "claude-sonnet-4-20250514");
  REQUIRE(first.message.parts.size() == 4);
  CHECK(first.message.parts[0].kind == Part::Kind::Reasoning);
  CHECK(first.message.parts[0].text == "Rows of 64.");
  CHECK(first.message.parts[0].blob["signature"] == "EqQBCkYIARgCKkBsig==");
  CHECK(first.message.parts[1].redacted);
  CHECK(first.message.parts[1].text.empty());
  CHECK(first.message.parts[2].text == "Running it.");
  CHECK(first.message.parts[3].callId == "toolu_01");
  CHECK(first.message.parts[3].arguments == json{{"file", "softmax.s"}, {"hidden", false}});
  CHECK(first.usage.uncachedInput == 35);
  CHECK(first.usage.cacheWrite == 5000);
  CHECK(first.usage.cacheRead == 12000);
  CHECK(first.usage.output == 420);
  CHECK_FALSE(first.usage.reasoning.has_value());

  req.messages.push_back(first.message);
  req.messages.push_back(Message::toolResults({Part::makeToolResult("toolu_01", "cycles 1200")}));
  req.messages.push_back(Message::user("Keep going."));
  const Response second = p.complete(req);
  REQUIRE(second.ok());
  CHECK(second.stop == StopReason::End);
  CHECK(second.message.text() == "All rows match.");
  CHECK(second.usage.cacheWrite == 0);

  const auto reqs = server.requests();
  REQUIRE(reqs.size() == 2);
  CHECK(reqs[0].path == "/v1/messages");
  CHECK(reqs[0].headers.at("x-api-key") == kKey);
  CHECK(reqs[0].headers.at("anthropic-version") == "2023-06-01");
  const json body0 = json::parse(reqs[0].body);
  CHECK(body0["system"] == json::parse(R"([{"type":"text","text":"PLENA manual ...","cache_control":{"type":"ephemeral"}}])"));
  CHECK(body0["thinking"] == json::parse(R"({"type":"enabled","budget_tokens":2048})"));
  CHECK_FALSE(body0.contains("temperature"));
  CHECK(body0["max_tokens"] == 8000);
  CHECK(body0["tools"] == json::parse(R"([{"name":"run","description":"Run the kernel.","input_schema":{"type":"object"}}])"));

  // The assistant turn goes back block for block as it came (thinking signatures included), and
  // the tool result and the user's words share one user message.
  const json sent = json::parse(reqs[1].body)["messages"];
  const json reply = json::parse(kToolReply);
  REQUIRE(sent.size() == 3);
  CHECK(sent[1]["role"] == "assistant");
  CHECK(sent[1]["content"] == reply["content"]);
  CHECK(sent[2] == json::parse(R"({"role":"user","content":[
      {"type":"tool_result","tool_use_id":"toolu_01","content":"cycles 1200"},
      {"type":"text","text":"Keep going.","cache_control":{"type":"ephemeral"}}]})"));
  // Only the newest turn carries the conversation's cache mark.
  CHECK(json::parse(reqs[0].body)["messages"][0]["content"][0].contains("cache_control"));
  CHECK_FALSE(sent[0]["content"][0].contains("cache_control"));
}

TEST_CASE("anthropic: temperature without thinking, error results, base URL from the environment",
          "[llm][anthropic]") {
  ScopedEnv base("ANTHROPIC_BASE_URL", "http://127.0.0.1:9//");
  AnthropicProvider p;
  CHECK(p.baseUrl() == "http://127.0.0.1:9");
  Request r = request();
  r.reasoningBudgetTokens.reset();
  r.systemPrompt.clear();
  r.messages.push_back(Message::assistant({Part::makeToolCall("t1", "run", std::string("{broken"))}));
  r.messages.push_back(Message::toolResults({Part::makeToolResult("t1", "bad arguments", true)}));
  const json body = p.requestBody(r);
  CHECK(body["temperature"] == 0.5);
  CHECK_FALSE(body.contains("thinking"));
  CHECK_FALSE(body.contains("system"));
  // Malformed arguments cannot be an `input` object; the call still goes back so its result has a partner.
  CHECK(body["messages"][1] == json::parse(R"({"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"run","input":{}}]})"));
  CHECK(body["messages"][2]["content"][0]["is_error"] == true);

  ScopedEnv noKey("ANTHROPIC_API_KEY", nullptr);
  const Response none = AnthropicProvider().complete(request());
  CHECK(none.error == ErrorKind::Authentication);
  CHECK(none.errorMessage == "no API key: set ANTHROPIC_API_KEY");
}

TEST_CASE("anthropic: stop reasons", "[llm][anthropic]") {
  auto stop = [](const std::string& s) {
    return AnthropicProvider::parseReply(R"({"type":"message","content":[],"stop_reason":")" + s + R"("})").stop;
  };
  CHECK(stop("end_turn") == StopReason::End);
  CHECK(stop("stop_sequence") == StopReason::End);
  CHECK(stop("max_tokens") == StopReason::MaxTokens);
  CHECK(stop("refusal") == StopReason::Refusal);
  CHECK(stop("model_context_window_exceeded") == StopReason::ContextLength);
  CHECK(stop("pause_turn") == StopReason::Other);
}
