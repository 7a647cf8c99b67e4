#include "kc/machine.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <ostream>

#include <fmt/format.h>

#include "run_stops.h"

namespace kc {

const char* toString(StopReason r) {
  switch (r) {
    case StopReason::EndOfCode: return "end-of-code";
    case StopReason::Halted: return "halted";
    case StopReason::Exited: return "exited";
    case StopReason::Trap: return "trap";
    case StopReason::InstructionLimit: return "instruction-limit";
    case StopReason::WorkLimit: return "work-limit";
    case StopReason::CycleLimit: return "cycle-limit";
    case StopReason::WallClockLimit: return "wall-clock-limit";
  }
  return "?";
}

// The in-order timing model: per-unit occupancy, micro-operations spread over a unit's copies
// and through shared dispatch stages, latency to result, and a scoreboard on register slots,
// on state and on each written memory range.
struct Machine::Timing {
  struct Pending {
    uint64_t lo, hi, ready;
    uint64_t writerPc;
  };
  struct Stage {        // a shared dispatch stage: `used` uops have left in cycle `cycle`
    uint64_t cycle = 0;
    uint32_t used = 0, width = 1;
  };
  std::vector<uint64_t> ready;                 // per register/state slot
  std::vector<uint64_t> writerPc;              // per slot: the last instruction to write it (observed runs)
  std::vector<std::vector<uint64_t>> unitFree; // per unit, per copy
  std::vector<Stage> stages;                   // per dispatch stage
  std::vector<std::vector<Pending>> pending;   // per memory: writes not yet complete
  std::vector<uint32_t> slotBase;              // first slot of each register file
  uint32_t stateBase = 0;
  uint64_t issueCycle = 0;
  uint32_t issuedThisCycle = 0;
  uint64_t finish = 0;
};

namespace {

void illegalInstruction(Machine& m, const Decoded& d) {
  m.fail(fmt::format("illegal instruction word 0x{:0{}X}", d.word, d.sizeBytes * 2));
}

void brokenConstraint(Machine& m, const Decoded& d) {
  const InstrInfo& in = m.target().instrs[d.instr];
  m.fail(fmt::format("{} breaks its constraint `{}`", in.mnemonic, in.checkOperands(m.P, d.ops)));
}


} // namespace

Machine::Machine(const TargetInfo& target, std::vector<int64_t> params)
    : target_(target), params_(std::move(params)), decoder_(target), timing_(std::make_unique<Timing>()) {
  P = params_.data();
  for (uint16_t i = 0; i < target.numInstrs; ++i) hasDelaySlots_ = hasDelaySlots_ || target.instrs[i].delaySlots;
  mems_.resize(target.numMemories);
  for (uint16_t i = 0; i < target.numMemories; ++i) {
    const MemoryInfo& mi = target.memories[i];
    MemState& s = mems_[i];
    int64_t units = mi.sizeOf(P);
    s.size = units > 0 ? static_cast<uint64_t>(units) : 0;
    s.elemBytes = mi.elemBytes;
    s.bytes.assign(s.size * s.elemBytes, 0);
    s.data = s.bytes.data();
  }
  M = mems_.data();
}

Machine::~Machine() = default;

int Machine::findMemory(std::string_view name) const {
  for (uint16_t i = 0; i < target_.numMemories; ++i)
    if (name == target_.memories[i].name) return i;
  return -1;
}

void Machine::memFault(int mem, uint64_t addr, bool write) const {
  const MemoryInfo& mi = target_.memories[mem];
  throw Trap(fmt::format("{} {} address {} is outside the memory ({} units of {})", write ? "write to" : "read from",
                         mi.name, addr, mems_[mem].size, mi.elemType));
}

void Machine::fail(const std::string& message) const { throw Trap(message); }

int64_t Machine::hostWrite(int fd, int mem, uint64_t addr, uint64_t n) {
  if (fd != 1 && fd != 2) return -1;
  MemState& s = mems_[mem];
  if (addr > s.size || n > s.size - addr) memFault(mem, addr > s.size ? addr : s.size, false);
  const char* bytes = reinterpret_cast<const char*>(s.data + addr * s.elemBytes);
  const uint64_t total = n * s.elemBytes;
  const uint64_t kept = std::min(total, maxOutputBytes - std::min(maxOutputBytes, outputBytes));
  outputBytes += kept;
  droppedOutputBytes += total - kept;
  std::ostream* out = fd == 1 ? programStdout : programStderr;
  if (out) out->write(bytes, static_cast<std::streamsize>(kept));
  else capturedOutput.append(bytes, kept);
  return static_cast<int64_t>(n);
}

void Machine::exitProgram(int code) {
  exitCode = code;
  exited = halted = true;
}

void Machine::prepare(Decoded& d) const {
  const InstrInfo& in = target_.instrs[d.instr];
  d.latency = in.latency ? static_cast<int32_t>(std::max<int64_t>(1, in.latency(P, d.ops))) : 1;
  d.interval = in.interval ? static_cast<int32_t>(std::max<int64_t>(1, in.interval(P, d.ops))) : 1;
  d.uops = in.uops ? static_cast<int32_t>(std::max<int64_t>(1, in.uops(P, d.ops))) : 1;
  d.runTiming = in.runLatency || in.runInterval || in.runUops;
  d.sizeUnits = std::max<uint32_t>(1, d.sizeBytes / target_.codeAddressUnit);
  d.delaySlots = in.delaySlots;
  if (in.checkOperands && in.checkOperands(P, d.ops)) d.exec = brokenConstraint;
  for (uint8_t k = 0; k < in.numOperands; ++k) {
    const OperandInfo& op = in.operands[k];
    int file = 0, reg = 0;
    if ((op.kind == OperandKind::Register && d.ops[k] >= target_.regFiles[op.regFile].count) ||
        (op.kind == OperandKind::RegUnion && !unionRegister(op, static_cast<uint64_t>(d.ops[k]), file, reg))) {
      d.exec = illegalInstruction;
      return;
    }
  }
  // Scoreboard slots: reads first, then writes.
  const Timing& t = *timing_;
  uint16_t reads[Decoded::kMaxSlots], writes[Decoded::kMaxSlots], chained[Decoded::kMaxSlots];
  int nr = 0, nw = 0, nc = 0;
  auto addTo = [&](uint16_t* list, int& n, uint32_t slot) {
    for (int i = 0; i < n; ++i)
      if (list[i] == slot) return;
    if (nr + nw + nc >= Decoded::kMaxSlots) {
      d.waitAll = true;
      return;
    }
    list[n++] = static_cast<uint16_t>(slot);
  };
  auto add = [&](bool write, uint32_t slot) { write ? addTo(writes, nw, slot) : addTo(reads, nr, slot); };
  auto isChained = [&](uint16_t state) {
    for (uint8_t c = 0; c < in.numChains; ++c)
      if (in.chains[c] == state) return true;
    return false;
  };
  for (uint8_t a = 0; a < in.numAccesses; ++a) {
    const AccessInfo& acc = in.accesses[a];
    if (acc.space == AccessInfo::Memory) {
      (acc.write ? d.memWrites : d.memReads) |= 1u << acc.index;
    } else if (acc.space == AccessInfo::State) {
      if (isChained(acc.index)) addTo(chained, nc, t.stateBase + acc.index);
      else add(acc.write, t.stateBase + acc.index);
    } else {
      const RegFileInfo& rf = target_.regFiles[acc.index];
      int64_t reg = acc.operand >= 0 ? d.ops[acc.operand] : acc.constIndex;
      if (reg < 0) {
        d.waitAll = true;
      } else if (reg != rf.zeroReg) {
        add(acc.write, t.slotBase[acc.index] + static_cast<uint32_t>(reg));
      }
    }
  }
  d.numReads = static_cast<uint8_t>(nr);
  d.numWrites = static_cast<uint8_t>(nw);
  d.numChained = static_cast<uint8_t>(nc);
  std::copy(reads, reads + nr, d.slots);
  std::copy(writes, writes + nw, d.slots + nr);
  std::copy(chained, chained + nc, d.slots + nr + nw);
}

bool Machine::load(const Program& program, std::string& error) {
  program_ = program;
  resetState();
  const int cm = program.codeMemory;
  if (cm < 0 || cm >= target_.numMemories) {
    error = "the program names no code memory";
    return false;
  }
  // Slot numbering for the scoreboard.
  Timing& t = *timing_;
  t.slotBase.clear();
  uint32_t slots = 0;
  for (uint16_t i = 0; i < target_.numRegFiles; ++i) {
    t.slotBase.push_back(slots);
    slots += target_.regFiles[i].count;
  }
  t.stateBase = slots;
  slots += target_.numStates;
  t.ready.assign(slots, 0);

  auto place = [&](int mem, uint64_t addressUnits, uint64_t unitBytes, const std::vector<uint8_t>& bytes) {
    MemState& s = mems_[mem];
    uint64_t at = addressUnits * unitBytes;
    if (at > s.bytes.size() || bytes.size() > s.bytes.size() - at) {
      error = fmt::format("{} bytes at address {} do not fit memory '{}' ({} bytes)", bytes.size(), addressUnits,
                          target_.memories[mem].name, s.bytes.size());
      return false;
    }
    std::copy(bytes.begin(), bytes.end(), s.bytes.begin() + static_cast<ptrdiff_t>(at));
    return true;
  };
  if (!place(cm, program.codeBase, target_.codeAddressUnit, program.code)) return false;
  for (const MemoryImage& img : program.data)
    if (!place(img.memory, img.address, target_.memories[img.memory].elemBytes, img.bytes)) return false;

  // Predecode: one slot per smallest instruction (or bundle) size.
  uint32_t granuleBytes = UINT32_MAX;
  for (uint16_t i = 0; i < target_.numInstrs; ++i) granuleBytes = std::min<uint32_t>(granuleBytes, target_.instrs[i].sizeBytes);
  if (target_.bundled()) granuleBytes = target_.formats[0].bits / 8u;
  uint32_t granuleUnits = std::max<uint32_t>(1, granuleBytes / target_.codeAddressUnit);
  granuleShift_ = 0;
  while ((1u << granuleShift_) < granuleUnits) ++granuleShift_;
  codeBase_ = program.codeBase;
  codeEnd_ = codeBase_ + program.code.size() / target_.codeAddressUnit;
  if (target_.bundled()) {
    loadBundles(program, granuleBytes);
    pc = program.entry;
    return true;
  }
  code_.assign((program.code.size() + granuleBytes - 1) / granuleBytes, Decoded{});
  for (size_t off = 0; off < program.code.size(); off += granuleBytes) {
    Decoded& d = code_[off / granuleBytes];
    uint64_t pcAt = codeBase_ + off / target_.codeAddressUnit;
    // Padding (a kernel's code filled up to a return stub) repeats one word that matches no
    // instruction: a failed match against every pattern, once per granule, would cost more than
    // the kernel's run. The same bytes as an illegal granule before them are illegal too.
    if (off >= granuleBytes && off + granuleBytes <= program.code.size() &&
        code_[off / granuleBytes - 1].exec == illegalInstruction &&
        std::memcmp(program.code.data() + off, program.code.data() + off - granuleBytes, granuleBytes) == 0) {
      d = code_[off / granuleBytes - 1];
      continue;
    }
    if (decoder_.decode(program.code.data() + off, program.code.size() - off, pcAt, d)) {
      prepare(d);
    } else {
      d = Decoded{};
      d.exec = illegalInstruction;
      d.sizeBytes = static_cast<uint8_t>(granuleBytes);
      for (uint32_t b = 0; b < granuleBytes && off + b < program.code.size(); ++b)
        d.word |= uint64_t(program.code[off + b]) << (target_.littleEndian ? 8 * b : 8 * (granuleBytes - 1 - b));
    }
  }
  pc = program.entry;
  return true;
}

std::string Machine::describe(uint64_t at) const {
  uint64_t off = at - codeBase_;
  if (at < codeBase_ || at >= codeEnd_) return "";
  if (target_.bundled()) return describeBundle(at);
  const Decoded& d = code_[off >> granuleShift_];
  if (d.exec == illegalInstruction) return fmt::format(".word 0x{:0{}X}", d.word, d.sizeBytes * 2);
  return decoder_.print(d, at);
}

std::string Machine::describe(const IssueEvent& e) const {
  if (!e.instr) return describe(e.pc);
  if (e.instr->exec == illegalInstruction) return fmt::format(".word 0x{:0{}X}", e.instr->word, e.instr->sizeBytes * 2);
  return decoder_.print(*e.instr, e.pc);
}

std::string Machine::slotName(int32_t slot) const {
  const Timing& t = *timing_;
  if (slot < 0) return "?";
  const uint32_t s = static_cast<uint32_t>(slot);
  if (s >= t.stateBase) {
    const uint32_t k = s - t.stateBase;
    return target_.stateNames && k < target_.numStates ? target_.stateNames[k] : fmt::format("state {}", k);
  }
  for (uint16_t f = target_.numRegFiles; f-- > 0;)
    if (s >= t.slotBase[f]) {
      const RegFileInfo& rf = target_.regFiles[f];
      const uint32_t i = s - t.slotBase[f];
      return rf.regNames ? rf.regNames[i] : std::string(rf.name) + std::to_string(i);
    }
  return "?";
}

const SourceLine* Machine::sourceOf(uint64_t at) const {
  // The last line at the address: the instruction's own, after any label or directive lines there.
  auto it = std::upper_bound(program_.lines.begin(), program_.lines.end(), at,
                             [](uint64_t a, const SourceLine& l) { return a < l.address; });
  return it != program_.lines.begin() && (it - 1)->address == at ? &*(it - 1) : nullptr;
}

int64_t Machine::lanes(int file) const {
  const RegFileInfo& rf = target_.regFiles[file];
  return rf.lanesOf ? rf.lanesOf(P) : 1;
}

void Machine::queueWrite(PendingWrite w, int64_t latency) {
  if (latency <= 0 && w.space == Space::Register && executing_) {
    const uint16_t* perFile = target_.instrs[executing_->instr].fileWriteLatencies;
    if (perFile) latency = perFile[w.file];
  }
  if (latency <= 0) latency = currentLatency_;
  w.cycle = exposedCycle_ + static_cast<uint64_t>(latency);
  w.issued = exposedCycle_;
  w.order = execOrder_;
  w.writerPc = pc;
  w.writer = executing_;
  for (const LateRead& r : lateReads_) {
    if (r.space != w.space || r.file != w.file || w.cycle > r.cycle || r.order >= w.order) continue;
    const bool same = w.space == Space::Memory ? w.index < r.index + r.lane && r.index < w.index + int64_t(w.bytes)
                                               : r.index == w.index && r.lane == w.lane;
    if (same)
        fail(fmt::format("this write to {} lands at cycle {}, before the instruction at pc {} (issued earlier) reads it "
                         "at cycle {}: a write may not overtake a late read",
                         writtenName(w), w.cycle, r.pc, r.cycle));
  }
  // Kept in landing order; writes due the same cycle land in program order.
  auto it = std::upper_bound(pendingWrites_.begin(), pendingWrites_.end(), w.cycle,
                             [](uint64_t c, const PendingWrite& p) { return c < p.cycle; });
  pendingWrites_.insert(it, w);
  lastLanding_ = std::max(lastLanding_, w.cycle);
}

void Machine::deferRegisterWrite(int file, int64_t index, int64_t lane, const RegValue& v, int64_t latency) {
  queueWrite(PendingWrite{0, 0, 0, 0, nullptr, Space::Register, 0, static_cast<int16_t>(file), index, lane, v}, latency);
}

void Machine::deferStateWrite(int state, int64_t index, const RegValue& v) {
  queueWrite(PendingWrite{0, 0, 0, 0, nullptr, Space::State, 0, static_cast<int16_t>(state), index, 0, v}, 0);
}

void Machine::deferMemoryWrite(int mem, uint64_t at, unsigned n, uint64_t bytes) {
  RegValue v;
  v.u = bytes;
  queueWrite(PendingWrite{0, 0, 0, 0, nullptr, Space::Memory, static_cast<uint8_t>(n), static_cast<int16_t>(mem),
                          static_cast<int64_t>(at), 0, v},
             0);
}

void Machine::landWrites(uint64_t cycle) {
  size_t k = 0;
  for (; k < pendingWrites_.size() && pendingWrites_[k].cycle <= cycle; ++k) {
    const PendingWrite& w = pendingWrites_[k];
    switch (w.space) {
      case Space::Register: writeLane(w.file, static_cast<int>(w.index), w.lane, w.value); break;
      case Space::State: writeState(w.file, w.index, w.value); break;
      case Space::Memory: std::memcpy(mems_[w.file].data + w.index, &w.value.u, w.bytes); break;
    }
  }
  if (k) pendingWrites_.erase(pendingWrites_.begin(), pendingWrites_.begin() + static_cast<ptrdiff_t>(k));
  if (!lateReads_.empty())
    lateReads_.erase(std::remove_if(lateReads_.begin(), lateReads_.end(), [&](const LateRead& r) { return r.cycle < cycle; }),
                     lateReads_.end());
}

namespace {

struct StorageRegister {
  int file = -1;
  int64_t index = 0;
};

// Register `index` of file `rf`, kept in memory `mem`, holds `byte`; its size in bytes, else 0.
uint64_t holdsByte(const RegFileInfo& rf, int mem, uint64_t memBytes, int64_t index, uint64_t byte) {
  if (rf.storageMemory != mem || rf.count == 0 || index < 0 || index >= rf.count) return 0;
  const uint64_t stride = rf.storageStride ? rf.storageStride : memBytes / rf.count;
  const uint64_t size = rf.storageSize ? rf.storageSize : stride;
  const uint64_t from = rf.storageOffset + uint64_t(index) * stride;
  return byte >= from && byte < from + size ? size : 0;
}

// The register a byte of a register-holding memory belongs to, as a hazard names it: the writer's
// own register operand that holds it (bml0 for a vmac.f into bml0), else, of the files kept there,
// the one with the smallest registers (wh3 rather than x1 or y2).
StorageRegister storageRegister(const TargetInfo& t, const Decoded* writer, int mem, uint64_t memBytes, uint64_t byte) {
  if (writer) {
    const InstrInfo& in = t.instrs[writer->instr];
    for (int i = 0; i < in.numOperands; ++i) {
      const OperandInfo& op = in.operands[i];
      int file = -1, reg = -1;
      if (op.kind == OperandKind::Register) {
        file = op.regFile;
        reg = int(writer->ops[i]);
      } else if (op.kind != OperandKind::RegUnion || !unionRegister(op, uint64_t(writer->ops[i]), file, reg)) {
        continue;
      }
      if (file >= 0 && holdsByte(t.regFiles[file], mem, memBytes, reg, byte)) return {file, reg};
    }
  }
  StorageRegister best;
  uint64_t bestSize = UINT64_MAX;
  for (uint16_t f = 0; f < t.numRegFiles; ++f) {
    const RegFileInfo& rf = t.regFiles[f];
    if (rf.storageMemory != mem || rf.count == 0 || byte < rf.storageOffset) continue;
    const uint64_t stride = rf.storageStride ? rf.storageStride : memBytes / rf.count;
    const int64_t index = int64_t((byte - rf.storageOffset) / std::max<uint64_t>(stride, 1));
    const uint64_t size = holdsByte(rf, mem, memBytes, index, byte);
    if (size == 0 || size >= bestSize) continue;
    best = {int(f), index};
    bestSize = size;
  }
  return best;
}

} // namespace

std::string Machine::writtenName(const PendingWrite& w) const {
  switch (w.space) {
    case Space::Register: {
      const RegFileInfo& rf = target_.regFiles[w.file];
      return rf.regNames ? rf.regNames[w.index] : std::string(rf.name) + std::to_string(w.index);
    }
    case Space::State: {
      const std::string name = target_.stateNames ? target_.stateNames[w.file] : fmt::format("state {}", w.file);
      return w.index ? fmt::format("{}[{}]", name, w.index) : name;
    }
    case Space::Memory: {
      const std::string unit = fmt::format("{}[{}]", target_.memories[w.file].name, uint64_t(w.index) / mems_[w.file].elemBytes);
      const StorageRegister r = storageRegister(target_, w.writer, w.file, mems_[w.file].bytes.size(), uint64_t(w.index));
      if (r.file < 0) return unit;
      const RegFileInfo& rf = target_.regFiles[r.file];
      return fmt::format("{} ({})", rf.regNames ? std::string(rf.regNames[r.index]) : fmt::format("{}{}", rf.name, r.index), unit);
    }
  }
  return "?";
}

// One hazard per register, state element or memory unit an instruction reads: the pending write
// that lands first, which the read most likely meant to see (software-pipelined code has several
// writes to one register in flight). Writes of the same cycle's bundle are not hazards: a bundle
// reads what was there before it.
void Machine::recordHazard(const PendingWrite& w, uint64_t readCycle) {
  if (hazardOrder_ != execOrder_) {
    hazardOrder_ = execOrder_;
    hazardKeys_.clear();
  }
  std::pair<int, int64_t> key{static_cast<int>(w.space) << 16 | w.file, w.index};
  if (w.space == Space::Memory) {
    // A register kept in memory is one hazard, however many of its bytes the read takes.
    const StorageRegister r = storageRegister(target_, w.writer, w.file, mems_[w.file].bytes.size(), uint64_t(w.index));
    if (r.file >= 0) key.second = -1 - (int64_t(r.file) << 32 | r.index);
  }
  if (std::find(hazardKeys_.begin(), hazardKeys_.end(), key) != hazardKeys_.end()) return;
  hazardKeys_.push_back(key);
  if (hazards_->size() >= limits::kMaxHazards) return;
  const std::string reader = executing_ ? decoder_.print(*executing_, pc) : "";
  hazards_->push_back({pc, w.writerPc, writtenName(w), w.cycle - readCycle, reader,
                       w.writer ? decoder_.print(*w.writer, w.writerPc) : ""});
}

void Machine::noteRead(Space space, int file, int64_t index, int64_t lane, unsigned n) {
  if (!hazards_) return;
  for (const PendingWrite& w : pendingWrites_) {
    if (w.space != space || w.file != file || w.issued >= exposedCycle_ || w.cycle <= exposedCycle_) continue;
    const bool same = space == Space::Memory ? w.index < index + int64_t(n) && index < w.index + int64_t(w.bytes)
                                             : w.index == index && (space != Space::Register || w.lane == lane);
    if (!same) continue;
    PendingWrite named = w;
    if (space == Space::Memory) named.index = std::max(w.index, index);
    recordHazard(named, exposedCycle_);
    return;
  }
}

int64_t Machine::memoryReadStage(int mem) const {
  if (!executing_) return 0;
  const uint16_t* stages = target_.instrs[executing_->instr].memoryReadStages;
  return stages ? stages[mem] : 0;
}

void Machine::lateMemory(int mem, uint64_t at, unsigned n, int64_t stage, uint8_t* bytes) {
  const uint64_t cycle = exposedCycle_ + static_cast<uint64_t>(stage);
  std::memcpy(bytes, mems_[mem].data + at, n);
  bool early = false;
  for (const PendingWrite& w : pendingWrites_) {
    if (w.space != Space::Memory || w.file != mem) continue;
    const uint64_t from = std::max<uint64_t>(at, uint64_t(w.index)), to = std::min<uint64_t>(at + n, uint64_t(w.index) + w.bytes);
    if (from >= to) continue;
    if (w.cycle <= cycle) {  // in landing order: the last one due by then wins
      uint8_t image[8];
      std::memcpy(image, &w.value.u, 8);
      for (uint64_t b = from; b < to; ++b) bytes[b - at] = image[b - uint64_t(w.index)];
    } else if (hazards_ && !early && w.issued < exposedCycle_) {
      early = true;
      PendingWrite named = w;
      named.index = int64_t(from);
      recordHazard(named, cycle);
    }
  }
  lateReads_.push_back({cycle, execOrder_, pc, static_cast<int16_t>(mem), int64_t(at), int64_t(n), Space::Memory});
}

RegValue Machine::lateRegister(int file, int64_t index, int64_t lane, int64_t stage, const RegValue& now) {
  const uint64_t at = exposedCycle_ + static_cast<uint64_t>(stage);
  RegValue v = now;
  bool early = false;
  for (const PendingWrite& w : pendingWrites_) {
    if (w.space != Space::Register || w.file != file || w.index != index || w.lane != lane) continue;
    if (w.cycle <= at) v = w.value;  // in landing order: the last one due by then wins
    else if (hazards_ && !early && w.issued < exposedCycle_) {
      early = true;
      recordHazard(w, at);
    }
  }
  lateReads_.push_back({at, execOrder_, pc, static_cast<int16_t>(file), index, lane});
  return v;
}

template <bool WithTiming, bool Observed, bool Special>
void Machine::loop(const RunLimits& limits, RunResult& r) {
  Timing& t = *timing_;
  const Decoded* code = code_.data();
  const uint64_t base = codeBase_, end = codeEnd_;
  const unsigned shift = granuleShift_;  // a local: exec() may not change it, the compiler cannot know
  const uint64_t granuleMask = (uint64_t(1) << shift) - 1;
  const uint64_t span = end - base;
  const bool endAtEnd = target_.endsAtEndOfCode;
  const uint64_t maxWork = limits.maxWork;
  const uint32_t width = target_.issueWidth;
  uint64_t* counts = r.stats.opcodeCounts.data();
  [[maybe_unused]] PcCost* costs = limits.profile ? slotCosts_.data() : nullptr;
  uint64_t n = 0;
  // One compare per instruction serves both budgets: `checkAt` is the next instruction count at
  // which the instruction budget ends or the clock is read.
  const run::Clock::time_point deadline = limits.maxWallTime ? run::Clock::now() + *limits.maxWallTime : run::Clock::time_point{};
  uint64_t checkAt = run::nextCheck(limits, 0);
  for (;;) {
    const uint64_t off = pc - base;  // one unsigned compare covers pc < base and pc >= end
    if (off >= span || (off & granuleMask)) {
      run::outsideCode(r, pc, base, end, endAtEnd, "instruction");
      break;
    }
    if (n >= checkAt && run::budgetSpent(r, limits, n, deadline, checkAt)) break;
    const Decoded& d = code[off >> shift];
    npc = pc + d.sizeUnits;
    [[maybe_unused]] int64_t latency = d.latency, interval = d.interval, uops = d.uops;
    if constexpr (WithTiming) {
      if (d.runTiming) {  // figures that depend on state as it is when the instruction issues
        const InstrInfo& in = target_.instrs[d.instr];
        if (in.runLatency) latency = std::max<int64_t>(1, in.runLatency(*this, d.ops));
        if (in.runInterval) interval = std::max<int64_t>(1, in.runInterval(*this, d.ops));
        if (in.runUops) uops = std::max<int64_t>(1, in.runUops(*this, d.ops));
      }
    }
    if constexpr (Special) {
      if (target_.exposedPipeline) {
        exposedCycle_ = n;
        currentLatency_ = latency;
        executing_ = &d;
        ++execOrder_;
        landWrites(n);
      }
    }
    d.exec(*this, d);
    if constexpr (Special) {
      const uint64_t next = pc + d.sizeUnits;
      if (branchSlotsLeft_ > 0) {
        if (npc != next)
          fail(fmt::format("a branch in the delay slot of the branch at pc {}", branchPc_));
        if (--branchSlotsLeft_ == 0) npc = branchTarget_;
      } else if (d.delaySlots && npc != next) {
        branchTarget_ = npc;
        branchSlotsLeft_ = d.delaySlots;
        branchPc_ = pc;
        npc = next;
      }
      if (target_.afterEachInstruction) target_.afterEachInstruction(*this, d);
    }
    ++n;
    if (work >= maxWork) {
      run::workSpent(r, n, work);
      break;
    }
    ++counts[d.instr];
    if constexpr (Observed) {
      if (costs) ++costs[off >> shift].executions;
    }
    if constexpr (WithTiming) {
      uint64_t issue = t.issueCycle;
      [[maybe_unused]] const uint64_t inOrder = issue;
      [[maybe_unused]] IssueEvent ev;
      if constexpr (Observed) {
        for (int i = 0, k = d.numReads + d.numWrites; i < k; ++i)
          if (t.ready[d.slots[i]] > issue) issue = t.ready[d.slots[i]], ev.operandSlot = d.slots[i];
        if (d.waitAll) {
          const uint64_t before = issue;
          for (uint64_t v : t.ready) issue = std::max(issue, v);
          ev.waitedForAll = issue > before;
        }
        if (ev.operandSlot >= 0) ev.operandWriterPc = t.writerPc[static_cast<size_t>(ev.operandSlot)];
      } else {
        for (int i = 0, k = d.numReads + d.numWrites; i < k; ++i) issue = std::max(issue, t.ready[d.slots[i]]);
        if (d.waitAll)
          for (uint64_t v : t.ready) issue = std::max(issue, v);
      }
      [[maybe_unused]] const uint64_t afterOperands = issue;
      const uint32_t touched = d.memReads | d.memWrites;
      for (uint32_t bits = touched; bits; bits &= bits - 1) {
        const int mi = __builtin_ctz(bits);
        const MemState& s = mems_[mi];
        for (const auto& p : t.pending[mi]) {
          if (p.ready <= issue) continue;
          // Read after write only: writes land in program order, and a later reader waits for
          // every write in flight that overlaps what it reads.
          for (const MemRange& r : s.rd)
            if (r.lo <= p.hi && p.lo <= r.hi) {
              issue = p.ready;
              if constexpr (Observed) {
                ev.memory = static_cast<int16_t>(mi);
                ev.memoryLo = p.lo, ev.memoryHi = p.hi, ev.memoryWriterPc = p.writerPc;
              }
              break;
            }
        }
      }
      [[maybe_unused]] const uint64_t afterMemory = issue;
      // Micro-operations: each takes the copy of the unit that frees first and a slot of the
      // unit's dispatch stage, in order; the instruction issues with its first.
      uint64_t first = issue, last = issue;
      [[maybe_unused]] uint64_t unitFreeAt = issue;  // the first uop's cycle before its dispatch stage
      if (d.unit >= 0) {
        auto& copies = t.unitFree[d.unit];
        const int16_t st = target_.units[d.unit].dispatch;
        for (int64_t k = 0; k < uops; ++k) {
          uint64_t* copy = &*std::min_element(copies.begin(), copies.end());
          uint64_t at = std::max(last, *copy);
          if constexpr (Observed)
            if (k == 0) unitFreeAt = at;
          if (st >= 0) {
            Timing::Stage& g = t.stages[st];
            if (at < g.cycle) at = g.cycle;
            if (at > g.cycle) g.cycle = at, g.used = 0;
            if (++g.used >= g.width) ++g.cycle, g.used = 0;
          }
          *copy = at + static_cast<uint64_t>(interval);
          if (k == 0) first = at;
          last = at;
        }
        r.stats.unitBusy[d.unit] += static_cast<uint64_t>(interval * uops);
      }
      issue = first;
      if constexpr (Observed) {
        if (costs) {
          PcCost& c = costs[off >> shift];
          c.waitOperands += afterOperands - inOrder;
          c.waitMemory += afterMemory - afterOperands;
          c.waitUnit += unitFreeAt - afterMemory;
          c.waitDispatch += first - unitFreeAt;
        }
      }
      if (issue == t.issueCycle) {
        if (++t.issuedThisCycle >= width) ++t.issueCycle, t.issuedThisCycle = 0;
      } else {
        t.issueCycle = issue;
        t.issuedThisCycle = 1;
        if (width == 1) ++t.issueCycle, t.issuedThisCycle = 0;
      }
      const uint64_t done = last + static_cast<uint64_t>(latency);
      for (int i = d.numReads, k = d.numReads + d.numWrites; i < k; ++i) t.ready[d.slots[i]] = done;
      if constexpr (Observed)
        for (int i = d.numReads, k = d.numReads + d.numWrites + d.numChained; i < k; ++i) t.writerPc[d.slots[i]] = pc;
      for (int i = d.numReads + d.numWrites, k = i + d.numChained; i < k; ++i)
        t.ready[d.slots[i]] = std::max(t.ready[d.slots[i]], done);
      for (uint32_t bits = touched; bits; bits &= bits - 1) {
        const int mi = __builtin_ctz(bits);
        MemState& s = mems_[mi];
        if (!s.wr.empty()) {
          auto& pend = t.pending[mi];
          if (pend.size() > 64)
            pend.erase(std::remove_if(pend.begin(), pend.end(), [&](const Timing::Pending& p) { return p.ready <= issue; }),
                       pend.end());
          for (const MemRange& r : s.wr) pend.push_back({r.lo, r.hi, done, pc});
        }
        s.rd.clear();
        s.wr.clear();
      }
      if (done > t.finish) t.finish = done;
      if (t.finish > limits.maxCycles) {
        run::cyclesSpent(r, t.finish, limits);
        pc = npc;
        break;
      }
      if constexpr (Observed) {
        if (limits.trace || limits.events) {
          ev.pc = pc;
          ev.instr = &d;
          ev.cycle = first;
          ev.lastUop = last;
          ev.ready = done;
          ev.unit = d.unit;
          ev.uops = static_cast<int32_t>(uops);
          ev.interval = static_cast<int32_t>(interval);
          ev.latency = static_cast<int32_t>(latency);
          ev.waitOperands = afterOperands - inOrder;
          ev.waitMemory = afterMemory - afterOperands;
          ev.waitUnit = unitFreeAt - afterMemory;
          ev.waitDispatch = first - unitFreeAt;
          if (limits.events) limits.events->issued(ev);
          if (limits.trace) *limits.trace << formatTraceLine(*this, ev);
        }
      }
    } else if constexpr (Observed) {
      if (limits.trace || limits.events) {
        IssueEvent ev;
        ev.pc = pc;
        ev.instr = &d;
        ev.unit = d.unit;
        ev.cycle = ev.lastUop = Special && target_.exposedPipeline ? exposedCycle_ : n - 1;
        ev.uops = static_cast<int32_t>(uops);
        ev.interval = static_cast<int32_t>(interval);
        ev.latency = static_cast<int32_t>(latency);
        ev.ready = ev.cycle + static_cast<uint64_t>(latency);
        if (limits.events) limits.events->issued(ev);
        if (limits.trace) *limits.trace << formatTraceLine(*this, ev);
      }
    }
    if (halted) {
      run::programEnded(r, exited, exitCode);
      break;
    }
    pc = npc;
  }
  r.stats.instructions = n;
}

RunResult Machine::run(const RunLimits& limits) {
  RunResult r;
  r.stats.unitBusy.assign(target_.numUnits, 0);
  r.stats.opcodeCounts.assign(target_.numInstrs, 0);
  Timing& t = *timing_;
  t.unitFree.assign(target_.numUnits, {});
  for (uint16_t u = 0; u < target_.numUnits; ++u) t.unitFree[u].assign(std::max<uint16_t>(1, target_.units[u].count), 0);
  t.pending.assign(target_.numMemories, {});
  t.stages.assign(target_.numDispatches, {});
  for (uint16_t i = 0; i < target_.numDispatches; ++i) t.stages[i].width = std::max<uint16_t>(1, target_.dispatches[i].width);
  std::fill(t.ready.begin(), t.ready.end(), 0);
  t.writerPc.assign(t.ready.size(), 0);
  t.issueCycle = t.finish = 0;
  t.issuedThisCycle = 0;
  for (auto& s : mems_) {
    s.reads = s.writes = 0;
    // Ranges are kept for the scoreboard, which an exposed pipeline does without.
    s.track = limits.timing && !target_.exposedPipeline;
    s.rd.clear();
    s.wr.clear();
  }
  halted = exited = false;
  exitCode = 0;
  outputBytes = droppedOutputBytes = 0;
  work = 0;
  const bool observed = limits.trace || limits.profile || limits.events;
  if (limits.profile) slotCosts_.assign(target_.bundled() ? bundles_.size() : code_.size(), PcCost{});
  pendingWrites_.clear();
  lateReads_.clear();
  hazards_ = limits.hazards;
  watchReads = hazards_ != nullptr;
  execOrder_ = hazardOrder_ = 0;
  exposedCycle_ = lastLanding_ = bundlesIssued_ = 0;
  branchSlotsLeft_ = 0;
  const bool exposed = target_.exposedPipeline;
  const bool special = exposed || target_.afterEachInstruction || hasDelaySlots_;
  try {
    // No interlocks: an exposed pipeline issues one instruction a cycle whatever its operands,
    // so its cycles are counted in the loop rather than by the scoreboard.
    const bool timing = limits.timing && !exposed;
    if (target_.bundled()) {
      if (observed) bundleLoop<true>(limits, r);
      else bundleLoop<false>(limits, r);
    } else if (special) {
      if (timing && observed) loop<true, true, true>(limits, r);
      else if (timing) loop<true, false, true>(limits, r);
      else loop<false, true, true>(limits, r);
    } else if (timing && observed) loop<true, true>(limits, r);
    else if (timing) loop<true, false>(limits, r);
    else if (observed) loop<false, true>(limits, r);
    else loop<false, false>(limits, r);
  } catch (const Trap& trap) {
    r.reason = StopReason::Trap;
    r.message = trap.what();
    uint64_t done = 0;
    for (uint64_t c : r.stats.opcodeCounts) done += c;
    r.stats.instructions = done;
  }
  hazards_ = nullptr;
  watchReads = false;
  if (limits.profile) {
    limits.profile->clear();
    for (size_t i = 0; i < slotCosts_.size(); ++i)
      if (slotCosts_[i].executions) {
        slotCosts_[i].pc = codeBase_ + (uint64_t(i) << granuleShift_);
        limits.profile->push_back(slotCosts_[i]);
      }
    slotCosts_.clear();
  }
  r.pc = pc;
  r.instruction = describe(pc);
  if (const SourceLine* line = sourceOf(pc)) {
    r.sourceFile = line->file;
    r.sourceLine = line->line;
  }
  if (exposed) {
    // The run ends when its last write lands; every write still in flight becomes visible.
    landWrites(UINT64_MAX);
    const uint64_t issued = target_.bundled() ? bundlesIssued_ : r.stats.instructions;
    r.stats.cycles = limits.timing ? std::max(issued, lastLanding_) : issued;
  } else {
    r.stats.cycles = limits.timing ? std::max(t.finish, t.issueCycle) : r.stats.instructions;
  }
  r.stats.work = work;
  for (uint16_t i = 0; i < target_.numMemories; ++i) {
    r.stats.bytesRead.push_back(mems_[i].reads * mems_[i].elemBytes);
    r.stats.bytesWritten.push_back(mems_[i].writes * mems_[i].elemBytes);
  }
  return r;
}

} // namespace kc
