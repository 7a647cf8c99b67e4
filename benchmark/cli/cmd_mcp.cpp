// `kernelcraft mcp`: the MCP server on standard input and output.
#include <csignal>
#include <iostream>

#include "cli/commands.h"
#include "cli/run_id.h"
#include "cli/target_lookup.h"
#include "formats/input_error.h"
#include "mcp/mcp_server.h"
#include "safety/stop_signal.h"
#include "task/task_catalog.h"

namespace kcli {

int runMcp(const McpArgs& args) {
  kc::mcp::McpOptions o;
  o.options.tasksDir = args.tasksDir.empty() ? kc::bench::defaultTasksDir() : args.tasksDir;
  o.options.baselineDirs = kc::bench::defaultBaselineDirs();
  o.options.seed = args.seed;
  o.options.hiddenRuns = args.hidden;
  const int given = !args.target.empty() + !args.task.empty() + !args.config.empty();
  if (given != 0 && given != 3) badInput("give -t, --task and --config together, or none of them for the open mode");
  if (given == 3) {
    const kc::TargetInfo& target = requireTarget(args.target);
    try {
      kc::bench::TaskDef task = kc::bench::loadTaskByName(o.options.tasksDir, args.task);
      task.config(target.name, args.config);
      o.task = task.name;
    } catch (const kc::bench::TaskFileError& e) {
      badInput(e.what());
    }
    o.target = target.name;
    o.config = args.config;
  }
  if (!args.toolCallsPerLevel.empty()) {
    kc::agent::AgentBudget b;
    try {
      kc::agent::parseStepsPerLevel(args.toolCallsPerLevel, b);
    } catch (const std::invalid_argument& e) {
      badInput(std::string("--tool-calls-per-level: ") + e.what());
    }
    std::copy(std::begin(b.stepsPerLevel), std::end(b.stepsPerLevel), o.toolCallsPerLevel);
  }
  if (args.toolCalls) o.toolCalls = args.toolCalls;
  o.runsDir = args.runsDir;
  o.runId = args.runId.empty() ? "mcp-" + newRunId().substr(4) : args.runId;
  o.db = args.db;
  // A client that closes its end mid-reply must not kill the server before the run is recorded,
  // and neither may SIGINT, SIGTERM or SIGHUP: each ends the session with its run recorded.
  std::signal(SIGPIPE, SIG_IGN);
  kc::safety::installStopSignals();
  std::ios::sync_with_stdio(false);
  const int status = kc::mcp::serveFd(o, 0, std::cout, std::cerr);
  return status == 2 ? kExitBadInput : kExitOk;
}

} // namespace kcli
