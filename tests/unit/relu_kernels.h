// Kernels for plena ReLU that agent tests hand to a scripted model: the task's own baseline
// (correct on every configuration) and a copy that runs only half the rows.
#pragma once

#include <string>

#include "test_files.h"

inline std::string reluKernel() { return slurp(std::string(KC_SOURCE_DIR) + "/tasks/ReLU/plena/baseline.s"); }

// The baseline with its loop count halved: rows past the middle stay as poisoned.
inline std::string halfReluKernel() {
  std::string k = reluKernel();
  const std::string count = "M * N / VLEN\n";
  k.replace(k.find(count), count.size(), "M * N / VLEN / 2\n");
  return k;
}

// aie2 ReLU's baseline, and a copy without the prologue's waits: its maxima read vectors whose
// loads have not landed (no interlocks), so the first rows come out wrong.
inline std::string aie2ReluKernel() { return slurp(std::string(KC_SOURCE_DIR) + "/tasks/ReLU/aie2/baseline.s"); }
inline std::string aie2EarlyReluKernel() {
  std::string k = aie2ReluKernel();
  const std::string wait = "    nop\n    vlda";
  for (size_t at; (at = k.find(wait)) != std::string::npos;) k.erase(at, 8);
  return k;
}
