#include "kc/bundle.h"

#include <algorithm>

namespace kc {

namespace {

// Assigns each instruction from `i` on a free slot position of format `f` that accepts it
// (`accepts`: the slots of it and its variants).
bool assign(const TargetInfo& t, const BundleFormatInfo& f, const uint32_t* accepts, int count, int i, uint32_t used,
            uint8_t* slotOf) {
  if (i == count) {
    for (uint8_t k = 0; k < f.numSlots; ++k)
      if (!(used >> k & 1) && t.slots[f.slots[k]].nop < 0) return false;
    return true;
  }
  for (uint8_t k = 0; k < f.numSlots; ++k) {
    if (used >> k & 1 || !(accepts[i] >> f.slots[k] & 1)) continue;
    slotOf[i] = k;
    if (assign(t, f, accepts, count, i + 1, used | 1u << k, slotOf)) return true;
  }
  return false;
}

// Of instruction `i` and its slot variants, the one that slot `slot` accepts.
uint16_t variantFor(const TargetInfo& t, uint16_t i, unsigned slot) {
  for (uint16_t j = i;;) {
    if (t.instrs[j].slotMask >> slot & 1) return j;
    j = t.instrs[j].nextVariant;
    if (j == i) return i;
  }
}

std::string slotList(const TargetInfo& t, const BundleFormatInfo& f) {
  std::string s;
  for (uint8_t k = 0; k < f.numSlots; ++k) s += (k ? ", " : "") + std::string(t.slots[f.slots[k]].name);
  return s;
}

std::string slotsOf(const TargetInfo& t, uint32_t mask) {
  std::string s;
  for (uint8_t k = 0; k < t.numSlots; ++k)
    if (mask >> k & 1) s += (s.empty() ? "" : " or ") + std::string(t.slots[k].name);
  return s;
}

} // namespace

PackResult packBundle(const TargetInfo& t, const uint16_t* instrs, int count, BundlePacking& out) {
  PackResult r;
  out = BundlePacking{};
  if (count > kMaxBundleSlots) {
    r.problem = PackResult::TooMany;
    return r;
  }
  uint32_t accepts[kMaxBundleSlots];
  for (int i = 0; i < count; ++i) {
    accepts[i] = t.instrs[instrs[i]].variantSlots;
    if (!accepts[i]) {
      r.problem = PackResult::NoSlot;
      r.first = i;
      return r;
    }
  }
  for (uint8_t f = 0; f < t.numFormats; ++f)
    if (count <= t.formats[f].numSlots && assign(t, t.formats[f], accepts, count, 0, 0, out.slotOf)) {
      out.format = f;
      for (int i = 0; i < count; ++i) out.instr[i] = variantFor(t, instrs[i], t.formats[f].slots[out.slotOf[i]]);
      return r;
    }
  // Two instructions that only one slot accepts, when no format carries that slot twice.
  for (int i = 0; i < count; ++i)
    for (int j = i + 1; j < count; ++j) {
      const uint32_t a = accepts[i], b = accepts[j];
      if (a != b || (a & (a - 1))) continue;
      const int slot = __builtin_ctz(a);
      int most = 0;
      for (uint8_t f = 0; f < t.numFormats; ++f)
        most = std::max<int>(most, int(std::count(t.formats[f].slots, t.formats[f].slots + t.formats[f].numSlots, slot)));
      if (most < 2) {
        r.problem = PackResult::SameSlot;
        r.first = i;
        r.second = j;
        r.slot = slot;
        return r;
      }
    }
  r.problem = PackResult::NoFormat;
  return r;
}

std::string packProblemText(const TargetInfo& t, const PackResult& r, const uint16_t* instrs, const std::string* names,
                            int count, std::string& hint) {
  hint.clear();
  switch (r.problem) {
    case PackResult::None: return {};
    case PackResult::TooMany:
      return "a bundle of " + std::to_string(count) + " instructions; a bundle has at most " +
             std::to_string(kMaxBundleSlots);
    case PackResult::NoSlot:
      return "no slot of any bundle format accepts '" + names[r.first] + "'";
    case PackResult::SameSlot:
      hint = "no bundle format carries two '" + std::string(t.slots[r.slot].name) + "' slots; put one in another bundle";
      return "'" + names[r.first] + "' and '" + names[r.second] + "' both need slot '" + t.slots[r.slot].name + "'";
    case PackResult::NoFormat: {
      std::string what;
      for (int i = 0; i < count; ++i)
        what += (i ? (i + 1 == count ? " and " : ", ") : "") + names[i] + " (" + slotsOf(t, t.instrs[instrs[i]].variantSlots) + ")";
      for (uint8_t f = 0; f < t.numFormats; ++f)
        hint += (f ? "; " : "formats: ") + std::string(t.formats[f].name) + " (" + slotList(t, t.formats[f]) + ")";
      return "no bundle format carries " + what + " together";
    }
  }
  return {};
}

unsigned encodeBundle(const TargetInfo& t, const BundlePacking& p, const uint64_t* words, int count, uint8_t* out) {
  const BundleFormatInfo& f = t.formats[p.format];
  BundleWord w = formatMatch(f);
  uint32_t used = 0;
  auto place = [&](uint8_t k, uint64_t bits) {
    const unsigned width = t.slots[f.slots[k]].bits;
    const uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
    w |= BundleWord(bits & mask) << f.offsets[k];
  };
  for (int i = 0; i < count; ++i) {
    place(p.slotOf[i], words[i]);
    used |= 1u << p.slotOf[i];
  }
  for (uint8_t k = 0; k < f.numSlots; ++k)
    if (!(used >> k & 1)) place(k, t.instrs[t.slots[f.slots[k]].nop].match);
  const unsigned n = f.bits / 8;
  for (unsigned b = 0; b < n; ++b)
    out[b] = static_cast<uint8_t>(w >> (t.littleEndian ? 8 * b : 8 * (n - 1 - b)));
  return n;
}

BundleWord readBundleWord(const uint8_t* bytes, unsigned n, bool littleEndian) {
  BundleWord w = 0;
  for (unsigned b = 0; b < n; ++b) w |= BundleWord(bytes[b]) << (littleEndian ? 8 * b : 8 * (n - 1 - b));
  return w;
}

int bundleFormatAt(const TargetInfo& t, const uint8_t* bytes, size_t avail) {
  for (uint8_t f = 0; f < t.numFormats; ++f) {
    const BundleFormatInfo& fi = t.formats[f];
    const unsigned n = fi.bits / 8;
    if (n > avail) continue;
    // The tag sits in the lowest bits, further fixed fields where the format puts them.
    if ((readBundleWord(bytes, n, t.littleEndian) & formatMask(fi)) == formatMatch(fi)) return f;
  }
  return -1;
}

} // namespace kc
