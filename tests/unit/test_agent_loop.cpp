// Whole agent runs on a real task against a scripted model on loopback: the model writes a wrong
// kernel, reads the failure and the row diff, searches the manual, fixes the kernel and submits;
// every verdict comes from the simulator, the final one on hidden inputs, and replaying the
// trajectory reproduces them all.
#include <catch2/catch.hpp>

#include <fstream>

#include "agent/replay.h"
#include "agent_script.h"
#include "relu_kernels.h"

using namespace kc::test;
using nlohmann::json;

namespace {

// PLENA ReLU: one VLEN row per iteration. The wrong version runs half the rows.
std::vector<ScriptedReply> repairScript() {
  return {
      ok(openAiReply({{"write_kernel", {{"code", halfReluKernel()}}}}, 1, 1000, 0)),
      ok(openAiReply({{"run_evaluation", json::object()}}, 2, 1200, 1000)),
      ok(openAiReply({{"view_output", {{"tensor", "y"}, {"rows", "0-1"}}}}, 3, 1400, 1200)),
      ok(openAiReply({{"grep_docs", {{"pattern", "C_LOOP_START"}, {"max_results", 3}}}}, 4, 1600, 1400)),
      ok(openAiReply({{"edit_kernel", {{"old", " / 2\n"}, {"new", "\n"}}}}, 5, 1800, 1600)),
      ok(openAiReply({{"run_evaluation", json::object()}}, 6, 2000, 1800)),
      ok(openAiReply({{"submit", {{"version", 2}}}}, 7, 2200, 2000)),
  };
}

} // namespace

TEST_CASE("agent run: wrong kernel, row diff, docs, fix, submit; scored on hidden inputs", "[agent][loop]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  FakeLlmServer server(repairScript());
  const kc::agent::AgentRunResult r = f.runOpenAi(server);

  CHECK(r.loop.reason == kc::agent::EndReason::Submitted);
  CHECK(r.loop.steps == 7);
  CHECK(r.loop.maxSteps == 15);  // level 1
  CHECK(r.loop.submittedVersion == 2);
  CHECK(r.loop.firstCorrectStep == 6);
  CHECK(r.loop.bestCorrectVersion == 2);
  CHECK(r.loop.toolCalls == 7);
  CHECK(r.loop.toolErrors == 0);
  CHECK(r.scoredVersion == 2);
  CHECK(r.scoredAs == "submitted");
  CHECK(r.report.correct);
  REQUIRE(r.report.hidden.size() == 3);
  for (const auto& h : r.report.hidden) CHECK(h.correct);
  CHECK(r.report.speedup == Approx(1.0));  // the baseline's own loop

  // Usage: OpenAI's prompt_tokens include the cached ones, which are split out.
  CHECK(r.loop.usage.uncachedInput == 7 * 200 + 800);
  CHECK(r.loop.usage.cacheRead == 0 + 1000 + 1200 + 1400 + 1600 + 1800 + 2000);
  CHECK(r.loop.usage.output == 7 * 50);
  CHECK_FALSE(r.loop.costUsd.has_value());  // fake-model has no price: unknown, never 0
  CHECK(r.report.agentRun["cost_usd"].is_null());
  CHECK(r.report.agentRun["visible_correct"] == true);

  // The model saw only visible-seed verdicts; each tool result ended with the status line.
  const auto requests = server.requests();
  REQUIRE(requests.size() == 7);
  const json second = json::parse(requests[1].body);
  const json firstResult = second["messages"].back();
  CHECK(firstResult["role"] == "tool");
  CHECK(firstResult["content"].get<std::string>().find("[step 1/15 · no correct version yet]\n") != std::string::npos);
  const std::string evalText = json::parse(requests[2].body)["messages"].back()["content"];
  CHECK(evalText.find("v1.s on the visible inputs: ") == 0);
  CHECK(evalText.find("wrong") != std::string::npos);
  const std::string diffText = json::parse(requests[3].body)["messages"].back()["content"];
  CHECK(diffText.find("y[1]") != std::string::npos);
  const std::string lastText = json::parse(requests[6].body)["messages"].back()["content"];
  CHECK(lastText.find("[step 6/15 · best correct so far: v2.s, 1.00x]") != std::string::npos);
  // The system prompt is the same in every request (providers cache it).
  const json sys0 = json::parse(requests[0].body)["messages"][0];
  CHECK(sys0["role"] == "system");
  for (const auto& q : requests) CHECK(json::parse(q.body)["messages"][0] == sys0);

  // The trajectory: every event, flushed; verdicts from the simulator.
  const auto events = f.events(r);
  CHECK(events.front()["event"] == "start");
  CHECK(eventsOf(events, "request").size() == 7);
  CHECK(eventsOf(events, "response").size() == 7);
  CHECK(eventsOf(events, "tool_call").size() == 7);
  CHECK(eventsOf(events, "tool_result").size() == 7);
  const auto evals = eventsOf(events, "evaluation");
  REQUIRE(evals.size() == 2);
  CHECK(evals[0]["version"] == 1);
  CHECK(evals[0]["verdict"] == "wrong output");
  CHECK(evals[1]["verdict"] == "correct");
  const auto scoring = eventsOf(events, "scoring");
  REQUIRE(scoring.size() == 1);
  CHECK(scoring[0]["hidden_seeds"].size() == 3);
  CHECK(eventsOf(events, "end").size() == 1);
  CHECK(std::filesystem::exists(std::filesystem::path(f.spec.folder) / "v1.s"));
  CHECK(std::filesystem::exists(std::filesystem::path(f.spec.folder) / "v2.s"));

  // Replay runs every tool call again and gets every verdict, hidden seeds included.
  const kc::agent::ReplayResult replay = kc::agent::replayTrajectory(r.trajectoryPath, (f.dir / "replay").string());
  for (const auto& d : replay.differences) UNSCOPED_INFO(d);
  CHECK(replay.ok());
  CHECK(replay.toolCalls == 7);
  CHECK(replay.evaluations == 2);
  CHECK(replay.scored);
  CHECK(replay.finalVerdict == "correct");
}

