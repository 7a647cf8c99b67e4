// `bench --agent llm:PROVIDER:MODEL`: a sweep whose kernels a scripted model writes, recorded in
// SQLite with its accounting, shown in the agent tables, and resumed without repeating a run.
#include <catch2/catch.hpp>

#include <sqlite3.h>

#include <fstream>
#include <iostream>
#include <sstream>

#include "agent_script.h"
#include "cli/commands.h"
#include "formats/input_error.h"
#include "relu_kernels.h"

using namespace kc::test;
using nlohmann::json;

namespace {

struct Captured {
  std::stringstream out;
  std::streambuf* old;
  Captured() : old(std::cout.rdbuf(out.rdbuf())) {}
  ~Captured() { std::cout.rdbuf(old); }
};

std::vector<std::vector<std::string>> rows(const std::string& db, const char* sql) {
  sqlite3* h = nullptr;
  REQUIRE(sqlite3_open(db.c_str(), &h) == SQLITE_OK);
  sqlite3_stmt* s = nullptr;
  REQUIRE(sqlite3_prepare_v2(h, sql, -1, &s, nullptr) == SQLITE_OK);
  std::vector<std::vector<std::string>> out;
  while (sqlite3_step(s) == SQLITE_ROW) {
    std::vector<std::string> row;
    for (int i = 0; i < sqlite3_column_count(s); ++i) {
      const unsigned char* t = sqlite3_column_text(s, i);
      row.push_back(t ? reinterpret_cast<const char*>(t) : "NULL");
    }
    out.push_back(row);
  }
  sqlite3_finalize(s);
  sqlite3_close(h);
  return out;
}

} // namespace

TEST_CASE("agent sweep: rows with accounting, the agent tables, and a resume that repeats nothing", "[agent][sweep]") {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("kc_agent_sweep_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  // C1: correct at the first evaluation. C2: never correct, the steps run out.
  FakeLlmServer server({ok(openAiReply({{"write_kernel", {{"code", reluKernel()}}}, {"run_evaluation", json::object()}}, 1, 900, 0, 80)),
                        ok(openAiReply({{"submit", json::object()}}, 2, 1100, 900, 20)),
                        ok(openAiReply({{"write_kernel", {{"code", "    S_ADDI_INT gp1, gp0, 1\n"}}}}, 1)),
                        ok(openAiReply({{"run_evaluation", json::object()}}, 2))});
  kcli::BenchArgs args;
  args.agent = "llm:openai:fake-model";
  args.targets = "plena";
  args.tasks = "ReLU";
  args.configs = "C1,C2";
  args.db = (dir / "results.db").string();
  args.runId = "sweep-1";
  args.jobs = 1;
  args.quiet = true;
  args.llm.baseUrl = server.baseUrl();
  args.llm.runsDir = (dir / "runs").string();
  args.llm.steps = 2;
  // A run scored but killed before it was recorded: its folder is set aside and the run starts
  // afresh. (One killed before it was scored is recovered instead: run_recovery.h.)
  const std::filesystem::path c2 = dir / "runs" / "sweep-1" / "plena" / "ReLU" / "C2";
  std::filesystem::create_directories(c2);
  std::ofstream(c2 / "trajectory.jsonl") << R"({"event":"start","target":"plena"})" << "\n"
                                         << R"({"event":"scoring","version":0})" << "\n{\"event\":\"req";
  std::string tables;
  {
    Captured cap;
    CHECK(kcli::runBench(args) == kcli::kExitOk);
    tables = cap.out.str();
  }
  CHECK(server.requests().size() == 4);
  CHECK(std::filesystem::exists(dir / "runs" / "sweep-1" / "plena" / "ReLU" / "C2.interrupted-1" / "trajectory.jsonl"));

  const auto agentRows = rows(args.db,
                              "SELECT config, steps, end_reason, scored_as, first_correct_step, visible_correct, correct, "
                              "uncached_input_tokens, cache_read_tokens, output_tokens, reasoning_tokens, cost_usd "
                              "FROM agent_runs ORDER BY config");
  REQUIRE(agentRows.size() == 2);
  CHECK(agentRows[0] == std::vector<std::string>{"C1", "2", "submitted", "submitted", "1", "1", "1", "1100", "900", "100",
                                                 "NULL", "NULL"});
  CHECK(agentRows[1] == std::vector<std::string>{"C2", "2", "step budget", "latest", "NULL", "0", "0", "2000", "0", "100",
                                                 "NULL", "NULL"});
  const auto results = rows(args.db, "SELECT config, verdict, correct FROM results ORDER BY config");
  CHECK(results == std::vector<std::vector<std::string>>{{"C1", "correct", "1"}, {"C2", "wrong output", "0"}});

  CHECK(tables.find("plena agent runs: 1/2 correct on hidden inputs, 1/2 on the visible one, 1 submitted") != std::string::npos);
  CHECK(tables.find("ReLU                     1     1/2     1/2             1        2.0         2000        100") !=
        std::string::npos);
  CHECK(tables.find("all        1/2     1/2         1550          450            0        100          -        unknown") !=
        std::string::npos);

  // Resuming the same run: every configuration is finished, so no model is called again.
  FakeLlmServer idle({});
  args.llm.baseUrl = idle.baseUrl();
  {
    Captured cap;
    CHECK(kcli::runBench(args) == kcli::kExitOk);
  }
  CHECK(idle.requests().empty());
  CHECK(rows(args.db, "SELECT COUNT(*) FROM agent_runs")[0][0] == "2");
  std::filesystem::remove_all(dir);
}

TEST_CASE("agent command: one run told on standard output, recorded in the database", "[agent][sweep]") {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("kc_agent_cmd_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  FakeLlmServer server({ok(openAiReply({{"write_kernel", {{"code", reluKernel()}}}, {"run_evaluation", json::object()}}, 1)),
                        ok(openAiReply({{"submit", json::object()}}, 2))});
  kcli::AgentArgs args;
  args.agent = "llm:openai:fake-model";
  args.target = "plena";
  args.task = "relu";
  args.config = "C1";
  args.runId = "one";
  args.db = (dir / "results.db").string();
  args.quiet = true;
  args.llm.baseUrl = server.baseUrl();
  args.llm.runsDir = (dir / "runs").string();
  std::string text;
  {
    Captured cap;
    CHECK(kcli::runAgent(args) == kcli::kExitOk);
    text = cap.out.str();
  }
  CHECK(text.rfind("ended: submitted after 2 of 15 steps\nscored: v1.s (submitted)\n", 0) == 0);
  CHECK(text.find("first correct at step 1\n") != std::string::npos);
  CHECK(text.find("tokens: 2000 input (2000 uncached, 0 cache read, 0 cache write), 100 output; 2 calls, 0 retries") !=
        std::string::npos);
  CHECK(text.find("cost: unknown (benchmark/llm/prices.yaml lists no price for 'fake-model')\n") != std::string::npos);
  CHECK(text.find("trajectory: " + (dir / "runs" / "one" / "plena" / "ReLU" / "C1" / "trajectory.jsonl").string()) !=
        std::string::npos);
  CHECK(rows(args.db, "SELECT end_reason, correct FROM agent_runs") == std::vector<std::vector<std::string>>{{"submitted", "1"}});

  args.agent = "llm:gemini:x";
  CHECK_THROWS_WITH(kcli::runAgent(args),
                    "agent 'llm:gemini:x': expected llm:PROVIDER:MODEL with PROVIDER openai or anthropic");
  std::filesystem::remove_all(dir);
}
