// What a version costs: its size against the code memory, and where its cycles go on the
// visible inputs (per unit, per source line, per instruction, and what issue waited for).
#include <algorithm>
#include <map>
#include <memory>
#include <optional>

#include <fmt/format.h>

#include "agent/tool_args.h"
#include "agent/tool_registry.h"
#include "evaluation/schedule.h"
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
  uint64_t executions = 0, waitOperands = 0, waitMemory = 0, waitUnit = 0, waitDispatch = 0;
  uint64_t waits() const { return waitOperands + waitMemory + waitUnit + waitDispatch; }
  double cycles(uint32_t width) const { return double(executions) / double(width) + double(waits()); }
  void add(const Cost& c) {
    executions += c.executions, waitOperands += c.waitOperands, waitMemory += c.waitMemory;
    waitUnit += c.waitUnit, waitDispatch += c.waitDispatch;
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

double percent(double part, double whole) { return whole > 0 ? 100.0 * part / whole : 0.0; }

std::string costList(std::vector<Cost> costs, uint64_t runCycles, uint32_t width, const std::string& title) {
  std::stable_sort(costs.begin(), costs.end(), [&](const Cost& a, const Cost& b) { return a.cycles(width) > b.cycles(width); });
  std::string s = fmt::format("{} by cycles (waits + executions / issue width {}), the top {} of {}:\n", title, width,
                              std::min(kTopEntries, costs.size()), costs.size());
  for (size_t i = 0; i < std::min(kTopEntries, costs.size()); ++i) {
    const Cost& c = costs[i];
    const double cy = c.cycles(width);
    s += fmt::format("  {} `{}`: {:.0f} cycles ({:.1f}%), {} executions; waits: operands {}, memory {}, unit {}, "
                     "dispatch {}\n",
                     c.label, c.what, cy, percent(cy, double(runCycles)), c.executions, c.waitOperands, c.waitMemory,
                     c.waitUnit, c.waitDispatch);
  }
  return s;
}

// One version's run with its per-address costs and its schedule profile.
struct VersionProfile {
  bench::EvalReport report;
  std::unique_ptr<bench::ScheduleProfile> schedule;
  Cost total;
};

std::optional<VersionProfile> profileVersion(AgentSession& s, int v, std::string& error) {
  VersionProfile p;
  p.schedule = std::make_unique<bench::ScheduleProfile>(s.target());
  bench::RunDetail detail;
  detail.profile = true;
  detail.events = p.schedule.get();
  detail.afterRun = [&](const kc::Machine& m) { p.schedule->finish(m); };
  p.report = s.evaluateVersion(v, detail);
  if (!p.report.profile) {
    error = AgentSession::versionName(v) + " did not run, so there is nothing to profile: " + bench::evalReportText(p.report);
    return std::nullopt;
  }
  for (const bench::ProfileLine& l : p.report.profile->lines)
    p.total.add({"", "", l.executions, l.waitOperands, l.waitMemory, l.waitUnit, l.waitDispatch});
  return p;
}

std::string utilisation(const bench::RunProfile::Unit& u, uint64_t cycles) {
  return fmt::format("{:.1f}%", percent(double(u.busy), double(cycles * u.copies)));
}

// The headline figures of two versions side by side.
std::string comparison(const std::string& a, const VersionProfile& pa, const std::string& b, const VersionProfile& pb) {
  const bench::EvalReport &ra = pa.report, &rb = pb.report;
  auto delta = [](uint64_t x, uint64_t y) {
    return y ? fmt::format("{:+.1f}%", 100.0 * (double(x) - double(y)) / double(y)) : std::string("-");
  };
  std::string t = fmt::format("{} against {}:\n", a, b);
  t += fmt::format("  {:<28} {:>12} {:>12} {:>8}\n", "", a, b, "change");
  auto row = [&](const std::string& what, uint64_t x, uint64_t y) {
    t += fmt::format("  {:<28} {:>12} {:>12} {:>8}\n", what, x, y, delta(x, y));
  };
  row("cycles", ra.cycles, rb.cycles);
  row("instructions", ra.instructions, rb.instructions);
  row("waits for operands", pa.total.waitOperands, pb.total.waitOperands);
  row("waits for memory", pa.total.waitMemory, pb.total.waitMemory);
  row("waits for a busy unit", pa.total.waitUnit, pb.total.waitUnit);
  row("waits for dispatch", pa.total.waitDispatch, pb.total.waitDispatch);
  const auto& ua = ra.profile->units;
  const auto& ub = rb.profile->units;
  for (size_t u = 0; u < ua.size() && u < ub.size(); ++u)
    if (ua[u].busy || ub[u].busy)
      t += fmt::format("  {:<28} {:>12} {:>12}\n", ua[u].name + " utilisation", utilisation(ua[u], ra.cycles),
                       utilisation(ub[u], rb.cycles));
  t += fmt::format("  {:<28} {:>12} {:>12}\n", "verdict", bench::evalVerdict(ra), bench::evalVerdict(rb));
  return t + "\n";
}

ToolResult profile(const nlohmann::json& args, AgentSession& s) {
  std::string error;
  const int v = s.resolveVersion(optionalInt(args, "version"), error);
  if (!v) return toolError(error);
  const std::optional<int64_t> otherArg = optionalInt(args, "compare_with");
  int other = 0;
  if (otherArg && !(other = s.resolveVersion(otherArg, error))) return toolError(error);
  std::optional<VersionProfile> pb;
  if (other && !(pb = profileVersion(s, other, error))) return toolError(error);
  std::optional<VersionProfile> pa = profileVersion(s, v, error);  // last, so that it is the session's last evaluation
  if (!pa) return toolError(error);
  const bench::EvalReport& r = pa->report;
  const bench::RunProfile& p = *r.profile;
  const bench::ScheduleProfile& sched = *pa->schedule;
  const std::string name = AgentSession::versionName(v);
  std::string text = pb ? comparison(name, *pa, AgentSession::versionName(other), *pb) : "";
  text += fmt::format("{} on the visible inputs: {}; {} cycles, {} instructions", name, bench::evalVerdict(r), r.cycles,
                      r.instructions);
  if (r.baselineCycles) text += fmt::format(" (baseline {} cycles)", r.baselineCycles);
  text += fmt::format("\nUnits: busy cycles, utilisation (busy / (cycles x copies)) and a timeline of {} buckets of {} "
                      "cycle{} (share of the copies busy: ' ' idle, '.' under 25%, ':' under 50%, '+' under 75%, '*' "
                      "under 100%, '#' all):\n",
                      sched.unitBuckets.empty() ? 0 : sched.unitBuckets.front().size(), sched.bucketCycles,
                      sched.bucketCycles == 1 ? "" : "s");
  for (size_t u = 0; u < p.units.size(); ++u) {
    const auto& unit = p.units[u];
    text += fmt::format("  {:<14} {:>10} {:>6} |{}|\n",
                        unit.name + (unit.copies > 1 ? fmt::format(" x{}", unit.copies) : ""), unit.busy,
                        utilisation(unit, r.cycles), u < sched.unitBuckets.size() ? bench::busyBar(sched.unitBuckets[u]) : "");
  }
  const Cost& total = pa->total;
  text += fmt::format("Issue waited {} cycles for operands not yet produced, {} for memory writes still in flight, {} "
                      "for a busy unit, {} for a full dispatch stage.\n",
                      total.waitOperands, total.waitMemory, total.waitUnit, total.waitDispatch);
  if (!sched.waits.empty()) {
    text += fmt::format("Waits by cause, instruction and what it waited for, the largest {} of {}:\n",
                        std::min(kTopEntries, sched.waits.size()), sched.waits.size());
    for (size_t i = 0; i < std::min(kTopEntries, sched.waits.size()); ++i) {
      const bench::ScheduleProfile::Wait& w = sched.waits[i];
      std::string at = fmt::format("pc {}", w.pc), instr;
      for (const bench::ProfileLine& l : p.lines)
        if (l.pc == w.pc) {
          if (!l.sourceFile.empty()) at += fmt::format(" ({}:{})", l.sourceFile, l.sourceLine);
          instr = l.instruction;
        }
      text += fmt::format("  {} {} ({:.1f}%): {} `{}`, {} time{}, for {}\n", w.cause, w.cycles,
                          percent(double(w.cycles), double(r.cycles)), at, instr, w.times, w.times == 1 ? "" : "s", w.what);
    }
  }
  std::vector<Cost> byPc;
  std::map<std::pair<std::string, int>, Cost> byLine;
  for (const bench::ProfileLine& l : p.lines) {
    const std::string where = l.sourceFile.empty() ? "no source line" : fmt::format("{}:{}", l.sourceFile, l.sourceLine);
    Cost c{fmt::format("pc {} ({})", l.pc, where), l.instruction, l.executions, l.waitOperands, l.waitMemory, l.waitUnit,
           l.waitDispatch};
    byPc.push_back(c);
    Cost& line = byLine[{l.sourceFile, l.sourceLine}];
    if (line.label.empty()) {
      line.label = where;
      line.what = sourceText(s, v, l);
    }
    line.add(c);
  }
  std::vector<Cost> lines;
  for (auto& [key, c] : byLine) lines.push_back(c);
  text += costList(lines, r.cycles, p.issueWidth, "Source lines");
  text += costList(byPc, r.cycles, p.issueWidth, "Instructions");
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
         "Run a kernel version on the visible inputs and show where its cycles go: each unit's busy cycles, "
         "utilisation and a timeline of when it was busy or idle; how long issue waited for operands, for memory "
         "writes in flight, for busy units and for full dispatch stages, grouped by cause, instruction and what it "
         "waited for; the source lines and instructions that cost the most. With compare_with, the same figures "
         "of another version beside it.",
         objectSchema({{"version", versionProperty()},
                       {"compare_with", {{"type", "integer"}, {"minimum", 1}, {"description", "Another version to compare with."}}}}),
         profile});
}

} // namespace kc::agent
