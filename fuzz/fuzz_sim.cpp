// Assembly source that assembles is loaded and run on every target (KC_FUZZ_TARGET picks one)
// with the default parameters, timing on and a small instruction budget: whatever a kernel
// does must end in a stop reason, never in a crash of the host.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "fuzz_util.h"
#include "kc/assembler.h"
#include "kc/machine.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view source(reinterpret_cast<const char*>(data), size);
  kc::AsmOptions options;
  options.fileName = "fuzz.s";
  options.defines = {{"N", 16}, {"M", 8}};
  options.readFile = [](const std::string&) -> std::optional<std::string> { return std::nullopt; };
  for (const kc::TargetInfo* t : kcfuzz::fuzzedTargets()) {
    kc::AsmResult r = kc::assemble(*t, source, options);
    if (!r.program) continue;
    std::unique_ptr<kc::Machine> m = t->newMachine(*t, kcfuzz::defaultParams(*t));
    std::string error;
    if (!m->load(*r.program, error)) continue;
    kc::RunLimits limits;
    limits.maxInstructions = 20000;
    limits.maxCycles = 2000000;
    m->run(limits);
  }
  return 0;
}
