#include "evaluation/kernel_run.h"

#include "kc/run_stats.h"

#include <filesystem>
#include <algorithm>
#include <optional>

#include "evaluation/compare.h"
#include "evaluation/prepared_machine.h"
#include "evaluation/shared_includes.h"
#include "evaluation/stray_writes.h"
#include "kc/assembler.h"
#include "kc/float_env.h"
#include "kc/machine.h"
#include "task/tensor_io.h"

namespace kc::bench {

namespace {

const char* stopName(kc::StopReason r) {
  switch (r) {
    case kc::StopReason::EndOfCode: return "end of code";
    case kc::StopReason::Halted: return "halted";
    case kc::StopReason::Exited: return "exited";
    case kc::StopReason::Trap: return "trap";
    case kc::StopReason::InstructionLimit: return "instruction budget";
    case kc::StopReason::CycleLimit: return "cycle budget";
    case kc::StopReason::WorkLimit: return "work budget";
    case kc::StopReason::WallClockLimit: return "wall-clock limit";
  }
  return "?";
}

// Appends the target's return stub at the layout's return address, so a kernel that returns
// lands on it.
bool placeReturnStub(const TaskSetup& s, const KernelSource& k, kc::Program& program, BuiltKernel& out) {
  const ResolvedLayout& lay = s.layout;
  const kc::TargetInfo& target = *s.target;
  const std::optional<std::vector<uint8_t>>& stub = s.shared->runStart().returnStub;
  const uint64_t at = uint64_t(lay.returnAddress - int64_t(program.codeBase)) * target.codeAddressUnit;
  if (!stub || int64_t(program.codeBase) > lay.returnAddress) {
    out.setupError = "the target's return stub '" + lay.returnStub + "' does not assemble or lies before the code";
    return false;
  }
  if (program.code.size() > at) {
    out.setupError = k.name + ": the kernel's " + std::to_string(program.code.size()) +
                     " bytes of code run into the return address " + std::to_string(lay.returnAddress) +
                     " (the code memory holds " + std::to_string(at) + " bytes of kernel)";
    return false;
  }
  program.code.resize(at, 0);
  program.code.insert(program.code.end(), stub->begin(), stub->end());
  return true;
}

} // namespace

// The kernel as a program ready to load: assembled with the configuration's symbols, started at
// the layout's entry symbol, followed by the return stub. Without a program when it cannot run.
BuiltKernel buildKernel(const TaskSetup& s, const KernelSource& k) {
  const ResolvedLayout& lay = s.layout;
  BuiltKernel out;
  kc::AsmOptions ao;
  ao.fileName = k.name;
  ao.defines.insert(lay.defines.begin(), lay.defines.end());
  if (!k.includeDir.empty()) ao.includeDirs.push_back(k.includeDir);
  ao.sourceDir = k.sourceDir;
  // A kernel reads only sources beside it and the project's shared kernel includes, never a file
  // elsewhere on the host (its text would come back in diagnostics).
  if (!k.includeDir.empty()) ao.includeRoots.push_back(k.includeDir);
  const std::string sharedDir = std::filesystem::path(lay.conventionPath).parent_path().string();
  ao.includeRoots.push_back(sharedDir);
  ao.knownInclude = [&sharedDir](const std::string& path) { return sharedInclude(sharedDir, path); };
  kc::AsmResult asmResult = kc::assemble(*s.target, k.text, ao);
  for (const kc::Diagnostic& d : asmResult.diagnostics) out.diagnostics.push_back(kc::format(d));
  if (kc::hasErrors(asmResult.diagnostics) || !asmResult.program) return out;
  out.assembled = true;
  kc::Program program = std::move(*asmResult.program);
  out.codeBytes = program.code.size();
  if (!lay.entrySymbol.empty()) {
    auto it = program.symbols.find(lay.entrySymbol);
    if (it != program.symbols.end()) program.entry = it->second;
  }
  if (!lay.returnStub.empty() && !placeReturnStub(s, k, program, out)) return out;
  if (std::string clash = dataClash(*s.target, program, lay); !clash.empty()) {
    out.setupError = k.name + ": " + clash;
    return out;
  }
  out.program = std::move(program);
  return out;
}

namespace {

EvalReport emptyReport(const TaskSetup& s, const std::string& kernelName) {
  EvalReport rep;
  rep.target = s.target->name;
  rep.task = s.task->name;
  rep.config = s.config;
  rep.kernel = kernelName;
  return rep;
}

// The run's costs per unit, per opcode and per instruction address, named for a reader.
RunProfile buildProfile(const kc::Machine& m, const kc::RunResult& rr,
                        const std::vector<kc::PcCost>& costs) {
  const kc::TargetInfo& t = m.target();
  RunProfile p;
  p.issueWidth = t.issueWidth;
  for (uint16_t u = 0; u < t.numUnits; ++u)
    p.units.push_back({t.units[u].name, kc::unitCapacityPerCycle(t, u), rr.stats.unitBusy[u]});
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (rr.stats.opcodeCounts[i]) p.opcodeCounts.emplace_back(t.instrs[i].mnemonic, rr.stats.opcodeCounts[i]);
  std::stable_sort(p.opcodeCounts.begin(), p.opcodeCounts.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  for (const kc::PcCost& c : costs) {
    ProfileLine l;
    l.pc = c.pc;
    l.instruction = m.describe(c.pc);
    if (const kc::SourceLine* line = m.sourceOf(c.pc)) {
      l.sourceFile = line->file;
      l.sourceLine = line->line;
    }
    l.executions = c.executions;
    l.waitOperands = c.waitOperands;
    l.waitMemory = c.waitMemory;
    l.waitUnit = c.waitUnit;
    l.waitDispatch = c.waitDispatch;
    p.lines.push_back(std::move(l));
  }
  return p;
}

void runWithin(kc::Machine& m, const kc::Program* program, const RunBudget& budget, const RunDetail& detail,
               EvalReport& rep) {
  kc::RunLimits limits;
  limits.trace = detail.trace;
  limits.events = detail.events;
  if (m.target().exposedPipeline) limits.hazards = detail.hazards;
  if (detail.program && program) *detail.program = *program;
  limits.maxInstructions = budget.maxInstructions;
  limits.maxCycles = budget.maxCycles;
  limits.maxWork = budget.maxWork;
  limits.maxWallTime = budget.maxWallTime;
  std::vector<kc::PcCost> costs;
  if (detail.profile && program) limits.profile = &costs;
  kc::RunResult rr = m.run(limits);
  if (limits.profile) rep.profile = buildProfile(m, rr, costs);
  // The kernel may have left the host in another rounding mode; nothing after it may run in it.
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
  if (m.target().bundled()) rep.slotNops = kc::slotNops(m.target(), rr.stats);
  rep.work = rr.stats.work;
}

void checkOutputs(const TaskSetup& s, const kc::Machine& m, const RunDetail& detail, EvalReport& rep) {
  for (const ExpectedOutput& e : s.expected) {
    const PlacedTensor& p = s.layout.tensors[e.tensor];
    std::vector<double> got = loadTensor(m, p);
    OutputCheck c = compareTensor(p.def->name, p.shape, got, e.values, e.tolerance, rep.badRows);
    if (detail.outputValues)
      rep.values.push_back({p.def->name, p.shape, std::move(got), e.values, e.tolerance.atol, e.tolerance.rtol});
    c.format = p.format;
    rep.elements += c.elements;
    rep.matched += c.matched;
    rep.maxAbsError = std::max(rep.maxAbsError, c.maxAbsError);
    rep.maxRelError = std::max(rep.maxRelError, c.maxRelError);
    rep.outputs.push_back(c);
  }
}

} // namespace

EvalReport runBuilt(const TaskSetup& s, const std::string& kernelName, const BuiltKernel& built,
                    const RunBudget& budget, const RunDetail& detail) {
  EvalReport rep = emptyReport(s, kernelName);
  rep.diagnostics = built.diagnostics;
  rep.assembled = built.assembled;
  rep.codeBytes = built.codeBytes;
  rep.setupError = built.setupError;
  if (!built.program) return rep;
  std::string error;
  PreparedMachine m(s, &*built.program, error);
  if (!m.get()) {
    rep.setupError = kernelName + ": " + error;
    return rep;
  }
  runWithin(*m.get(), &*built.program, budget, detail, rep);
  if (detail.afterRun) detail.afterRun(*m.get());
  checkOutputs(s, *m.get(), detail, rep);
  rep.strayWrites = m.strayWrites(writableRegions(s.layout, *s.target, *built.program, size_t(rep.codeBytes)));
  rep.correct = rep.stopOk && rep.strayWrites.empty() && rep.matched == rep.elements;
  return rep;
}

EvalReport runKernel(const TaskSetup& s, const KernelSource& k, const RunBudget& budget, const RunDetail& detail) {
  return runBuilt(s, k.name, buildKernel(s, k), budget, detail);
}

EvalReport runWriter(const TaskSetup& s, const MemoryWriter& write) {
  EvalReport rep = emptyReport(s, "<memory writer>");
  rep.assembled = true;
  std::string error;
  PreparedMachine m(s, nullptr, error);
  write(s, *m.get());
  rep.ran = true;
  rep.stop = "end of code";
  rep.stopOk = true;
  checkOutputs(s, *m.get(), RunDetail{}, rep);
  // The writer wrote outside a run, which the simulator's counts do not see: compare every memory.
  rep.strayWrites = m.strayWrites(s.layout.scratch, false);
  rep.correct = rep.strayWrites.empty() && rep.matched == rep.elements;
  return rep;
}

} // namespace kc::bench
