// How many evaluations a training program gets: every target's baseline kernels evaluated as a
// model's kernel is (Task.evaluate, `eval --batch`: the full path, assembly included), per task
// level on C1 and C3. Per core: cold (nothing cached: set-up, reference and baseline computed
// first), warm (all cached: only the kernel's own work) and warm with 3 hidden seeds (each a new
// set-up, as scoring draws them); on all cores, warm; and beside them `kernelcraft eval` run as a
// process per kernel, the figure a caller of the command line gets. Prints; asserts nothing.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "evaluation/evaluate.h"
#include "evaluation/parallel.h"
#include "kc/assembler.h"
#include "kc/target_info.h"
#include "evaluation/setup_cache.h"
#include "speed_support.h"
#include "task/task_catalog.h"

namespace {

struct Job {
  const kc::TargetInfo* target;
  const kc::bench::TaskDef* task;
  std::string config, path, source;
  std::string dir;  // where the baseline's .include files resolve from
};

// Enough repetitions of a set of jobs to measure: at least `seconds` of work.
constexpr double kMinSeconds = 0.5;

double evaluateAll(const std::vector<Job>& jobs, const kc::bench::EvalOptions& o, bool cold, size_t& correct) {
  correct = 0;
  const auto start = speed::Clock::now();
  for (const Job& j : jobs) {
    if (cold) kc::bench::clearBaselineCache();
    correct += kc::bench::evaluate(*j.target, *j.task, j.config, j.source, j.path, j.dir, o).correct;
  }
  return speed::seconds(start, speed::Clock::now());
}

// Evaluations per second on one thread.
double perCore(const std::vector<Job>& jobs, const kc::bench::EvalOptions& o, bool cold) {
  size_t correct = 0, runs = 0;
  double total = 0;
  if (!cold) evaluateAll(jobs, o, false, correct);  // warm the caches
  while (total < kMinSeconds) {
    total += evaluateAll(jobs, o, cold, correct);
    runs += jobs.size();
  }
  if (correct != jobs.size()) std::fprintf(stderr, "  (%zu of %zu correct)\n", correct, jobs.size());
  return double(runs) / total;
}

double allCores(const std::vector<Job>& jobs, const kc::bench::EvalOptions& o, unsigned threads) {
  size_t correct = 0, runs = 0;
  evaluateAll(jobs, o, false, correct);
  const size_t rounds = std::max<size_t>(1, size_t(kMinSeconds * perCore(jobs, o, false) * threads / double(jobs.size())));
  std::vector<size_t> order;
  for (size_t r = 0; r < rounds; ++r)
    for (size_t i = 0; i < jobs.size(); ++i) order.push_back(i);
  const auto start = speed::Clock::now();
  kc::bench::parallelFor(order.size(), threads, [&](size_t k) {
    const Job& j = jobs[order[k]];
    kc::bench::evaluate(*j.target, *j.task, j.config, j.source, j.path, j.dir, o);
  });
  runs = order.size();
  return double(runs) / speed::seconds(start, speed::Clock::now());
}

// `kernelcraft eval` as a process per kernel.
double commandLine(const std::vector<Job>& jobs, const std::string& kernelcraft) {
  const auto start = speed::Clock::now();
  for (const Job& j : jobs) {
    const std::string cmd = "'" + kernelcraft + "' eval -t " + j.target->name + " --task " + j.task->name + " --config " +
                            j.config + " '" + j.path + "' --json > /dev/null";
    if (std::system(cmd.c_str()) == -1) return 0;
  }
  return double(jobs.size()) / speed::seconds(start, speed::Clock::now());
}

// The share of a warm evaluation spent assembling the kernel.
double assemblyShare(const std::vector<Job>& jobs, const kc::bench::EvalOptions& o, double warmRate) {
  const auto start = speed::Clock::now();
  size_t runs = 0;
  while (speed::seconds(start, speed::Clock::now()) < kMinSeconds / 2)
    for (const Job& j : jobs) {
      const auto setup = kc::bench::sharedTaskSetup(*j.target, *j.task, j.config, o.seed, o.tasksDir);
      kc::AsmOptions ao;
      ao.fileName = "kernel.s";
      ao.defines.insert(setup->layout.defines.begin(), setup->layout.defines.end());
      kc::assemble(*j.target, j.source, ao);
      ++runs;
    }
  const double perAssembly = speed::seconds(start, speed::Clock::now()) / double(runs);
  return perAssembly * warmRate;
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
  kc::bench::EvalOptions hidden = o;
  hidden.hiddenSeeds = {1, 2, 3};
  const std::vector<kc::bench::TaskDef> tasks = kc::bench::loadAllTasks(o.tasksDir);
  const unsigned threads = kc::bench::threadsFor(0);
  std::printf("evaluations per second (baseline kernels evaluated as a model's kernels; %u cores)\n", threads);
  std::printf("%-6s %-6s %5s | %10s %10s %12s | %12s | %10s | %s\n", "level", "config", "jobs", "cold/core",
              "warm/core", "warm+3hid", "warm, all", "CLI", "assembly share of warm");
  for (int level = 1; level <= 3; ++level)
    for (const std::string config : {"C1", "C3"}) {
      std::vector<Job> jobs;
      for (const kc::TargetInfo* t : kc::allTargets())
        for (const kc::bench::TaskDef& task : tasks) {
          if (task.level != level || !task.runsOn(t->name) || !task.configs.at(t->name).count(config)) continue;
          const std::string path = kc::bench::findBaseline(*t, task, o);
          if (!path.empty()) jobs.push_back({t, &task, config, path, readText(path), path.substr(0, path.rfind('/'))});
        }
      if (jobs.empty()) continue;
      const double cold = perCore(jobs, o, true);
      const double warm = perCore(jobs, o, false);
      const double warmHidden = perCore(jobs, hidden, false);
      const double all = allCores(jobs, o, threads);
      const double cli = commandLine(jobs, argv[1]);
      std::printf("%-6d %-6s %5zu | %10.1f %10.1f %12.1f | %12.1f | %10.1f | %.0f%%\n", level, config.c_str(), jobs.size(),
                  cold, warm, warmHidden, all, cli, 100 * assemblyShare(jobs, o, warm));
    }
  return 0;
}
