// Bytes as a run's trajectory.jsonl, the event log `kernelcraft replay` reads back: a run killed
// mid-write, an edited or foreign file. A clear error is fine; a crash is not. Every event read
// is written out again, as replay shows it.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "agent/run_recovery.h"
#include "agent/trajectory.h"
#include "fuzz_tmpdir.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = kcfuzz::scratchDir() + "/trajectory/trajectory.jsonl";
  kcfuzz::writeFile(path, data, size);
  std::vector<nlohmann::json> events;
  try {
    events = kc::agent::readTrajectory(path);
  } catch (const std::exception&) {
    return 0;
  }
  for (const nlohmann::json& e : events) e.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  // What the recovery of a killed run makes of the same events.
  kc::agent::outcomeFromTrajectory(path, 20).toJson().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return 0;
}
