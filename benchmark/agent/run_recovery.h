// Recovering a run whose process ended without recording it (SIGKILL, a crash, a lost machine):
// its folder still holds every version it wrote and a trajectory flushed event by event, which
// is enough to tell how the run went and which version to score. The next start with the same
// run id scores that version on hidden inputs and records the run as interrupted, instead of
// setting the folder aside and paying for the run again.
#pragma once

#include "agent/agent_run.h"

namespace kc::agent {

// Does `folder` hold a trajectory that was never scored?
bool hasUnscoredRun(const std::string& folder);

// The loop's outcome as the trajectory's events tell it (reason Interrupted), for a run of
// `budget` steps or tool calls.
LoopOutcome outcomeFromTrajectory(const std::string& trajectoryPath, int budget);

// Ends the run in `spec.folder` (an "end" event when there is none), scores it like a finished
// run and returns the result to record. Throws std::runtime_error when the trajectory cannot be
// read.
AgentRunResult recoverRun(const AgentRunSpec& spec, int budget);

} // namespace kc::agent
