// A short program from a description, assembled and run through the simulator with the default
// parameters, watched the way `kernelcraft sim --trace` watches it: what the manual's worked
// examples print.
#pragma once

#include <string>
#include <vector>

#include "kc/machine.h"

namespace kc {

struct ExampleRun {
  std::string error;     // why the program did not run ("" when it did)
  std::string trace;     // one line per executed instruction or bundle: issue cycle, pc, text
  RunResult result;
  std::vector<PcCost> costs;   // per executed address: executions and waits beyond in-order issue
  std::vector<Hazard> hazards; // exposed pipelines: reads that came before a write landed
  std::vector<std::string> text;  // the disassembly of each address in `costs`
  // Registers (outside memory) that end the run non-zero, "r1 = 2": what an exposed pipeline's
  // reads really got.
  std::vector<std::string> registers;
};

ExampleRun runExample(const TargetInfo& target, const std::string& source);

// The trace as a code block with its column heads.
std::string traceBlock(const TargetInfo& target, const ExampleRun& run);

} // namespace kc
