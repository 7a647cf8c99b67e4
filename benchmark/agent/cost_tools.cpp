// What a version costs: its size against the code memory, and where its cycles go on the
// visible inputs (per unit, per source line, per instruction, and what issue waited for).
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "agent/tool_args.h"
#include "agent/tool_registry.h"
#include "kc/decoder.h"

namespace kc::agent {

namespace {

// Lines and instructions listed by cost: enough to find the hot loop.
constexpr size_t kTopEntries = 8;

std::string mnemonicCounts(const std::vector<std::pair<std::string, uint64_t>>& counts) {
  std::string s;
  for (const auto& [m, n] : counts) s += fmt::format("{}{} {}", s.empty() ? "" : ", ", m, n);
  return s;
}

ToolResult instructionSize(const nlohmann::json& args, AgentSession& s) {
  std::string error;
  const int v = s.resolveVersion(optionalInt(args, "version"), error);
  if (!v) return toolError(error);
  const kc::AsmResult r = s.assembleVersion(v);
  if (!r.program) return toolError(AgentSession::versionName(v) + " does not assemble: " + syntaxText(r));
  const kc::TargetInfo& t = s.target();
  const kc::Program& p = *r.program;
  const kc::MemoryInfo& cm = t.memories[p.codeMemory];
  const uint64_t capacity = uint64_t(cm.sizeOf(s.taskSetup().layout.paramValues.data())) * cm.elemBytes;
  // Static counts, decoded from the code as the machine will see it.
  kc::Decoder decoder(t);
  std::map<std::string, uint64_t> byName;
  uint64_t instructions = 0;
  for (const kc::SourceLine& l : p.lines) {
    const uint64_t off = (l.address - p.codeBase) * t.codeAddressUnit;
    if (off >= p.code.size()) continue;
    kc::Decoded d;
    kc::DecodedBundle b;
    if (t.bundled() && decoder.decodeBundle(p.code.data() + off, p.code.size() - off, l.address, b)) {
      uint8_t slots[kc::kMaxBundleSlots];
      for (int i = 0, n = decoder.writtenSlots(b, slots); i < n; ++i, ++instructions)
        ++byName[t.instrs[b.slots[slots[i]].instr].mnemonic];
    } else if (!t.bundled() && decoder.decode(p.code.data() + off, p.code.size() - off, l.address, d)) {
      ++byName[t.instrs[d.instr].mnemonic];
      ++instructions;
    }
  }
  std::vector<std::pair<std::string, uint64_t>> counts(byName.begin(), byName.end());
  std::stable_sort(counts.begin(), counts.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  const std::string count = t.bundled() ? fmt::format("{} bundles of {} instructions", p.lines.size(), instructions)
                                        : fmt::format("{} instructions", p.lines.size());
  std::string text = fmt::format("{}: {}, {} bytes of code; the code memory {} holds {} bytes ({:.1f}% used)\n",
                                 AgentSession::versionName(v), count, p.code.size(), cm.name, capacity,
                                 capacity ? 100.0 * double(p.code.size()) / double(capacity) : 0.0);
  text += "Opcodes in the code: " + mnemonicCounts(counts) + "\n";
  return toolOk(text);
}

struct Cost {
  std::string label, what;
  uint64_t executions = 0, waitOperands = 0, waitMemory = 0, waitUnit = 0;
  double cycles(uint32_t width) const {
    return double(executions) / double(width) + double(waitOperands + waitMemory + waitUnit);
  }
};

std::string sourceText(const AgentSession& s, int v, const bench::ProfileLine& l) {
  if (l.sourceFile != AgentSession::versionName(v) || l.sourceLine < 1) return l.instruction;
  const std::string& code = s.versionText(v);
  size_t pos = 0;
  for (int i = 1; i < l.sourceLine; ++i) {
    pos = code.find('\n', pos);
    if (pos == std::string::npos) return l.instruction;
    ++pos;
  }
  std::string line = code.substr(pos, code.find('\n', pos) - pos);
  std::replace(line.begin(), line.end(), '\t', ' ');
  const size_t a = line.find_first_not_of(' '), b = line.find_last_not_of(" \r");
  return a == std::string::npos ? l.instruction : line.substr(a, b - a + 1);
}

std::string costList(std::vector<Cost> costs, const bench::EvalReport& r, uint32_t width, const std::string& title) {
  std::stable_sort(costs.begin(), costs.end(), [&](const Cost& a, const Cost& b) { return a.cycles(width) > b.cycles(width); });
  std::string s = fmt::format("{} by cycles (waits + executions / issue width {}), the top {} of {}:\n", title, width,
                              std::min(kTopEntries, costs.size()), costs.size());
  for (size_t i = 0; i < std::min(kTopEntries, costs.size()); ++i) {
    const Cost& c = costs[i];
    const double cy = c.cycles(width);
    s += fmt::format("  {} `{}`: {:.0f} cycles ({:.1f}%), {} executions; waits: operands {}, memory {}, unit {}\n",
                     c.label, c.what, cy, r.cycles ? 100.0 * cy / double(r.cycles) : 0.0, c.executions,
                     c.waitOperands, c.waitMemory, c.waitUnit);
  }
  return s;
}

ToolResult profile(const nlohmann::json& args, AgentSession& s) {
  std::string error;
  const int v = s.resolveVersion(optionalInt(args, "version"), error);
  if (!v) return toolError(error);
  const bench::EvalReport& r = s.evaluateVersion(v, bench::RunDetail{true, true});
  const std::string name = AgentSession::versionName(v);
  if (!r.profile) return toolError(name + " did not run, so there is nothing to profile: " + bench::evalReportText(r));
  const bench::RunProfile& p = *r.profile;
  std::string text = fmt::format("{} on the visible inputs: {}; {} cycles, {} instructions", name,
                                 bench::evalVerdict(r), r.cycles, r.instructions);
  if (r.baselineCycles) text += fmt::format(" (baseline {} cycles)", r.baselineCycles);
  text += "\nUnits, busy cycles and utilisation (busy / (cycles x copies)):\n";
  for (const auto& u : p.units)
    text += fmt::format("  {}{}: {} ({:.1f}%)\n", u.name, u.copies > 1 ? fmt::format(" x{}", u.copies) : "", u.busy,
                        r.cycles ? 100.0 * double(u.busy) / double(r.cycles * u.copies) : 0.0);
  Cost total;
  std::vector<Cost> byPc;
  std::map<std::pair<std::string, int>, Cost> byLine;
  for (const bench::ProfileLine& l : p.lines) {
    Cost c{"", l.instruction, l.executions, l.waitOperands, l.waitMemory, l.waitUnit};
    total.waitOperands += c.waitOperands;
    total.waitMemory += c.waitMemory;
    total.waitUnit += c.waitUnit;
    const std::string where = l.sourceFile.empty() ? "no source line" : fmt::format("{}:{}", l.sourceFile, l.sourceLine);
    c.label = fmt::format("pc {} ({})", l.pc, where);
    byPc.push_back(c);
    Cost& line = byLine[{l.sourceFile, l.sourceLine}];
    if (line.label.empty()) {
      line.label = where;
      line.what = sourceText(s, v, l);
    }
    line.executions += c.executions;
    line.waitOperands += c.waitOperands;
    line.waitMemory += c.waitMemory;
    line.waitUnit += c.waitUnit;
  }
  text += fmt::format("Issue waited {} cycles for operands not yet produced, {} for memory writes still in flight, {} "
                      "for a busy unit\n",
                      total.waitOperands, total.waitMemory, total.waitUnit);
  std::vector<Cost> lines;
  for (auto& [key, c] : byLine) lines.push_back(c);
  text += costList(lines, r, p.issueWidth, "Source lines");
  text += costList(byPc, r, p.issueWidth, "Instructions");
  text += "Executed opcodes: " + mnemonicCounts(p.opcodeCounts) + "\n";
  return toolOk(text);
}

} // namespace

void addCostTools(ToolRegistry& r) {
  r.add({"get_instruction_size",
         "Count a kernel version's instructions and code bytes against the size of the code memory, with how many "
         "of each opcode the code holds.",
         objectSchema({{"version", versionProperty()}}), instructionSize});
  r.add({"profile",
         "Run a kernel version on the visible inputs and show where its cycles go: each unit's busy cycles and "
         "utilisation, the source lines and instructions that cost the most, and how long issue waited for "
         "operands, for memory writes in flight and for busy units.",
         objectSchema({{"version", versionProperty()}}), profile});
}

} // namespace kc::agent
