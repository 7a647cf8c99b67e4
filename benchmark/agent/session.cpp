#include "agent/session.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "kc/input_file.h"
#include "kc/limits.h"
#include "safety/limits.h"

namespace kc::agent {

namespace fs = std::filesystem;

AgentSession::AgentSession(SessionSetup setup) : setup_(std::move(setup)) {
  if (!setup_.target) throw std::invalid_argument("an agent session needs a target");
  setup_.options = setup_.options.visibleOnly();
  setup_.options.detail = {};
  fs::create_directories(setup_.workspace);
  // A resumed session keeps the versions it wrote: v1.s, v2.s, ... with no gap.
  // Read as any file from outside: regular files within the caps only.
  for (int v = 1;; ++v) {
    kc::InputFile f = kc::readInputFile(versionPath(v), limits::kMaxKernelVersionBytes, {setup_.workspace});
    if (!f.ok || versionBytes_ + f.text.size() > limits::kMaxSessionVersionBytes) break;
    versionBytes_ += f.text.size();
    versions_.push_back(std::move(f.text));
  }
}

std::string AgentSession::versionRefusal(size_t bytes) const {
  if (bytes > limits::kMaxKernelVersionBytes)
    return "a kernel version may hold at most " + limits::bytesText(limits::kMaxKernelVersionBytes) + "; this one has " +
           std::to_string(bytes) + " bytes. Use .macro and .rept for repeated code";
  if (versionBytes_ + bytes > limits::kMaxSessionVersionBytes)
    return "the versions of this session together may hold at most " +
           limits::bytesText(limits::kMaxSessionVersionBytes) + "; no more versions can be saved";
  return "";
}

const bench::TaskSetup& AgentSession::taskSetup() const {
  return *bench::sharedTaskSetup(*setup_.target, setup_.task, setup_.config, setup_.options.seed,
                                 setup_.options.tasksDir);
}

std::string AgentSession::versionPath(int version) const {
  return (fs::path(setup_.workspace) / versionName(version)).string();
}

int AgentSession::saveVersion(const std::string& code) {
  if (std::string why = versionRefusal(code.size()); !why.empty()) throw std::length_error(why);
  const int v = latestVersion() + 1;
  std::ofstream out(versionPath(v), std::ios::binary);
  out << code;
  if (!out) throw std::runtime_error("cannot write " + versionPath(v));
  versions_.push_back(code);
  versionBytes_ += code.size();
  return v;
}

int AgentSession::resolveVersion(const std::optional<int64_t>& requested, std::string& error) const {
  if (latestVersion() == 0) {
    error = "there is no kernel yet: write one with write_kernel";
    return 0;
  }
  if (!requested) return latestVersion();
  if (*requested < 1 || *requested > latestVersion()) {
    error = "there is no version " + std::to_string(*requested) + "; versions are 1.." + std::to_string(latestVersion());
    return 0;
  }
  return int(*requested);
}

kc::AsmResult AgentSession::assembleVersion(int version) const {
  kc::AsmOptions o;
  o.fileName = versionName(version);
  const bench::ResolvedLayout& lay = taskSetup().layout;
  o.defines.insert(lay.defines.begin(), lay.defines.end());
  // Includes resolve only inside the workspace: a model cannot read the host's files.
  o.includeDirs.push_back(setup_.workspace);
  o.includeRoots.push_back(setup_.workspace);
  return kc::assemble(*setup_.target, versionText(version), o);
}

const bench::EvalReport& AgentSession::evaluateVersion(int version, const bench::RunDetail& detail) {
  bench::EvalOptions o = setup_.options;
  o.detail = detail;
  lastEvaluation_ = bench::evaluate(*setup_.target, setup_.task, setup_.config, versionText(version),
                                    versionName(version), setup_.workspace, o);
  lastEvaluatedVersion_ = version;
  ++evaluations_;
  return *lastEvaluation_;
}

} // namespace kc::agent
