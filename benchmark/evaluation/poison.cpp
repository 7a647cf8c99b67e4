#include "evaluation/poison.h"

#include <algorithm>
#include <cmath>

#include "kc/numeric.h"

namespace kc::bench {

namespace {

// One unit of `format` holding the poison: the format's NaN, or the integer pattern.
std::vector<uint8_t> poisonUnit(const std::string& format, size_t unitBytes) {
  std::vector<uint8_t> unit(unitBytes, kPoisonByte);
  std::optional<kc::num::Format> f = kc::num::parseFormat(format);
  if (!f || !f->isFloat() || kc::num::storageBytes(*f) != unitBytes) return unit;
  kc::num::encode(*f, NAN, unit.data());
  // Formats whose encoder has no NaN to give (an E8M0 scale) take all ones, their NaN.
  if (!std::isnan(kc::num::decode(*f, unit.data()))) std::fill(unit.begin(), unit.end(), 0xFF);
  return unit;
}

void fill(kc::MemState& mem, int64_t fromUnit, int64_t toUnit, const std::vector<uint8_t>& unit) {
  const int64_t units = int64_t(mem.bytes.size() / mem.elemBytes);
  fromUnit = std::clamp<int64_t>(fromUnit, 0, units);
  toUnit = std::clamp<int64_t>(toUnit, fromUnit, units);
  const auto first = mem.bytes.begin() + ptrdiff_t(fromUnit * int64_t(mem.elemBytes));
  // Megabytes of scratch are poisoned before every run: one byte repeated is a plain fill.
  if (std::all_of(unit.begin(), unit.end(), [&](uint8_t b) { return b == unit[0]; })) {
    std::fill(first, first + ptrdiff_t((toUnit - fromUnit) * int64_t(mem.elemBytes)), unit[0]);
    return;
  }
  for (int64_t u = fromUnit; u < toUnit; ++u)
    std::copy(unit.begin(), unit.end(), mem.bytes.begin() + ptrdiff_t(u * int64_t(mem.elemBytes)));
}

// Fills `count` elements of `format` starting at byte `offset`.
void fillElements(kc::MemState& mem, size_t offset, int64_t count, const std::string& format) {
  std::optional<kc::num::Format> f = kc::num::parseFormat(format);
  const size_t bytes = f ? kc::num::storageBytes(*f) : 1;
  const std::vector<uint8_t> unit = poisonUnit(format, bytes);
  for (int64_t i = 0; i < count && offset + (size_t(i) + 1) * bytes <= mem.bytes.size(); ++i)
    std::copy(unit.begin(), unit.end(), mem.bytes.begin() + ptrdiff_t(offset + size_t(i) * bytes));
}

void restoreImage(kc::Machine& m, const kc::Program& program) {
  const kc::TargetInfo& target = m.target();
  auto put = [&](int memory, size_t at, const std::vector<uint8_t>& bytes) {
    kc::MemState& mem = m.memory(memory);
    if (at <= mem.bytes.size() && bytes.size() <= mem.bytes.size() - at)
      std::copy(bytes.begin(), bytes.end(), mem.bytes.begin() + ptrdiff_t(at));
  };
  put(program.codeMemory, size_t(program.codeBase) * target.codeAddressUnit, program.code);
  for (const kc::MemoryImage& img : program.data)
    put(img.memory, size_t(img.address) * target.memories[img.memory].elemBytes, img.bytes);
}

} // namespace

void poisonWritable(kc::Machine& m, const ResolvedLayout& lay, const kc::Program* program) {
  const kc::TargetInfo& target = m.target();
  for (const Region& g : lay.scratch) {
    const kc::MemoryInfo& info = target.memories[g.memory];
    fill(m.memory(g.memory), g.from, g.to, poisonUnit(info.elemType, info.elemBytes));
  }
  for (const PlacedTensor& p : lay.tensors) {
    if (!p.def->isOutput) continue;
    kc::MemState& mem = m.memory(p.memory);
    const size_t unit = target.memories[p.memory].elemBytes;
    if (p.format == "mxfp8") {
      fillElements(mem, size_t(p.address) * unit, p.elements, "fp8e4m3");
      fillElements(mem, size_t(p.address + p.scaleOffset) * unit, (p.elements + p.block - 1) / p.block, "e8m0");
    } else {
      fillElements(mem, size_t(p.address) * unit, p.elements, p.format);
    }
  }
  if (program) restoreImage(m, *program);
}

} // namespace kc::bench
