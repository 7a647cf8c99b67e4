// What one evaluation found, and its rendering for people (text) and programs (JSON).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "task/roofline.h"

namespace kc::bench {

struct BadRow {
  std::string tensor;
  std::string row;            // "C[3]", "C[1, 5]": the indices before the last dimension
  int64_t bad = 0;            // elements of the row outside tolerance
  int64_t firstBadColumn = 0;
  double got = 0, want = 0;   // at the first bad column
  double maxAbsError = 0;
};

struct OutputCheck {
  std::string tensor;
  std::string format;
  int64_t elements = 0, matched = 0;
  int64_t rows = 0, badRows = 0;
  int64_t nonFinite = 0;      // NaN or infinite where the reference is finite
  double maxAbsError = 0, maxRelError = 0;   // over elements where both are finite
  double atol = 0, rtol = 0;
};

// A range of memory the kernel changed although the layout gives it no right to.
struct StrayWrite {
  std::string memory;
  int64_t from = 0, to = 0;   // units, `to` exclusive
  std::string what;           // "input x", or "no tensor"
};

// A run on inputs the kernel never saw. It tells only whether the kernel passed and how much of
// its output matched: never values, addresses or rows, so nothing about those inputs leaks.
struct HiddenCheck {
  uint64_t seed = 0;
  std::string family = "default";         // the input family it was drawn from
  bool correct = false;                   // on this seed's inputs
  int64_t elements = 0, matched = 0;
};

// An output as the kernel left it and as the reference wants it, kept when asked for
// (RunDetail::outputValues): what a tool needs to show a memory diff row by row.
struct OutputValues {
  std::string tensor;
  std::vector<int64_t> shape;
  std::vector<double> got, want;
  double atol = 0, rtol = 0;
};

// One executed instruction address and what it cost (kc::PcCost), with its text and origin.
struct ProfileLine {
  uint64_t pc = 0;
  std::string instruction;    // disassembly
  std::string sourceFile;     // "" when the program has no line for it
  int sourceLine = 0;
  uint64_t executions = 0;
  uint64_t waitOperands = 0, waitMemory = 0, waitUnit = 0, waitDispatch = 0;
};

// Where a run's cycles went, kept when asked for (RunDetail::profile).
struct RunProfile {
  struct Unit {
    std::string name;
    uint32_t copies = 1;
    uint64_t busy = 0;        // cycles summed over its copies
  };
  std::vector<Unit> units;
  std::vector<std::pair<std::string, uint64_t>> opcodeCounts;   // executed mnemonics, most first
  std::vector<ProfileLine> lines;                               // by address
  uint32_t issueWidth = 1;    // instructions the target issues per cycle at most
};

struct EvalReport {
  std::string target, task, config;
  std::string kernel;                     // path or "baseline"
  std::string setupError;                 // a broken task, layout or kernel file
  bool assembled = false;
  std::vector<std::string> diagnostics;   // formatted, errors and warnings
  bool ran = false;
  std::string stop;                       // "end of code", "halted", "trap", "instruction budget", ...
  bool stopOk = false;
  std::string stopMessage;
  uint64_t stopPc = 0;
  std::string stopInstruction, stopSource;
  std::vector<OutputCheck> outputs;
  std::vector<BadRow> badRows;            // the first few, in order
  std::vector<StrayWrite> strayWrites;
  bool correct = false;                   // on the visible inputs and on every hidden seed
  std::vector<HiddenCheck> hidden;
  bool hiddenFailed = false;              // correct on the visible inputs, wrong on a hidden seed
  int64_t elements = 0, matched = 0;
  double maxAbsError = 0, maxRelError = 0;
  uint64_t cycles = 0, instructions = 0, codeBytes = 0;
  std::optional<uint64_t> slotNops;       // bundled targets: of the instructions, the no-ops filling empty slots
  uint64_t work = 0;                      // element operations the run took (its work budget's measure)
  uint64_t baselineCycles = 0;            // 0: no baseline run
  double speedup = 0;                     // baseline cycles / cycles, when correct
  RooflineBound bound;                    // the fewest cycles any correct kernel can take
  double seconds = 0;                     // wall time of this evaluation
  // Kept only when asked for, and only for the visible inputs.
  std::vector<OutputValues> values;
  std::optional<RunProfile> profile;
  // When a model's agent run wrote the kernel: how the run went (steps, tokens, cost, how it
  // ended, which version was scored). Null otherwise.
  nlohmann::json agentRun;
};

std::string evalReportText(const EvalReport& r);
nlohmann::ordered_json evalReportJson(const EvalReport& r);
// A one-line verdict: "correct", "wrong output", "trap", "assembly failed", ...
std::string evalVerdict(const EvalReport& r);

} // namespace kc::bench
