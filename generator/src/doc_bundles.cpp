#include "doc_bundles.h"

#include <algorithm>
#include <map>
#include <vector>

#include "gen_util.h"

namespace hwgen {
namespace {

std::string code(const std::string& s) { return "`" + s + "`"; }

std::string unitList(const TargetModel& m, const SlotM& s) {
  std::string out;
  for (int u : s.units) out += (out.empty() ? "" : ", ") + code(m.units[size_t(u)].name);
  return out;
}

// "`alu` 3..30, `mul` 31..58; 87..95 zero"
std::string layout(const TargetModel& m, const FormatM& f) {
  std::string s;
  std::vector<bool> held(size_t(f.bits), false);
  for (int b = 0; b < f.tagBits; ++b) held[size_t(b)] = true;
  for (size_t k = 0; k < f.slots.size(); ++k) {
    const int bits = m.slots[size_t(f.slots[k])].bits;
    s += (k ? ", " : "") + code(m.slots[size_t(f.slots[k])].name) + " " + std::to_string(f.offsets[k]) + ".." +
         std::to_string(f.offsets[k] + bits - 1);
    for (int b = 0; b < bits && f.offsets[k] + b < f.bits; ++b) held[size_t(f.offsets[k] + b)] = true;
  }
  for (const FormatM::Field& x : f.fixed) {
    s += "; " + std::to_string(x.lsb) + ".." + std::to_string(x.lsb + x.width - 1) + " = `" + binaryDigits(x.value, x.width) + "`";
    for (int b = 0; b < x.width; ++b) held[size_t(x.lsb + b)] = true;
  }
  std::string zero;
  for (int b = 0; b < f.bits;) {
    if (held[size_t(b)]) {
      ++b;
      continue;
    }
    int e = b;
    while (e + 1 < f.bits && !held[size_t(e + 1)]) ++e;
    zero += (zero.empty() ? "" : ", ") + (b == e ? std::to_string(b) : std::to_string(b) + ".." + std::to_string(e));
    b = e + 1;
  }
  return zero.empty() ? s : s + "; " + zero + " zero";
}

size_t mostSlots(const TargetModel& m) {
  size_t most = 0;
  for (const FormatM& f : m.formats) most = std::max(most, f.slots.size());
  return most;
}

} // namespace

std::string slotNames(const TargetModel& m, const InstrM& in) {
  std::string s;
  for (size_t k = 0; k < m.slots.size(); ++k)
    if (in.slotMask >> k & 1) s += (s.empty() ? "" : " or ") + code(m.slots[k].name);
  return s;
}

void bundleSection(const TargetModel& m, std::ostream& os) {
  if (!m.bundled()) return;
  os << "\n## Bundles\n\n";
  os << "A bundle holds up to " << mostSlots(m)
     << " instructions, each in a slot of the bundle's format. In assembly a bundle is one line, its instructions "
        "separated by `;`, or several lines between `{` and `}` with one instruction each; a line with one instruction "
        "is a bundle of one. The order of the instructions does not matter: the assembler gives each the first free "
        "slot that accepts it and packs the bundle into the smallest format with slots for all of them (the first "
        "listed below among formats of one size), filling every slot the bundle leaves empty with that slot's no-op; "
        "a mnemonic defined for several slots (one entry each below) takes whichever of them is free. "
        "An instruction that no slot accepts, two instructions that need the same slot and a combination that no "
        "format carries are errors at their line. The disassembler prints a bundle as the instructions written, "
        "and a slot's no-op only where the bundle needs it to keep its format.\n\n";
  os << "In semantics, `pc` is the bundle's address and `pc_next` the address after the bundle. How bundles issue "
        "and when their writes land: Performance model.\n\n";
  os << "### Slots\n\n| slot | bits | units | instructions | no-op | notes |\n|---|---|---|---|---|---|\n";
  for (size_t k = 0; k < m.slots.size(); ++k) {
    const SlotM& s = m.slots[k];
    std::vector<std::string> names;
    for (const InstrM& in : m.instrs)
      if ((in.slotMask >> k & 1) && std::find(names.begin(), names.end(), code(in.mnemonic)) == names.end())
        names.push_back(code(in.mnemonic));  // once, however many forms it has
    std::string list;
    for (size_t i = 0; i < names.size(); ++i) list += (i ? ", " : "") + names[i];
    os << "| " << code(s.name) << " | " << s.bits << " | " << unitList(m, s) << " | " << list << " | "
       << (s.nop >= 0 ? code(m.instrs[size_t(s.nop)].mnemonic) : std::string("none: formats with this slot need an "
                                                                            "instruction for it"))
       << " | " << s.doc << " |\n";
  }
  os << "\n### Formats\n\nThe tag in a bundle's lowest bits gives its length, and with the fixed fields its format; "
        "the slots follow the tag upwards unless placed otherwise. Bit 0 is "
     << "the lowest bit of the bundle read as one " << (m.littleEndian ? "little" : "big") << "-endian number.\n\n";
  os << "| format | bits | tag | slots (bits) | notes |\n|---|---|---|---|---|\n";
  for (const FormatM& f : m.formats)
    os << "| " << code(f.name) << " | " << f.bits << " | `" << binaryDigits(f.tag, f.tagBits) << "` | " << layout(m, f) << " | "
       << f.doc << " |\n";
}

void bundlePromptItems(const TargetModel& m, std::ostream& os) {
  if (!m.bundled()) return;
  os << "- Bundles: one bundle issues per cycle. Write a bundle's instructions on one line separated by `;` (or one per "
        "line between `{` and `}`); a lone instruction is a bundle of one. Each instruction takes a slot that accepts "
        "its unit, in any order; the assembler picks the smallest format with slots for all and fills the rest with "
        "no-ops. All slots read registers as they were before the bundle; at most one may branch; delay slots count "
        "bundles.\n";
  os << "- Slots:";
  for (size_t k = 0; k < m.slots.size(); ++k) os << (k ? "; " : " ") << code(m.slots[k].name) << " (" << unitList(m, m.slots[k]) << ")";
  os << ".\n";
  // Mnemonics in more than one slot, whose line below gives one slot's unit.
  std::map<std::string, uint32_t> slotsOf;  // every slot a mnemonic's forms go in
  for (const InstrM& in : m.instrs) slotsOf[in.mnemonic] |= in.slotMask;
  std::map<std::string, std::string> several;
  for (const auto& [mn, mask] : slotsOf) {
    if (__builtin_popcount(mask) < 2) continue;
    for (size_t k = 0; k < m.slots.size(); ++k)
      if (mask >> k & 1) several[mn] += (several[mn].empty() ? "" : " or ") + code(m.slots[k].name);
  }
  if (!several.empty()) {
    os << "- In more than one slot (the line below gives the first one's unit):";
    bool first = true;
    for (const auto& [mn, slots] : several) os << (first ? " " : "; ") << code(mn) << " in " << slots, first = false;
    os << ".\n";
  }
  os << "- Formats (bits: slots):";
  for (size_t i = 0; i < m.formats.size(); ++i) {
    const FormatM& f = m.formats[i];
    os << (i ? "; " : " ") << f.bits << ":";
    for (size_t k = 0; k < f.slots.size(); ++k) os << (k ? "+" : " ") << m.slots[size_t(f.slots[k])].name;
  }
  os << ".\n";
}

} // namespace hwgen
