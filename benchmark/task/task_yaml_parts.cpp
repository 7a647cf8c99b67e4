#include "task/task_yaml_parts.h"

#include <algorithm>
#include <vector>

namespace kc::bench {

namespace {

struct DistArgs {
  const char* dist;
  std::vector<const char*> required;
  bool rowModifiers;   // whether row_low/row_high, zeros and zero_rows apply
};

// Tables are a function of their position, so shifting or zeroing them would not be a table.
const DistArgs kDists[] = {
    {"uniform", {"low", "high"}, true},
    {"normal", {"mean", "std"}, true},
    {"constant", {"value"}, true},
    {"rope_cos", {"theta"}, false},
    {"rope_sin", {"theta"}, false},
};

const char* const kRowModifiers[] = {"row_low", "row_high", "zeros", "zero_rows"};

std::string listOf(const std::vector<const char*>& names) {
  std::string s;
  for (const char* n : names) s += (s.empty() ? "" : ", ") + std::string(n);
  return s;
}

} // namespace

InitSpec readInit(const YamlFile& f, const YAML::Node& n) {
  InitSpec s;
  if (!n) return s;
  f.needMap(n, "init");
  s.dist = f.str(f.need(n, "dist"));
  const DistArgs* d = nullptr;
  for (const DistArgs& k : kDists)
    if (s.dist == k.dist) d = &k;
  if (!d) f.fail(n["dist"], "unknown distribution '" + s.dist + "' (expected uniform, normal, constant, rope_cos or rope_sin)");
  std::vector<const char*> allowed = d->required;
  if (d->rowModifiers) allowed.insert(allowed.end(), std::begin(kRowModifiers), std::end(kRowModifiers));
  for (const auto& kv : n) {
    const std::string key = kv.first.Scalar();
    if (key == "dist") continue;
    if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; }))
      f.fail(kv.first, "distribution '" + s.dist + "' takes no '" + key + "' (it takes " + listOf(allowed) + ")");
    s.args[key] = f.real(kv.second);
  }
  for (const char* a : d->required)
    if (!s.args.count(a)) f.fail(n, "distribution '" + s.dist + "' needs '" + a + "'");
  auto has = [&](const char* a) { return s.args.count(a) != 0; };
  if (s.dist == "uniform" && s.args["low"] > s.args["high"]) f.fail(n["low"], "low is above high");
  if (s.dist == "normal" && s.args["std"] < 0) f.fail(n["std"], "std must not be negative");
  // A shift needs both ends: one alone would leave the other to a silent default.
  if (has("row_low") != has("row_high"))
    f.fail(n[has("row_low") ? "row_low" : "row_high"], "row_low and row_high go together");
  if (has("row_low") && s.args["row_low"] > s.args["row_high"]) f.fail(n["row_low"], "row_low is above row_high");
  for (const char* share : {"zeros", "zero_rows"})
    if (has(share) && !(s.args[share] >= 0 && s.args[share] <= 1))
      f.fail(n[share], std::string(share) + " is a share of elements or rows: between 0 and 1");
  return s;
}

std::map<std::string, Tolerance, std::less<>> readTolerances(const YamlFile& f, const YAML::Node& n) {
  f.needMap(n, "tolerance");
  std::map<std::string, Tolerance, std::less<>> out;
  for (const auto& kv : n) {
    f.needMap(kv.second, "a tolerance");
    f.onlyKeys(kv.second, {"atol", "rtol", "scale"});
    Tolerance& tl = out[kv.first.Scalar()];
    tl.atol = f.real(f.need(kv.second, "atol"));
    tl.rtol = f.real(f.need(kv.second, "rtol"));
    if (YAML::Node sc = kv.second["scale"]) {
      if (f.str(sc) != "rms") f.fail(sc, "unknown tolerance scale '" + f.str(sc) + "' (expected rms)");
      tl.atolScaledByRms = true;
    }
  }
  return out;
}

} // namespace kc::bench
