// The subcommands of `kernelcraft`. main.cpp maps command-line flags onto these argument
// structs; each run function writes its result to stdout (or the named file) and returns the
// exit code, throwing CliError for problems with the input.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cli/llm_options.h"

namespace kcli {

struct TargetsArgs {
  bool json = false;
};
int runTargets(const TargetsArgs& args);

struct DocArgs {
  std::string target;
  bool json = false;
  bool prompt = false;     // the prompt form: one line per instruction or family instead of the entries
  std::string task;        // append this task's brief (prompt, layout, symbols)
  std::string config = "C1";
  std::string tasksDir;
};
int runDoc(const DocArgs& args);

struct AsmArgs {
  std::string target;
  std::vector<std::string> inputs;  // "-": stdin; several files assemble as one program
  std::string output = "-";
  std::string format = "hex";     // hex | bin | elf
  std::vector<std::string> defines;
  std::vector<std::string> includeDirs;
};
int runAsm(const AsmArgs& args);

struct DisasmArgs {
  std::string target;
  std::string input;
  std::string format = "hex";
  bool addresses = false;
};
int runDisasm(const DisasmArgs& args);

struct SimArgs {
  std::string target;
  std::vector<std::string> programs;     // one program file, or several assembly sources
  std::vector<std::string> defines;
  std::vector<std::string> includeDirs;
  std::vector<std::string> params;       // NAME=VALUE
  std::string config;                    // YAML file, or ""
  std::vector<std::string> loads;        // MEMORY[@ADDR]=FILE
  std::vector<std::string> dumps;        // MEMORY@ADDR:COUNT=FILE
  uint64_t maxCycles = UINT64_MAX;
  uint64_t maxInstructions = 200'000'000;
  bool noTiming = false;
  std::string trace;                     // file, "-" for stdout, or ""
  bool json = false;
  bool regs = false;
  bool quiet = false;                    // no report: only the program's own output
  bool hazards = false;                  // exposed pipelines: list reads that came too early
  std::string task;                      // with a task, --config names its configuration
  std::string tasksDir;
  uint64_t seed = 2026;
};
int runSim(const SimArgs& args);

struct EvalArgs {
  std::string target;
  std::string task;
  std::string config;
  std::string kernel;                    // assembly file, "-" for stdin, or "baseline"
  std::string tasksDir;                  // "" for the default
  uint64_t seed = 2026;
  std::string family;                    // visible inputs from this input family
  bool noBaseline = false;
  bool json = false;
  size_t hidden = 0;                     // hidden seeds to draw
  std::vector<uint64_t> hiddenSeeds;     // or to replay
  std::string batch;                     // requests, one JSON object a line ("-": standard input)
  unsigned jobs = 0;                     // --batch: evaluations in parallel (0: one per core)
};
int runEval(const EvalArgs& args);
// `eval --batch`: the requests of args.batch, each with `args` as its defaults.
int runEvalBatch(const EvalArgs& args, const std::string& tasksDir);

struct BenchArgs {
  std::string agent = "baseline";        // baseline | dir:PATH | llm:PROVIDER:MODEL
  LlmArgs llm;
  std::string targets, tasks, configs;   // comma-separated; empty: all
  std::string db = "kernelcraft-results.db";
  std::string runId;                     // empty: a new id from the time
  std::string tasksDir;
  uint64_t seed = 2026;
  unsigned jobs = 0;                     // 0: one per core
  size_t hidden = 3;                     // hidden seeds every evaluation must also pass
  double dbWaitSeconds = 30;             // how long a database locked by another process is waited for
  bool json = false;
  bool quiet = false;                    // no progress lines
  std::string show;                      // print this stored run's tables, evaluating nothing
};
int runBench(const BenchArgs& args);

struct AgentArgs {
  std::string target, task, config;
  std::string agent;                     // llm:PROVIDER:MODEL
  LlmArgs llm;
  std::string tasksDir;
  uint64_t seed = 2026;
  size_t hidden = 3;
  std::string runId;                     // empty: a new id from the time
  std::string db;                        // also record the run here, when given
  bool quiet = false;
};
int runAgent(const AgentArgs& args);

struct McpArgs {
  std::string target, task, config;      // all or none: none is the open mode
  std::string tasksDir;
  uint64_t seed = 2026;
  size_t hidden = 3;
  int toolCalls = 0;                     // 0: by level
  std::string toolCallsPerLevel;         // "30,40,50"
  std::string runsDir = "kernelcraft-runs";
  std::string runId;
  std::string db = "kernelcraft-results.db";
};
int runMcp(const McpArgs& args);

struct ReportArgs {
  std::string db = "kernelcraft-results.db";
  std::vector<std::string> runIds;       // empty: every run
  std::string output = "report.html";    // "-": standard output
  std::string tasksDir;
};
int runReport(const ReportArgs& args);

struct ReplayArgs {
  std::string trajectory;
  std::string workspace;                 // empty: a new temporary folder, removed afterwards
};
int runReplay(const ReplayArgs& args);

} // namespace kcli
