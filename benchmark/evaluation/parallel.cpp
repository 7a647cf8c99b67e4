#include "evaluation/parallel.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace kc::bench {

unsigned threadsFor(unsigned requested) {
  if (requested) return requested;
  return std::max(1u, std::thread::hardware_concurrency());
}

void parallelFor(size_t n, unsigned threads, const std::function<void(size_t)>& each) {
  const size_t workers = std::min<size_t>(threadsFor(threads), n);
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i; (i = next++) < n;) each(i);
  };
  if (workers <= 1) {
    work();
    return;
  }
  std::vector<std::thread> pool;
  for (size_t t = 1; t < workers; ++t) pool.emplace_back(work);
  work();  // the calling thread takes its share
  for (std::thread& t : pool) t.join();
}

} // namespace kc::bench
