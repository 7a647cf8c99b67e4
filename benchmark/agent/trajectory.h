// A run's event log: one JSON object per line, appended and flushed as each event happens, so a
// run that is killed keeps every step it finished. Events carry "event" (start, request, response,
// tool_call, tool_result, evaluation, scoring, end) and "step"; `kernelcraft replay` reads them back.
#pragma once

#include <cstdint>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace kc::agent {

class TrajectoryWriter {
 public:
  // Appends to `path` (creating its folder). Throws std::runtime_error when it cannot be opened.
  explicit TrajectoryWriter(std::string path);
  const std::string& path() const { return path_; }
  // Adds "event" and "time" to `fields` and writes it as one line. Throws when the disk refuses:
  // a run whose log cannot be kept must not go on spending tokens.
  void write(const std::string& event, nlohmann::json fields);
  // Bytes of the file (what it held when opened, and what was written since).
  uint64_t bytes() const { return bytes_; }

 private:
  std::string path_;
  std::ofstream out_;
  uint64_t bytes_ = 0;
};

// Calls `each` with every event of a trajectory file, in order, holding one event at a time. The
// file must be a regular file of at most kc::limits::kMaxTrajectoryBytes, each event nesting at
// most twice kc::limits::kMaxJsonDepth deep (it holds a model's arguments inside its fields). A
// last line cut short by a kill is dropped; any other line that is not a JSON object with an
// "event" throws std::runtime_error naming the file and line.
void forEachTrajectoryEvent(const std::string& path, const std::function<void(nlohmann::json&& event)>& each);
// Every event at once, for trajectories known to be small (tests, tools that show a run).
std::vector<nlohmann::json> readTrajectory(const std::string& path);

} // namespace kc::agent
