#include "evaluate.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <iostream>
#include <sstream>
#include <tuple>

#include <yaml-cpp/yaml.h>

#include "compare.h"
#include "kc/assembler.h"
#include "kc/float_env.h"
#include "kc/machine.h"
#include "kc/numeric.h"
#include "layout.h"
#include "task_inputs.h"
#include "tensor_io.h"

namespace kc::bench {

namespace {

constexpr uint64_t kBaselineInstructionCap = 2'000'000'000;

const char* stopName(kc::StopReason r) {
  switch (r) {
    case kc::StopReason::EndOfCode: return "end of code";
    case kc::StopReason::Halted: return "halted";
    case kc::StopReason::Exited: return "exited";
    case kc::StopReason::Trap: return "trap";
    case kc::StopReason::InstructionLimit: return "instruction budget";
    case kc::StopReason::CycleLimit: return "cycle budget";
  }
  return "?";
}

bool inRegion(int memory, int64_t unit, const Region& g) { return g.memory == memory && unit >= g.from && unit < g.to; }

// What a unit of memory holds under the layout; `mayWrite` says whether the kernel may change it.
std::string ownerOf(const ResolvedLayout& lay, int memory, int64_t unit, bool& mayWrite) {
  for (const PlacedTensor& t : lay.tensors) {
    if (t.memory != memory) continue;
    mayWrite = t.def->isOutput || t.writable;
    const std::string kind = t.def->isOutput ? "output " : "input ";
    if (unit >= t.address && unit < t.address + t.units) return kind + t.def->name;
    if (t.format == "mxfp8" && unit >= t.address + t.scaleOffset && unit < t.address + t.scaleOffset + t.elements / t.block)
      return "the MX scales of " + kind + t.def->name;
  }
  for (const PlacedConstant& c : lay.constants) {
    mayWrite = false;
    if (c.memory == memory && c.address == unit) return "constant " + c.name;
  }
  mayWrite = false;
  for (const Region& g : lay.scratch) mayWrite = mayWrite || inRegion(memory, unit, g);
  return "no tensor";
}

// Every unit that changed although the layout does not let the kernel write it: inputs and
// constants, and anything outside the outputs and scratch regions.
std::vector<StrayWrite> findStrayWrites(const kc::Machine& m, const std::vector<std::vector<uint8_t>>& before,
                                        const ResolvedLayout& lay) {
  std::vector<StrayWrite> stray;
  const kc::TargetInfo& target = m.target();
  for (int mem = 0; mem < int(before.size()); ++mem) {
    // Memories that hold registers (a vector register file) are state, not data.
    bool holdsRegisters = false;
    for (int f = 0; f < target.numRegFiles; ++f) holdsRegisters = holdsRegisters || target.regFiles[f].storageMemory == mem;
    if (holdsRegisters) continue;
    const kc::MemState& s = m.memory(mem);
    const std::vector<uint8_t>& old = before[size_t(mem)];
    if (old.size() != s.bytes.size() || std::equal(old.begin(), old.end(), s.bytes.begin())) continue;
    const size_t eb = s.elemBytes;
    const std::string memName = target.memories[mem].name;
    for (size_t off = 0; off < old.size();) {
      if (old[off] == s.bytes[off]) { ++off; continue; }
      const int64_t unit = int64_t(off / eb);
      bool mayWrite = false;
      std::string what = ownerOf(lay, mem, unit, mayWrite);
      if (!mayWrite) {
        StrayWrite* last = stray.empty() ? nullptr : &stray.back();
        if (last && last->memory == memName && last->what == what) last->to = unit + 1;
        else if (stray.size() < 8) stray.push_back({memName, unit, unit + 1, what});
      }
      off = size_t(unit + 1) * eb;
    }
  }
  return stray;
}

// Lowers the stack pointer by whole 16-byte units and stores the arguments that did not fit in
// registers at the new stack pointer, first argument lowest.
bool pushStackArguments(kc::Machine& m, const ResolvedLayout& lay, std::string& error) {
  const RegisterPreset* sp = nullptr;
  for (const RegisterPreset& r : lay.registers)
    if (r.name == lay.stackPointer) sp = &r;
  if (!sp) {
    error = "the layout passes arguments on the stack but presets no stack pointer '" + lay.stackPointer + "'";
    return false;
  }
  const int64_t bytes = int64_t(lay.stackArguments.size()) * lay.stackSlot;
  const int64_t top = int64_t(sp->value) - (bytes + 15) / 16 * 16;
  kc::MemState& mem = m.memory(lay.stackMemory);
  if (top < 0 || uint64_t(top + bytes) > mem.bytes.size()) {
    error = "the stack arguments do not fit memory '" + std::string(m.target().memories[lay.stackMemory].name) + "'";
    return false;
  }
  for (size_t i = 0; i < lay.stackArguments.size(); ++i)
    for (int64_t b = 0; b < lay.stackSlot; ++b)
      mem.bytes[size_t(top + int64_t(i) * lay.stackSlot + b)] = uint8_t(uint64_t(lay.stackArguments[i]) >> (8 * b));
  kc::RegValue v;
  v.u = uint64_t(top);
  m.writeRegister(sp->file, sp->index, v);
  return true;
}

// Data a kernel preloads (.section vsram, ...) must not sit where the layout puts a tensor or a
// constant: the inputs would silently replace it.
std::string dataClash(const kc::TargetInfo& target, const kc::Program& program, const ResolvedLayout& lay) {
  for (const kc::MemoryImage& img : program.data) {
    const int64_t unit = target.memories[img.memory].elemBytes;
    const int64_t lo = int64_t(img.address), hi = lo + (int64_t(img.bytes.size()) + unit - 1) / unit;
    auto hits = [&](int mem, int64_t from, int64_t to) { return mem == img.memory && from < hi && lo < to; };
    const std::string where = std::string(target.memories[img.memory].name) + "[" + std::to_string(lo) + ".." +
                              std::to_string(hi - 1) + "]";
    for (const PlacedTensor& t : lay.tensors)
      if (hits(t.memory, t.address, t.address + t.units))
        return "the kernel's data at " + where + " overlaps " + (t.def->isOutput ? "output " : "input ") + t.def->name +
               " (" + target.memories[t.memory].name + "[" + std::to_string(t.address) + ".." +
               std::to_string(t.address + t.units - 1) + "])";
    for (const PlacedConstant& c : lay.constants)
      if (hits(c.memory, c.address, c.address + 1))
        return "the kernel's data at " + where + " overlaps the layout's constant " + c.name;
  }
  return "";
}

std::string readFile(const std::string& path, bool& ok) {
  std::ifstream in(path, std::ios::binary);
  ok = bool(in);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Baseline figures per target/task/config/seed, so a sweep runs each baseline once.
struct BaselineKey {
  std::string target, task, config;
  uint64_t seed;
  bool operator<(const BaselineKey& o) const {
    return std::tie(target, task, config, seed) < std::tie(o.target, o.task, o.config, o.seed);
  }
};
std::mutex gBaselineMutex;
std::map<BaselineKey, EvalReport> gBaselines;

EvalReport run(const kc::TargetInfo& target, const TaskDef& task, const std::string& config, const std::string& source,
               const std::string& kernelName, const std::string& includeDir, const EvalOptions& options,
               uint64_t maxInstructions, uint64_t maxCycles) {
  EvalReport rep;
  rep.target = target.name;
  rep.task = task.name;
  rep.config = config;
  rep.kernel = kernelName;
  ResolvedLayout lay;
  try {
    const SizeValues& sizes = task.config(target.name, config);
    lay = resolveLayout(target, task, sizes, options.tasksDir);
  } catch (const std::exception& e) {
    rep.setupError = e.what();
    return rep;
  }

  kc::AsmOptions ao;
  ao.fileName = kernelName;
  ao.defines.insert(lay.defines.begin(), lay.defines.end());
  if (!includeDir.empty()) ao.includeDirs.push_back(includeDir);
  kc::AsmResult asmResult = kc::assemble(target, source, ao);
  for (const kc::Diagnostic& d : asmResult.diagnostics) rep.diagnostics.push_back(kc::format(d));
  if (kc::hasErrors(asmResult.diagnostics) || !asmResult.program) return rep;
  rep.assembled = true;
  kc::Program program = std::move(*asmResult.program);
  rep.codeBytes = program.code.size();
  const size_t kernelBytes = program.code.size();
  if (!lay.entrySymbol.empty()) {
    auto it = program.symbols.find(lay.entrySymbol);
    if (it != program.symbols.end()) program.entry = it->second;
  }
  if (!lay.returnStub.empty()) {
    kc::AsmOptions so;
    so.fileName = "<return stub>";
    kc::AsmResult stub = kc::assemble(target, lay.returnStub, so);
    const uint64_t unit = target.codeAddressUnit;
    const uint64_t at = uint64_t(lay.returnAddress - int64_t(program.codeBase)) * unit;
    if (!stub.program || int64_t(program.codeBase) > lay.returnAddress) {
      rep.setupError = "the target's return stub '" + lay.returnStub + "' does not assemble or lies before the code";
      return rep;
    }
    if (program.code.size() > at) {
      rep.setupError = kernelName + ": the kernel's " + std::to_string(program.code.size()) +
                       " bytes of code run into the return address " + std::to_string(lay.returnAddress) +
                       " (the code memory holds " + std::to_string(at) + " bytes of kernel)";
      return rep;
    }
    program.code.resize(at, 0);
    program.code.insert(program.code.end(), stub.program->code.begin(), stub.program->code.end());
  }

  if (std::string clash = dataClash(target, program, lay); !clash.empty()) {
    rep.setupError = kernelName + ": " + clash;
    return rep;
  }
  std::unique_ptr<kc::Machine> m = target.newMachine(target, lay.paramValues);
  std::string error;
  if (!m->load(program, error)) {
    rep.setupError = kernelName + ": " + error;
    return rep;
  }
  const SizeValues& sizes = task.config(target.name, config);
  kc::tasks::TensorMap inputs = generateInputs(task, config, sizes, options.seed);
  for (const PlacedTensor& p : lay.tensors) {
    if (p.def->isOutput) continue;
    kc::tasks::Tensor& t = inputs[p.def->name];
    t.data = storeTensor(*m, p, t.data);
  }
  for (const PlacedConstant& c : lay.constants) storeConstant(*m, c);
  for (const RegisterPreset& r : lay.registers) {
    // Registers hold their file's format: a float register gets the value's bit pattern.
    kc::RegValue v;
    auto fmt = kc::num::parseFormat(target.regFiles[r.file].elemType);
    if (fmt && fmt->isFloat()) {
      uint8_t bytes[8] = {};
      kc::num::encode(*fmt, r.value, bytes);
      for (int b = 7; b >= 0; --b) v.u = (v.u << 8) | bytes[b];
    } else {
      v.u = uint64_t(int64_t(r.value));
    }
    m->writeRegister(r.file, r.index, v);
  }
  if (!lay.stackArguments.empty() && !pushStackArguments(*m, lay, rep.setupError)) return rep;
  std::vector<std::vector<uint8_t>> before;
  for (int i = 0; i < target.numMemories; ++i) before.push_back(m->memory(i).bytes);

  kc::RunLimits limits;
  limits.maxInstructions = maxInstructions;
  limits.maxCycles = maxCycles;
  m->programStdout = nullptr;
  m->programStderr = nullptr;
  kc::RunResult rr = m->run(limits);
  // The kernel may have left the host in another rounding mode; the reference must not run in it.
  kc::fenv::setRounding(0);
  kc::fenv::clearFlags();
  rep.ran = true;
  rep.stop = stopName(rr.reason);
  rep.stopOk = rr.reason == kc::StopReason::EndOfCode || rr.reason == kc::StopReason::Halted ||
               (rr.reason == kc::StopReason::Exited && rr.exitCode == 0);
  rep.stopMessage = rr.message;
  if (rr.reason == kc::StopReason::Exited && rr.exitCode != 0) rep.stopMessage = "exit status " + std::to_string(rr.exitCode);
  rep.stopPc = rr.pc;
  rep.stopInstruction = rr.instruction;
  if (!rr.sourceFile.empty()) rep.stopSource = rr.sourceFile + ":" + std::to_string(rr.sourceLine);
  rep.cycles = rr.stats.cycles;
  rep.instructions = rr.stats.instructions;

  kc::tasks::TensorMap outputs;
  for (const TensorDef& t : task.tensors)
    if (t.isOutput) outputs[t.name] = kc::tasks::Tensor(task.shapeOf(t, sizes));
  kc::tasks::ReferenceFn ref = kc::tasks::findReference(task.name);
  if (!ref) {
    rep.setupError = "task " + task.name + " has no reference implementation";
    return rep;
  }
  try {
    ref(task.referenceConfig(sizes), inputs, outputs);
  } catch (const std::exception& e) {
    rep.setupError = "the reference of " + task.name + " failed: " + e.what();
    return rep;
  }
  for (const PlacedTensor& p : lay.tensors) {
    if (!p.def->isOutput) continue;
    std::string fmt = p.format;
    auto tol = task.tolerance.find(fmt);
    if (tol == task.tolerance.end()) {
      rep.setupError = "task " + task.name + " gives no tolerance for outputs stored as " + fmt;
      return rep;
    }
    std::vector<double> want = roundToFormat(p, outputs[p.def->name].data);
    std::vector<double> got = loadTensor(*m, p);
    OutputCheck c = compareTensor(p.def->name, p.shape, got, want, tol->second, rep.badRows);
    c.format = fmt;
    rep.elements += c.elements;
    rep.matched += c.matched;
    rep.maxAbsError = std::max(rep.maxAbsError, c.maxAbsError);
    rep.maxRelError = std::max(rep.maxRelError, c.maxRelError);
    rep.outputs.push_back(c);
  }
  // The kernel's own image (code, data and bss sections) is its to write.
  ResolvedLayout writable = lay;
  const kc::MemoryInfo& codeMem = target.memories[program.codeMemory];
  const int64_t codeFrom = int64_t(program.codeBase) * target.codeAddressUnit / codeMem.elemBytes;
  writable.scratch.push_back({program.codeMemory, codeFrom, codeFrom + int64_t(kernelBytes) / codeMem.elemBytes});
  for (const kc::MemoryImage& img : program.data) {
    const int64_t unit = target.memories[img.memory].elemBytes;
    writable.scratch.push_back({img.memory, int64_t(img.address), int64_t(img.address) + (int64_t(img.bytes.size()) + unit - 1) / unit});
  }
  rep.strayWrites = findStrayWrites(*m, before, writable);
  rep.correct = rep.stopOk && rep.strayWrites.empty() && rep.matched == rep.elements;
  return rep;
}

} // namespace

std::string findBaseline(const kc::TargetInfo& target, const TaskDef& task, const EvalOptions& options) {
  std::string name = "baseline.s";
  std::string conv = options.tasksDir + "/targets/" + target.name + ".yaml";
  try {
    YAML::Node n = YAML::LoadFile(conv)["baseline"];
    if (n && n.IsScalar()) name = n.Scalar();
  } catch (const std::exception&) {
  }
  const std::string rel = std::filesystem::path(task.dir).filename().string() + "/" + target.name + "/" + name;
  std::vector<std::string> dirs{options.tasksDir};
  dirs.insert(dirs.end(), options.baselineDirs.begin(), options.baselineDirs.end());
  for (const std::string& d : dirs)
    if (std::filesystem::exists(d + "/" + rel)) return d + "/" + rel;
  return "";
}

void clearBaselineCache() {
  std::lock_guard<std::mutex> lock(gBaselineMutex);
  gBaselines.clear();
}

EvalReport evaluateBaseline(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                            const EvalOptions& options) {
  const BaselineKey key{target.name, task.name, config, options.seed};
  {
    std::lock_guard<std::mutex> lock(gBaselineMutex);
    auto it = gBaselines.find(key);
    if (it != gBaselines.end()) return it->second;
  }
  auto start = std::chrono::steady_clock::now();
  EvalReport rep;
  const std::string path = findBaseline(target, task, options);
  if (path.empty()) {
    rep.target = target.name;
    rep.task = task.name;
    rep.config = config;
    rep.kernel = "baseline";
    rep.setupError = "task " + task.name + " has no baseline on " + target.name;
  } else {
    bool ok = false;
    std::string source = readFile(path, ok);
    rep = run(target, task, config, source, path, std::filesystem::path(path).parent_path().string(), options,
              kBaselineInstructionCap, UINT64_MAX);
  }
  rep.baselineCycles = rep.cycles;
  rep.speedup = rep.correct ? 1.0 : 0.0;
  rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::lock_guard<std::mutex> lock(gBaselineMutex);
  gBaselines[key] = rep;
  return rep;
}

EvalReport evaluate(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                    const std::string& source, const std::string& kernelName, const std::string& includeDir,
                    const EvalOptions& options) {
  auto start = std::chrono::steady_clock::now();
  uint64_t maxInstructions = 200'000'000, maxCycles = UINT64_MAX;
  EvalReport base;
  if (options.withBaseline) {
    base = evaluateBaseline(target, task, config, options);
    if (base.correct) {
      // A kernel may be slower than the baseline, but not without bound: a spinning kernel stops.
      int64_t factor = 100, minimum = 1000000;
      try {
        ResolvedLayout lay = resolveLayout(target, task, task.config(target.name, config), options.tasksDir);
        factor = lay.budgetFactor;
        minimum = lay.minInstructionBudget;
      } catch (const std::exception&) {
      }
      maxInstructions = std::max<uint64_t>(uint64_t(minimum), base.instructions * uint64_t(factor));
      maxCycles = std::max<uint64_t>(uint64_t(minimum), base.cycles * uint64_t(factor));
    }
  }
  if (options.maxInstructions) maxInstructions = *options.maxInstructions;
  if (options.maxCycles) maxCycles = *options.maxCycles;
  EvalReport rep = run(target, task, config, source, kernelName, includeDir, options, maxInstructions, maxCycles);
  if (base.correct) {
    rep.baselineCycles = base.cycles;
    if (rep.correct && rep.cycles) rep.speedup = double(base.cycles) / double(rep.cycles);
  }
  rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return rep;
}

EvalReport evaluateFile(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                        const std::string& path, const EvalOptions& options) {
  bool ok = false;
  std::string source = path == "-" ? std::string(std::istreambuf_iterator<char>(std::cin), {}) : readFile(path, ok);
  if (path != "-" && !ok) {
    EvalReport rep;
    rep.target = target.name;
    rep.task = task.name;
    rep.config = config;
    rep.kernel = path;
    rep.setupError = "cannot open kernel file '" + path + "'";
    return rep;
  }
  std::string dir = path == "-" ? "" : std::filesystem::path(path).parent_path().string();
  return evaluate(target, task, config, source, path == "-" ? "<stdin>" : path, dir, options);
}

} // namespace kc::bench
