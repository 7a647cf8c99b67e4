#include <string>

#include "kc/machine.h"

namespace kc {

bool resolveParams(const TargetInfo& target, const std::vector<std::pair<std::string, int64_t>>& overrides,
                   std::vector<int64_t>& values, std::string& error) {
  values.clear();
  for (uint16_t i = 0; i < target.numParams; ++i) values.push_back(target.params[i].defaultValue);
  for (const auto& [name, value] : overrides) {
    int found = -1;
    for (uint16_t i = 0; i < target.numParams; ++i)
      if (name == target.params[i].name) found = i;
    if (found < 0) {
      std::string known;
      for (uint16_t i = 0; i < target.numParams; ++i) known += std::string(i ? ", " : "") + target.params[i].name;
      error = "unknown parameter '" + name + "' of target '" + target.name + "'; parameters: " + known;
      return false;
    }
    const ParamInfo& p = target.params[found];
    if (value < p.minValue || value > p.maxValue) {
      error = "parameter " + name + "=" + std::to_string(value) + " is outside its range [" +
              std::to_string(p.minValue) + ", " + std::to_string(p.maxValue) + "]";
      return false;
    }
    values[found] = value;
  }
  if (target.checkParams)
    if (const char* broken = target.checkParams(values.data())) {
      error = "parameters break the constraint `" + std::string(broken) + "`";
      return false;
    }
  return true;
}

} // namespace kc
