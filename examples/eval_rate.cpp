// How many evaluations a training program gets: every target's baseline kernels evaluated as a
// model's kernel is (Task.evaluate, `eval --batch`: the full path, assembly included), per task
// level on C1 and C3. Per core: cold (nothing cached: set-ups, references, baselines and machines
// made first), warm (all cached: only the kernel's own work), and warm with hidden runs as scoring
// does them (--hidden 3, raised to one per input family plus one) on seeds replayed (their set-ups
// cached) and on seeds drawn for each evaluation (each a new set-up); on all cores, warm; beside
// them `kernelcraft eval` run as a process per kernel, the figure a caller of the command line
// gets; and where a warm evaluation's time goes. Per-core figures count the CPU time of the
// thread (of the child processes for the command line), so that other work on the host does not
// lower them. Prints; asserts nothing.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <sys/resource.h>

#include "evaluation/evaluate.h"
#include "evaluation/hidden_seeds.h"
#include "evaluation/parallel.h"
#include "evaluation/prepared_machine.h"
#include "evaluation/setup_cache.h"
#include "kc/target_info.h"
#include "speed_support.h"
#include "task/task_catalog.h"

namespace {

struct Job {
  const kc::TargetInfo* target;
  const kc::bench::TaskDef* task;
  std::string config, path, source;
  std::string dir;  // where the baseline's .include files resolve from
  kc::bench::EvalOptions replayed, drawn;  // the hidden runs scoring does, on fixed or fresh seeds
};

// Enough repetitions of a set of jobs to measure: at least this much CPU time.
constexpr double kMinSeconds = 0.5;

double threadSeconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

double childSeconds() {
  rusage u;
  getrusage(RUSAGE_CHILDREN, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + 1e-6 * double(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

enum class Hidden { None, Replayed, Drawn };

kc::bench::EvalReport evaluateJob(const Job& j, const kc::bench::EvalOptions& plain, Hidden hidden) {
  const kc::bench::EvalOptions& o = hidden == Hidden::Replayed ? j.replayed : hidden == Hidden::Drawn ? j.drawn : plain;
  return kc::bench::evaluate(*j.target, *j.task, j.config, j.source, j.path, j.dir, o);
}

// Evaluations per second of the thread's CPU time.
double perCore(const std::vector<Job>& jobs, const kc::bench::EvalOptions& o, bool cold, Hidden hidden) {
  size_t correct = 0, runs = 0;
  double total = 0;
  if (!cold)
    for (const Job& j : jobs) evaluateJob(j, o, hidden);  // warm the caches
  while (total < kMinSeconds) {
    correct = 0;
    const double start = threadSeconds();
    for (const Job& j : jobs) {
      if (cold) kc::bench::clearBaselineCache();
      correct += evaluateJob(j, o, hidden).correct;
    }
    total += threadSeconds() - start;
    runs += jobs.size();
  }
  if (correct != jobs.size()) std::fprintf(stderr, "  (%zu of %zu correct)\n", correct, jobs.size());
  return double(runs) / total;
}

// Evaluations per second of wall time on `threads` threads, warm.
double allCores(const std::vector<Job>& jobs, const kc::bench::EvalOptions& o, unsigned threads, double warmRate) {
  const size_t rounds = std::max<size_t>(1, size_t(kMinSeconds * warmRate * threads / double(jobs.size())));
  std::vector<size_t> order;
  for (size_t r = 0; r < rounds; ++r)
    for (size_t i = 0; i < jobs.size(); ++i) order.push_back(i);
  const auto start = speed::Clock::now();
  kc::bench::parallelFor(order.size(), threads, [&](size_t k) { evaluateJob(jobs[order[k]], o, Hidden::None); });
  return double(order.size()) / speed::seconds(start, speed::Clock::now());
}

// `kernelcraft eval` as a process per kernel, per second of the processes' CPU time.
double commandLine(const std::vector<Job>& jobs, const std::string& kernelcraft) {
  const double start = childSeconds();
  for (const Job& j : jobs) {
    const std::string cmd = "'" + kernelcraft + "' eval -t " + j.target->name + " --task " + j.task->name + " --config " +
                            j.config + " '" + j.path + "' --json > /dev/null";
    if (std::system(cmd.c_str()) == -1) return 0;
  }
  return double(jobs.size()) / (childSeconds() - start);
}

// Shares of a warm evaluation's CPU time spent assembling the kernel and simulating it (on a
// prepared machine), each timed beside the whole evaluation of the same job.
struct Phases {
  double assemble = 0, simulate = 0;
};

Phases phases(const std::vector<Job>& jobs, const kc::bench::EvalOptions& o) {
  double whole = 0, assemble = 0, simulate = 0;
  while (whole < kMinSeconds / 2)
    for (const Job& j : jobs) {
      double t = threadSeconds();
      evaluateJob(j, o, Hidden::None);
      whole += threadSeconds() - t;
      const auto setup = kc::bench::sharedTaskSetup(*j.target, *j.task, j.config, o.seed, o.tasksDir);
      t = threadSeconds();
      const kc::bench::BuiltKernel built = kc::bench::buildKernel(*setup, {j.source, j.path, j.dir, ""});
      assemble += threadSeconds() - t;
      std::string error;
      kc::bench::PreparedMachine m(*setup, built.program ? &*built.program : nullptr, error);
      if (!built.program || !m.get()) continue;
      kc::RunLimits limits;
      t = threadSeconds();
      m.get()->run(limits);
      simulate += threadSeconds() - t;
      m.strayWrites({});  // tells the kept machine what the run changed
    }
  return {assemble / whole, simulate / whole};
}

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

} // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: eval_rate PATH-TO-KERNELCRAFT\n");
    return 2;
  }
  kc::bench::EvalOptions o;
  o.tasksDir = kc::bench::defaultTasksDir();
  o.baselineDirs = kc::bench::defaultBaselineDirs();
  const std::vector<kc::bench::TaskDef> tasks = kc::bench::loadAllTasks(o.tasksDir);
  const unsigned threads = kc::bench::threadsFor(0);
  std::printf("evaluations per second (baseline kernels evaluated as a model's kernels; per core: per CPU second; "
              "all: %u threads, wall time)\n", threads);
  std::printf("%-5s %-6s %4s | %9s %9s %12s %10s | %9s | %9s | %s\n", "level", "config", "jobs", "cold/core", "warm/core",
              "+hid replay", "+hid drawn", "warm, all", "CLI/core", "warm time: assemble / simulate / rest");
  for (int level = 1; level <= 3; ++level)
    for (const std::string config : {"C1", "C3"}) {
      std::vector<Job> jobs;
      for (const kc::TargetInfo* t : kc::allTargets())
        for (const kc::bench::TaskDef& task : tasks) {
          if (task.level != level || !task.runsOn(t->name) || !task.configs.at(t->name).count(config)) continue;
          const std::string path = kc::bench::findBaseline(*t, task, o);
          if (path.empty()) continue;
          Job j{t, &task, config, path, readText(path), path.substr(0, path.rfind('/')), o, o};
          const size_t runs = kc::bench::hiddenRunCount(task, 3);
          for (uint64_t s = 1; s <= runs; ++s) j.replayed.hiddenSeeds.push_back(s);
          j.drawn.hiddenRuns = 3;
          jobs.push_back(std::move(j));
        }
      if (jobs.empty()) continue;
      const double cold = perCore(jobs, o, true, Hidden::None);
      const double warm = perCore(jobs, o, false, Hidden::None);
      const double replayed = perCore(jobs, o, false, Hidden::Replayed);
      const double drawn = perCore(jobs, o, false, Hidden::Drawn);
      const double all = allCores(jobs, o, threads, warm);
      const double cli = commandLine(jobs, argv[1]);
      const Phases p = phases(jobs, o);
      const double assemble = 100 * p.assemble, simulate = 100 * p.simulate;
      std::printf("%-5d %-6s %4zu | %9.0f %9.0f %12.0f %10.0f | %9.0f | %9.1f | %3.0f%% / %3.0f%% / %3.0f%%\n", level,
                  config.c_str(), jobs.size(), cold, warm, replayed, drawn, all, cli, assemble, simulate,
                  std::max(0.0, 100 - assemble - simulate));
    }
  return 0;
}
