// `kernelcraft mcp`: the agent's tools served over the Model Context Protocol, so that any agent
// that speaks MCP can take the benchmark. Messages are JSON-RPC 2.0, one per line; the manual's
// sections are resources. A session is recorded like an agent run: trajectory, kernel versions,
// the submitted kernel scored on hidden inputs, a row in the results database labelled as an
// external agent whose tokens are not reported.
#pragma once

#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "evaluation/evaluate.h"
#include "mcp/external_run.h"

namespace kc::mcp {

struct McpOptions {
  // A task given on the command line; with no target, the open mode offers list_tasks and
  // start_task.
  std::string target, task, config;
  bench::EvalOptions options;          // tasksDir, baselineDirs, visible seed, hiddenRuns
  int toolCallsPerLevel[3] = {kToolCallsPerLevel[0], kToolCallsPerLevel[1], kToolCallsPerLevel[2]};
  std::optional<int> toolCalls;        // overrides the level's number
  std::string runsDir = "kernelcraft-runs";
  std::string runId;
  std::string db;                      // "" records no row
  size_t maxMessageBytes = 8u << 20;
};

// The protocol versions served, newest first; a client asking for another gets the newest.
extern const char* const kProtocolVersions[3];

class McpServer {
 public:
  McpServer(McpOptions options, std::ostream& log);
  ~McpServer();
  McpServer(const McpServer&) = delete;
  McpServer& operator=(const McpServer&) = delete;

  // The reply to one line, or nothing (a notification).
  std::optional<nlohmann::json> handleLine(const std::string& line);
  // The reply to a line longer than the limit.
  nlohmann::json tooLong(size_t bytes) const;
  // Ends the run in progress, if any, as the client left it, and records it.
  void clientGone();
  // Ends the run in progress, if any, as interrupted by a signal, and records it.
  void interrupted(const std::string& reason);
  // In the command-line mode, claims the task's folder before any message is read (see
  // Impl::claim: one live session, nothing recorded yet, a killed session's run recovered first).
  // The reason the server cannot serve, or "".
  std::string startupError();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Serves `in` until it ends; replies go to `out` one per line, logs to `log`. Returns 0, or 2
// when the command-line task cannot be served (said on `log`).
int serveStdio(const McpOptions& options, std::istream& in, std::ostream& out, std::ostream& log);
// The same on a file descriptor (standard input), which is polled so that a stop signal
// (kc::safety) ends the session, and its run is recorded as interrupted, even while the client
// sends nothing.
int serveFd(const McpOptions& options, int fd, std::ostream& out, std::ostream& log);

} // namespace kc::mcp
