#include <algorithm>
#include <fstream>
#include <sstream>
#include <iostream>
#include <memory>

#include <fmt/format.h>

#include "cli/commands.h"
#include "cli/hw_config.h"
#include "cli/memory_files.h"
#include "cli/memory_spec.h"
#include "cli/program_input.h"
#include "cli/report_json.h"
#include "cli/report_text.h"
#include "cli/sim_report.h"
#include "cli/target_lookup.h"
#include "formats/input_error.h"
#include "formats/io.h"
#include "formats/name_value.h"
#include "evaluation/eval_report.h"
#include "evaluation/evaluate.h"
#include "kc/limits.h"
#include "kc/machine.h"
#include "safety/terminal_text.h"
#include "task/task_catalog.h"

namespace kcli {

namespace {

// "zol.s:3" for an address of the program, or "pc 12" where it has no source line.
std::string sourceOf(const kc::Program& program, uint64_t pc) {
  auto it = std::lower_bound(program.lines.begin(), program.lines.end(), pc,
                             [](const kc::SourceLine& l, uint64_t a) { return l.address < a; });
  if (it != program.lines.end() && it->address == pc) return it->file + ":" + std::to_string(it->line);
  return "pc " + std::to_string(pc);
}

// One line per read that came before the write it needed had landed.
std::string hazardText(const kc::Program& program, const std::vector<kc::Hazard>& hazards) {
  std::string out;
  for (const kc::Hazard& h : hazards)
    out += fmt::format("{}: hazard: `{}` reads {} {} cycle{} before the write by `{}` ({}) lands, and gets the old value\n",
                       sourceOf(program, h.pc), h.reader, h.reg, h.cyclesEarly, h.cyclesEarly == 1 ? "" : "s", h.writer,
                       sourceOf(program, h.writerPc));
  out += fmt::format("{} hazard{}{}\n", hazards.size(), hazards.size() == 1 ? "" : "s",
                     hazards.size() >= kc::limits::kMaxHazards ? " (the first ones; more were not recorded)" : "");
  return out;
}

} // namespace

namespace {

// Later sources override earlier ones: the config file, then --param in order.
std::vector<int64_t> resolveParameters(const kc::TargetInfo& target, const SimArgs& args) {
  ParamOverrides overrides;
  if (!args.config.empty()) overrides = parseHwConfig(readText(args.config), displayName(args.config));
  for (const std::string& p : args.params) overrides.push_back(parseNameValue(p, "--param"));
  std::vector<int64_t> values;
  std::string error;
  if (!kc::resolveParams(target, overrides, values, error)) badInput(error);
  return values;
}

// A kernel on a task's inputs: everything eval sets up, plus the trace and dumps of sim.
int runSimOnTask(const kc::TargetInfo& target, const SimArgs& args) {
  if (args.config.empty()) badInput("--task needs --config C1..C5, the task's configuration");
  if (!args.params.empty() || !args.loads.empty() || !args.defines.empty())
    badInput("--task sets the parameters, inputs and symbols itself; --param, --load and -D cannot be combined with it");
  if (args.programs.size() != 1) badInput("--task runs one kernel source");
  std::vector<DumpSpec> dumps;
  for (const std::string& s : args.dumps) {
    dumps.push_back(parseDumpSpec(s));
    requireMemory(target, dumps.back().memory, "--dump '" + s + "'");
  }
  kc::bench::EvalOptions options;
  options.tasksDir = args.tasksDir.empty() ? kc::bench::defaultTasksDir() : args.tasksDir;
  options.baselineDirs = kc::bench::defaultBaselineDirs();
  options.seed = args.seed;
  if (args.maxInstructions != SimArgs{}.maxInstructions) options.maxInstructions = args.maxInstructions;
  if (args.maxCycles != UINT64_MAX) options.maxCycles = args.maxCycles;
  std::ofstream traceFile;
  if (args.trace == "-") {
    options.detail.trace = &std::cout;
  } else if (!args.trace.empty()) {
    traceFile.open(args.trace);
    if (!traceFile) badInput("cannot create trace file '" + args.trace + "'");
    options.detail.trace = &traceFile;
  }
  if (options.detail.trace) *options.detail.trace << kc::traceHeader(target);
  std::vector<kc::Hazard> hazards;
  kc::Program ran;
  if (args.hazards) {
    if (!target.exposedPipeline)
      badInput("--hazards: target '" + std::string(target.name) + "' interlocks: no read can come too early");
    options.detail.hazards = &hazards;
    options.detail.program = &ran;
  }
  // Dump even after a trap: the memory contents are what one needs to debug it.
  options.detail.afterRun = [&](const kc::Machine& m) {
    for (const DumpSpec& d : dumps) dumpMemoryFile(m, d);
  };
  kc::bench::TaskDef task;
  try {
    task = kc::bench::loadTaskByName(options.tasksDir, args.task);
    task.config(target.name, args.config);
  } catch (const kc::bench::TaskFileError& e) {
    badInput(e.what());
  }
  const kc::bench::EvalReport r = kc::bench::evaluateFile(target, task, args.config, args.programs.front(), options);
  if (options.detail.trace) options.detail.trace->flush();
  if (args.json) std::cout << kc::bench::evalReportJson(r).dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
  else std::cout << kc::bench::evalReportText(r);
  if (args.hazards && r.ran) std::cerr << hazardText(ran, hazards);
  if (!r.setupError.empty() && !r.assembled && r.diagnostics.empty()) return kExitBadInput;
  return r.correct ? kExitOk : kExitFailed;
}

} // namespace

int runSim(const SimArgs& args) {
  const kc::TargetInfo& target = requireTarget(args.target);
  if (!args.task.empty()) return runSimOnTask(target, args);
  const std::vector<int64_t> params = resolveParameters(target, args);

  // Check every memory argument before the run, so a typo does not cost a long simulation.
  std::vector<LoadSpec> loads;
  std::vector<DumpSpec> dumps;
  for (const std::string& s : args.loads) {
    loads.push_back(parseLoadSpec(s));
    requireMemory(target, loads.back().memory, "--load '" + s + "'");
  }
  for (const std::string& s : args.dumps) {
    dumps.push_back(parseDumpSpec(s));
    requireMemory(target, dumps.back().memory, "--dump '" + s + "'");
  }

  const kc::Program program = loadProgramFiles(target, args.programs, args.defines, args.includeDirs, params.data());
  if (!target.newMachine) badInput("target '" + std::string(target.name) + "' has no simulator");
  std::unique_ptr<kc::Machine> machine = target.newMachine(target, params);
  std::string error;
  if (!machine->load(program, error)) badInput(displayName(args.programs.front()) + ": " + error);
  for (const LoadSpec& l : loads) loadMemoryFile(*machine, l);

  kc::RunLimits limits;
  limits.maxCycles = args.maxCycles;
  limits.maxInstructions = args.maxInstructions;
  limits.timing = !args.noTiming;
  std::ofstream traceFile;
  if (args.trace == "-") {
    limits.trace = &std::cout;
  } else if (!args.trace.empty()) {
    traceFile.open(args.trace);
    if (!traceFile) badInput("cannot create trace file '" + args.trace + "'");
    limits.trace = &traceFile;
  }
  if (limits.trace) *limits.trace << kc::traceHeader(target);

  // The program's own output streams as it runs; under --json it becomes part of the report.
  std::ostringstream captured;
  machine->programStdout = args.json ? &captured : &std::cout;
  std::ostream programErr(kc::safety::unescapedBuffer(std::cerr));
  machine->programStderr = args.json ? &captured : &programErr;

  std::vector<kc::Hazard> hazards;
  if (args.hazards) {
    if (!target.exposedPipeline)
      badInput("--hazards: target '" + std::string(target.name) + "' interlocks: no read can come too early");
    limits.hazards = &hazards;
  }

  SimReport report;
  report.target = &target;
  report.params = params;
  report.timing = limits.timing;
  report.result = machine->run(limits);
  if (limits.trace) limits.trace->flush();
  if (args.regs) report.registers = readRegisters(*machine);

  // Dump even after a trap: the memory contents are what one needs to debug it.
  for (const DumpSpec& d : dumps) dumpMemoryFile(*machine, d);

  report.capturedOutput = args.json;
  report.programOutput = captured.str();
  // Program output may hold any bytes; invalid UTF-8 becomes U+FFFD rather than an exception.
  if (args.json) std::cout << reportJson(report).dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
  else if (!args.quiet) std::cout << reportText(report);
  if (args.hazards) std::cerr << hazardText(program, hazards);
  std::cout.flush();

  const kc::RunResult& r = report.result;
  if (r.reason == kc::StopReason::Exited) return r.exitCode & 0xFF;
  if (runSucceeded(r)) return kExitOk;
  std::string where = "pc " + std::to_string(r.pc);
  if (!r.sourceFile.empty()) where = r.sourceFile + ":" + std::to_string(r.sourceLine) + ": " + where;
  std::cerr << "kernelcraft: " << where << ": " << kc::toString(r.reason) << (r.instruction.empty() ? "" : " in '")
            << r.instruction << (r.instruction.empty() ? "" : "'") << ": " << r.message << '\n';
  return kExitFailed;
}

} // namespace kcli
