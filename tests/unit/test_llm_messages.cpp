// Canonical messages: tool calls keep what the model wrote even when it is not JSON, and every
// part survives the trajectory's JSON form unchanged.
#include <catch2/catch.hpp>

#include "llm/messages.h"

using namespace kc::llm;
using nlohmann::json;

TEST_CASE("llm messages: tool call arguments are parsed, malformed ones kept verbatim", "[llm]") {
  const Part good = Part::makeToolCall("c1", "run", std::string(R"({"file": "k.s"})"));
  CHECK(good.argumentsValid);
  CHECK(good.arguments == json{{"file", "k.s"}});
  CHECK(good.argumentsText == R"({"file": "k.s"})");

  const Part bad = Part::makeToolCall("c2", "run", std::string(R"({"file": "k.s")"));
  CHECK_FALSE(bad.argumentsValid);
  CHECK(bad.arguments.is_null());
  CHECK(bad.argumentsText == R"({"file": "k.s")");

  const Part empty = Part::makeToolCall("c3", "submit", std::string(""));
  CHECK(empty.argumentsValid);
  CHECK(empty.arguments == json::object());
}

TEST_CASE("llm messages: text and tool calls of a message", "[llm]") {
  const Message m = Message::assistant({Part::makeReasoning("think"), Part::makeText("a"), Part::makeText("b"),
                                        Part::makeToolCall("c1", "run", json{{"x", 1}})});
  CHECK(m.text() == "a\nb");
  REQUIRE(m.toolCalls().size() == 1);
  CHECK(m.toolCalls()[0]->argumentsText == R"({"x":1})");
}

TEST_CASE("llm messages: every part round-trips through the trajectory JSON", "[llm]") {
  Part redacted = Part::makeReasoning("", "anthropic", json{{"type", "redacted_thinking"}, {"data", "Enc=="}});
  redacted.redacted = true;
  const Message in = Message::assistant(
      {Part::makeReasoning("hmm", "anthropic", json{{"type", "thinking"}, {"thinking", "hmm"}, {"signature", "S1"}}),
       redacted, Part::makeText("hello"), Part::makeToolCall("c9", "grep", std::string("{not json"))});
  const Message out = messageFromJson(json::parse(toJson(in).dump()));
  REQUIRE(out.parts.size() == 4);
  CHECK(out.role == Role::Assistant);
  CHECK(out.parts[0].blob == in.parts[0].blob);
  CHECK(out.parts[0].provider == "anthropic");
  CHECK(out.parts[1].redacted);
  CHECK(out.parts[1].blob["data"] == "Enc==");
  CHECK(out.parts[2].text == "hello");
  CHECK(out.parts[3].argumentsText == "{not json");
  CHECK_FALSE(out.parts[3].argumentsValid);

  const Message results = messageFromJson(toJson(Message::toolResults({Part::makeToolResult("c9", "boom", true)})));
  CHECK(results.role == Role::Tool);
  CHECK(results.parts[0].callId == "c9");
  CHECK(results.parts[0].isError);
  CHECK_THROWS_WITH(messageFromJson(json{{"role", "robot"}, {"parts", json::array()}}), "unknown message role 'robot'");
}

#include "llm/make_provider.h"

TEST_CASE("llm providers by wire-format name", "[llm]") {
  CHECK(makeProvider("openai", "http://127.0.0.1:1/v1")->name() == "openai");
  CHECK(makeProvider("anthropic", "http://127.0.0.1:1")->name() == "anthropic");
  CHECK_THROWS_WITH(makeProvider("gemini"), "unknown LLM provider 'gemini' (known: openai, anthropic)");
}
