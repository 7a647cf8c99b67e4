// Where a task's tensors live on a target and how a kernel learns of them: read from
// tasks/targets/<target>.yaml (what every task on the target shares) and
// tasks/<task>/<target>/layout.yaml (this task). See tasks/README.md.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "kc/target_info.h"
#include "task/task_def.h"

namespace kc::bench {

// A range of one memory in its addressable units; `to` is exclusive.
struct Region {
  int memory = -1;
  int64_t from = 0, to = 0;
};

struct PlacedTensor {
  const TensorDef* def = nullptr;
  std::vector<int64_t> shape;
  int memory = -1;
  std::string format;         // a storage format name, or "mxfp8"
  int64_t address = 0;        // in the memory's units
  int64_t units = 0;          // units the elements occupy
  int64_t elements = 0;
  // mxfp8: E8M0 scales at address + scaleOffset + element / block
  int64_t scaleOffset = 0, block = 0;
  bool writable = false;      // an input the kernel may overwrite (in-place layouts)
  // Stored in tiles of tileRows x tileCols over the last two dimensions (0: plain row-major):
  // tiles in row-major order, each tile's elements row-major, as a DMA that tiles a matrix for a
  // matrix unit leaves it.
  int64_t tileRows = 0, tileCols = 0;
  bool tiled() const { return tileRows > 0; }
  // Where element `i` (counted row-major over the shape) is stored, counted in elements.
  size_t storageIndex(size_t i) const;
};

struct PlacedConstant {
  std::string name;
  int memory = -1;
  int64_t address = 0;
  std::string format;
  double value = 0;
};

struct RegisterPreset {
  std::string name;           // as the target spells it
  int file = -1, index = -1;
  double value = 0;           // a float register file gets the value in its format
  std::string expression;     // as the layout writes it: "x", "M * N", "f32bits(eps)"
};

// Everything the evaluator needs to set up and check one run, with every expression evaluated.
struct ResolvedLayout {
  std::vector<std::pair<std::string, int64_t>> params;   // target parameter overrides
  std::vector<int64_t> paramValues;
  std::vector<PlacedTensor> tensors;                     // in task order
  std::vector<PlacedConstant> constants;
  std::vector<RegisterPreset> registers;                 // arguments and presets
  std::vector<Region> scratch;                           // may be written freely
  // Arguments beyond the argument registers go to memory below the stack pointer, one slot each,
  // as the calling convention passes them.
  std::vector<int64_t> stackArguments;
  std::string stackPointer;
  int stackMemory = -1;
  int64_t stackSlot = 4;
  std::map<std::string, int64_t> defines;                // -D values for the assembler
  std::string entrySymbol;                               // where the run starts, when defined
  std::string returnStub;                                // assembly placed at returnAddress (RETURN) in code memory
  int64_t returnAddress = -1;
  int64_t budgetFactor = 100;                            // run budget: this times the baseline's counts
  int64_t minInstructionBudget = 1000000;
  std::vector<std::string> entryNotes;                   // what a kernel must know of its entry state
  std::string baselineFile;                              // name of the baseline in <task>/<target>/
  std::string layoutPath;                                // for messages and docs
  std::string conventionPath;

  const PlacedTensor* find(std::string_view name) const;
};

// Reads and evaluates the layout of `task` on `target` for one configuration. `tasksDir` holds the
// task folders and targets/. Throws TaskFileError.
ResolvedLayout resolveLayout(const kc::TargetInfo& target, const TaskDef& task, const SizeValues& sizes,
                             const std::string& tasksDir);

} // namespace kc::bench
