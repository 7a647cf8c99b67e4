// One agent's attempt at one task configuration: what it works on (target, task, configuration,
// tasks folder), the kernel versions it has written (each saved as vN.s in its workspace, so a
// person can read them and a run can be replayed), its last evaluation and what it submitted.
// Everything a tool does happens through a session; it never runs hidden inputs.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "evaluation/evaluate.h"
#include "evaluation/setup_cache.h"
#include "kc/assembler.h"
#include "kc/target_info.h"
#include "task/task_def.h"

namespace kc::agent {

struct SessionSetup {
  const kc::TargetInfo* target = nullptr;
  bench::TaskDef task;
  std::string config;
  // tasksDir, baselineDirs and the visible seed; hidden seeds given here are dropped.
  bench::EvalOptions options;
  std::string workspace;   // created if missing; versions already there are taken up
};

class AgentSession {
 public:
  explicit AgentSession(SessionSetup setup);

  const kc::TargetInfo& target() const { return *setup_.target; }
  const bench::TaskDef& task() const { return setup_.task; }
  const std::string& config() const { return setup_.config; }
  const std::string& workspace() const { return setup_.workspace; }
  // The options every tool evaluates with: visible seed only.
  const bench::EvalOptions& options() const { return setup_.options; }
  // The configuration resolved on the visible seed (sizes, layout, -D symbols); throws for a
  // broken task.
  const bench::TaskSetup& taskSetup() const;

  // Versions are numbered from 1; 0 means none yet.
  int latestVersion() const { return int(versions_.size()); }
  const std::string& versionText(int version) const { return versions_.at(size_t(version - 1)); }
  static std::string versionName(int version) { return "v" + std::to_string(version) + ".s"; }
  std::string versionPath(int version) const;
  // Why `bytes` more of kernel cannot be saved ("" when they can): a version of at most
  // kMaxKernelVersionBytes, all versions together at most kMaxSessionVersionBytes.
  std::string versionRefusal(size_t bytes) const;
  // Saves `code` as the next version (in memory and as a file) and returns its number. Throws
  // std::length_error when versionRefusal refuses it.
  int saveVersion(const std::string& code);
  // The version a tool's optional "version" argument names: the latest when absent. Sets
  // `error` and returns 0 when there is no such version.
  int resolveVersion(const std::optional<int64_t>& requested, std::string& error) const;

  // Assembles a version as the evaluation would: the configuration's symbols, its file name.
  kc::AsmResult assembleVersion(int version) const;
  // Evaluates a version on the visible inputs, with `detail`, and remembers the report.
  const bench::EvalReport& evaluateVersion(int version, const bench::RunDetail& detail);
  const std::optional<bench::EvalReport>& lastEvaluation() const { return lastEvaluation_; }
  int lastEvaluatedVersion() const { return lastEvaluatedVersion_; }
  // How many evaluations the session has run: a caller sees a new verdict when this grows.
  int evaluations() const { return evaluations_; }

  bool submitted() const { return submittedVersion_ > 0; }
  int submittedVersion() const { return submittedVersion_; }
  void submit(int version) { submittedVersion_ = version; }

 private:
  SessionSetup setup_;
  std::vector<std::string> versions_;
  uint64_t versionBytes_ = 0;
  std::optional<bench::EvalReport> lastEvaluation_;
  int lastEvaluatedVersion_ = 0;
  int evaluations_ = 0;
  int submittedVersion_ = 0;
};

} // namespace kc::agent
