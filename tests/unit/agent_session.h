// Test helper: an agent session on a real task configuration, in a fresh workspace removed at
// exit, and calls through the one tool registry.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include <unistd.h>

#include "agent/tool_registry.h"
#include "task/task_catalog.h"

struct AgentFixture {
  std::filesystem::path dir;
  std::unique_ptr<kc::agent::AgentSession> session;
  kc::agent::ToolRegistry tools = kc::agent::kernelTools();

  AgentFixture(const char* target, const char* task, const char* config) {
    static int counter = 0;
    dir = std::filesystem::temp_directory_path() /
          ("kc_agent_" + std::to_string(::getpid()) + "_" + std::to_string(++counter));
    std::filesystem::remove_all(dir);
    const kc::TargetInfo* t = kc::findTarget(target);
    REQUIRE(t);
    kc::agent::SessionSetup s;
    s.target = t;
    s.options.tasksDir = kc::bench::defaultTasksDir();
    s.options.baselineDirs = kc::bench::defaultBaselineDirs();
    s.task = kc::bench::loadTaskByName(s.options.tasksDir, task);
    s.config = config;
    s.workspace = dir.string();
    session = std::make_unique<kc::agent::AgentSession>(s);
  }
  ~AgentFixture() { std::filesystem::remove_all(dir); }

  kc::agent::ToolResult call(const std::string& name, const nlohmann::json& args) {
    return tools.call(name, args, *session);
  }
  // The baseline kernel's source for this task (the compiled one for coral).
  std::string baseline() {
    const std::string path = kc::bench::findBaseline(session->target(), session->task(), session->options());
    REQUIRE(!path.empty());
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
};
