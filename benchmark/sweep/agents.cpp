#include "sweep/agents.h"

#include <filesystem>
#include <stdexcept>

namespace kc::bench {

namespace {

class BaselineAgent : public Agent {
 public:
  std::string name() const override { return "baseline"; }
  EvalReport solve(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                   const EvalOptions& options) override {
    return evaluateBaseline(target, task, config, options);
  }
};

class DirAgent : public Agent {
 public:
  explicit DirAgent(std::string dir) : dir_(std::move(dir)) {}
  std::string name() const override { return "dir:" + dir_; }
  EvalReport solve(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                   const EvalOptions& options) override {
    const std::string path = dir_ + "/" + target.name + "/" + task.name + "/" + config + ".s";
    std::error_code ec;
    if (!std::filesystem::exists(std::filesystem::symlink_status(path, ec))) {
      // No kernel is a wrong answer, not a broken benchmark: it assembles to nothing.
      EvalReport r;
      r.target = target.name;
      r.task = task.name;
      r.config = config;
      r.kernel = path;
      r.diagnostics.push_back(path + ": error: no kernel was written for this configuration");
      if (options.withBaseline) r.baselineCycles = evaluateBaseline(target, task, config, options.visibleOnly()).cycles;
      return r;
    }
    // A kernel is read only from inside the folder, and only from a regular file: a link to a
    // host file, a FIFO or a device ends as that configuration's setup error.
    return evaluateFile(target, task, config, path, options, {dir_});
  }

 private:
  std::string dir_;
};

} // namespace

std::unique_ptr<Agent> makeAgent(const std::string& spec) {
  if (spec == "baseline") return std::make_unique<BaselineAgent>();
  if (spec.rfind("dir:", 0) == 0 && spec.size() > 4) {
    std::string dir = spec.substr(4);
    if (!std::filesystem::is_directory(dir)) throw std::invalid_argument("agent " + spec + ": '" + dir + "' is not a directory");
    return std::make_unique<DirAgent>(dir);
  }
  throw std::invalid_argument("unknown agent '" + spec + "' (expected baseline or dir:PATH)");
}

} // namespace kc::bench
