// Test helper: scripted model replies in both wire formats, and an agent run on a real task
// against a fake provider on loopback, in a fresh folder removed at exit.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <tuple>
#include <vector>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "agent/agent_run.h"
#include "agent/trajectory.h"
#include "fake_clock.h"
#include "fake_llm_server.h"
#include "llm/anthropic_messages.h"
#include "llm/openai_chat.h"
#include "llm_test_support.h"
#include "task/task_catalog.h"

namespace kc::test {

struct Call {
  std::string name;
  nlohmann::json args;  // a string is sent as the raw arguments text (malformed on purpose)
};

// An OpenAI chat.completion whose message calls `calls` (ids call_<step>_<i>).
inline std::string openAiReply(const std::vector<Call>& calls, int step, int promptTokens = 1000, int cached = 0,
                               int completion = 50) {
  nlohmann::json toolCalls = nlohmann::json::array();
  for (size_t i = 0; i < calls.size(); ++i)
    toolCalls.push_back({{"id", "call_" + std::to_string(step) + "_" + std::to_string(i)},
                         {"type", "function"},
                         {"function", {{"name", calls[i].name},
                                       {"arguments", calls[i].args.is_string() ? calls[i].args.get<std::string>()
                                                                               : calls[i].args.dump()}}}});
  nlohmann::json message = {{"role", "assistant"}, {"content", nullptr}};
  if (!calls.empty()) message["tool_calls"] = toolCalls;
  else message["content"] = "I think the kernel is done.";
  return nlohmann::json{{"id", "chatcmpl-" + std::to_string(step)},
                        {"model", "fake-model"},
                        {"choices", {{{"index", 0}, {"finish_reason", calls.empty() ? "stop" : "tool_calls"},
                                      {"message", message}}}},
                        {"usage", {{"prompt_tokens", promptTokens},
                                   {"completion_tokens", completion},
                                   {"prompt_tokens_details", {{"cached_tokens", cached}}}}}}
      .dump();
}

// An Anthropic message with a signed thinking block before its tool calls.
inline std::string anthropicReply(const std::vector<Call>& calls, int step) {
  nlohmann::json content = nlohmann::json::array();
  content.push_back({{"type", "thinking"}, {"thinking", "step " + std::to_string(step) + " plan"},
                     {"signature", "sig-" + std::to_string(step)}});
  for (size_t i = 0; i < calls.size(); ++i)
    content.push_back({{"type", "tool_use"}, {"id", "toolu_" + std::to_string(step) + "_" + std::to_string(i)},
                       {"name", calls[i].name}, {"input", calls[i].args}});
  return nlohmann::json{{"type", "message"}, {"role", "assistant"}, {"model", "fake-claude"}, {"content", content},
                        {"stop_reason", "tool_use"},
                        {"usage", {{"input_tokens", 200}, {"cache_read_input_tokens", 800},
                                   {"cache_creation_input_tokens", 0}, {"output_tokens", 40}}}}
      .dump();
}

struct AgentRunFixture {
  std::filesystem::path dir;
  kc::agent::AgentRunSpec spec;
  std::shared_ptr<FakeClock> clock = std::make_shared<FakeClock>();

  AgentRunFixture(const char* target, const char* task, const char* config) {
    static int counter = 0;
    dir = std::filesystem::temp_directory_path() /
          ("kc_agent_run_" + std::to_string(::getpid()) + "_" + std::to_string(++counter));
    std::filesystem::remove_all(dir);
    spec.target = kc::findTarget(target);
    REQUIRE(spec.target);
    spec.options.tasksDir = kc::bench::defaultTasksDir();
    spec.options.baselineDirs = kc::bench::defaultBaselineDirs();
    spec.options.hiddenRuns = 3;
    spec.task = kc::bench::loadTaskByName(spec.options.tasksDir, task);
    spec.config = config;
    spec.folder = (dir / "run").string();
    spec.agentName = "llm:openai:fake-model";
    spec.provider = "openai";
    spec.settings.model = "fake-model";
  }
  ~AgentRunFixture() { std::filesystem::remove_all(dir); }

  kc::agent::AgentRunResult runOpenAi(FakeLlmServer& server, int attempts = 3) {
    kc::llm::OpenAiChatOptions o;
    o.baseUrl = server.baseUrl();
    o.transport = fastTransport(clock, attempts);
    kc::llm::OpenAiChatProvider provider(o);
    return kc::agent::runAgent(provider, spec);
  }

  kc::agent::AgentRunResult runAnthropic(FakeLlmServer& server) {
    ScopedEnv key("ANTHROPIC_API_KEY", "fake-anthropic-key-for-agent-runs");
    kc::llm::AnthropicOptions o;
    o.baseUrl = server.baseUrl();
    o.transport = fastTransport(clock, 3);
    kc::llm::AnthropicProvider provider(o);
    spec.agentName = "llm:anthropic:fake-claude";
    spec.provider = "anthropic";
    spec.settings.model = "fake-claude";
    return kc::agent::runAgent(provider, spec);
  }

  std::vector<nlohmann::json> events(const kc::agent::AgentRunResult& r) const {
    return kc::agent::readTrajectory(r.trajectoryPath);
  }
};

// The events of one kind, in order.
inline std::vector<nlohmann::json> eventsOf(const std::vector<nlohmann::json>& all, const std::string& kind) {
  std::vector<nlohmann::json> out;
  for (const nlohmann::json& e : all)
    if (e.value("event", "") == kind) out.push_back(e);
  return out;
}

} // namespace kc::test
