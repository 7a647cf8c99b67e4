#include "task/task_brief.h"

#include <fmt/format.h>

#include "task/layout.h"

namespace kc::bench {

namespace {

std::string shapeText(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

std::string exprShape(const TensorDef& t) {
  std::string s = "[";
  for (size_t i = 0; i < t.shape.size(); ++i) s += (i ? ", " : "") + t.shape[i];
  return s + "]";
}

} // namespace

std::string taskBrief(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                      const std::string& tasksDir) {
  const SizeValues& sizes = task.config(target.name, config);
  const ResolvedLayout lay = resolveLayout(target, task, sizes, tasksDir);
  std::string s = fmt::format("\n# Task: {} (level {}), configuration {} on {}\n\n", task.name, task.level, config, target.name);
  s += task.prompt;
  if (!s.empty() && s.back() != '\n') s += '\n';
  s += "\n## Sizes\n\n";
  for (const std::string& n : task.sizes) s += fmt::format("- {} = {}\n", n, sizes.at(n));
  if (!task.constants.empty()) {
    s += "\n## Constants\n\n";
    for (const auto& [n, v] : task.constants) s += fmt::format("- {} = {:g}\n", n, v);
  }
  s += "\n## Data layout\n\nRow-major tensors. Addresses are in the memory's addressable units.\n\n";
  s += "| tensor | role | shape | memory | address | format |\n|---|---|---|---|---|---|\n";
  for (const PlacedTensor& t : lay.tensors) {
    std::string role = t.def->isOutput ? "output" : (t.writable ? "input (may be overwritten)" : "input (read only)");
    s += fmt::format("| {} | {} | {} = {} | {} | {} | {} |\n", t.def->name, role, exprShape(*t.def), shapeText(t.shape),
                     target.memories[t.memory].name, t.address, t.format);
  }
  for (const PlacedTensor& t : lay.tensors)
    if (t.format == "mxfp8") {
      s += fmt::format("\nMXFP8 tensors: E4M3 element bytes at the address; one E8M0 scale per {} elements at "
                       "address + {} + element / {} (MX_SCALE_OFFSET = {}).\n",
                       t.block, t.scaleOffset, t.block, t.scaleOffset);
      break;
    }
  if (!lay.constants.empty()) {
    s += "\n## Constants in memory\n\n";
    for (const PlacedConstant& c : lay.constants)
      s += fmt::format("- {}: {:g} at {}[{}] ({})\n", c.name, c.value, target.memories[c.memory].name, c.address, c.format);
  }
  if (!lay.registers.empty()) {
    s += "\n## Registers at entry\n\n";
    const int64_t stackBytes = int64_t(lay.stackArguments.size()) * lay.stackSlot;
    for (const RegisterPreset& r : lay.registers) {
      // Arguments past the registers lower the stack pointer (see the evaluator).
      double v = r.value;
      if (stackBytes && r.name == lay.stackPointer) v -= double((stackBytes + 15) / 16 * 16);
      s += fmt::format("- {} = {:g}\n", r.name, v);
    }
    for (size_t i = 0; i < lay.stackArguments.size(); ++i)
      s += fmt::format("- {}({}) = {} (stack argument {})\n", int64_t(i) * lay.stackSlot, lay.stackPointer,
                       lay.stackArguments[i], i + 1);
  }
  if (!lay.returnStub.empty())
    s += fmt::format("\nReturning to RETURN = {} runs `{}`, which ends the run.\n", lay.returnAddress, lay.returnStub);
  if (!lay.scratch.empty()) {
    s += "\n## Scratch\n\nBesides the outputs, the kernel may write only:\n\n";
    for (const Region& g : lay.scratch) s += fmt::format("- {}[{}..{}]\n", target.memories[g.memory].name, g.from, g.to - 1);
    s += "\nand its own data and bss sections. Inputs are read only unless marked otherwise.\n";
  }
  s += "\n## Assembler symbols\n\nThe kernel is assembled with these defined (-D):\n\n";
  std::string line;
  for (const auto& [n, v] : lay.defines) line += fmt::format("{}{}={}", line.empty() ? "" : ", ", n, v);
  s += line + "\n";
  s += "\n## Correctness\n\nAn output element matches when |got - want| <= atol + rtol * |want|:\n\n";
  for (const auto& [fmtName, tol] : task.tolerance) s += fmt::format("- stored as {}: atol {:g}, rtol {:g}\n", fmtName, tol.atol, tol.rtol);
  return s;
}

} // namespace kc::bench
