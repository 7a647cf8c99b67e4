// The reference implementations of the benchmark's tasks. Each task's reference.cpp computes the
// task's outputs from its inputs in double precision and registers itself under the task's name;
// the evaluator rounds inputs to the target's storage formats before calling it, so a reference
// sees exactly the numbers a kernel sees.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace kc::tasks {

// A dense row-major tensor of reals.
struct Tensor {
  std::vector<int64_t> shape;
  std::vector<double> data;

  Tensor() = default;
  explicit Tensor(std::vector<int64_t> s);
  int64_t size() const;
  int64_t dim(size_t i) const { return shape.at(i); }
  // Element at a multi-index, checked against the shape.
  double& at(std::initializer_list<int64_t> index);
  double at(std::initializer_list<int64_t> index) const;

 private:
  size_t offset(std::initializer_list<int64_t> index) const;
};

using TensorMap = std::map<std::string, Tensor, std::less<>>;

// One configuration of a task: its integer sizes (M, N, ...) and named real constants (eps, ...).
struct Config {
  std::map<std::string, int64_t, std::less<>> sizes;
  std::map<std::string, double, std::less<>> constants;
  int64_t size(std::string_view name) const;       // throws std::out_of_range naming it
  double constant(std::string_view name) const;    // throws std::out_of_range naming it
};

// Fills every output tensor (already shaped by the caller from task.yaml) from the inputs.
using ReferenceFn = void (*)(const Config& config, const TensorMap& inputs, TensorMap& outputs);

// Looks up a tensor, throwing std::out_of_range with the tensor's name when it is missing.
const Tensor& input(const TensorMap& inputs, std::string_view name);
Tensor& output(TensorMap& outputs, std::string_view name);

ReferenceFn findReference(std::string_view task);

struct ReferenceRegistration {
  ReferenceRegistration(const char* task, ReferenceFn fn);
};

} // namespace kc::tasks

// Registers `fn` as the reference of the task named `task` (its task.yaml `name`).
#define KC_REFERENCE(ident, task, fn) \
  static const ::kc::tasks::ReferenceRegistration kc_reference_##ident(task, fn)
