#include "sweep/run_jobs.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

#include "safety/stop_signal.h"

namespace kc::bench {

namespace {

EvalReport solveGuarded(Agent& agent, const SweepJob& job, const EvalOptions& options) {
  try {
    return agent.solve(*job.target, *job.task, job.config, options);
  } catch (const std::exception& e) {
    EvalReport r;
    r.target = job.target->name;
    r.task = job.task->name;
    r.config = job.config;
    r.setupError = std::string("internal error: ") + e.what();
    return r;
  } catch (...) {
    EvalReport r;
    r.target = job.target->name;
    r.task = job.task->name;
    r.config = job.config;
    r.setupError = "internal error: an exception of unknown type";
    return r;
  }
}

} // namespace

void runJobs(const std::vector<SweepJob>& jobs, Agent& agent, const EvalOptions& options, unsigned threads,
             const std::function<void(const SweepJob&, const EvalReport&)>& done) {
  std::atomic<size_t> next{0};
  std::atomic<bool> stop{false};
  std::mutex mu;
  std::condition_variable ready;
  std::deque<std::pair<size_t, EvalReport>> results;
  size_t workersDone = 0;
  auto worker = [&] {
    // After a stop signal no job starts; the running ones end (an agent run as interrupted) and
    // are recorded.
    for (size_t i; !stop && !safety::stopRequested() && (i = next++) < jobs.size();) {
      EvalReport r = solveGuarded(agent, jobs[i], options);
      std::lock_guard<std::mutex> lock(mu);
      results.emplace_back(i, std::move(r));
      ready.notify_one();
    }
    std::lock_guard<std::mutex> lock(mu);
    ++workersDone;  // so the collector knows when nothing more can come
    ready.notify_one();
  };
  std::vector<std::thread> pool;
  for (unsigned k = 0; k < threads; ++k) pool.emplace_back(worker);
  std::exception_ptr failure;
  for (size_t handled = 0; handled < jobs.size() && !failure; ++handled) {
    std::unique_lock<std::mutex> lock(mu);
    ready.wait(lock, [&] { return !results.empty() || workersDone == pool.size(); });
    if (results.empty()) break;
    auto [i, r] = std::move(results.front());
    results.pop_front();
    lock.unlock();
    try {
      done(jobs[i], r);
    } catch (...) {
      failure = std::current_exception();
      stop = true;
    }
  }
  for (std::thread& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

} // namespace kc::bench
