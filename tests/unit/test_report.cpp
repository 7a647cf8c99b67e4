// `kernelcraft report` from small results files written through the results store: exact cells,
// the plots that belong to the runs present, runs side by side, unknown costs and unreported
// tokens, a hostile model name, a baseline-only file and the refusals.
#include <catch2/catch.hpp>

#include <filesystem>

#include <unistd.h>

#include "evaluation/eval_report.h"
#include "report/render_report.h"
#include "sweep/results_db.h"
#include "task/task_catalog.h"

namespace {

using kc::bench::EvalReport;

struct TempDb {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("kc_report_" + std::to_string(::getpid()) + ".db");
  TempDb() { std::filesystem::remove(path); }
  ~TempDb() {
    for (const char* ext : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + ext);
  }
};

EvalReport evaluation(const char* task, const char* config, bool correct, uint64_t cycles, double speedup) {
  EvalReport r;
  r.target = "plena";
  r.task = task;
  r.config = config;
  r.assembled = r.ran = true;
  r.stopOk = correct;
  r.correct = correct;
  r.cycles = cycles;
  r.baselineCycles = uint64_t(double(cycles) * speedup);
  r.speedup = correct ? speedup : 0;
  return r;
}

nlohmann::json agentRun(const std::string& model, int steps, int firstCorrect, bool reported, bool priced) {
  nlohmann::json usage = reported ? nlohmann::json{{"uncached_input", 1000}, {"cache_read", 3000}, {"cache_write", 500},
                                                   {"output", 200}, {"reasoning", nullptr}}
                                  : nlohmann::json(nullptr);
  return {{"agent", "llm:openai:" + model}, {"provider", "openai"}, {"model", model}, {"level", 1}, {"steps", steps},
          {"max_steps", 15}, {"reason", "submitted"}, {"detail", ""}, {"scored_version", 1}, {"scored_as", "submitted"},
          {"first_correct_step", firstCorrect}, {"visible_correct", firstCorrect > 0}, {"usage", usage}, {"retries", 0},
          {"latency_seconds", 1.0}, {"wall_seconds", 2.0}, {"cost_usd", priced ? nlohmann::json(0.25) : nlohmann::json(nullptr)},
          {"trajectory", "/tmp/t.jsonl"}};
}

void record(kc::bench::ResultsDb& db, const std::string& run, const EvalReport& r) {
  db.record(run, r, kc::bench::evalReportJson(r).dump());
}

} // namespace

TEST_CASE("report: a baseline-only file shows cycles per configuration", "[report]") {
  TempDb f;
  {
    kc::bench::ResultsDb db(f.path.string());
    std::string existing;
    REQUIRE(db.beginRun("base", "baseline", 2026, existing));
    record(db, "base", evaluation("ReLU", "C1", true, 37, 1));
    record(db, "base", evaluation("ReLU", "C2", true, 109, 1));
  }
  const auto data = kc::report::loadReportData(f.path.string(), {}, kc::bench::defaultTasksDir());
  const std::string html = kc::report::renderReport(data);
  // No bound recorded (a file written before bounds): the share column says so.
  CHECK(html.find("<tr><td class=\"name\">ReLU</td><td>37</td><td>109</td><td>-</td></tr>") != std::string::npos);
  CHECK(html.find("<td class=\"good\">2/2</td>") != std::string::npos);
  CHECK(html.find("id=\"plot-success\"") != std::string::npos);
  CHECK(html.find("id=\"plot-speedups\"") != std::string::npos);
  CHECK(html.find("id=\"plot-tokens\"") == std::string::npos);  // no agent runs, no token plot
  CHECK(html.find("Tokens and cost") == std::string::npos);
}

