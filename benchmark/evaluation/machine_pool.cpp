#include "evaluation/machine_pool.h"

#include <list>
#include <mutex>

namespace kc::bench {

namespace {

size_t memoryBytes(const kc::Machine& m) {
  size_t bytes = 0;
  for (int i = 0; i < m.target().numMemories; ++i) bytes += m.memory(i).bytes.size();
  return bytes;
}

std::mutex gMutex;
std::list<KeptMachine> gIdle;  // most recently kept first
size_t gIdleBytes = 0;

} // namespace

KeptMachine takeMachine(const kc::TargetInfo& target, const std::vector<int64_t>& params, uint64_t startId) {
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto chosen = gIdle.end();
    for (auto it = gIdle.begin(); it != gIdle.end(); ++it) {
      if (&it->machine->target() != &target || it->machine->params() != params) continue;
      if (chosen == gIdle.end()) chosen = it;
      if (it->startId == startId) {
        chosen = it;
        break;
      }
    }
    if (chosen != gIdle.end()) {
      KeptMachine m = std::move(*chosen);
      gIdle.erase(chosen);
      gIdleBytes -= memoryBytes(*m.machine);
      return m;
    }
  }
  KeptMachine m;
  m.machine = target.newMachine(target, params);
  m.changed.resize(size_t(target.numMemories));
  m.anywhere.assign(size_t(target.numMemories), 1);
  return m;
}

void keepMachine(KeptMachine m) {
  if (!m.machine) return;
  const size_t bytes = memoryBytes(*m.machine);
  std::list<KeptMachine> freed;  // freed after the lock is let go
  std::lock_guard<std::mutex> lock(gMutex);
  if (bytes > kMaxKeptMachineBytes) return;
  gIdle.push_front(std::move(m));
  gIdleBytes += bytes;
  while (gIdleBytes > kMaxKeptMachineBytes) {
    gIdleBytes -= memoryBytes(*gIdle.back().machine);
    freed.splice(freed.end(), gIdle, std::prev(gIdle.end()));
  }
}

void clearMachinePool() {
  std::list<KeptMachine> freed;
  std::lock_guard<std::mutex> lock(gMutex);
  freed.swap(gIdle);
  gIdleBytes = 0;
}

} // namespace kc::bench
