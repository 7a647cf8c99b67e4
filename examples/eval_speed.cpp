// How fast the benchmark evaluates: every baseline on every configuration of every task, as
// `kernelcraft eval` would run it from cold (the baseline first, then the kernel, here the
// baseline again), and the whole baseline sweep as `kernelcraft bench` runs it on 1 and on 2
// threads. Prints the figures; asserts nothing.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

#include "evaluation/evaluate.h"
#include "kc/target_info.h"
#include "speed_support.h"
#include "task/task_catalog.h"

namespace {

struct Job {
  const kc::TargetInfo* target;
  const kc::bench::TaskDef* task;
  std::string config;
};

double sweep(const std::vector<Job>& jobs, const kc::bench::EvalOptions& o, unsigned threads, size_t& correct) {
  kc::bench::clearBaselineCache();
  std::atomic<size_t> next{0}, ok{0};
  auto start = speed::Clock::now();
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      for (size_t i; (i = next++) < jobs.size();)
        ok += kc::bench::evaluateBaseline(*jobs[i].target, *jobs[i].task, jobs[i].config, o).correct;
    });
  for (std::thread& t : pool) t.join();
  correct = ok;
  return speed::seconds(start, speed::Clock::now());
}

} // namespace

int main() {
  kc::bench::EvalOptions o;
  o.tasksDir = kc::bench::defaultTasksDir();
  o.baselineDirs = kc::bench::defaultBaselineDirs();
  const std::vector<kc::bench::TaskDef> tasks = kc::bench::loadAllTasks(o.tasksDir);
  std::vector<Job> jobs;
  size_t pairs = 0;
  for (const kc::TargetInfo* t : kc::allTargets())
    for (const kc::bench::TaskDef& task : tasks) {
      if (!task.runsOn(t->name) || kc::bench::findBaseline(*t, task, o).empty()) continue;
      ++pairs;
      for (const auto& [config, sizes] : task.configs.at(t->name)) jobs.push_back({t, &task, config});
    }
  if (jobs.empty()) {
    std::fprintf(stderr, "no baselines found under %s\n", o.tasksDir.c_str());
    return 2;
  }

  std::vector<double> single;
  for (const Job& j : jobs) {
    kc::bench::clearBaselineCache();
    const std::string path = kc::bench::findBaseline(*j.target, *j.task, o);
    auto start = speed::Clock::now();
    kc::bench::evaluateFile(*j.target, *j.task, j.config, path, o);
    single.push_back(speed::seconds(start, speed::Clock::now()));
  }
  const Job& slowest = jobs[size_t(std::max_element(single.begin(), single.end()) - single.begin())];
  std::vector<double> sorted = single;
  std::sort(sorted.begin(), sorted.end());
  auto pct = [&](double p) { return sorted[std::min(sorted.size() - 1, size_t(p * double(sorted.size())))]; };
  std::printf("single evaluations (baseline + kernel, from cold), %zu of them:\n", single.size());
  std::printf("  median %.1f ms, 90th percentile %.1f ms, slowest %.1f ms (%s %s %s)\n", pct(0.5) * 1e3, pct(0.9) * 1e3,
              sorted.back() * 1e3, slowest.target->name, slowest.task->name.c_str(), slowest.config.c_str());

  size_t ok1 = 0, ok2 = 0;
  const double t1 = sweep(jobs, o, 1, ok1);
  const double t2 = sweep(jobs, o, 2, ok2);
  std::printf("baseline sweep: %zu target-task pairs x configurations = %zu evaluations, %zu correct\n", pairs,
              jobs.size(), ok2);
  std::printf("  1 thread: %.2f s; 2 threads: %.2f s (%.2fx)\n", t1, t2, t1 / t2);
  return ok1 == jobs.size() && ok2 == jobs.size() ? 0 : 1;
}
