// The SQLite results store: one row per run, target, task and configuration, kept across
// reopenings, never duplicated, and a run id tied to its agent.
#include <catch2/catch.hpp>

#include <filesystem>

#include <unistd.h>

#include "sweep/results_db.h"

namespace fs = std::filesystem;
using namespace kc::bench;

namespace {

EvalReport report(const char* task, const char* config, bool correct, uint64_t cycles) {
  EvalReport r;
  r.target = "plena";
  r.task = task;
  r.config = config;
  r.assembled = r.ran = r.stopOk = true;
  r.stop = "end of code";
  r.correct = correct;
  r.cycles = cycles;
  r.baselineCycles = 100;
  r.speedup = correct ? 100.0 / double(cycles) : 0.0;
  return r;
}

} // namespace

TEST_CASE("results db: rows survive reopening, repeats are ignored, run ids keep their agent", "[db]") {
  const fs::path path = fs::temp_directory_path() / ("kc_results_" + std::to_string(::getpid()) + ".db");
  fs::remove(path);
  {
    ResultsDb db(path.string());
    std::string existing;
    REQUIRE(db.beginRun("r1", "baseline", 2026, existing));
    db.record("r1", report("GEMM", "C1", true, 50), "{\"a\":1}");
    db.record("r1", report("GEMM", "C2", false, 0), "{\"a\":2}");
    // A second record of the same key (a resumed sweep racing an old one) keeps the first.
    db.record("r1", report("GEMM", "C1", false, 999), "{\"a\":3}");
    CHECK(db.count("r1") == 2);
  }
  ResultsDb db(path.string());
  std::string existing;
  CHECK(db.beginRun("r1", "baseline", 2026, existing));  // same agent and seed: a resume
  CHECK_FALSE(db.beginRun("r1", "dir:kernels", 2026, existing));
  CHECK(existing == "baseline (seed 2026)");
  CHECK_FALSE(db.beginRun("r1", "baseline", 7, existing));
  const std::set<ResultKey> done = db.finished("r1");
  CHECK(done.size() == 2);
  CHECK(done.count({"plena", "GEMM", "C1"}) == 1);
  CHECK(done.count({"plena", "GEMM", "C3"}) == 0);
  CHECK(db.reports("r1") == std::vector<std::string>{"{\"a\":1}", "{\"a\":2}"});
  CHECK(db.count("other") == 0);
  fs::remove(path);
  fs::remove(path.string() + "-wal");
  fs::remove(path.string() + "-shm");
}

TEST_CASE("results db: an unusable file is refused with its name", "[db]") {
  CHECK_THROWS_WITH(ResultsDb("/nonexistent-dir/results.db"), Catch::Contains("/nonexistent-dir/results.db"));
}
