#include "evaluation/prepared_machine.h"

#include <algorithm>
#include <cstring>

#include "evaluation/stray_writes.h"
#include "task/tensor_io.h"

namespace kc::bench {

PreparedMachine::PreparedMachine(const TaskSetup& setup, const kc::Program* program, std::string& error)
    : setup_(setup), start_(setup.shared->runStart()) {
  kept_ = takeMachine(*setup.target, setup.layout.paramValues, start_.id);
  restoreStart();
  kc::Machine& m = *kept_.machine;
  if (program) {
    // load() places the code and data; noted here so that they are known to have changed.
    const kc::TargetInfo& t = *setup.target;
    note(program->codeMemory, size_t(program->codeBase) * t.codeAddressUnit, program->code.data(), program->code.size());
    for (const kc::MemoryImage& img : program->data)
      note(img.memory, size_t(img.address) * t.memories[img.memory].elemBytes, img.bytes.data(), img.bytes.size());
    if (!m.load(*program, error)) {
      std::fill(kept_.anywhere.begin(), kept_.anywhere.end(), 1);  // it may have placed a part
      keepMachine(std::move(kept_));
      kept_ = KeptMachine{};
      return;
    }
  }
  for (const MemoryPatch& p : setup.memoryImage) {
    applyPatch(m, p);
    note(p.memory, p.byteOffset, p.bytes.data(), p.bytes.size());
  }
  for (const RegisterValue& r : setup.registerImage) m.writeRegister(r.file, r.index, r.value);
  m.programStdout = nullptr;
  m.programStderr = nullptr;
  m.capturedOutput.clear();
}

PreparedMachine::~PreparedMachine() {
  if (!kept_.machine) return;
  // Without a comparison, nothing is known of what changed.
  if (!compared_) std::fill(kept_.anywhere.begin(), kept_.anywhere.end(), 1);
  keepMachine(std::move(kept_));
}

void PreparedMachine::restoreStart() {
  kc::Machine& m = *kept_.machine;
  const bool sameStart = kept_.startId == start_.id;
  for (size_t i = 0; i < start_.memories.size(); ++i) {
    const PagedImage& image = start_.memories[i];
    uint8_t* bytes = m.memory(int(i)).bytes.data();
    if (!sameStart || kept_.anywhere[i]) {
      image.read(0, image.size(), bytes);
    } else {
      for (const ByteRange& r : kept_.changed[i]) image.read(r.from, r.to, bytes + r.from);
    }
    kept_.changed[i].clear();
    kept_.anywhere[i] = 0;
  }
  kept_.startId = start_.id;
}

void PreparedMachine::note(int memory, size_t at, const uint8_t* bytes, size_t size) {
  const size_t memSize = kept_.machine->memory(memory).bytes.size();
  if (at >= memSize || size == 0) return;
  size = std::min(size, memSize - at);
  overlays_.push_back({memory, at, bytes, size});
  kept_.changed[size_t(memory)].push_back({at, at + size});
}

void PreparedMachine::bytesBefore(int memory, size_t from, size_t to, uint8_t* out) const {
  start_.memories[size_t(memory)].read(from, to, out);
  for (const Overlay& o : overlays_) {
    if (o.memory != memory) continue;
    const size_t lo = std::max(from, o.at), hi = std::min(to, o.at + o.size);
    if (lo < hi) std::memcpy(out + (lo - from), o.bytes + (lo - o.at), hi - lo);
  }
}

std::vector<StrayWrite> PreparedMachine::strayWrites(const std::vector<Region>& writable, bool onlyRun) {
  std::vector<StrayWrite> stray;
  const kc::Machine& m = *kept_.machine;
  for (int i = 0; i < m.target().numMemories; ++i) {
    if (onlyRun && m.memory(i).writes == 0) continue;
    // Memories that hold registers are state, not data: never stray, but changed all the same.
    if (holdsRegisters(m.target(), i)) {
      kept_.anywhere[size_t(i)] = 1;
      continue;
    }
    findStrayWrites(
        m, i, [&](size_t from, size_t to, uint8_t* out) { bytesBefore(i, from, to, out); }, setup_.layout, writable,
        stray, &kept_.changed[size_t(i)]);
  }
  compared_ = true;
  return stray;
}

} // namespace kc::bench