TEST_CASE("report: two agent runs side by side, unknown cost, unreported tokens, escaped names", "[report]") {
  TempDb f;
  {
    kc::bench::ResultsDb db(f.path.string());
    std::string existing;
    REQUIRE(db.beginRun("a", "llm:openai:<script>alert(1)</script>", 2026, existing));
    REQUIRE(db.beginRun("b", "mcp:some-client", 2026, existing));
    EvalReport r1 = evaluation("ReLU", "C1", true, 37, 1.0);
    r1.agentRun = agentRun("<script>alert(1)</script>", 4, 2, true, false);
    record(db, "a", r1);
    EvalReport r2 = evaluation("ReLU", "C2", false, 0, 0);
    r2.agentRun = agentRun("<script>alert(1)</script>", 15, 0, true, false);
    record(db, "a", r2);
    EvalReport r3 = evaluation("ReLU", "C1", true, 20, 1.85);
    r3.agentRun = agentRun("some-client", 9, 9, false, false);
    record(db, "b", r3);
  }
  const auto data = kc::report::loadReportData(f.path.string(), {"a", "b"}, kc::bench::defaultTasksDir());
  REQUIRE(data.runs.size() == 2);
  const std::string html = kc::report::renderReport(data);
  CHECK(html.find("<script>") == std::string::npos);
  CHECK(html.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  // Correct per task: a 1/2 beside b 1/1.
  CHECK(html.find("<tr><td class=\"name\">ReLU</td><td>1</td><td class=\"bad\">1/2</td><td class=\"good\">1/1</td></tr>") !=
        std::string::npos);
  CHECK(html.find("<td>1.85x</td>") != std::string::npos);
  // Tokens: a reported them (per run: 1000 uncached ...), b did not; neither has a price.
  CHECK(html.find("<td>2</td><td>1000</td><td>3000</td><td>500</td><td>200</td><td>-</td><td>unknown</td>") !=
        std::string::npos);
  CHECK(html.find("<td>1</td><td>not reported</td><td>not reported</td><td>not reported</td><td>not reported</td><td>-</td>"
                  "<td>unknown</td>") != std::string::npos);
  CHECK(html.find("id=\"plot-steps\"") != std::string::npos);
  CHECK(html.find("id=\"plot-tokens\"") != std::string::npos);
}

TEST_CASE("report: shares of the roofline bound per task, per level and overall", "[report]") {
  TempDb f;
  {
    kc::bench::ResultsDb db(f.path.string());
    std::string existing;
    REQUIRE(db.beginRun("base", "baseline", 2026, existing));
    REQUIRE(db.beginRun("fast", "dir:k", 2026, existing));
    auto bounded = [](EvalReport r, uint64_t bound) {
      r.bound.cycles = bound;
      r.bound.terms = {{"HBM", double(bound), "bytes"}};
      return r;
    };
    record(db, "base", bounded(evaluation("ReLU", "C1", true, 40, 1), 10));    // 25%
    record(db, "base", bounded(evaluation("ReLU", "C2", true, 100, 1), 50));   // 50%
    record(db, "fast", bounded(evaluation("ReLU", "C1", true, 20, 2), 10));    // 50%, 2x
    record(db, "fast", bounded(evaluation("ReLU", "C2", false, 0, 0), 50));    // wrong: 0
    record(db, "fast", bounded(evaluation("FFN", "C1", true, 100, 4), 80));    // level 2: 80%, 4x
  }
  const auto data = kc::report::loadReportData(f.path.string(), {}, kc::bench::defaultTasksDir());
  const std::string html = kc::report::renderReport(data);
  CHECK(html.find("<tr><td class=\"name\">ReLU</td><td title=\"bound 10 cycles, set by HBM; 25% of the bound\">40</td>"
                  "<td title=\"bound 50 cycles, set by HBM; 50% of the bound\">100</td><td>38%</td></tr>") != std::string::npos);
  // Summary: the fast run's level 1 is ReLU (2x on its one correct configuration, (50% + 0) / 2),
  // level 2 FFN (4x, 80%), overall the geometric mean of 2 and 4 and the mean of 50, 0 and 80.
  CHECK(html.find("<td>2.00x · 25%</td><td>4.00x · 80%</td><td>2.83x · 43%</td>") != std::string::npos);
  CHECK(html.find("id=\"plot-bound\"") != std::string::npos);
}

TEST_CASE("report: refusals name the file and what is wrong", "[report]") {
  TempDb f;
  CHECK_THROWS_WITH(kc::report::loadReportData(f.path.string(), {}, ""), f.path.string() + ": no such results file");
  {
    kc::bench::ResultsDb db(f.path.string());
    std::string existing;
    REQUIRE(db.beginRun("base", "baseline", 2026, existing));
  }
  CHECK_THROWS_WITH(kc::report::loadReportData(f.path.string(), {"nope"}, ""),
                    f.path.string() + " has no run 'nope' (it has base)");
}
