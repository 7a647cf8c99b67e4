// Stopping cleanly on SIGINT, SIGTERM and SIGHUP: the first such signal only sets a flag, which
// the agent loop, the MCP server, the sweep and every wait for a model server look at, so a run
// in progress ends as "interrupted", is scored with its best correct version and is recorded. A
// second signal ends the process at once (the run is then recovered from its trajectory at the
// next start with the same run id).
#pragma once

#include <chrono>
#include <string>

namespace kc::safety {

// Installs the handlers (once; later calls do nothing).
void installStopSignals();
bool stopRequested();
// "SIGTERM received", or "" when no stop was asked for.
std::string stopReason();
// Sets the flag as a signal would (tests, and a driver that must stop its runs).
void requestStop(int signal);

// Sleeps for `duration`, or less when a stop is asked for meanwhile. Returns false then.
bool sleepUnlessStopped(std::chrono::milliseconds duration);

} // namespace kc::safety
