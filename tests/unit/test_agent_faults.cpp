// What an agent run does when the provider or the model misbehaves: each fault ends in a
// recorded, explained outcome (in the result and the trajectory), never a crash or a hang.
#include <catch2/catch.hpp>

#include "agent_script.h"
#include "relu_kernels.h"

using namespace kc::test;
using nlohmann::json;

namespace {

ScriptedReply droppedReply(const std::string& body) {
  ScriptedReply r = ok(body);
  r.drop = true;
  return r;
}

json endEvent(const AgentRunFixture& f, const kc::agent::AgentRunResult& r) {
  const auto ends = eventsOf(f.events(r), "end");
  REQUIRE(ends.size() == 1);
  return ends[0];
}

} // namespace

TEST_CASE("agent faults: 429 with Retry-After, 500, 529 and a dropped connection are retried within one step",
          "[agent][faults]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  const std::string write = openAiReply({{"write_kernel", {{"code", reluKernel()}}}}, 1);
  FakeLlmServer server({status(429, R"({"error":{"message":"slow down","type":"rate_limit_error"}})", {{"Retry-After", "7"}}),
                        status(500, R"({"error":{"message":"boom"}})"),
                        status(529, R"({"error":{"message":"overloaded"}})"), droppedReply(write), ok(write),
                        ok(openAiReply({{"submit", json::object()}}, 2))});
  const kc::agent::AgentRunResult r = f.runOpenAi(server, 5);
  CHECK(r.loop.reason == kc::agent::EndReason::Submitted);
  CHECK(r.loop.steps == 2);
  CHECK(r.loop.retries == 4);
  CHECK(f.clock->sleeps().front() == 7000);  // Retry-After honoured exactly
  CHECK(r.report.correct);
  const auto responses = eventsOf(f.events(r), "response");
  REQUIRE(responses.size() == 2);
  CHECK(responses[0]["call"]["retries"] == 4);
}

TEST_CASE("agent faults: three replies in a row with nothing to act on end the run", "[agent][faults]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  FakeLlmServer server({ok(openAiReply({}, 1)),                                  // no tool call
                        ok("{\"choices\": [ this is not JSON"),                   // malformed body
                        ok(openAiReply({{"write_kernel", "{\"code\": \"S_ADDI"}}, 3))});  // arguments cut short
  const kc::agent::AgentRunResult r = f.runOpenAi(server);
  CHECK(r.loop.reason == kc::agent::EndReason::MalformedReplies);
  CHECK(r.loop.steps == 3);
  CHECK(r.loop.malformedReplies == 3);
  CHECK(r.loop.detail == "tool calls whose arguments are not valid JSON");
  CHECK(r.scoredAs == "none");
  CHECK(r.report.setupError == "the model wrote no kernel");
  CHECK_FALSE(r.report.correct);
  const auto events = f.events(r);
  const auto nudges = eventsOf(events, "nudge");
  REQUIRE(nudges.size() == 1);
  CHECK(nudges[0]["text"] == "Your reply held no tool call, and only tool calls are acted on. Call a tool; call submit "
                             "when the kernel is final.\n[step 1/15 · no correct version yet]\n");
  const auto results = eventsOf(events, "tool_result");
  REQUIRE(results.size() == 1);
  CHECK(results[0]["text"] == "write_kernel: the arguments are not valid JSON: {\"code\": \"S_ADDI\n"
                              "[step 3/15 · no correct version yet]\n");
  CHECK(endEvent(f, r)["reason"] == "malformed replies");
  // The nudge reached the model as a user message after its text-only reply.
  const auto requests = server.requests();
  REQUIRE(requests.size() == 3);
  const json msgs = json::parse(requests[1].body)["messages"];
  CHECK(msgs[msgs.size() - 2]["role"] == "assistant");
  CHECK(msgs.back()["role"] == "user");
  // The malformed body added nothing: the third request is the second one again.
  CHECK(json::parse(requests[2].body)["messages"] == msgs);
}

TEST_CASE("agent faults: an unknown tool and arguments of the wrong type are errors the model reads", "[agent][faults]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  FakeLlmServer server({ok(openAiReply({{"compile", {{"code", reluKernel()}}}, {"write_kernel", {{"code", 5}}}}, 1)),
                        ok(openAiReply({{"write_kernel", {{"code", reluKernel()}}}}, 2)),
                        ok(openAiReply({{"submit", json::object()}}, 3))});
  const kc::agent::AgentRunResult r = f.runOpenAi(server);
  CHECK(r.loop.reason == kc::agent::EndReason::Submitted);
  CHECK(r.loop.toolErrors == 2);
  CHECK(r.loop.malformedReplies == 0);
  CHECK(r.report.correct);
  const auto results = eventsOf(f.events(r), "tool_result");
  REQUIRE(results.size() == 4);
  CHECK(results[0]["is_error"] == true);
  CHECK(results[0]["text"].get<std::string>().rfind("unknown tool 'compile'", 0) == 0);
  CHECK(results[1]["is_error"] == true);
  CHECK(results[1]["text"].get<std::string>().rfind("write_kernel: ", 0) == 0);
}

