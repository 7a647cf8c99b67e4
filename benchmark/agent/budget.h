// How much an agent run may spend. One step is one model call; the step budget grows with the
// task's level. The other caps are optional and end a run between steps, never inside one.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace kc::agent {

struct AgentBudget {
  // Steps per task level 1, 2, 3 (a level above 3 takes the last).
  int stepsPerLevel[3] = {15, 20, 25};
  std::optional<int> steps;               // overrides the level's steps
  std::optional<int64_t> maxTokens;       // input + output over the run
  std::optional<double> maxCostUsd;       // needs a known price for the model
  std::optional<double> maxWallSeconds;
  int maxMalformedInRow = 3;              // replies that cannot be acted on, one after another

  int stepsFor(int level) const;
};

// "15,20,25": the steps for levels 1, 2, 3. Throws std::invalid_argument for anything else.
void parseStepsPerLevel(const std::string& text, AgentBudget& budget);

} // namespace kc::agent
