#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "kc/target_info.h"

namespace kcli {

int runTargets(const TargetsArgs& args) {
  const std::vector<const kc::TargetInfo*> targets = kc::allTargets();
  if (args.json) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const kc::TargetInfo* t : targets) {
      nlohmann::ordered_json j;
      j["name"] = t->name;
      j["title"] = t->title ? t->title : "";
      j["summary"] = t->summary ? t->summary : "";
      j["instructions"] = t->numInstrs;
      j["pseudo_instructions"] = t->numPseudos;
      nlohmann::ordered_json mems = nlohmann::ordered_json::array();
      for (uint16_t m = 0; m < t->numMemories; ++m)
        mems.push_back({{"name", t->memories[m].name}, {"type", t->memories[m].elemType}, {"code", t->memories[m].isCode}});
      j["memories"] = mems;
      nlohmann::ordered_json params = nlohmann::ordered_json::array();
      for (uint16_t p = 0; p < t->numParams; ++p) {
        const kc::ParamInfo& pi = t->params[p];
        params.push_back({{"name", pi.name}, {"default", pi.defaultValue}, {"min", pi.minValue}, {"max", pi.maxValue}});
      }
      j["params"] = params;
      list.push_back(j);
    }
    std::cout << list.dump(2) << '\n';
    return 0;
  }
  if (targets.empty()) {
    std::cout << "no targets are compiled in\n";
    return 0;
  }
  size_t w = 6;
  for (const kc::TargetInfo* t : targets) w = std::max(w, std::string(t->name).size());
  std::cout << fmt::format("{:<{}}  {:>12}  {:>8}  {:>6}  {}\n", "target", w, "instructions", "memories", "params", "title");
  for (const kc::TargetInfo* t : targets)
    std::cout << fmt::format("{:<{}}  {:>12}  {:>8}  {:>6}  {}\n", t->name, w, t->numInstrs, t->numMemories, t->numParams,
                             t->title ? t->title : "");
  return 0;
}

} // namespace kcli
