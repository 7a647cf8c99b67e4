#include "agent/trajectory.h"

#include <chrono>
#include <ctime>
#include <filesystem>
#include <stdexcept>

#include "kc/input_file.h"
#include "safety/bounded_json.h"
#include "safety/limits.h"

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
  std::error_code ec;
  const uintmax_t size = std::filesystem::file_size(path_, ec);
  bytes_ = ec ? 0 : uint64_t(size);
}

void TrajectoryWriter::write(const std::string& event, nlohmann::json fields) {
  nlohmann::ordered_json line;
  line["event"] = event;
  line["time"] = utcNow();
  for (auto& [key, value] : fields.items()) line[key] = value;
  const std::string text = line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  out_ << text << '\n';
  out_.flush();
  bytes_ += text.size() + 1;
  if (!out_) throw std::runtime_error("cannot write trajectory " + path_);
}

void forEachTrajectoryEvent(const std::string& path, const std::function<void(nlohmann::json&& event)>& each) {
  const kc::InputFile file = kc::readInputFile(path, limits::kMaxTrajectoryBytes);
  if (!file.ok) throw std::runtime_error("cannot read trajectory: " + file.error);
  const std::string& text = file.text;
  size_t line = 0;
  for (size_t pos = 0; pos < text.size();) {
    size_t end = text.find('\n', pos);
    const bool complete = end != std::string::npos;
    if (!complete) end = text.size();
    ++line;
    const std::string_view l(text.data() + pos, end - pos);
    pos = end + 1;
    if (l.empty()) continue;
    // An event carries a model's arguments (nested up to the limit) inside its own fields.
    safety::ParsedJson j = safety::parseBoundedJson(l, 2 * limits::kMaxJsonDepth);
    if (!j.ok() || !j.value.is_object() || !j.value.contains("event") || !j.value["event"].is_string()) {
      if (!complete) break;  // the line a kill cut short
      throw std::runtime_error(path + ":" + std::to_string(line) + ": not a trajectory event" +
                               (j.ok() || j.error == "not JSON" ? "" : " (" + j.error + ")"));
    }
    each(std::move(j.value));
  }
}

std::vector<nlohmann::json> readTrajectory(const std::string& path) {
  std::vector<nlohmann::json> events;
  forEachTrajectoryEvent(path, [&](nlohmann::json&& e) { events.push_back(std::move(e)); });
  return events;
}

} // namespace kc::agent
