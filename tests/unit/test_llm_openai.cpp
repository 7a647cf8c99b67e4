// OpenAI Chat Completions end to end against a fake server: what goes on the wire, and how
// text, tool calls, reasoning and usage come back.
#include <catch2/catch.hpp>

#include "fake_llm_server.h"
#include "llm/openai_chat.h"
#include "llm_test_support.h"

using namespace kc::llm;
using namespace kc::test;
using nlohmann::json;

namespace {

OpenAiChatProvider provider(const FakeLlmServer& server, const std::shared_ptr<FakeClock>& clock,
                            bool sendReasoning = false) {
  OpenAiChatOptions o;
  o.baseUrl = server.baseUrl() + "/v1/";
  o.sendReasoningBack = sendReasoning;
  o.transport = fastTransport(clock);
  return OpenAiChatProvider(o);
}

Request request() {
  Request r;
  r.model = "qwen-coder";
  r.systemPrompt = "You write PLENA kernels.";
  r.messages = {Message::user("Write GEMM.")};
  r.maxOutputTokens = 1000;
  r.temperature = 0.2;
  r.tools = {{"run", "Assemble and run the kernel.", json{{"type", "object"}, {"properties", {{"file", {{"type", "string"}}}}}}}};
  return r;
}

const char* kTextReply = R"({"id":"x","model":"qwen-coder-2","choices":[{"index":0,"finish_reason":"stop",
  "message":{"role":"assistant","content":"Done.","reasoning_content":"Think about tiles."}}],
  "usage":{"prompt_tokens":1200,"completion_tokens":80,"prompt_tokens_details":{"cached_tokens":1024},
           "completion_tokens_details":{"reasoning_tokens":50}}})";

const char* kToolReply = R"({"model":"qwen-coder","choices":[{"index":0,"finish_reason":"tool_calls",
  "message":{"role":"assistant","content":null,"tool_calls":[
    {"id":"call_1","type":"function","function":{"name":"run","arguments":"{\"file\":\"k.s\"}"}},
    {"id":"call_2","type":"function","function":{"name":"run","arguments":"{\"file\":"}}]}}],
  "usage":{"prompt_tokens":10,"completion_tokens":5}})";

} // namespace

TEST_CASE("openai: a text reply with reasoning and cached usage", "[llm][openai]") {
  ScopedEnv key("OPENAI_API_KEY", "fake-openai-key-for-loopback");
  FakeLlmServer server({ok(kTextReply)});
  auto clock = std::make_shared<FakeClock>();
  OpenAiChatProvider p = provider(server, clock);
  const Response r = p.complete(request());

  REQUIRE(r.ok());
  CHECK(r.stop == StopReason::End);
  CHECK(r.rawStopReason == "stop");
  CHECK(r.model == "qwen-coder-2");
  REQUIRE(r.message.parts.size() == 2);
  CHECK(r.message.parts[0].kind == Part::Kind::Reasoning);
  CHECK(r.message.parts[0].text == "Think about tiles.");
  CHECK(r.message.parts[0].provider == "openai");
  CHECK(r.message.parts[1].text == "Done.");
  CHECK(r.usage.uncachedInput == 176);
  CHECK(r.usage.cacheRead == 1024);
  CHECK(r.usage.cacheWrite == 0);
  CHECK(r.usage.output == 80);
  CHECK(r.usage.reasoning == 50);
  CHECK(r.call.httpStatus == 200);
  CHECK(r.call.retries == 0);
  CHECK(r.call.latencySeconds > 0);

  const auto reqs = server.requests();
  REQUIRE(reqs.size() == 1);
  CHECK(reqs[0].path == "/v1/chat/completions");
  CHECK(reqs[0].headers.at("authorization") == "Bearer fake-openai-key-for-loopback");
  const json body = json::parse(reqs[0].body);
  CHECK(body["model"] == "qwen-coder");
  CHECK(body["max_tokens"] == 1000);  // a local server: the classic field
  CHECK(body["temperature"] == 0.2);
  CHECK(body["messages"] == json::parse(R"([{"role":"system","content":"You write PLENA kernels."},
                                            {"role":"user","content":"Write GEMM."}])"));
  CHECK(body["tools"] == json::parse(R"([{"type":"function","function":{"name":"run",
      "description":"Assemble and run the kernel.",
      "parameters":{"type":"object","properties":{"file":{"type":"string"}}}}}])"));
  CHECK(clock->sleeps().empty());
}

