// One task configuration on one target with one seed, resolved once: sizes, layout, assembler
// symbols, the inputs as the machine stores them, and the reference's outputs rounded to their
// storage formats. Every evaluation of that configuration takes it as given.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "evaluation/run_start.h"
#include "kc/machine.h"
#include "kc/target_info.h"
#include "task/layout.h"
#include "task/roofline.h"
#include "task/task_def.h"
#include "task/tensor_io.h"

namespace kc::bench {


struct RegisterValue {
  int file = -1, index = -1;
  kc::RegValue value;
};

// What one output must hold: the reference's values as its storage format keeps them.
struct ExpectedOutput {
  size_t tensor = 0;                 // index into layout.tensors
  std::vector<double> values;
  Tolerance tolerance;
};

// What every seed of a configuration shares: it does not depend on the inputs.
struct ConfigSetup {
  const kc::TargetInfo* target = nullptr;
  // Its own copy of the task, which the layout points into, so a setup outlives the caller's.
  std::shared_ptr<const TaskDef> task;
  std::string config;
  SizeValues sizes;
  ResolvedLayout layout;
  RooflineBound bound;                       // the fewest cycles any correct kernel can take
  std::vector<MemoryPatch> fixedImage;       // constants and stack arguments, encoded
  std::vector<RegisterValue> registerImage;  // arguments and presets, the stack pointer last

  // The memories and return stub every run starts from, made by the first run that asks.
  const RunStart& runStart() const;

 private:
  mutable std::once_flag startOnce_;
  mutable std::unique_ptr<RunStart> start_;
};

struct TaskSetup {
  explicit TaskSetup(std::shared_ptr<const ConfigSetup> shared);

  std::shared_ptr<const ConfigSetup> shared;
  // The configuration's parts, as every seed shares them.
  const kc::TargetInfo* target;
  std::shared_ptr<const TaskDef> task;
  const std::string& config;
  const SizeValues& sizes;
  const ResolvedLayout& layout;
  const RooflineBound& bound;
  const std::vector<RegisterValue>& registerImage;

  uint64_t seed = 0;
  std::string family = "default";            // the input family the inputs were drawn from
  std::vector<MemoryPatch> memoryImage;      // inputs, then constants and stack arguments, encoded
  std::vector<ExpectedOutput> expected;
  // The inputs as their storage formats hold them (what the kernel and the reference read), for
  // callers that hand them to a person or a program.
  kc::tasks::TensorMap inputs;
};

// The configuration's part alone; throws as resolveTaskSetup does.
std::shared_ptr<const ConfigSetup> resolveConfigSetup(const kc::TargetInfo& target, const TaskDef& task,
                                                      const std::string& config, const std::string& tasksDir);

// One seed's inputs and reference on a resolved configuration, from `family` (nullptr: the
// default); throws std::runtime_error for anything that is the task's fault (a missing reference
// or tolerance).
TaskSetup resolveSeed(std::shared_ptr<const ConfigSetup> config, uint64_t seed, const InputFamily* family = nullptr);

// Resolves everything afresh, with inputs and tolerances from `family` (nullptr: the default);
// throws TaskFileError for a broken task or layout and std::runtime_error for anything else that
// is the task's fault.
TaskSetup resolveTaskSetup(const kc::TargetInfo& target, const TaskDef& task, const std::string& config, uint64_t seed,
                           const std::string& tasksDir, const InputFamily* family = nullptr);

} // namespace kc::bench
