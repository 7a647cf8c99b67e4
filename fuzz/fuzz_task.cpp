// Bytes as a task.yaml: read, then every tensor's shape evaluated under every configuration.
#include <cstddef>
#include <cstdint>

#include "fuzz_tmpdir.h"
#include "task/formula.h"
#include "task/task_def.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string dir = kcfuzz::scratchDir() + "/task";
  kcfuzz::writeFile(dir + "/task.yaml", data, size);
  try {
    kc::bench::TaskDef task = kc::bench::loadTask(dir);
    for (const auto& [target, configs] : task.configs)
      for (const auto& [name, sizes] : configs) {
        task.referenceConfig(task.config(target, name));
        for (const kc::bench::TensorDef& t : task.tensors) {
          try {
            task.shapeOf(t, sizes);
          } catch (const kc::bench::FormulaError&) {
          }
        }
      }
  } catch (const kc::bench::TaskFileError&) {
  }
  return 0;
}
