// `kernelcraft replay TRAJECTORY`: the recorded tool calls through the simulator again.
#include <filesystem>
#include <iostream>
#include <random>

#include <fmt/format.h>

#include "agent/replay.h"
#include "cli/commands.h"
#include "formats/input_error.h"
#include "safety/stop_signal.h"

namespace kcli {

int runReplay(const ReplayArgs& args) {
  namespace fs = std::filesystem;
  std::string workspace = args.workspace;
  const bool temporary = workspace.empty();
  if (temporary) {
    std::random_device rd;
    workspace = (fs::temp_directory_path() / fmt::format("kernelcraft-replay-{:08x}", rd())).string();
  }
  // A stop signal ends the replay between two events, so the temporary folder is removed.
  kc::safety::installStopSignals();
  kc::agent::ReplayResult r;
  try {
    r = kc::agent::replayTrajectory(args.trajectory, workspace);
  } catch (const std::exception& e) {
    if (temporary) fs::remove_all(workspace);
    badInput(e.what());
  }
  if (temporary) fs::remove_all(workspace);
  for (const std::string& d : r.differences) std::cout << "differs: " << d << '\n';
  std::cout << fmt::format("replay: {} tool calls re-run, {} verdicts compared, final score {}; {}\n", r.toolCalls,
                           r.evaluations, r.scored ? "re-run (" + r.finalVerdict + ")" : "not recorded",
                           r.ok() ? "everything as recorded" : fmt::format("{} differences", r.differences.size()));
  return r.ok() ? kExitOk : kExitFailed;
}

} // namespace kcli
