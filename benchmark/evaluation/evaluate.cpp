#include "evaluation/evaluate.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <tuple>

#include <yaml-cpp/yaml.h>

#include "evaluation/hidden_seeds.h"
#include "evaluation/kernel_run.h"
#include "evaluation/machine_pool.h"
#include "evaluation/once_cache.h"
#include "evaluation/setup_cache.h"
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

// A baseline's run on the visible inputs, and the baseline built, for its hidden runs.
struct BaselineRun {
  EvalReport report;
  BuiltKernel built;
};
// target, task, configuration, seed, input family
using BaselineKey = std::tuple<std::string, std::string, std::string, uint64_t, std::string>;
OnceCache<BaselineKey, BaselineRun> gBaselines;

constexpr RunBudget kBaselineBudget{kBaselineInstructionCap, UINT64_MAX, kDefaultWorkBudget};

std::shared_ptr<const BaselineRun> runBaseline(const kc::TargetInfo& target, const TaskDef& task,
                                               const std::string& config, const EvalOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  auto run = std::make_shared<BaselineRun>();
  EvalReport& rep = run->report;
  const std::string path = findBaseline(target, task, options);
  std::shared_ptr<const TaskSetup> setup;
  if (path.empty()) {
    rep = setupFailure(target, task, config, "baseline", "task " + task.name + " has no baseline on " + target.name);
  } else {
    try {
      setup = sharedTaskSetup(target, task, config, options.seed, options.tasksDir, options.family);
    } catch (const std::exception& e) {
      rep = setupFailure(target, task, config, path, e.what());
    }
  }
  if (setup) {
    const KernelSource source{readFile(path).value_or(""), path, std::filesystem::path(path).parent_path().string(), ""};
    run->built = buildKernel(*setup, source);
    rep = runBuilt(*setup, path, run->built, kBaselineBudget);
    rep.bound = setup->bound;
  }
  rep.baselineCycles = rep.cycles;
  rep.speedup = rep.correct ? 1.0 : 0.0;
  rep.seconds = secondsSince(start);
  return run;
}

// The baseline's run, once per process for each target, task, configuration, seed and family.
std::shared_ptr<const BaselineRun> sharedBaseline(const kc::TargetInfo& target, const TaskDef& task,
                                                  const std::string& config, const EvalOptions& options) {
  return gBaselines.get(BaselineKey{target.name, task.name, config, options.seed, options.family},
                        [&] { return runBaseline(target, task, config, options); });
}

// Runs the hidden seeds the options ask for, when the visible run passed.
void scoreHidden(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                 const std::string& kernelName, const BuiltKernel& kernel, const RunBudget& budget,
                 const EvalOptions& options, EvalReport& rep) {
  if (!rep.correct || (options.hiddenSeeds.empty() && options.hiddenRuns == 0)) return;
  const bool replayed = !options.hiddenSeeds.empty();
  const std::vector<uint64_t> seeds =
      replayed ? options.hiddenSeeds : drawHiddenSeeds(hiddenRunCount(task, options.hiddenRuns));
  checkHiddenSeeds(target, task, config, options.tasksDir, kernelName, kernel, budget, seeds, replayed, rep);
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
  gBaselines.clear();
  clearTaskSetups();
  clearMachinePool();
}

EvalReport evaluateBaseline(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                            const EvalOptions& options) {
  const std::shared_ptr<const BaselineRun> run = sharedBaseline(target, task, config, options.visibleOnly());
  EvalReport rep = run->report;
  scoreHidden(target, task, config, rep.kernel, run->built, kBaselineBudget, options, rep);
  return rep;
}

std::string kernelSearchDir(const kc::TargetInfo& target, const TaskDef& task) {
  return (std::filesystem::path(task.dir) / target.name).string();
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
  std::shared_ptr<const BaselineRun> base;
  if (options.withBaseline) base = sharedBaseline(target, task, config, options.visibleOnly());
  static const EvalReport kNoBaseline;
  const EvalReport& baseReport = base ? base->report : kNoBaseline;
  // A kernel without a file of its own resolves .include from its task's folder.
  const KernelSource kernel{source, kernelName, includeDir, includeDir.empty() ? kernelSearchDir(target, task) : ""};
  const RunBudget budget = kernelBudget(*setup, baseReport, options);
  const BuiltKernel built = buildKernel(*setup, kernel);
  EvalReport rep = runBuilt(*setup, kernel.name, built, budget, options.detail);
  rep.bound = setup->bound;
  scoreHidden(target, task, config, kernel.name, built, budget, options, rep);
  if (baseReport.correct) {
    rep.baselineCycles = baseReport.cycles;
    if (rep.correct && rep.cycles) rep.speedup = double(baseReport.cycles) / double(rep.cycles);
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
