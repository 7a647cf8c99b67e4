#include "evaluation/run_start.h"

#include <atomic>

#include "evaluation/poison.h"
#include "kc/assembler.h"
#include "kc/machine.h"

namespace kc::bench {

RunStart makeRunStart(const kc::TargetInfo& target, const ResolvedLayout& layout) {
  static std::atomic<uint64_t> nextId{1};
  RunStart start;
  start.id = nextId++;
  // The start is what a fresh machine holds once poisoned: made by doing exactly that.
  std::unique_ptr<kc::Machine> m = target.newMachine(target, layout.paramValues);
  poisonWritable(*m, layout, nullptr);
  for (int i = 0; i < target.numMemories; ++i) start.memories.emplace_back(m->memory(i).bytes);
  if (!layout.returnStub.empty()) {
    kc::AsmOptions so;
    so.fileName = "<return stub>";
    kc::AsmResult stub = kc::assemble(target, layout.returnStub, so);
    if (stub.program) start.returnStub = std::move(stub.program->code);
  }
  return start;
}

} // namespace kc::bench
