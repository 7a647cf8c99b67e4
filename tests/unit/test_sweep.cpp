// The sweep's thread pool: an evaluation that throws is that job's failure, and a recorder that
// throws stops the sweep cleanly, its exception reaching the caller after every worker ended.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "kc/target_info.h"
#include "sweep/run_jobs.h"

using namespace kc::bench;

namespace {

// Throws for configuration "C2"; otherwise returns a correct report.
class ThrowingAgent : public Agent {
 public:
  std::string name() const override { return "throwing"; }
  EvalReport solve(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                   const EvalOptions&) override {
    if (config == "C2") throw std::runtime_error("the simulator ran out of patience");
    if (config == "C4") throw 42;
    EvalReport r;
    r.target = target.name;
    r.task = task.name;
    r.config = config;
    r.correct = true;
    return r;
  }
};

std::vector<SweepJob> fiveJobs(const TaskDef& task) {
  const kc::TargetInfo* target = kc::allTargets().front();
  std::vector<SweepJob> jobs;
  for (const char* c : {"C1", "C2", "C3", "C4", "C5"}) jobs.push_back({target, &task, c});
  return jobs;
}

} // namespace

TEST_CASE("sweep: an evaluation that throws becomes that job's internal error", "[sweep]") {
  TaskDef task;
  task.name = "T";
  ThrowingAgent agent;
  std::map<std::string, EvalReport> got;
  runJobs(fiveJobs(task), agent, EvalOptions{}, 2, [&](const SweepJob& j, const EvalReport& r) { got[j.config] = r; });
  REQUIRE(got.size() == 5);
  CHECK(got["C1"].correct);
  CHECK(got["C2"].setupError == "internal error: the simulator ran out of patience");
  CHECK(got["C4"].setupError == "internal error: an exception of unknown type");
  CHECK(got["C5"].correct);
}

TEST_CASE("sweep: a recorder that throws stops the sweep and its exception reaches the caller", "[sweep]") {
  TaskDef task;
  task.name = "T";
  ThrowingAgent agent;
  int recorded = 0;
  auto record = [&](const SweepJob&, const EvalReport&) {
    if (++recorded == 2) throw std::runtime_error("database is locked");
  };
  CHECK_THROWS_WITH(runJobs(fiveJobs(task), agent, EvalOptions{}, 1, record), "database is locked");
  CHECK(recorded == 2);
}
