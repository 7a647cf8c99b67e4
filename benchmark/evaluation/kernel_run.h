// Running one kernel on a resolved task configuration: assemble it with the configuration's
// symbols, place it and the inputs, run it within a budget, and check what it left behind.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "evaluation/eval_report.h"
#include "evaluation/task_setup.h"
#include "kc/machine.h"
#include "kc/program.h"

namespace kc::bench {

struct KernelSource {
  std::string text;
  std::string name;         // for diagnostics: a path, "<stdin>" or the baseline's file
  std::string includeDir;   // where `.include` looks first, and may read; empty for none
  // For a kernel given as text: the folder its relative `.include` names resolve against, as a
  // file's own folder, without the right to read there (kernelSearchDir). Empty for none.
  std::string sourceDir;
};

struct RunBudget {
  uint64_t maxInstructions = 0;
  uint64_t maxCycles = 0;
  uint64_t maxWork = UINT64_MAX;   // element operations, the same on every machine
  // A safety net for the host only: it depends on the machine's load, the budgets above do not.
  std::chrono::milliseconds maxWallTime{120'000};
};

// What a run keeps beyond its verdict, for tools that show a kernel's output or its costs, and for
// a person debugging it. Off by default: scoring needs none of it, and the profile and the trace
// take a slower simulation loop.
struct RunDetail {
  bool outputValues = false;   // EvalReport::values
  bool profile = false;        // EvalReport::profile
  std::ostream* trace = nullptr;                        // one line per executed instruction
  kc::IssueSink* events = nullptr;                      // every instruction's issue, for the trace tool
  std::function<void(const kc::Machine&)> afterRun;     // a look at the machine (to dump memory)
  std::vector<kc::Hazard>* hazards = nullptr;           // exposed pipelines: the reads that came too early
  kc::Program* program = nullptr;                       // a copy of the program that ran (its source lines)
};

// A kernel assembled for one configuration: what the run on each seed loads.
struct BuiltKernel {
  std::optional<kc::Program> program;     // empty when it cannot run
  bool assembled = false;
  std::vector<std::string> diagnostics;   // formatted, errors and warnings
  std::string setupError;                 // it assembled but cannot be placed
  uint64_t codeBytes = 0;
};
BuiltKernel buildKernel(const TaskSetup& setup, const KernelSource& kernel);

// Runs a kernel built for the configuration of `setup` on its seed. Never throws for a bad
// kernel: everything it did wrong lands in the report.
EvalReport runBuilt(const TaskSetup& setup, const std::string& kernelName, const BuiltKernel& built,
                    const RunBudget& budget, const RunDetail& detail = {});

// buildKernel then runBuilt.
EvalReport runKernel(const TaskSetup& setup, const KernelSource& kernel, const RunBudget& budget,
                     const RunDetail& detail = {});

// A stand-in for a kernel that writes memory directly instead of running, for testing the scoring
// itself: it meets the same poisoned outputs and placed inputs, and is checked the same way.
using MemoryWriter = std::function<void(const TaskSetup& setup, kc::Machine& machine)>;
EvalReport runWriter(const TaskSetup& setup, const MemoryWriter& write);

} // namespace kc::bench
