#include "task/input_families.h"

#include "task/task_yaml_parts.h"

namespace kc::bench {

namespace {

// Names appear in reports, tables and the agent's brief: keep them plain identifiers.
bool plainName(const std::string& s) {
  if (s.empty() || !(s[0] >= 'a' && s[0] <= 'z')) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

InputFamily readFamily(const YamlFile& f, const YAML::Node& key, const YAML::Node& n, const TaskDef& task) {
  InputFamily fam;
  fam.name = f.str(key);
  if (!plainName(fam.name))
    f.fail(key, "family name '" + fam.name + "' must be lower case letters, digits and '_', starting with a letter");
  // Reports call the unchanged distributions "default".
  if (fam.name == "default") f.fail(key, "'default' names the task's own distributions; choose another name");
  f.onlyKeys(n, {"inputs", "tolerance"});
  const YAML::Node inputs = f.need(n, "inputs");
  f.needMap(inputs, "a family's inputs");
  if (inputs.size() == 0) f.fail(inputs, "family '" + fam.name + "' changes no input");
  for (const auto& kv : inputs) {
    const std::string name = f.str(kv.first);
    const TensorDef* t = task.findTensor(name);
    if (!t) f.fail(kv.first, "family '" + fam.name + "': '" + name + "' is not a tensor of the task");
    if (t->isOutput) f.fail(kv.first, "family '" + fam.name + "': '" + name + "' is an output; only inputs are drawn");
    if (fam.inits.count(name)) f.fail(kv.first, "family '" + fam.name + "' gives input '" + name + "' twice");
    if (!kv.second.IsMap()) f.fail(kv.second, "family '" + fam.name + "': input '" + name + "' needs a distribution map");
    fam.inits[name] = readInit(f, kv.second);
  }
  if (const YAML::Node tol = n["tolerance"]) {
    fam.tolerance = readTolerances(f, tol);
    // A family can only relax or tighten what the task checks; a new format would never be used.
    for (const auto& kv : tol)
      if (!task.tolerance.count(kv.first.Scalar()))
        f.fail(kv.first, "family '" + fam.name + "': the task gives no tolerance for '" + kv.first.Scalar() + "' to replace");
  }
  return fam;
}

} // namespace

std::vector<InputFamily> readFamilies(const YamlFile& f, const YAML::Node& n, const TaskDef& task) {
  f.needMap(n, "families");
  std::vector<InputFamily> out;
  for (const auto& kv : n) {
    InputFamily fam = readFamily(f, kv.first, kv.second, task);
    for (const InputFamily& other : out)
      if (other.name == fam.name) f.fail(kv.first, "family '" + fam.name + "' is defined twice");
    out.push_back(std::move(fam));
  }
  return out;
}

} // namespace kc::bench
