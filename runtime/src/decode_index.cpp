#include "decode_index.h"

#include <map>
#include <memory>
#include <mutex>

#include "kc/bundle.h"
#include "kc/encodings.h"

namespace kc {

DecodeIndex::DecodeIndex(const TargetInfo& target, const std::vector<uint16_t>& order) : target_(target) {
  std::map<unsigned, SizeGroup> bySize;
  for (uint16_t i : order) {
    const unsigned n = target.instrs[i].sizeBytes;
    if (n == 0 || n > 8) continue;  // never decoded
    SizeGroup& g = bySize[n];
    if (g.bytes == 0) {
      g.bytes = n;
      g.common = ~uint64_t(0);
    }
    g.common &= target.instrs[i].mask;
  }
  for (uint32_t rank = 0; rank < order.size(); ++rank) {
    const InstrInfo& in = target.instrs[order[rank]];
    auto g = bySize.find(in.sizeBytes);
    if (g == bySize.end()) continue;
    // A word of this instruction has the common bits its match gives them.
    g->second.byCommonBits[in.match & g->second.common].push_back({rank, order[rank]});
  }
  for (auto& [n, g] : bySize) sizes_.push_back(std::move(g));
}

int DecodeIndex::find(const uint8_t* bytes, size_t avail, uint64_t& word) const {
  uint32_t bestRank = UINT32_MAX;
  int best = -1;
  for (const SizeGroup& g : sizes_) {
    if (g.bytes > avail) break;
    const uint64_t w = static_cast<uint64_t>(readBundleWord(bytes, g.bytes, target_.littleEndian));
    auto it = g.byCommonBits.find(w & g.common);
    if (it == g.byCommonBits.end()) continue;
    for (const Candidate& c : it->second) {
      if (c.rank >= bestRank) break;
      const InstrInfo& in = target_.instrs[c.instr];
      if ((w & in.mask) != in.match || !registersValid(target_, in, w)) continue;
      bestRank = c.rank;
      best = c.instr;
      word = w;
      break;
    }
  }
  return best;
}

const DecodeIndex& DecodeIndex::of(const TargetInfo& target, const std::vector<uint16_t>& order) {
  static std::mutex mutex;
  static std::map<const TargetInfo*, std::unique_ptr<DecodeIndex>> built;
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<DecodeIndex>& d = built[&target];
  if (!d) d = std::make_unique<DecodeIndex>(target, order);
  return *d;
}

} // namespace kc
