#include "task/task_def.h"

#include <algorithm>

#include "task/formula.h"
#include "task/input_families.h"
#include "task/task_yaml_parts.h"
#include "task/yaml_file.h"

namespace kc::bench {

namespace {

TensorDef readTensor(const YamlFile& f, const YAML::Node& n, const std::vector<std::string>& sizes) {
  f.needMap(n, "a tensor");
  f.onlyKeys(n, {"name", "role", "shape", "dtype", "init"});
  TensorDef t;
  t.name = f.str(f.need(n, "name"));
  std::string role = f.str(f.need(n, "role"));
  if (role != "input" && role != "output") f.fail(n["role"], "role must be input or output, not '" + role + "'");
  t.isOutput = role == "output";
  YAML::Node shape = f.need(n, "shape");
  f.needList(shape, "shape");
  for (const auto& d : shape) {
    std::string e = f.str(d);
    // Check every name now, so a typo is reported at its line rather than at run time.
    try {
      evalIntFormula(e, [&](std::string_view name) -> std::optional<double> {
        if (std::find(sizes.begin(), sizes.end(), name) != sizes.end()) return 1.0;
        return std::nullopt;
      });
    } catch (const FormulaError& err) {
      f.failInside(d, err.column - 1, "shape '" + e + "': " + err.what());
    }
    t.shape.push_back(e);
  }
  if (n["dtype"]) t.dtype = f.str(n["dtype"]);
  if (!t.isOutput) t.init = readInit(f, n["init"]);
  return t;
}

} // namespace

TaskDef loadTask(const std::string& dir) {
  YamlFile f = YamlFile::load(dir + "/task.yaml");
  const YAML::Node& r = f.root;
  f.onlyKeys(r, {"name", "level", "prompt", "sizes", "work", "constants", "tensors", "tolerance", "families", "configs"});
  TaskDef t;
  t.dir = dir;
  t.name = f.str(f.need(r, "name"));
  t.level = int(f.integer(f.need(r, "level")));
  if (t.level < 1 || t.level > 3) f.fail(r["level"], "level must be 1, 2 or 3");
  t.prompt = f.str(f.need(r, "prompt"));
  YAML::Node sizes = f.need(r, "sizes");
  f.needList(sizes, "sizes");
  for (const auto& s : sizes) t.sizes.push_back(f.str(s));
  if (YAML::Node c = r["constants"]) {
    f.needMap(c, "constants");
    for (const auto& kv : c) t.constants[kv.first.Scalar()] = f.real(kv.second);
  }
  if (YAML::Node w = r["work"]) {
    f.needMap(w, "work");
    for (const auto& kv : w) {
      WorkDef wd;
      const std::string key = kv.first.Scalar();
      if (!kc::workKindFromKey(key, wd.kind))
        f.fail(kv.first, "'" + key + "' is not a kind of work (" + kc::workKindKeys() + ")");
      for (const WorkDef& other : t.work)
        if (other.kind == wd.kind) f.fail(kv.first, "work '" + key + "' is given twice");
      wd.formula = f.str(kv.second);
      try {
        evalFormula(wd.formula, [&](std::string_view name) -> std::optional<double> {
          if (std::find(t.sizes.begin(), t.sizes.end(), name) != t.sizes.end()) return 1.0;
          return std::nullopt;
        });
      } catch (const FormulaError& err) {
        f.failInside(kv.second, err.column - 1, "work '" + key + "': " + err.what());
      }
      t.work.push_back(std::move(wd));
    }
  }
  YAML::Node tensors = f.need(r, "tensors");
  f.needList(tensors, "tensors");
  for (const auto& n : tensors) {
    TensorDef td = readTensor(f, n, t.sizes);
    if (t.findTensor(td.name)) f.fail(n, "tensor '" + td.name + "' is defined twice");
    t.tensors.push_back(std::move(td));
  }
  if (std::none_of(t.tensors.begin(), t.tensors.end(), [](const TensorDef& x) { return x.isOutput; }))
    f.fail(tensors, "a task needs at least one output tensor");
  t.tolerance = readTolerances(f, f.need(r, "tolerance"));
  if (YAML::Node fam = r["families"]) t.families = readFamilies(f, fam, t);
  YAML::Node configs = f.need(r, "configs");
  f.needMap(configs, "configs");
  for (const auto& target : configs) {
    f.needMap(target.second, "a target's configurations");
    auto& perTarget = t.configs[target.first.Scalar()];
    for (const auto& cfg : target.second) {
      f.needMap(cfg.second, "a configuration");
      SizeValues values;
      for (const auto& kv : cfg.second) {
        std::string key = kv.first.Scalar();
        if (std::find(t.sizes.begin(), t.sizes.end(), key) == t.sizes.end())
          f.fail(kv.first, "'" + key + "' is not one of the task's sizes");
        int64_t v = f.integer(kv.second);
        if (v <= 0) f.fail(kv.second, "sizes must be positive");
        values[key] = v;
      }
      for (const std::string& s : t.sizes)
        if (!values.count(s)) f.fail(cfg.second, "configuration " + cfg.first.Scalar() + " does not set '" + s + "'");
      perTarget[cfg.first.Scalar()] = values;
    }
  }
  return t;
}

const TensorDef* TaskDef::findTensor(std::string_view n) const {
  for (const TensorDef& t : tensors)
    if (t.name == n) return &t;
  return nullptr;
}

const InputFamily* TaskDef::findFamily(std::string_view n) const {
  for (const InputFamily& f : families)
    if (f.name == n) return &f;
  return nullptr;
}

const InitSpec& TaskDef::initOf(const TensorDef& t, const InputFamily* family) const {
  if (family) {
    auto it = family->inits.find(t.name);
    if (it != family->inits.end()) return it->second;
  }
  return t.init;
}

const Tolerance* TaskDef::toleranceFor(std::string_view format, const InputFamily* family) const {
  if (family) {
    auto it = family->tolerance.find(format);
    if (it != family->tolerance.end()) return &it->second;
  }
  auto it = tolerance.find(format);
  return it == tolerance.end() ? nullptr : &it->second;
}

const SizeValues& TaskDef::config(std::string_view target, std::string_view configName) const {
  auto t = configs.find(target);
  if (t == configs.end()) throw TaskFileError("task " + name + " does not run on target '" + std::string(target) + "'");
  auto c = t->second.find(std::string(configName));
  if (c == t->second.end()) {
    std::string known;
    for (const auto& kv : t->second) known += (known.empty() ? "" : ", ") + kv.first;
    throw TaskFileError("task " + name + " has no configuration '" + std::string(configName) + "' on " +
                        std::string(target) + " (it has " + known + ")");
  }
  return c->second;
}

std::vector<int64_t> TaskDef::shapeOf(const TensorDef& t, const SizeValues& sizes) const {
  std::vector<int64_t> shape;
  for (const std::string& e : t.shape) {
    int64_t d = evalIntFormula(e, [&](std::string_view n) -> std::optional<double> {
      auto it = sizes.find(n);
      if (it == sizes.end()) return std::nullopt;
      return double(it->second);
    });
    if (d <= 0) throw TaskFileError("task " + name + ": tensor " + t.name + " has dimension '" + e + "' = " + std::to_string(d));
    shape.push_back(d);
  }
  return shape;
}

double TaskDef::workOf(kc::WorkKind kind, const SizeValues& sizes) const {
  for (const WorkDef& w : work)
    if (w.kind == kind) try {
        return evalFormula(w.formula, [&](std::string_view n) -> std::optional<double> {
          auto it = sizes.find(n);
          if (it == sizes.end()) return std::nullopt;
          return double(it->second);
        });
      } catch (const FormulaError& e) {
        throw TaskFileError(dir + "/task.yaml: work '" + kc::workKindKey(kind) + "' (" + w.formula + "): " + e.what());
      }
  return 0;
}

kc::tasks::Config TaskDef::referenceConfig(const SizeValues& sizes) const {
  kc::tasks::Config c;
  for (const auto& [k, v] : sizes) c.sizes[k] = v;
  for (const auto& [k, v] : constants) c.constants[k] = v;
  return c;
}

} // namespace kc::bench
