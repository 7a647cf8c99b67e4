// Re-running a recorded agent run: every tool call of its trajectory goes through the tools and
// the simulator again, in order, in a fresh workspace, and every result, verdict and the final
// hidden-seed score must come out as recorded. Nothing recorded is read back as a result.
#pragma once

#include <string>
#include <vector>

namespace kc::agent {

struct ReplayResult {
  int toolCalls = 0;        // re-run
  int evaluations = 0;      // verdicts compared
  bool scored = false;      // the trajectory holds a final score, and it was re-run
  std::vector<std::string> differences;  // each a line: the step, the tool, what differs
  std::string finalVerdict;
  bool ok() const { return differences.empty(); }
};

// Throws std::runtime_error for a file that is not a trajectory, or whose target, task or
// configuration cannot be found. `workspace` must be a new or empty folder.
ReplayResult replayTrajectory(const std::string& path, const std::string& workspace);

} // namespace kc::agent
