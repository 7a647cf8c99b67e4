#include "evaluation/task_setup.h"
#include "task/roofline.h"

#include <algorithm>
#include <cmath>

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
void pushStackArguments(const kc::TargetInfo& target, ConfigSetup& s) {
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
  s.fixedImage.push_back(std::move(patch));
  kc::RegValue v;
  v.u = uint64_t(top);
  s.registerImage.push_back({sp->file, sp->index, v});
}

} // namespace

const RunStart& ConfigSetup::runStart() const {
  std::call_once(startOnce_, [&] { start_ = std::make_unique<RunStart>(makeRunStart(*target, layout)); });
  return *start_;
}

TaskSetup::TaskSetup(std::shared_ptr<const ConfigSetup> c)
    : shared(std::move(c)),
      target(shared->target),
      task(shared->task),
      config(shared->config),
      sizes(shared->sizes),
      layout(shared->layout),
      bound(shared->bound),
      registerImage(shared->registerImage) {}

std::shared_ptr<const ConfigSetup> resolveConfigSetup(const kc::TargetInfo& target, const TaskDef& task,
                                                      const std::string& config, const std::string& tasksDir) {
  auto made = std::make_shared<ConfigSetup>();
  ConfigSetup& s = *made;
  s.target = &target;
  s.task = std::make_shared<const TaskDef>(task);
  s.config = config;
  s.sizes = task.config(target.name, config);
  s.layout = resolveLayout(target, *s.task, s.sizes, tasksDir);
  s.bound = rooflineBound(target, *s.task, s.sizes, s.layout);
  if (!kc::tasks::findReference(task.name)) throw std::runtime_error("task " + task.name + " has no reference implementation");
  for (const PlacedConstant& c : s.layout.constants) s.fixedImage.push_back(encodeConstant(target, c));
  for (const RegisterPreset& r : s.layout.registers) s.registerImage.push_back({r.file, r.index, registerBits(target, r)});
  if (!s.layout.stackArguments.empty()) pushStackArguments(target, s);
  return made;
}

TaskSetup resolveSeed(std::shared_ptr<const ConfigSetup> config, uint64_t seed, const InputFamily* family) {
  TaskSetup s(std::move(config));
  const kc::TargetInfo& target = *s.target;
  const TaskDef& task = *s.task;
  if (family) s.family = family->name;
  s.seed = seed;

  // The reference computes from the inputs as stored, so it sees exactly what the kernel reads.
  kc::tasks::TensorMap inputs = generateInputs(task, s.config, s.sizes, seed, family);
  for (const PlacedTensor& p : s.layout.tensors) {
    if (p.def->isOutput) continue;
    kc::tasks::Tensor& t = inputs[p.def->name];
    EncodedTensor e = encodeTensor(target, p, t.data);
    t.data = std::move(e.stored);
    for (MemoryPatch& patch : e.patches) s.memoryImage.push_back(std::move(patch));
  }
  s.memoryImage.insert(s.memoryImage.end(), s.shared->fixedImage.begin(), s.shared->fixedImage.end());

  kc::tasks::TensorMap outputs;
  for (const TensorDef& t : task.tensors)
    if (t.isOutput) outputs[t.name] = kc::tasks::Tensor(task.shapeOf(t, s.sizes));
  try {
    kc::tasks::findReference(task.name)(task.referenceConfig(s.sizes), inputs, outputs);
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

TaskSetup resolveTaskSetup(const kc::TargetInfo& target, const TaskDef& task, const std::string& config, uint64_t seed,
                           const std::string& tasksDir, const InputFamily* family) {
  return resolveSeed(resolveConfigSetup(target, task, config, tasksDir), seed, family);
}

} // namespace kc::bench
