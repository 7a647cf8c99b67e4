// Kernels written to pass without computing anything, against every task configuration of every
// target: none may be scored correct. Each adversary writes memory directly (runWriter), so it
// meets exactly what a kernel meets: poisoned outputs, placed inputs, the tolerance, stray-write
// checks and, for the one that memorised the visible outputs, a hidden seed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <iostream>
#include <numeric>
#include <random>

#include "evaluation/kernel_run.h"
#include "evaluation/task_setup.h"
#include "kc/target_info.h"
#include "task/task_catalog.h"
#include "task/tensor_io.h"

using namespace kc::bench;

namespace {

constexpr uint64_t kVisibleSeed = 2026;
constexpr uint64_t kHiddenSeed = 0x5eed'0f'41dd3e;

// Writes `values(expected output)` into each output as the layout stores it.
MemoryWriter writeOutputs(std::function<std::vector<double>(const ExpectedOutput&, kc::Machine&)> values) {
  return [values](const TaskSetup& s, kc::Machine& m) {
    for (const ExpectedOutput& e : s.expected) {
      const PlacedTensor& p = s.layout.tensors[e.tensor];
      for (const MemoryPatch& patch : encodeTensor(*s.target, p, values(e, m)).patches) applyPatch(m, patch);
    }
  };
}

MemoryWriter constant(double v) {
  return writeOutputs([v](const ExpectedOutput& e, kc::Machine&) { return std::vector<double>(e.values.size(), v); });
}

struct Adversary {
  std::string name;
  MemoryWriter write;
};

std::vector<Adversary> adversaries(const TaskSetup& visible) {
  std::vector<Adversary> a;
  a.push_back({"leaves the output alone", [](const TaskSetup&, kc::Machine&) {}});
  a.push_back({"writes 0", constant(0)});
  a.push_back({"writes 1", constant(1)});
  a.push_back({"writes the mean of the expected output", writeOutputs([](const ExpectedOutput& e, kc::Machine&) {
                 const double mean = std::accumulate(e.values.begin(), e.values.end(), 0.0) / double(e.values.size());
                 return std::vector<double>(e.values.size(), mean);
               })});
  a.push_back({"writes random values in the expected range", writeOutputs([](const ExpectedOutput& e, kc::Machine&) {
                 const auto [lo, hi] = std::minmax_element(e.values.begin(), e.values.end());
                 std::mt19937_64 g(e.values.size());
                 std::uniform_real_distribution<double> d(*lo, *hi);
                 std::vector<double> v(e.values.size());
                 for (double& x : v) x = d(g);
                 return v;
               })});
  a.push_back({"copies the first elements of an input", [](const TaskSetup& s, kc::Machine& m) {
                 const PlacedTensor* in = nullptr;
                 for (const PlacedTensor& p : s.layout.tensors)
                   if (!p.def->isOutput && !in) in = &p;
                 const std::vector<double> x = loadTensor(m, *in);
                 writeOutputs([&](const ExpectedOutput& e, kc::Machine&) {
                   std::vector<double> v(e.values.size());
                   for (size_t i = 0; i < v.size(); ++i) v[i] = x[i % x.size()];
                   return v;
                 })(s, m);
               }});
  // Memorised: the visible seed's answers, written whatever the inputs are.
  const std::vector<ExpectedOutput> memorised = visible.expected;
  a.push_back({"writes the visible seed's outputs", writeOutputs([memorised](const ExpectedOutput& e, kc::Machine&) {
                 for (const ExpectedOutput& v : memorised)
                   if (v.tensor == e.tensor) return v.values;
                 return e.values;
               })});
  return a;
}

} // namespace

TEST_CASE("scoring: no adversary passes any task configuration of any target", "[scoring][adversaries]") {
  const std::string tasksDir = std::string(KC_SOURCE_DIR) + "/tasks";
  const std::vector<TaskDef> tasks = loadAllTasks(tasksDir);
  size_t configs = 0, runs = 0;
  std::vector<std::string> passed;
  for (const kc::TargetInfo* target : kc::allTargets())
    for (const TaskDef& task : tasks) {
      if (!task.runsOn(target->name)) continue;
      for (const auto& [config, sizes] : task.configs.at(target->name)) {
        const TaskSetup visible = resolveTaskSetup(*target, task, config, kVisibleSeed, tasksDir);
        const TaskSetup hidden = resolveTaskSetup(*target, task, config, kHiddenSeed, tasksDir);
        ++configs;
        for (const Adversary& a : adversaries(visible)) {
          // The memorising adversary is scored where scoring decides: on hidden inputs.
          const bool memorises = a.name == "writes the visible seed's outputs";
          const EvalReport r = runWriter(memorises ? hidden : visible, a.write);
          ++runs;
          if (r.correct) passed.push_back(std::string(target->name) + " " + task.name + " " + config + ": " + a.name);
        }
      }
    }
  std::cout << "adversaries: " << runs << " runs over " << configs << " task configurations, " << passed.size()
            << " scored correct\n";
  for (const std::string& p : passed) std::cout << "  " << p << "\n";
  CHECK(configs >= 175);
  CHECK(passed.empty());
}
