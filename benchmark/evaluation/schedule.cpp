#include "evaluation/schedule.h"

#include <algorithm>

#include <fmt/format.h>

namespace kc::bench {

namespace {

// Buckets kept while a run goes on; pairs merge (and the width doubles) when a run outgrows them.
constexpr size_t kBuckets = 60;

enum Cause { Operands, Memory, Unit, Dispatch };
constexpr size_t kMaxWaitKeys = 1 << 16;
constexpr int64_t kOther = -2;  // "what" of waits folded together past kMaxWaitKeys
constexpr const char* kCauseNames[] = {"operands", "memory", "unit", "dispatch"};

std::string where(const kc::Machine& m, uint64_t pc) {
  const kc::SourceLine* l = m.sourceOf(pc);
  return l ? fmt::format("pc {} ({}:{})", pc, l->file, l->line) : fmt::format("pc {}", pc);
}

} // namespace

void TraceWindow::issued(const kc::IssueEvent& e) {
  lastCycle = std::max(lastCycle, e.cycle);
  if (e.cycle < from_ || e.cycle > to_) return;
  ++inWindow;
  if (kept_.size() < maxLines_) kept_.push_back(e);
  else if (!firstCycleLeftOut) firstCycleLeftOut = e.cycle;
}

void TraceWindow::finish(const kc::Machine& m) {
  for (const kc::IssueEvent& e : kept_) {
    std::string line = kc::formatTraceLine(m, e);
    if (line.empty()) continue;
    if (const kc::SourceLine* l = m.sourceOf(e.pc)) {
      line.pop_back();
      line += fmt::format("  [{}:{}]\n", l->file, l->line);
    }
    lines.push_back(std::move(line));
  }
  kept_.clear();
}

ScheduleProfile::ScheduleProfile(const kc::TargetInfo& t) : target_(t) {
  unitBuckets.assign(t.numUnits, std::vector<double>(kBuckets, 0.0));
}

void ScheduleProfile::addBusy(int unit, uint64_t from, uint64_t to, double amount) {
  if (to <= from) to = from + 1;
  while (to > bucketCycles * kBuckets) {  // widen: merge neighbours
    for (auto& row : unitBuckets) {
      for (size_t i = 0; i < kBuckets / 2; ++i) row[i] = row[2 * i] + row[2 * i + 1];
      std::fill(row.begin() + kBuckets / 2, row.end(), 0.0);
    }
    bucketCycles *= 2;
  }
  const double perCycle = amount / double(to - from);
  for (uint64_t c = from; c < to;) {
    const uint64_t b = c / bucketCycles, end = std::min(to, (b + 1) * bucketCycles);
    unitBuckets[unit][b] += perCycle * double(end - c);
    c = end;
  }
}

void ScheduleProfile::issued(const kc::IssueEvent& e) {
  cycles = std::max({cycles, e.ready, e.cycle + 1});
  // The unit is busy `interval` cycles per micro-op, spread from the first micro-op to the end of the last.
  if (e.unit >= 0) addBusy(e.unit, e.cycle, e.lastUop + uint64_t(e.interval), double(e.uops) * double(e.interval));
  auto add = [&](int cause, uint64_t cycles, int64_t what, uint64_t writer) {
    if (!cycles) return;
    Key key{cause, e.pc, what, writer};
    // A hostile kernel can make a new (instruction, producer) pair at every step: past the bound,
    // new pairs count under their cause and instruction alone.
    if (raw_.size() >= kMaxWaitKeys && !raw_.count(key)) key = Key{cause, e.pc, kOther, 0};
    auto& v = raw_[key];
    v.first += cycles;
    ++v.second;
  };
  add(Operands, e.waitOperands, e.waitedForAll ? -1 : e.operandSlot, e.waitedForAll ? 0 : e.operandWriterPc);
  add(Memory, e.waitMemory, e.memory, e.memoryWriterPc);
  if (e.waitMemory && ranges_.size() < kMaxWaitKeys) ranges_[{Memory, e.pc, e.memory, e.memoryWriterPc}] = {e.memoryLo, e.memoryHi};
  add(Unit, e.waitUnit, e.unit, 0);
  add(Dispatch, e.waitDispatch, e.unit, 0);
}

void ScheduleProfile::finish(const kc::Machine& m) {
  for (const auto& [key, v] : raw_) {
    const auto& [cause, pc, what, writer] = key;
    Wait w;
    w.cause = kCauseNames[cause];
    w.pc = pc;
    w.cycles = v.first;
    w.times = v.second;
    if (what == kOther) {
      w.what = "various (too many distinct producers to list)";
      waits.push_back(std::move(w));
      continue;
    }
    switch (cause) {
      case Operands:
        w.what = what < 0 ? "every register in flight" : fmt::format("{} from {}", m.slotName(int32_t(what)), where(m, writer));
        break;
      case Memory: {
        const auto it = ranges_.find(key);
        const auto [lo, hi] = it != ranges_.end() ? it->second : std::pair<uint64_t, uint64_t>{0, 0};
        w.what = fmt::format("{} from {}", kc::describeRange(m, int(what), lo, hi), where(m, writer));
        break;
      }
      case Unit: w.what = fmt::format("{} busy", target_.units[what].name); break;
      default: {
        const int16_t st = target_.units[what].dispatch;
        w.what = fmt::format("{} full", st >= 0 ? target_.dispatches[st].name : "?");
      }
    }
    waits.push_back(std::move(w));
  }
  std::stable_sort(waits.begin(), waits.end(), [](const Wait& a, const Wait& b) { return a.cycles > b.cycles; });
  raw_.clear();
  // Busy copy-cycles to shares of the bucket's capacity.
  const size_t used = std::min<size_t>(kBuckets, (cycles + bucketCycles - 1) / bucketCycles);
  for (size_t u = 0; u < unitBuckets.size(); ++u) {
    auto& row = unitBuckets[u];
    row.resize(used);
    const double copies = std::max<uint16_t>(1, target_.units[u].count);
    for (size_t b = 0; b < used; ++b) {
      const uint64_t len = std::min<uint64_t>(bucketCycles, cycles - b * bucketCycles);
      row[b] = len ? std::min(1.0, row[b] / (copies * double(len))) : 0.0;
    }
  }
}

std::string busyBar(const std::vector<double>& shares) {
  std::string bar;
  for (double s : shares) bar += s <= 0 ? ' ' : s < 0.25 ? '.' : s < 0.5 ? ':' : s < 0.75 ? '+' : s < 0.999 ? '*' : '#';
  return bar;
}

} // namespace kc::bench
