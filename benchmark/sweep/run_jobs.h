// Running a sweep's evaluations on a pool of threads while one thread records them.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "evaluation/evaluate.h"
#include "sweep/agents.h"

namespace kc::bench {

struct SweepJob {
  const kc::TargetInfo* target;
  const TaskDef* task;
  std::string config;
};

// Evaluates `jobs` with `agent` on `threads` workers; `done` runs on the calling thread for each
// result in the order they finish, so the database and the output have a single writer. An
// evaluation that throws is that job's failure ("internal error: ..." as its setup error), never
// the sweep's end. After a stop signal (kc::safety) no further job starts. If `done` throws (the results cannot be stored), no further job starts, the
// running ones finish unrecorded, and the exception reaches the caller.
void runJobs(const std::vector<SweepJob>& jobs, Agent& agent, const EvalOptions& options, unsigned threads,
             const std::function<void(const SweepJob&, const EvalReport&)>& done);

} // namespace kc::bench
