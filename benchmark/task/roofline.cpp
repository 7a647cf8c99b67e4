#include "task/roofline.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "kc/numeric.h"
#include "kc/peak_rates.h"

namespace kc::bench {

namespace {

// Bytes a tensor occupies in its layout's format: MXFP8 adds one scale byte per block.
double tensorBytes(const PlacedTensor& t) {
  if (t.format == "mxfp8") return double(t.elements) + std::ceil(double(t.elements) / double(std::max<int64_t>(t.block, 1)));
  const auto f = kc::num::parseFormat(t.format);
  return double(t.elements) * double(f ? kc::num::storageBytes(*f) : 1);
}

bool isFloatWork(const TaskDef& task) {
  for (const TensorDef& t : task.tensors)
    if (t.isOutput) {
      const auto f = kc::num::parseFormat(t.dtype);
      return !f || f->isFloat();
    }
  return true;
}

std::string unitsText(const kc::TargetInfo& target, const kc::KindRate& r) {
  if (r.units.size() < 2) return "";
  std::string s;
  for (const kc::UnitRate& u : r.units)
    s += fmt::format("{}{} {}", s.empty() ? " (" : ", ", target.units[u.unit].name, kc::formatRate(u.perCycle));
  return s + ")";
}

const char* workNoun(kc::WorkKind k) {
  switch (k) {
    case kc::WorkKind::Mac: return "MACs";
    case kc::WorkKind::Add: return "adds";
    case kc::WorkKind::Mul: return "multiplies";
    case kc::WorkKind::Max: return "maxima";
    case kc::WorkKind::Exp: return "exponentials";
    case kc::WorkKind::Div: return "divides";
    case kc::WorkKind::Sqrt: return "square roots";
    case kc::WorkKind::Count: break;
  }
  return "operations";
}

} // namespace

std::string groupedNumber(double value) {
  const std::string digits = fmt::format("{:.0f}", std::round(std::abs(value)));
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return (value < 0 ? "-" : "") + out;
}

RooflineBound rooflineBound(const kc::TargetInfo& target, const TaskDef& task, const SizeValues& sizes,
                            const ResolvedLayout& layout) {
  RooflineBound b;
  const std::vector<int64_t>& params = layout.paramValues;
  const bool floatWork = isFloatWork(task);

  // Element operations together: only kinds the machine has a rate for (an exponential it has no
  // instruction for is computed from other operations, which it may do faster than the units'
  // stated best); a multiply and an add may fuse into one operation, so they count as the larger.
  double elementOps = 0, mulOrAdd = 0;
  uint32_t elementKinds = 0;
  for (int k = 0; k < kc::kWorkKindCount; ++k) {
    const auto kind = kc::WorkKind(k);
    const double work = task.workOf(kind, sizes);
    if (!(work > 0) || !std::isfinite(work)) continue;  // none, or a formula that divides by zero here
    const kc::KindRate rate = kc::kindRate(target, params, kind, floatWork);
    if (rate.perCycle <= 0) continue;
    if (kind != kc::WorkKind::Mac) elementKinds |= 1u << k;
    if (kind == kc::WorkKind::Mul || kind == kc::WorkKind::Add) mulOrAdd = std::max(mulOrAdd, work);
    else if (kind != kc::WorkKind::Mac) elementOps += work;
    b.terms.push_back({kc::workKindKey(kind), work / rate.perCycle,
                       fmt::format("{} {} at {} per cycle{}", groupedNumber(work), workNoun(kind),
                                   kc::formatRate(rate.perCycle), unitsText(target, rate))});
  }
  // Every element operation takes a unit's time, at best its fastest kind's rate.
  elementOps += mulOrAdd;
  // Only units that can do one of the task's kinds take part, each at its best rate among them.
  const kc::KindRate all = kc::elementOpRate(target, params, floatWork, elementKinds);
  // Multiplies and adds form one group (they may fuse): with a single group this term says no more
  // than that group's own.
  uint32_t groups = elementKinds & ~(1u << int(kc::WorkKind::Add));
  if (elementKinds & (1u << int(kc::WorkKind::Add))) groups |= 1u << int(kc::WorkKind::Mul);
  if (elementOps > 0 && all.perCycle > 0 && __builtin_popcount(groups) > 1)
    b.terms.push_back({"element operations", elementOps / all.perCycle,
                       fmt::format("{} element operations at {} per cycle{}", groupedNumber(elementOps),
                                   kc::formatRate(all.perCycle), unitsText(target, all))});

  for (const kc::PathRate& path : kc::pathRates(target, params)) {
    double read = 0, written = 0;
    for (const PlacedTensor& t : layout.tensors) {
      const bool onPath = std::any_of(path.path->memories, path.path->memories + path.path->numMemories,
                                      [&](uint16_t m) { return int(m) == t.memory; });
      if (!onPath || !t.def) continue;
      (t.def->isOutput ? written : read) += tensorBytes(t);
    }
    double cycles = 0;
    std::string detail;
    if (read > 0 && path.readPerCycle() > 0) {
      cycles += read / path.readPerCycle();
      detail = fmt::format("{} bytes read at {} B/cycle", groupedNumber(read), kc::formatRate(path.readPerCycle()));
    }
    if (written > 0 && path.writePerCycle() > 0) {
      cycles += written / path.writePerCycle();
      detail += fmt::format("{}{} bytes written at {} B/cycle", detail.empty() ? "" : " and ", groupedNumber(written),
                            kc::formatRate(path.writePerCycle()));
    }
    if (cycles > 0) b.terms.push_back({path.path->name, cycles, detail});
  }

  std::stable_sort(b.terms.begin(), b.terms.end(), [](const BoundTerm& x, const BoundTerm& y) { return x.cycles > y.cycles; });
  if (!b.terms.empty()) {
    // A kernel's cycles are whole, so the bound rounds up (less a hair of floating-point error).
    b.cycles = uint64_t(std::clamp(std::ceil(b.terms.front().cycles - 1e-9), 1.0, 1e18));
  }
  return b;
}

double shareOfBound(const RooflineBound& b, uint64_t cycles) {
  if (!b.known() || cycles == 0) return 0;
  return double(b.cycles) / double(cycles);
}

std::string boundText(const RooflineBound& b) {
  if (!b.known()) return "";
  return fmt::format("bound {} cycles, set by {}: {}", groupedNumber(double(b.cycles)), b.resource(), b.detail());
}

std::string boundSentence(const RooflineBound& b, uint64_t cycles) {
  if (!b.known()) return "";
  std::string s = boundText(b);
  if (cycles > 0) s += fmt::format("; {:.0f}% of the bound", 100.0 * shareOfBound(b, cycles));
  return s;
}

nlohmann::ordered_json boundJson(const RooflineBound& b) {
  nlohmann::ordered_json j;
  j["cycles"] = b.cycles;
  j["resource"] = b.resource();
  j["detail"] = b.detail();
  nlohmann::ordered_json terms = nlohmann::ordered_json::array();
  for (const BoundTerm& t : b.terms) terms.push_back({{"resource", t.resource}, {"cycles", t.cycles}, {"detail", t.detail}});
  j["terms"] = terms;
  return j;
}

} // namespace kc::bench