TEST_CASE("agent run: replay finds a verdict that no longer holds", "[agent][loop]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  FakeLlmServer server(repairScript());
  const kc::agent::AgentRunResult r = f.runOpenAi(server);
  // Claim the wrong version was correct: the simulator disagrees on replay.
  std::vector<json> events = f.events(r);
  std::ofstream out(r.trajectoryPath, std::ios::trunc);
  for (json e : events) {
    if (e["event"] == "evaluation" && e["version"] == 1) e["verdict"] = "correct";
    out << e.dump() << '\n';
  }
  out.close();
  const kc::agent::ReplayResult replay = kc::agent::replayTrajectory(r.trajectoryPath, (f.dir / "replay").string());
  REQUIRE(replay.differences.size() == 1);
  CHECK(replay.differences[0].find("step 2: recorded v1 correct in ") == 0);
}

TEST_CASE("agent run: Anthropic wire format, thinking blocks sent back unchanged", "[agent][loop]") {
  AgentRunFixture f("plena", "ReLU", "C1");
  std::string fixed = halfReluKernel();
  fixed.replace(fixed.find(" / 2\n"), 5, "\n");
  FakeLlmServer server({ok(anthropicReply({{"write_kernel", {{"code", fixed}}}}, 1)),
                        ok(anthropicReply({{"run_evaluation", json::object()}, {"submit", json::object()}}, 2))});
  const kc::agent::AgentRunResult r = f.runAnthropic(server);
  CHECK(r.loop.reason == kc::agent::EndReason::Submitted);
  CHECK(r.loop.steps == 2);
  CHECK(r.loop.firstCorrectStep == 2);
  CHECK(r.report.correct);
  CHECK(r.loop.usage.cacheRead == 1600);
  CHECK(r.loop.usage.uncachedInput == 400);
  const auto requests = server.requests();
  REQUIRE(requests.size() == 2);
  const json body = json::parse(requests[1].body);
  CHECK(body["system"].dump().find("You write assembly kernels for the plena accelerator") != std::string::npos);
  const json assistant = body["messages"][1];
  CHECK(assistant["role"] == "assistant");
  CHECK(assistant["content"][0] == json({{"type", "thinking"}, {"thinking", "step 1 plan"}, {"signature", "sig-1"}}));
  const json results = body["messages"][2];
  CHECK(results["role"] == "user");
  CHECK(results["content"][0]["type"] == "tool_result");
  CHECK(results["content"][0]["tool_use_id"] == "toolu_1_0");
}

TEST_CASE("agent run: aie2 ReLU, maxima read before the loads land, the manual's latency, the fix", "[agent][loop]") {
  AgentRunFixture f("aie2", "ReLU", "C1");
  FakeLlmServer server({
      ok(openAiReply({{"write_kernel", {{"code", aie2EarlyReluKernel()}}}}, 1, 1000, 0)),
      ok(openAiReply({{"run_evaluation", json::object()}}, 2, 1200, 1000)),
      ok(openAiReply({{"grep_docs", {{"pattern", "vlda"}, {"max_results", 3}}}}, 3, 1400, 1200)),
      ok(openAiReply({{"write_kernel", {{"code", aie2ReluKernel()}}}}, 4, 1600, 1400)),
      ok(openAiReply({{"run_evaluation", json::object()}}, 5, 1800, 1600)),
      ok(openAiReply({{"submit", json::object()}}, 6, 2000, 1800)),
  });
  const kc::agent::AgentRunResult r = f.runOpenAi(server);
  CHECK(r.loop.reason == kc::agent::EndReason::Submitted);
  CHECK(r.loop.firstCorrectStep == 5);
  CHECK(r.loop.toolErrors == 0);
  CHECK(r.scoredVersion == 2);
  CHECK(r.report.correct);
  REQUIRE(r.report.hidden.size() == 3);
  for (const auto& h : r.report.hidden) CHECK(h.correct);
  CHECK(r.report.speedup == Approx(1.0));

  const auto requests = server.requests();
  REQUIRE(requests.size() == 6);
  CHECK(json::parse(requests[0].body)["messages"][0]["content"].get<std::string>().find(
            "You write assembly kernels for the aie2 accelerator") != std::string::npos);
  const std::string wrong = json::parse(requests[2].body)["messages"].back()["content"];
  CHECK(wrong.find("v1.s on the visible inputs: aie2 ReLU C1: wrong output") == 0);
  CHECK(wrong.find("row y[0]: 38 bad, first at column 1") != std::string::npos);
  const std::string docs = json::parse(requests[3].body)["messages"].back()["content"];
  CHECK(docs.find("vlda") != std::string::npos);
  const std::string right = json::parse(requests[5].body)["messages"].back()["content"];
  CHECK(right.find("v2.s on the visible inputs: aie2 ReLU C1: correct") == 0);

  const kc::agent::ReplayResult replay = kc::agent::replayTrajectory(r.trajectoryPath, (f.dir / "replay").string());
  for (const auto& d : replay.differences) UNSCOPED_INFO(d);
  CHECK(replay.ok());
  CHECK(replay.finalVerdict == "correct");
}
