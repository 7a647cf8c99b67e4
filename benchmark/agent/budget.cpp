#include "agent/budget.h"

#include <sstream>
#include <stdexcept>

namespace kc::agent {

int AgentBudget::stepsFor(int level) const {
  if (steps) return *steps;
  const int i = level < 1 ? 0 : level > 3 ? 2 : level - 1;
  return stepsPerLevel[i];
}

void parseStepsPerLevel(const std::string& text, AgentBudget& budget) {
  std::stringstream in(text);
  int parsed[3];
  int n = 0;
  for (std::string item; std::getline(in, item, ',');) {
    size_t used = 0;
    int v = 0;
    try {
      v = std::stoi(item, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (n == 3 || used != item.size() || item.empty() || v < 1 || v > 1000)
      throw std::invalid_argument("steps per level must be three numbers 1..1000 such as 15,20,25, got '" + text + "'");
    parsed[n++] = v;
  }
  if (n != 3) throw std::invalid_argument("steps per level must be three numbers 1..1000 such as 15,20,25, got '" + text + "'");
  for (int i = 0; i < 3; ++i) budget.stepsPerLevel[i] = parsed[i];
}

} // namespace kc::agent