TEST_CASE("openai: tool calls come back, malformed arguments kept; the next turn sends them as written",
          "[llm][openai]") {
  ScopedEnv key("OPENAI_API_KEY", nullptr);  // local servers need no key
  FakeLlmServer server({ok(kToolReply), ok(kTextReply)});
  auto clock = std::make_shared<FakeClock>();
  OpenAiChatProvider p = provider(server, clock, /*sendReasoning=*/true);
  Request req = request();
  const Response first = p.complete(req);
  REQUIRE(first.ok());
  CHECK(first.stop == StopReason::ToolUse);
  const auto calls = first.message.toolCalls();
  REQUIRE(calls.size() == 2);
  CHECK(calls[0]->callId == "call_1");
  CHECK(calls[0]->name == "run");
  CHECK(calls[0]->arguments == json{{"file", "k.s"}});
  CHECK_FALSE(calls[1]->argumentsValid);
  CHECK(calls[1]->argumentsText == R"({"file":)");
  CHECK(first.usage.uncachedInput == 10);
  CHECK_FALSE(first.usage.reasoning.has_value());

  Message assistant = first.message;
  assistant.parts.insert(assistant.parts.begin(), Part::makeReasoning("Tiles of 64.", "openai"));
  req.messages.push_back(assistant);
  req.messages.push_back(Message::toolResults({Part::makeToolResult("call_1", "cycles: 900"),
                                               Part::makeToolResult("call_2", "arguments are not JSON", true)}));
  const Response second = p.complete(req);
  REQUIRE(second.ok());

  const auto reqs = server.requests();
  REQUIRE(reqs.size() == 2);
  CHECK(reqs[0].headers.count("authorization") == 0);
  const json msgs = json::parse(reqs[1].body)["messages"];
  REQUIRE(msgs.size() == 5);
  CHECK(msgs[2] == json::parse(R"({"role":"assistant","content":null,"reasoning_content":"Tiles of 64.",
      "tool_calls":[{"id":"call_1","type":"function","function":{"name":"run","arguments":"{\"file\":\"k.s\"}"}},
                    {"id":"call_2","type":"function","function":{"name":"run","arguments":"{\"file\":"}}]})"));
  CHECK(msgs[3] == json::parse(R"({"role":"tool","tool_call_id":"call_1","content":"cycles: 900"})"));
  CHECK(msgs[4] == json::parse(R"({"role":"tool","tool_call_id":"call_2","content":"arguments are not JSON"})"));
}

TEST_CASE("openai: base URL and key from the environment; api.openai.com gets max_completion_tokens",
          "[llm][openai]") {
  {
    ScopedEnv base("OPENAI_BASE_URL", "http://127.0.0.1:9/v1/");
    CHECK(OpenAiChatProvider().baseUrl() == "http://127.0.0.1:9/v1");
  }
  ScopedEnv base("OPENAI_BASE_URL", nullptr);
  OpenAiChatProvider official;
  CHECK(official.baseUrl() == "https://api.openai.com/v1");
  Request r = request();
  r.reasoningEffort = "high";
  const json body = official.requestBody(r);
  CHECK(body["max_completion_tokens"] == 1000);
  CHECK_FALSE(body.contains("max_tokens"));
  CHECK(body["reasoning_effort"] == "high");
}

TEST_CASE("openai: stop reasons and refusals", "[llm][openai]") {
  auto parse = [](const std::string& finish, const std::string& extra = "") {
    return OpenAiChatProvider::parseReply(R"({"choices":[{"finish_reason":")" + finish +
                                          R"(","message":{"role":"assistant","content":"x")" + extra + "}}]}");
  };
  CHECK(parse("length").stop == StopReason::MaxTokens);
  CHECK(parse("content_filter").stop == StopReason::Refusal);
  CHECK(parse("stop", R"(,"refusal":"I can't help with that.")").stop == StopReason::Refusal);
  CHECK(parse("stop", R"(,"tool_calls":[{"function":{"name":"run","arguments":"{}"}}])").stop == StopReason::ToolUse);
  CHECK(parse("stop", R"(,"tool_calls":[{"function":{"name":"run","arguments":"{}"}}])").message.toolCalls()[0]->callId ==
        "call_0");
  CHECK(parse("weird").stop == StopReason::Other);
}