TEST_CASE("agent faults: a context-length error ends the run; the latest kernel is scored", "[agent][faults]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  FakeLlmServer server(
      {ok(openAiReply({{"write_kernel", {{"code", reluKernel()}}}}, 1)),
       status(400, R"({"error":{"message":"This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.","type":"invalid_request_error","code":"context_length_exceeded"}})")});
  const kc::agent::AgentRunResult r = f.runOpenAi(server);
  CHECK(r.loop.reason == kc::agent::EndReason::ContextLength);
  CHECK(r.loop.detail.find("maximum context length") != std::string::npos);
  CHECK(r.loop.steps == 2);
  CHECK(r.scoredAs == "latest");
  CHECK(r.report.correct);  // never evaluated by the model, but correct when scored
  CHECK(endEvent(f, r)["reason"] == "context length");
}

TEST_CASE("agent faults: a rejected key ends the run at once, unretried, without the key anywhere", "[agent][faults]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  ScopedEnv key("OPENAI_API_KEY", "fake-openai-key-0123456789abcdef");
  FakeLlmServer server({status(401, R"({"error":{"message":"Incorrect API key provided: fake-openai-key-0123456789abcdef","code":"invalid_api_key"}})")});
  const kc::agent::AgentRunResult r = f.runOpenAi(server);
  CHECK(r.loop.reason == kc::agent::EndReason::ProviderError);
  CHECK(r.loop.retries == 0);
  CHECK(r.loop.detail.rfind("authentication: ", 0) == 0);
  std::ifstream in(r.trajectoryPath);
  std::stringstream all;
  all << in.rdbuf();
  CHECK(all.str().find("0123456789abcdef") == std::string::npos);
  CHECK(all.str().find("[redacted]") != std::string::npos);
}

TEST_CASE("agent faults: the step budget ends a run that never submits; the best correct version counts",
          "[agent][faults]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  f.spec.settings.budget.steps = 3;
  std::string slower = reluKernel();
  slower.insert(0, "    S_ADDI_INT gp3, gp0, 1\n    S_ADDI_INT gp3, gp0, 2\n");
  FakeLlmServer server({ok(openAiReply({{"write_kernel", {{"code", reluKernel()}}}, {"run_evaluation", json::object()}}, 1)),
                        ok(openAiReply({{"write_kernel", {{"code", slower}}}, {"run_evaluation", json::object()}}, 2)),
                        ok(openAiReply({{"view_kernel", json::object()}}, 3))});
  const kc::agent::AgentRunResult r = f.runOpenAi(server);
  CHECK(r.loop.reason == kc::agent::EndReason::StepBudget);
  CHECK(r.loop.detail == "all 3 steps used");
  CHECK(r.loop.bestCorrectVersion == 1);  // fewer cycles than v2
  CHECK(r.scoredVersion == 1);
  CHECK(r.scoredAs == "best correct");
  CHECK(r.report.correct);
}

TEST_CASE("agent faults: token and wall-clock caps end a run between steps", "[agent][faults]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  f.spec.settings.budget.maxTokens = 1500;
  FakeLlmServer server({ok(openAiReply({{"view_kernel", json::object()}}, 1, 1000, 0, 600)),
                        ok(openAiReply({{"view_kernel", json::object()}}, 2))});
  const kc::agent::AgentRunResult r = f.runOpenAi(server);
  CHECK(r.loop.reason == kc::agent::EndReason::TokenBudget);
  CHECK(r.loop.steps == 1);
  CHECK(r.loop.detail == "1600 tokens used, cap 1500");
  CHECK(server.requests().size() == 1);

  AgentRunFixture g("plena", "ReLU", "C1");
  g.spec.settings.budget.maxWallSeconds = 0;
  FakeLlmServer idle({});
  const kc::agent::AgentRunResult w = g.runOpenAi(idle);
  CHECK(w.loop.reason == kc::agent::EndReason::WallClockBudget);
  CHECK(w.loop.steps == 0);
  CHECK(idle.requests().empty());
}
