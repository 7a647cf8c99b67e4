// A client's side of an MCP session: the input split at '\n' into messages, each handed in order
// to one server in open mode (list_tasks, start_task and the kernel tools), every reply written
// out as `kernelcraft mcp` writes it. A hostile client must get a JSON-RPC reply or nothing, never
// a crash. Budgets are small (4 tool calls, short kernel runs) so a session stays cheap; its run
// folder goes after each input.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz_tmpdir.h"
#include "mcp/mcp_server.h"
#include "task/task_catalog.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string tasksDir = kc::bench::defaultTasksDir();
  static const std::vector<std::string> baselineDirs = kc::bench::defaultBaselineDirs();
  const std::string runs = kcfuzz::scratchDir() + "/mcp-runs";

  kc::mcp::McpOptions options;
  options.runsDir = runs;
  options.runId = "fuzz";
  options.toolCalls = 4;
  options.options.tasksDir = tasksDir;
  options.options.baselineDirs = baselineDirs;
  options.options.maxInstructions = 200'000;
  options.options.maxCycles = 2'000'000;
  std::ostringstream log;
  {
    kc::mcp::McpServer server(options, log);
    const std::string input(reinterpret_cast<const char*>(data), size);
    size_t start = 0;
    while (start <= input.size()) {
      size_t end = input.find('\n', start);
      if (end == std::string::npos) end = input.size();
      if (std::optional<nlohmann::json> reply = server.handleLine(input.substr(start, end - start)))
        reply->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
      start = end + 1;
    }
  }  // the server ends the run in progress, as when the client leaves
  std::error_code ec;
  std::filesystem::remove_all(runs, ec);
  return 0;
}
