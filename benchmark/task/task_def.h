// A benchmark task as its task.yaml describes it (see tasks/README.md).
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "kc/work_kinds.h"
#include "reference.h"

namespace kc::bench {

// A mistake in a task or layout file, located at file:line:col.
struct TaskFileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct InitSpec {
  std::string dist = "uniform";           // uniform | normal | constant | rope_cos | rope_sin
  // low/high, mean/std, value, theta; and, shaping rows (the last dimension) after the draw,
  // row_low/row_high (each row shifted by one uniform draw), zeros (share of elements set to 0)
  // and zero_rows (share of rows set to 0, at least one).
  std::map<std::string, double> args;
};

struct TensorDef {
  std::string name;
  bool isOutput = false;
  std::vector<std::string> shape;         // expressions of the sizes
  std::string dtype = "f32";
  InitSpec init;
};

// An element matches when |got - want| <= atol + rtol * |want|. With atolScaledByRms, atol is a
// share of the expected tensor's root mean square, for outputs whose values are all far below 1
// (a softmax over many columns), where a fixed atol would accept zeros.
struct Tolerance {
  double atol = 0, rtol = 0;
  bool atolScaledByRms = false;
};

// Inputs a kernel must also be right on, chosen from what the operation means (shifted means,
// constant rows, large logits...). Hidden runs draw from them as well as from the default
// distributions; each family replaces the init of some inputs and, where a format's limits
// require, the tolerance of some storage formats.
struct InputFamily {
  std::string name;
  std::map<std::string, InitSpec, std::less<>> inits;        // by input tensor
  std::map<std::string, Tolerance, std::less<>> tolerance;   // by storage format
};

using SizeValues = std::map<std::string, int64_t, std::less<>>;

// Arithmetic any correct kernel must do, as a formula of the sizes per kind of work (the roofline
// bound divides it by the target's peak rates).
struct WorkDef {
  kc::WorkKind kind;
  std::string formula;
};

struct TaskDef {
  std::string name;
  std::string dir;                        // the task's folder
  int level = 1;
  std::string prompt;
  std::vector<std::string> sizes;
  std::map<std::string, double, std::less<>> constants;
  std::vector<TensorDef> tensors;
  std::vector<WorkDef> work;
  std::map<std::string, Tolerance, std::less<>> tolerance;   // by storage format
  std::vector<InputFamily> families;      // in the file's order; the default is not among them
  // configs[target][C1..C5] = size values
  std::map<std::string, std::map<std::string, SizeValues>, std::less<>> configs;

  const TensorDef* findTensor(std::string_view n) const;
  const InputFamily* findFamily(std::string_view n) const;
  // The distribution of input `t` in `family` (nullptr: the default).
  const InitSpec& initOf(const TensorDef& t, const InputFamily* family) const;
  // The tolerance for outputs stored as `format` in `family`, or nullptr when none is given.
  const Tolerance* toleranceFor(std::string_view format, const InputFamily* family) const;
  bool runsOn(std::string_view target) const { return configs.count(std::string(target)) != 0; }
  // The size values of one configuration; throws TaskFileError naming what is missing.
  const SizeValues& config(std::string_view target, std::string_view configName) const;
  // A tensor's shape under `sizes`.
  std::vector<int64_t> shapeOf(const TensorDef& t, const SizeValues& sizes) const;
  // The count of one kind of work under `sizes` (0 when the task declares none).
  double workOf(kc::WorkKind kind, const SizeValues& sizes) const;
  kc::tasks::Config referenceConfig(const SizeValues& sizes) const;
};

// Reads `dir`/task.yaml. Throws TaskFileError ("file:line:col: message").
TaskDef loadTask(const std::string& dir);

} // namespace kc::bench
