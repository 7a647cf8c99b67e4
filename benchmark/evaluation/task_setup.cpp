#include "evaluation/task_setup.h"
#include "task/roofline.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <tuple>

#include "kc/numeric.h"
#include "task/task_inputs.h"
#include "task/tensor_io.h"

namespace kc::bench {

namespace {

// A register holds its file's format: a float register gets the value's bit pattern.
kc::RegValue registerBits(const kc::TargetInfo& target, const RegisterPreset& r) {
  kc::RegValue v;
  auto fmt = kc::num::parseFormat(target.regFiles[r.file].elemType);
  if (fmt && fmt->isFloat()) {
    uint8_t bytes[8] = {};
    kc::num::encode(*fmt, r.value, bytes);
    for (int b = 7; b >= 0; --b) v.u = (v.u << 8) | bytes[b];
  } else {
    v.u = uint64_t(int64_t(r.value));
  }
  return v;
}

// Arguments that did not fit in registers go below the stack pointer, first argument lowest, the
// pointer lowered by whole 16-byte units.
void pushStackArguments(const kc::TargetInfo& target, TaskSetup& s) {
  const ResolvedLayout& lay = s.layout;
  const RegisterPreset* sp = nullptr;
  for (const RegisterPreset& r : lay.registers)
    if (r.name == lay.stackPointer) sp = &r;
  if (!sp)
    throw std::runtime_error("the layout passes arguments on the stack but presets no stack pointer '" +
                             lay.stackPointer + "'");
  const int64_t bytes = int64_t(lay.stackArguments.size()) * lay.stackSlot;
  const int64_t top = int64_t(sp->value) - (bytes + 15) / 16 * 16;
  const kc::MemoryInfo& mem = target.memories[lay.stackMemory];
  if (top < 0 || top + bytes > mem.sizeOf(lay.paramValues.data()) * int64_t(mem.elemBytes))
    throw std::runtime_error("the stack arguments do not fit memory '" + std::string(mem.name) + "'");
  MemoryPatch patch{lay.stackMemory, size_t(top), std::vector<uint8_t>(size_t(bytes))};
  for (size_t i = 0; i < lay.stackArguments.size(); ++i)
    for (int64_t b = 0; b < lay.stackSlot; ++b)
      patch.bytes[i * size_t(lay.stackSlot) + size_t(b)] = uint8_t(uint64_t(lay.stackArguments[i]) >> (8 * b));
  s.memoryImage.push_back(std::move(patch));
  kc::RegValue v;
  v.u = uint64_t(top);
  s.registerImage.push_back({sp->file, sp->index, v});
}

} // namespace

TaskSetup resolveTaskSetup(const kc::TargetInfo& target, const TaskDef& task, const std::string& config, uint64_t seed,
                           const std::string& tasksDir, const InputFamily* family) {
  TaskSetup s;
  if (family) s.family = family->name;
  s.target = &target;
  s.task = std::make_shared<const TaskDef>(task);
  s.config = config;
  s.seed = seed;
  s.sizes = task.config(target.name, config);
  s.layout = resolveLayout(target, *s.task, s.sizes, tasksDir);
  s.bound = rooflineBound(target, *s.task, s.sizes, s.layout);
  kc::tasks::ReferenceFn ref = kc::tasks::findReference(task.name);
  if (!ref) throw std::runtime_error("task " + task.name + " has no reference implementation");

  // The reference computes from the inputs as stored, so it sees exactly what the kernel reads.
  kc::tasks::TensorMap inputs = generateInputs(task, config, s.sizes, seed, family);
  for (const PlacedTensor& p : s.layout.tensors) {
    if (p.def->isOutput) continue;
    kc::tasks::Tensor& t = inputs[p.def->name];
    EncodedTensor e = encodeTensor(target, p, t.data);
    t.data = std::move(e.stored);
    for (MemoryPatch& patch : e.patches) s.memoryImage.push_back(std::move(patch));
  }
  for (const PlacedConstant& c : s.layout.constants) s.memoryImage.push_back(encodeConstant(target, c));
  for (const RegisterPreset& r : s.layout.registers) s.registerImage.push_back({r.file, r.index, registerBits(target, r)});
  if (!s.layout.stackArguments.empty()) pushStackArguments(target, s);

  kc::tasks::TensorMap outputs;
  for (const TensorDef& t : task.tensors)
    if (t.isOutput) outputs[t.name] = kc::tasks::Tensor(task.shapeOf(t, s.sizes));
  try {
    ref(task.referenceConfig(s.sizes), inputs, outputs);
  } catch (const std::exception& e) {
    throw std::runtime_error("the reference of " + task.name + " failed: " + e.what());
  }
  for (size_t i = 0; i < s.layout.tensors.size(); ++i) {
    const PlacedTensor& p = s.layout.tensors[i];
    if (!p.def->isOutput) continue;
    const Tolerance* tol = task.toleranceFor(p.format, family);
    if (!tol) throw std::runtime_error("task " + task.name + " gives no tolerance for outputs stored as " + p.format);
    ExpectedOutput e{i, roundToFormat(p, outputs[p.def->name].data), *tol};
    if (e.tolerance.atolScaledByRms) {
      double squares = 0;
      for (double v : e.values) squares += v * v;
      e.tolerance.atol *= std::sqrt(squares / double(std::max<size_t>(1, e.values.size())));
    }
    s.expected.push_back(std::move(e));
  }
  s.inputs = std::move(inputs);
  return s;
}

namespace {

using SetupKey = std::tuple<std::string, std::string, std::string, std::string, uint64_t, std::string, std::string>;
struct SetupSlot {
  std::once_flag once;
  std::shared_ptr<const TaskSetup> setup;
  std::string error;
  bool taskFileError = false;
};
std::mutex gSetupMutex;
std::map<SetupKey, std::shared_ptr<SetupSlot>> gSetups;

} // namespace

void clearTaskSetups() {
  std::lock_guard<std::mutex> lock(gSetupMutex);
  gSetups.clear();
}

std::shared_ptr<const TaskSetup> sharedTaskSetup(const kc::TargetInfo& target, const TaskDef& task,
                                                 const std::string& config, uint64_t seed, const std::string& tasksDir,
                                                 const std::string& family) {
  const InputFamily* fam = nullptr;
  if (!family.empty() && !(fam = task.findFamily(family))) {
    std::string known;
    for (const InputFamily& f : task.families) known += (known.empty() ? "" : ", ") + f.name;
    throw TaskFileError("task " + task.name + " has no input family '" + family + "' (it has " +
                        (known.empty() ? std::string("none") : known) + ")");
  }
  std::shared_ptr<SetupSlot> slot;
  {
    std::lock_guard<std::mutex> lock(gSetupMutex);
    std::shared_ptr<SetupSlot>& s = gSetups[SetupKey{target.name, task.name, task.dir, config, seed, tasksDir, family}];
    if (!s) s = std::make_shared<SetupSlot>();
    slot = s;
  }
  // Concurrent evaluations of one configuration wait for the first to resolve it.
  std::call_once(slot->once, [&] {
    try {
      slot->setup = std::make_shared<const TaskSetup>(resolveTaskSetup(target, task, config, seed, tasksDir, fam));
    } catch (const TaskFileError& e) {
      slot->error = e.what();
      slot->taskFileError = true;
    } catch (const std::exception& e) {
      slot->error = e.what();
    }
  });
  if (!slot->setup) {
    if (slot->taskFileError) throw TaskFileError(slot->error);
    throw std::runtime_error(slot->error);
  }
  return slot->setup;
}

} // namespace kc::bench
