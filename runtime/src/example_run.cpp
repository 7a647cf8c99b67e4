#include "example_run.h"

#include <sstream>

#include <fmt/format.h>

#include "kc/assembler.h"
#include "kc/register_text.h"

namespace kc {

ExampleRun runExample(const TargetInfo& target, const std::string& source) {
  ExampleRun run;
  AsmOptions opts;
  opts.fileName = "example.s";
  AsmResult a = assemble(target, source, opts);
  if (!a.program) {
    run.error = "the example does not assemble";
    for (const Diagnostic& d : a.diagnostics)
      if (d.severity == Severity::Error) {
        run.error += fmt::format(": line {}: {}", d.line, d.message);
        break;
      }
    return run;
  }
  std::vector<int64_t> params;
  if (!resolveParams(target, {}, params, run.error)) return run;
  std::unique_ptr<Machine> m = target.newMachine(target, params);
  if (!m->load(*a.program, run.error)) return run;
  std::ostringstream trace;
  RunLimits limits;
  limits.maxInstructions = 10000;
  limits.trace = &trace;
  limits.profile = &run.costs;
  limits.hazards = &run.hazards;
  run.result = m->run(limits);
  run.trace = trace.str();
  for (const PcCost& c : run.costs) run.text.push_back(m->describe(c.pc));
  for (uint16_t f = 0; f < target.numRegFiles; ++f) {
    const RegFileInfo& rf = target.regFiles[f];
    if (rf.storageMemory >= 0) continue;
    for (int i = 0; i < rf.count; ++i) {
      if (registerIsZero(*m, f, i)) continue;
      const std::string name = rf.regNames ? rf.regNames[i] : std::string(rf.name) + std::to_string(i);
      run.registers.push_back(fmt::format("{} = {}", name, registerText(*m, f, i)));
    }
  }
  return run;
}

std::string traceBlock(const TargetInfo& target, const ExampleRun& run) {
  return "```\n" + traceHeader(target) + run.trace + "```\n";
}

} // namespace kc
