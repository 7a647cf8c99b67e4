#include "sweep/run_jobs.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace kc::bench {

void runJobs(const std::vector<SweepJob>& jobs, Agent& agent, const EvalOptions& options, unsigned threads,
             const std::function<void(const SweepJob&, const EvalReport&)>& done) {
  std::atomic<size_t> next{0};
  std::mutex mu;
  std::condition_variable ready;
  std::deque<std::pair<size_t, EvalReport>> results;
  auto worker = [&] {
    for (size_t i; (i = next++) < jobs.size();) {
      EvalReport r = agent.solve(*jobs[i].target, *jobs[i].task, jobs[i].config, options);
      std::lock_guard<std::mutex> lock(mu);
      results.emplace_back(i, std::move(r));
      ready.notify_one();
    }
  };
  std::vector<std::thread> pool;
  for (unsigned k = 0; k < threads; ++k) pool.emplace_back(worker);
  for (size_t handled = 0; handled < jobs.size(); ++handled) {
    std::unique_lock<std::mutex> lock(mu);
    ready.wait(lock, [&] { return !results.empty(); });
    auto [i, r] = std::move(results.front());
    results.pop_front();
    lock.unlock();
    done(jobs[i], r);
  }
  for (std::thread& t : pool) t.join();
}

} // namespace kc::bench
