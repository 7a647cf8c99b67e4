#include "evaluation/hidden_seeds.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include <sys/random.h>

#include "evaluation/setup_cache.h"

namespace kc::bench {

std::vector<uint64_t> drawHiddenSeeds(size_t n) {
  std::vector<uint64_t> seeds(n);
  uint8_t* out = reinterpret_cast<uint8_t*>(seeds.data());
  size_t have = 0;
  while (have < n * sizeof(uint64_t)) {
    const ssize_t got = getrandom(out + have, n * sizeof(uint64_t) - have, 0);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw std::runtime_error(std::string("cannot draw hidden seeds: ") + std::strerror(errno));
    have += size_t(got);
  }
  return seeds;
}

size_t hiddenRunCount(const TaskDef& task, size_t requested) {
  if (requested == 0) return 0;
  return std::max(requested, task.families.size() + 1);
}

const InputFamily* hiddenFamily(const TaskDef& task, size_t index) {
  return index < task.families.size() ? &task.families[index] : nullptr;
}

void checkHiddenSeeds(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                      const std::string& tasksDir, const std::string& kernelName, const BuiltKernel& kernel,
                      const RunBudget& budget, const std::vector<uint64_t>& seeds, bool replayed, EvalReport& rep) {
  for (size_t i = 0; i < seeds.size(); ++i) {
    const uint64_t seed = seeds[i];
    const InputFamily* family = hiddenFamily(task, i);
    const std::shared_ptr<const TaskSetup> setup =
        replayed ? keptSeedSetup(target, task, config, seed, tasksDir, family)
                 : std::make_shared<const TaskSetup>(resolveSeed(sharedConfigSetup(target, task, config, tasksDir), seed, family));
    const EvalReport run = runBuilt(*setup, kernelName, kernel, budget);
    HiddenCheck h;
    h.seed = seed;
    h.family = setup->family;
    h.correct = run.correct;
    h.elements = run.elements;
    h.matched = run.matched;
    rep.hidden.push_back(h);
    if (!run.correct && rep.correct) {
      rep.correct = false;
      rep.hiddenFailed = true;
    }
  }
}

} // namespace kc::bench
