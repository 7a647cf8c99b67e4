#include "agent/trajectory.h"

#include <chrono>
#include <ctime>
#include <filesystem>
#include <stdexcept>

namespace kc::agent {

namespace {

std::string utcNow() {
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  char buf[40];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", std::gmtime(&t));
  return std::string(buf) + "." + std::to_string(1000 + ms).substr(1) + "Z";
}

} // namespace

TrajectoryWriter::TrajectoryWriter(std::string path) : path_(std::move(path)) {
  const std::filesystem::path parent = std::filesystem::path(path_).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent);
  out_.open(path_, std::ios::binary | std::ios::app);
  if (!out_) throw std::runtime_error("cannot open trajectory " + path_);
}

void TrajectoryWriter::write(const std::string& event, nlohmann::json fields) {
  nlohmann::ordered_json line;
  line["event"] = event;
  line["time"] = utcNow();
  for (auto& [key, value] : fields.items()) line[key] = value;
  out_ << line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  out_.flush();
  if (!out_) throw std::runtime_error("cannot write trajectory " + path_);
}

std::vector<nlohmann::json> readTrajectory(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read trajectory " + path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  const bool lastComplete = [&] {
    in.clear();
    in.seekg(0, std::ios::end);
    if (in.tellg() <= 0) return true;
    in.seekg(-1, std::ios::end);
    return in.get() == '\n';
  }();
  std::vector<nlohmann::json> events;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].empty()) continue;
    nlohmann::json j = nlohmann::json::parse(lines[i], nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("event")) {
      if (i + 1 == lines.size() && !lastComplete) break;  // the line a kill cut short
      throw std::runtime_error(path + ":" + std::to_string(i + 1) + ": not a trajectory event");
    }
    events.push_back(std::move(j));
  }
  return events;
}

} // namespace kc::agent
