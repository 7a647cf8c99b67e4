#include "cli/report_text.h"

#include <algorithm>
#include <numeric>

#include <fmt/format.h>

#include "kc/run_stats.h"

namespace kcli {

namespace {

std::string stopLine(const kc::RunResult& r) {
  std::string s = kc::toString(r.reason);
  if (r.reason == kc::StopReason::Exited) s += fmt::format(" with status {}", r.exitCode);
  s += fmt::format(" at pc {}", r.pc);
  if (!r.instruction.empty()) s += ": " + r.instruction;
  if (!r.sourceFile.empty()) s += fmt::format(" ({}:{})", r.sourceFile, r.sourceLine);
  if (!r.message.empty()) s += "\n              " + r.message;
  return s;
}

// One line per vector register, its lanes in order, each by the file's type: "v1 = [1, -2, 3, 4]".
std::string vectorRegistersText(const RegisterFileValues& f) {
  size_t nameW = 0;
  for (const auto& v : f.values) nameW = std::max(nameW, v.first.size());
  std::string out = fmt::format("\nregisters {} ({} lanes of {}):\n", f.name, f.lanes.front().size(), f.elemType);
  for (size_t r = 0; r < f.lanes.size(); ++r) {
    std::string lanes;
    for (const kc::RegValue& v : f.lanes[r]) lanes += (lanes.empty() ? "" : ", ") + regValueText(v, f.elemType);
    out += fmt::format("  {:>{}} = [{}]\n", f.values[r].first, nameW, lanes);
  }
  return out;
}

} // namespace

std::string reportText(const SimReport& rep) {
  const kc::TargetInfo& t = *rep.target;
  const kc::RunResult& r = rep.result;
  const kc::Stats& s = r.stats;
  std::string out;
  out += fmt::format("target        {}\n", t.name);
  out += fmt::format("stop          {}\n", stopLine(r));
  out += fmt::format("cycles        {}{}\n", s.cycles, rep.timing ? "" : " (timing off: one per instruction)");
  const uint64_t nops = kc::slotNops(t, s), work = s.instructions - std::min(nops, s.instructions);
  if (nops)
    out += fmt::format("instructions  {} ({} of them no-ops filling empty slots)\n", s.instructions, nops);
  else
    out += fmt::format("instructions  {}\n", s.instructions);
  out += fmt::format("IPC           {:.3f}{}\n", s.cycles ? double(work) / double(s.cycles) : 0.0,
                     nops ? " (no-ops left out)" : "");

  if (rep.timing && t.numUnits) {
    size_t w = 4;
    for (uint16_t u = 0; u < t.numUnits; ++u) w = std::max(w, std::string(t.units[u].name).size());
    out += fmt::format("\n  {:<{}}  {:>12}  {:>11}\n", "unit", w, "busy cycles", "utilisation");
    for (uint16_t u = 0; u < t.numUnits && u < s.unitBusy.size(); ++u) {
      const double capacity = double(s.cycles) * kc::unitCapacityPerCycle(t, u);
      const double pct = capacity > 0 ? 100.0 * double(s.unitBusy[u]) / capacity : 0.0;
      out += fmt::format("  {:<{}}  {:>12}  {:>10.1f}%\n", t.units[u].name, w, s.unitBusy[u], pct);
    }
  }

  std::vector<uint16_t> ran;
  for (uint16_t i = 0; i < t.numInstrs && i < s.opcodeCounts.size(); ++i)
    if (s.opcodeCounts[i]) ran.push_back(i);
  std::stable_sort(ran.begin(), ran.end(), [&](uint16_t a, uint16_t b) { return s.opcodeCounts[a] > s.opcodeCounts[b]; });
  if (!ran.empty()) {
    size_t w = 6;
    for (uint16_t i : ran) w = std::max(w, kc::opcodeName(t, i).size());
    out += fmt::format("\n  {:<{}}  {:>12}  {:>6}\n", "opcode", w, "count", "share");
    for (uint16_t i : ran)
      out += fmt::format("  {:<{}}  {:>12}  {:>5.1f}%\n", kc::opcodeName(t, i), w, s.opcodeCounts[i],
                         100.0 * double(s.opcodeCounts[i]) / double(std::max<uint64_t>(1, s.instructions)));
  }

  if (t.numMemories) {
    size_t w = 6;
    for (uint16_t m = 0; m < t.numMemories; ++m) w = std::max(w, std::string(t.memories[m].name).size());
    out += fmt::format("\n  {:<{}}  {:>12}  {:>13}\n", "memory", w, "bytes read", "bytes written");
    for (uint16_t m = 0; m < t.numMemories; ++m)
      out += fmt::format("  {:<{}}  {:>12}  {:>13}\n", t.memories[m].name, w,
                         m < s.bytesRead.size() ? s.bytesRead[m] : 0, m < s.bytesWritten.size() ? s.bytesWritten[m] : 0);
  }

  if (t.numParams) {
    out += "\nparams";
    size_t col = 6;
    for (uint16_t p = 0; p < t.numParams && p < rep.params.size(); ++p) {
      const std::string item = fmt::format("{}={}", t.params[p].name, rep.params[p]);
      if (col + 1 + item.size() > 100) out += "\n ", col = 1;
      out += " " + item;
      col += 1 + item.size();
    }
    out += '\n';
  }

  for (const RegisterFileValues& f : rep.registers) {
    if (!f.lanes.empty()) {
      out += vectorRegistersText(f);
      continue;
    }
    size_t nameW = 0, valueW = 0;
    for (const auto& [name, value] : f.values) {
      nameW = std::max(nameW, name.size());
      valueW = std::max(valueW, regValueText(value, f.elemType).size());
    }
    const size_t perLine = std::max<size_t>(1, 100 / (nameW + valueW + 5));
    out += fmt::format("\nregisters {}:\n", f.name);
    for (size_t k = 0; k < f.values.size(); ++k) {
      const bool last = k % perLine == perLine - 1 || k + 1 == f.values.size();
      out += fmt::format("  {:>{}} = {:<{}}", f.values[k].first, nameW, regValueText(f.values[k].second, f.elemType),
                         last ? 0 : valueW);
      if (last) out += '\n';
    }
  }
  return out;
}

} // namespace kcli
