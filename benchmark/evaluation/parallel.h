// Evaluations spread over the machine's cores. Each evaluation is independent (task set-ups and
// baselines are shared read-only once computed), so work is handed out one index at a time.
#pragma once

#include <cstddef>
#include <functional>

namespace kc::bench {

// The threads `requested` means: itself, or one per core for 0.
unsigned threadsFor(unsigned requested);

// Calls each(i) once for every i in [0, n), on up to `threads` threads (0: one per core); returns
// when all have returned. `each` must not throw.
void parallelFor(size_t n, unsigned threads, const std::function<void(size_t)>& each);

} // namespace kc::bench
