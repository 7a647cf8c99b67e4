// A run's event log: one JSON object per line, appended and flushed as each event happens, so a
// run that is killed keeps every step it finished. Events carry "event" (start, request, response,
// tool_call, tool_result, evaluation, scoring, end) and "step"; `kernelcraft replay` reads them back.
#pragma once

#include <fstream>
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

 private:
  std::string path_;
  std::ofstream out_;
};

// Every event of a trajectory file, in order. A last line cut short by a kill is dropped; any
// other line that is not a JSON object throws std::runtime_error naming the file and line.
std::vector<nlohmann::json> readTrajectory(const std::string& path);

} // namespace kc::agent
