#include "kc/peak_rates.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <fmt/format.h>

#include "kc/machine.h"
#include "kc/numeric.h"

namespace kc {

namespace {

bool isFloatFormat(const char* name) {
  const auto f = num::parseFormat(name ? name : "");
  return f && f->isFloat();
}

// Each unit's best rate among the peaks `take` accepts, summed over units.
template <typename Take>
KindRate bestPerUnit(const TargetInfo& t, const std::vector<int64_t>& params, WorkKind kind, Take take) {
  KindRate out;
  out.kind = kind;
  std::map<int, UnitRate> best;
  for (uint16_t i = 0; i < t.numPeaks; ++i) {
    const PeakInfo& p = t.peaks[i];
    if (!take(p) || p.unit < 0 || p.unit >= t.numUnits) continue;
    const int64_t elements = p.elements(params.data()), cycles = p.cycles(params.data());
    if (elements <= 0 || cycles <= 0) continue;
    const double rate = double(elements) / double(cycles) * t.units[p.unit].count;
    auto it = best.find(p.unit);
    if (it == best.end() || rate > it->second.perCycle) best[p.unit] = UnitRate{p.unit, elements, cycles, rate, &p};
  }
  for (const auto& [unit, r] : best) {
    out.perCycle += r.perCycle;
    out.units.push_back(r);
  }
  std::stable_sort(out.units.begin(), out.units.end(),
                   [](const UnitRate& a, const UnitRate& b) { return a.perCycle > b.perCycle; });
  return out;
}

std::string unitName(const TargetInfo& t, int unit) { return unit >= 0 && unit < t.numUnits ? t.units[unit].name : "?"; }

// "16 per 4 cycles" or "4 per cycle", for one copy.
std::string perCopy(int64_t elements, int64_t cycles) {
  return cycles == 1 ? fmt::format("{} per cycle", elements) : fmt::format("{} per {} cycles", elements, cycles);
}

} // namespace

KindRate kindRate(const TargetInfo& t, const std::vector<int64_t>& params, WorkKind kind, bool floatWork) {
  return bestPerUnit(t, params, kind,
                     [&](const PeakInfo& p) { return p.work == kind && isFloatFormat(p.format) == floatWork; });
}

KindRate elementOpRate(const TargetInfo& t, const std::vector<int64_t>& params, bool floatWork, uint32_t kinds) {
  return bestPerUnit(t, params, WorkKind::Count, [&](const PeakInfo& p) {
    return (kinds >> int(p.work) & 1) && isFloatFormat(p.format) == floatWork;
  });
}

std::vector<PathRate> pathRates(const TargetInfo& t, const std::vector<int64_t>& params) {
  std::vector<PathRate> out;
  for (uint16_t i = 0; i < t.numMemoryPaths; ++i) {
    const MemoryPathInfo& p = t.memoryPaths[i];
    const int64_t* P = params.data();
    out.push_back({&p, p.readBytes(P), p.readCycles(P), p.writeBytes(P), p.writeCycles(P)});
  }
  return out;
}

std::string formatRate(double perCycle) {
  if (perCycle == std::floor(perCycle) && perCycle < 1e15) return fmt::format("{:.0f}", perCycle);
  if (perCycle >= 10) return fmt::format("{:.1f}", perCycle);
  if (perCycle >= 1) return fmt::format("{:.2f}", perCycle);
  return fmt::format("{:.2g}", perCycle);
}

std::string peakRatesMarkdown(const TargetInfo& t) {
  if (t.numPeaks == 0 && t.numMemoryPaths == 0) return "";
  std::vector<int64_t> params;
  std::string error;
  if (!resolveParams(t, {}, params, error)) return "";
  std::string out =
      "### Peak rates\n\n"
      "The machine's physical limits, with the default parameters: the most work of each kind a unit completes per "
      "cycle, counting every instruction that can do it, and the bytes per cycle each memory path moves. "
      "`kernelcraft eval`, `bench` and the agents' tools divide a task's work by them for the roofline bound printed "
      "beside every speedup: no kernel can take fewer cycles than its work at these rates.\n\n";
  if (t.numPeaks > 0) {
    out += "| work | format | unit | copies | per copy | unit total | via | source |\n|---|---|---|---|---|---|---|---|\n";
    for (uint16_t i = 0; i < t.numPeaks; ++i) {
      const PeakInfo& p = t.peaks[i];
      const int64_t e = p.elements(params.data()), c = p.cycles(params.data());
      const int copies = p.unit >= 0 && p.unit < t.numUnits ? t.units[p.unit].count : 1;
      out += fmt::format("| {} | {} | `{}` | {} | {} | {} per cycle | {} | {} |\n", workKindKey(p.work), p.format,
                         unitName(t, p.unit), copies, perCopy(e, c),
                         formatRate(c > 0 ? double(e) / double(c) * copies : 0), p.via, p.source);
    }
    out += "\nThe machine's rate for a kind of work is the sum over units of each unit's best row (a unit does one "
           "thing at a time; units work in parallel):\n\n| work | format | per cycle | from |\n|---|---|---|---|\n";
    for (int k = 0; k < kWorkKindCount; ++k)
      for (const bool floatWork : {true, false}) {
        const KindRate r = kindRate(t, params, WorkKind(k), floatWork);
        if (r.units.empty()) continue;
        std::string from;
        for (const UnitRate& u : r.units)
          from += fmt::format("{}`{}` {} ({})", from.empty() ? "" : ", ", unitName(t, u.unit), formatRate(u.perCycle),
                              u.peak->format);
        out += fmt::format("| {} | {} | {} | {} |\n", workKindKey(WorkKind(k)), floatWork ? "float" : "integer",
                           formatRate(r.perCycle), from);
      }
    out += "\nKinds: ";
    for (int k = 0; k < kWorkKindCount; ++k)
      out += fmt::format("{}**{}**: {}", k ? "; " : "", workKindKey(WorkKind(k)), workKindMeaning(WorkKind(k)));
    out += ". A kind with no row has no rate here and does not limit the bound.\n";
  }
  if (t.numMemoryPaths > 0) {
    std::string docs;
    out += "\n| memory path | memories | reads | writes | via | source |\n|---|---|---|---|---|---|\n";
    for (const PathRate& r : pathRates(t, params)) {
      std::string mems;
      for (uint8_t m = 0; m < r.path->numMemories; ++m)
        mems += fmt::format("{}`{}`", m ? ", " : "", t.memories[r.path->memories[m]].name);
      auto rate = [](int64_t bytes, int64_t cycles, double perCycle) {
        if (bytes <= 0) return std::string("-");
        return cycles == 1 ? fmt::format("{} B/cycle", bytes)
                           : fmt::format("{} B/cycle ({} B per {} cycles)", formatRate(perCycle), bytes, cycles);
      };
      out += fmt::format("| `{}` | {} | {} | {} | {} | {} |\n", r.path->name, mems,
                         rate(r.readBytes, r.readCycles, r.readPerCycle()),
                         rate(r.writeBytes, r.writeCycles, r.writePerCycle()), r.path->via, r.path->source);
      if (r.path->doc && *r.path->doc) docs += fmt::format("\n`{}`: {}\n", r.path->name, r.path->doc);
    }
    out += docs + "\nReads and writes share a path: its time is the bytes read at the read rate plus the bytes written at "
           "the write rate. A task's input held in a path's memory crosses it at least once, an output too, in the "
           "layout's format.\n";
  }
  return out;
}

} // namespace kc
