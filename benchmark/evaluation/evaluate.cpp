#include "evaluation/evaluate.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <sstream>
#include <tuple>

#include <yaml-cpp/yaml.h>

#include "evaluation/hidden_seeds.h"
#include "evaluation/kernel_run.h"
#include "evaluation/task_setup.h"
#include "kc/input_file.h"
#include "kc/limits.h"

namespace kc::bench {

namespace {

// Baselines may take long, but not forever.
constexpr uint64_t kBaselineInstructionCap = 2'000'000'000;
// Without a correct baseline to scale from, a kernel still stops.
constexpr uint64_t kDefaultInstructionBudget = 200'000'000;
constexpr uint64_t kDefaultWorkBudget = 20'000'000'000;
// The least work budget a kernel gets, however little its baseline does.
constexpr uint64_t kMinWorkBudget = 100'000'000;

std::optional<std::string> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

EvalReport setupFailure(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                        const std::string& kernelName, const std::string& error) {
  EvalReport rep;
  rep.target = target.name;
  rep.task = task.name;
  rep.config = config;
  rep.kernel = kernelName;
  rep.setupError = error;
  return rep;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// A kernel may be slower than the baseline, but not without bound: a spinning kernel stops.
RunBudget kernelBudget(const TaskSetup& s, const EvalReport& base, const EvalOptions& options) {
  RunBudget b{kDefaultInstructionBudget, UINT64_MAX, kDefaultWorkBudget};
  if (base.correct) {
    const uint64_t factor = uint64_t(s.layout.budgetFactor), minimum = uint64_t(s.layout.minInstructionBudget);
    b.maxInstructions = std::max(minimum, base.instructions * factor);
    b.maxCycles = std::max(minimum, base.cycles * factor);
    b.maxWork = std::max(kMinWorkBudget, base.work * factor);
  }
  if (options.maxInstructions) b.maxInstructions = *options.maxInstructions;
  if (options.maxCycles) b.maxCycles = *options.maxCycles;
  return b;
}

struct BaselineKey {
  std::string target, task, config;
  uint64_t seed;
  std::string family;
  bool operator<(const BaselineKey& o) const {
    return std::tie(target, task, config, seed, family) < std::tie(o.target, o.task, o.config, o.seed, o.family);
  }
};
struct BaselineSlot {
  std::once_flag once;
  EvalReport report;
};
std::mutex gBaselineMutex;
std::map<BaselineKey, std::shared_ptr<BaselineSlot>> gBaselines;

constexpr RunBudget kBaselineBudget{kBaselineInstructionCap, UINT64_MAX, kDefaultWorkBudget};

KernelSource baselineSource(const std::string& path) {
  return KernelSource{readFile(path).value_or(""), path, std::filesystem::path(path).parent_path().string()};
}

EvalReport runBaseline(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                       const EvalOptions& options) {
  const std::string path = findBaseline(target, task, options);
  if (path.empty()) return setupFailure(target, task, config, "baseline", "task " + task.name + " has no baseline on " + target.name);
  std::shared_ptr<const TaskSetup> setup;
  try {
    setup = sharedTaskSetup(target, task, config, options.seed, options.tasksDir, options.family);
  } catch (const std::exception& e) {
    return setupFailure(target, task, config, path, e.what());
  }
  EvalReport rep = runKernel(*setup, baselineSource(path), kBaselineBudget);
  rep.bound = setup->bound;
  return rep;
}

// Runs the hidden seeds the options ask for, when the visible run passed.
void scoreHidden(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                 const KernelSource& kernel, const RunBudget& budget, const EvalOptions& options, EvalReport& rep) {
  if (!rep.correct || (options.hiddenSeeds.empty() && options.hiddenRuns == 0)) return;
  const std::vector<uint64_t> seeds =
      options.hiddenSeeds.empty() ? drawHiddenSeeds(hiddenRunCount(task, options.hiddenRuns)) : options.hiddenSeeds;
  checkHiddenSeeds(target, task, config, options.tasksDir, kernel, budget, seeds, rep);
}


} // namespace

std::string findBaseline(const kc::TargetInfo& target, const TaskDef& task, const EvalOptions& options) {
  std::string name = "baseline.s";
  std::string conv = options.tasksDir + "/targets/" + target.name + ".yaml";
  try {
    YAML::Node n = YAML::LoadFile(conv)["baseline"];
    if (n && n.IsScalar()) name = n.Scalar();
  } catch (const std::exception&) {
  }
  const std::string rel = std::filesystem::path(task.dir).filename().string() + "/" + target.name + "/" + name;
  std::vector<std::string> dirs{options.tasksDir};
  dirs.insert(dirs.end(), options.baselineDirs.begin(), options.baselineDirs.end());
  for (const std::string& d : dirs)
    if (std::filesystem::exists(d + "/" + rel)) return d + "/" + rel;
  return "";
}

void clearBaselineCache() {
  std::lock_guard<std::mutex> lock(gBaselineMutex);
  gBaselines.clear();
  clearTaskSetups();
}

EvalReport evaluateBaseline(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                            const EvalOptions& options) {
  std::shared_ptr<BaselineSlot> slot;
  {
    std::lock_guard<std::mutex> lock(gBaselineMutex);
    std::shared_ptr<BaselineSlot>& s = gBaselines[BaselineKey{target.name, task.name, config, options.seed, options.family}];
    if (!s) s = std::make_shared<BaselineSlot>();
    slot = s;
  }
  std::call_once(slot->once, [&] {
    const auto start = std::chrono::steady_clock::now();
    EvalReport rep = runBaseline(target, task, config, options);
    rep.baselineCycles = rep.cycles;
    rep.speedup = rep.correct ? 1.0 : 0.0;
    rep.seconds = secondsSince(start);
    slot->report = std::move(rep);
  });
  EvalReport rep = slot->report;
  const std::string path = rep.kernel;
  if (rep.correct) scoreHidden(target, task, config, baselineSource(path), kBaselineBudget, options, rep);
  return rep;
}

EvalReport evaluate(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                    const std::string& source, const std::string& kernelName, const std::string& includeDir,
                    const EvalOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  std::shared_ptr<const TaskSetup> setup;
  try {
    setup = sharedTaskSetup(target, task, config, options.seed, options.tasksDir, options.family);
  } catch (const std::exception& e) {
    return setupFailure(target, task, config, kernelName, e.what());
  }
  const EvalReport base = options.withBaseline ? evaluateBaseline(target, task, config, options.visibleOnly()) : EvalReport{};
  const KernelSource kernel{source, kernelName, includeDir};
  const RunBudget budget = kernelBudget(*setup, base, options);
  EvalReport rep = runKernel(*setup, kernel, budget, options.detail);
  rep.bound = setup->bound;
  scoreHidden(target, task, config, kernel, budget, options, rep);
  if (base.correct) {
    rep.baselineCycles = base.cycles;
    if (rep.correct && rep.cycles) rep.speedup = double(base.cycles) / double(rep.cycles);
  }
  rep.seconds = secondsSince(start);
  return rep;
}

EvalReport evaluateFile(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                        const std::string& path, const EvalOptions& options, const std::vector<std::string>& roots) {
  if (path == "-") {
    kc::InputFile in = kc::readInputStream(*std::cin.rdbuf(), "standard input", kc::limits::kMaxInputFileBytes);
    if (!in.ok) return setupFailure(target, task, config, "<stdin>", in.error);
    return evaluate(target, task, config, in.text, "<stdin>", "", options);
  }
  kc::InputFile f = kc::readInputFile(path, kc::limits::kMaxInputFileBytes, roots);
  if (!f.ok)
    return setupFailure(target, task, config, path, f.missing ? "cannot open kernel file '" + path + "'" : "kernel file " + f.error);
  const std::string dir = std::filesystem::path(path).parent_path().string();
  return evaluate(target, task, config, f.text, path, dir.empty() ? "." : dir, options);
}

} // namespace kc::bench
