// A machine ready for one run on a task set-up, holding byte for byte what a fresh machine would
// after the evaluator set it up: the configuration's start (outputs and scratch poisoned), the
// kernel's image loaded, the seed's inputs, constants and registers placed. It comes from the
// machine pool and goes back to it, with what the run may have changed noted.
#pragma once

#include <string>
#include <vector>

#include "evaluation/eval_report.h"
#include "evaluation/machine_pool.h"
#include "evaluation/task_setup.h"
#include "kc/program.h"

namespace kc::bench {

class PreparedMachine {
 public:
  // `program` nullptr: none (a memory writer stands in for a kernel). The program and the
  // set-up must outlive this. On failure get() is null and `error` says why.
  PreparedMachine(const TaskSetup& setup, const kc::Program* program, std::string& error);
  ~PreparedMachine();
  PreparedMachine(const PreparedMachine&) = delete;
  PreparedMachine& operator=(const PreparedMachine&) = delete;

  kc::Machine* get() const { return kept_.machine.get(); }

  // What changed since preparation where the layout gives no right to write (stray_writes.h),
  // at most 8 ranges. `onlyRun`: nothing but the run wrote to the machine, so a memory it wrote
  // no unit of is unchanged (the simulator counts every unit it writes); false compares them all.
  std::vector<StrayWrite> strayWrites(const std::vector<Region>& writable, bool onlyRun = true);

 private:
  // Bytes placed over the start before the run, in the order they were placed.
  struct Overlay {
    int memory;
    size_t at;
    const uint8_t* bytes;
    size_t size;
  };
  void restoreStart();
  // Notes bytes placed (or about to be) over the start.
  void note(int memory, size_t at, const uint8_t* bytes, size_t size);
  // Memory `memory` as it was when the run began, bytes [from, to).
  void bytesBefore(int memory, size_t from, size_t to, uint8_t* out) const;

  const TaskSetup& setup_;
  const RunStart& start_;
  KeptMachine kept_;
  std::vector<Overlay> overlays_;
  bool compared_ = false;
};

} // namespace kc::bench
