#include "evaluation/stray_writes.h"

#include <algorithm>
#include <cstring>

namespace kc::bench {

namespace {

bool inRegion(int memory, int64_t unit, const Region& g) { return g.memory == memory && unit >= g.from && unit < g.to; }

// What a unit of memory holds under the layout; `mayWrite` says whether the kernel may change it.
std::string ownerOf(const ResolvedLayout& lay, const std::vector<Region>& writable, int memory, int64_t unit,
                    bool& mayWrite) {
  for (const PlacedTensor& t : lay.tensors) {
    if (t.memory != memory) continue;
    mayWrite = t.def->isOutput || t.writable;
    const std::string kind = t.def->isOutput ? "output " : "input ";
    if (unit >= t.address && unit < t.address + t.units) return kind + t.def->name;
    if (t.format == "mxfp8" && unit >= t.address + t.scaleOffset && unit < t.address + t.scaleOffset + t.elements / t.block)
      return "the MX scales of " + kind + t.def->name;
  }
  for (const PlacedConstant& c : lay.constants) {
    mayWrite = false;
    if (c.memory == memory && c.address == unit) return "constant " + c.name;
  }
  mayWrite = false;
  for (const Region& g : writable) mayWrite = mayWrite || inRegion(memory, unit, g);
  return "no tensor";
}

} // namespace

bool holdsRegisters(const kc::TargetInfo& target, int memory) {
  for (int f = 0; f < target.numRegFiles; ++f)
    if (target.regFiles[f].storageMemory == memory) return true;
  return false;
}

std::vector<Region> writableRegions(const ResolvedLayout& lay, const kc::TargetInfo& target, const kc::Program& program,
                                    size_t codeBytes) {
  std::vector<Region> regions = lay.scratch;
  const kc::MemoryInfo& codeMem = target.memories[program.codeMemory];
  const int64_t codeFrom = int64_t(program.codeBase) * target.codeAddressUnit / codeMem.elemBytes;
  regions.push_back({program.codeMemory, codeFrom, codeFrom + int64_t(codeBytes) / codeMem.elemBytes});
  for (const kc::MemoryImage& img : program.data) {
    const int64_t unit = target.memories[img.memory].elemBytes;
    regions.push_back({img.memory, int64_t(img.address), int64_t(img.address) + (int64_t(img.bytes.size()) + unit - 1) / unit});
  }
  return regions;
}

void findStrayWrites(const kc::Machine& m, int mem, const BytesBefore& before, const ResolvedLayout& lay,
                     const std::vector<Region>& writable, std::vector<StrayWrite>& stray, std::vector<ByteRange>* changed) {
  const kc::MemState& s = m.memory(mem);
  const size_t eb = s.elemBytes, total = s.bytes.size();
  // Whole units per chunk, so that a unit never straddles two.
  const size_t chunk = eb * 4096;
  std::vector<uint8_t> old(std::min(chunk, total));
  const std::string memName = m.target().memories[mem].name;
  for (size_t at = 0; at < total; at += chunk) {
    const size_t n = std::min(chunk, total - at);
    before(at, at + n, old.data());
    const uint8_t* now = s.bytes.data() + at;
    if (std::memcmp(old.data(), now, n) == 0) continue;
    if (changed) changed->push_back({at, at + n});
    for (size_t off = 0; off < n;) {
      if (old[off] == now[off]) { ++off; continue; }
      const int64_t unit = int64_t((at + off) / eb);
      bool mayWrite = false;
      std::string what = ownerOf(lay, writable, mem, unit, mayWrite);
      if (!mayWrite) {
        StrayWrite* last = stray.empty() ? nullptr : &stray.back();
        if (last && last->memory == memName && last->what == what) last->to = unit + 1;
        else if (stray.size() < 8) stray.push_back({memName, unit, unit + 1, what});
      }
      off = size_t(unit + 1) * eb - at;
    }
  }
}

std::string dataClash(const kc::TargetInfo& target, const kc::Program& program, const ResolvedLayout& lay) {
  for (const kc::MemoryImage& img : program.data) {
    const int64_t unit = target.memories[img.memory].elemBytes;
    const int64_t lo = int64_t(img.address), hi = lo + (int64_t(img.bytes.size()) + unit - 1) / unit;
    auto hits = [&](int mem, int64_t from, int64_t to) { return mem == img.memory && from < hi && lo < to; };
    const std::string where = std::string(target.memories[img.memory].name) + "[" + std::to_string(lo) + ".." +
                              std::to_string(hi - 1) + "]";
    for (const PlacedTensor& t : lay.tensors)
      if (hits(t.memory, t.address, t.address + t.units))
        return "the kernel's data at " + where + " overlaps " + (t.def->isOutput ? "output " : "input ") + t.def->name +
               " (" + target.memories[t.memory].name + "[" + std::to_string(t.address) + ".." +
               std::to_string(t.address + t.units - 1) + "])";
    for (const PlacedConstant& c : lay.constants)
      if (hits(c.memory, c.address, c.address + 1))
        return "the kernel's data at " + where + " overlaps the layout's constant " + c.name;
  }
  return "";
}

} // namespace kc::bench
