// One whole agent run on one task configuration: a fresh workspace, the prompts, the loop, then
// the score that counts: the submitted version (or else the best correct one) run on the visible
// and on hidden inputs. The trajectory and every kernel version stay in the run's folder.
#pragma once

#include <string>

#include "agent/agent_loop.h"
#include "evaluation/evaluate.h"

namespace kc::agent {

struct AgentRunSpec {
  const kc::TargetInfo* target = nullptr;
  bench::TaskDef task;
  std::string config;
  // tasksDir, baselineDirs and the visible seed for the tools; hiddenRuns (or hiddenSeeds, when
  // replaying) for the final score only.
  bench::EvalOptions options;
  std::string folder;            // holds trajectory.jsonl and v1.s, v2.s, ...
  std::string agentName;         // "llm:openai:MODEL", as tables name it
  std::string provider;          // wire format
  LoopSettings settings;
};

struct AgentRunResult {
  LoopOutcome loop;
  int scoredVersion = 0;         // 0: the model wrote no kernel
  std::string scoredAs;          // "submitted", "best correct", "latest", "none"
  bench::EvalReport report;      // the final score; report.agentRun holds the run's record
  std::string trajectoryPath;
  bool recovered = false;        // scored from the folder of a run whose process ended unrecorded
};

// Holds the folder's RunLock while it runs (throws std::runtime_error when another session holds
// it). A folder whose trajectory was never scored (its process was killed) is recovered instead
// of run (see run_recovery.h); one that was scored but not recorded is moved aside
// (FOLDER.interrupted-N) and the run starts afresh. Throws otherwise only when the folder cannot
// be written.
AgentRunResult runAgent(llm::Provider& provider, const AgentRunSpec& spec);

// The pieces runAgent is made of, for other drivers of a session (the MCP server):
// the run's folder made ready (an earlier one set aside), its start event, and at the end the
// score of the right version with the record of how the run went.
void prepareRunFolder(const std::string& folder);
// The session a run works in: the spec's target, task and configuration, its folder as the
// workspace, the visible seed only.
SessionSetup sessionSetup(const AgentRunSpec& spec);
void writeStartEvent(TrajectoryWriter& log, const AgentRunSpec& spec, int budget);
AgentRunResult scoreRun(const AgentSession& session, const AgentRunSpec& spec, const LoopOutcome& loop,
                        TrajectoryWriter& log);

// The version a finished loop is scored with, and why that one.
std::pair<int, std::string> versionToScore(const LoopOutcome& loop, int latestVersion);

// The final score of `version` in `session`'s workspace with the spec's hidden seeds.
bench::EvalReport scoreVersion(const AgentSession& session, int version, const bench::EvalOptions& options);

} // namespace kc::agent
