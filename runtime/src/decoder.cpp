#include "kc/decoder.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>

#include "asm/tables.h"
#include "decode_index.h"
#include "kc/assembler.h"
#include "kc/encodings.h"

namespace kc {

namespace {

uint64_t readWord(const uint8_t* bytes, unsigned n, bool littleEndian) {
  return static_cast<uint64_t>(readBundleWord(bytes, n, littleEndian));
}

std::string hex(uint64_t v, int digits, bool upper) {
  char buf[32];
  std::snprintf(buf, sizeof buf, upper ? "%0*" PRIX64 : "%0*" PRIx64, digits, v);
  return buf;
}

std::string hexBytes(const uint8_t* bytes, unsigned n, bool littleEndian) {
  std::string s;
  for (unsigned b = 0; b < n; ++b) s += hex(bytes[littleEndian ? n - 1 - b : b], 2, false);
  return s;
}

// Bytes per element of the code memory.
unsigned codeElementBytes(const TargetInfo& t) {
  unsigned elem = 1;
  for (uint16_t m = 0; m < t.numMemories; ++m)
    if (t.memories[m].isCode) elem = std::max<unsigned>(1, t.memories[m].elemBytes);
  return elem;
}

// The code memory's elements as `.value` (a memory of wider elements takes no bytes).
std::string elementData(const TargetInfo& t, const uint8_t* bytes, unsigned n, unsigned elem) {
  std::string text = ".value ";
  for (unsigned k = 0; k < n; k += elem)
    text += (k ? ", 0x" : "0x") + hex(static_cast<uint64_t>(readBundleWord(bytes + k, elem, t.littleEndian)), int(2 * elem), true);
  return text;
}

// `n` bytes that are no instruction, as a directive that writes them back: elements where the
// code memory's are wider than a byte, else a .half or .word of that size, else the bytes.
std::string wordData(const TargetInfo& t, const uint8_t* bytes, unsigned n) {
  const unsigned elem = codeElementBytes(t);
  if (elem > 1 && n % elem == 0) return elementData(t, bytes, n, elem);
  if (elem == 1 && (n == 2 || n == 4))
    return (n == 2 ? ".half 0x" : ".word 0x") + hex(readWord(bytes, n, t.littleEndian), int(2 * n), true);
  std::string text = ".byte ";
  for (unsigned k = 0; k < n; ++k) text += (k ? ", 0x" : "0x") + hex(bytes[k], 2, true);
  return text;
}

} // namespace

// Whether every slot's text assembles back to its word.
static bool printsBack(const Decoder& dec, const DecodedBundle& b, uint64_t pc) {
  for (uint8_t k = 0; k < b.count; ++k)
    if (!dec.printsBack(b.slots[k], pc)) return false;
  return true;
}

// Bundles whose bytes decode, and whose text assembles back to them, print as bundles; anything
// else as data of the smallest format's length, in the code memory's elements (.byte, or .value
// for wider ones), so that the listing assembles back to the same bytes.
static std::string disassembleBundles(const Decoder& dec, const uint8_t* bytes, size_t size, uint64_t base,
                                      bool withAddresses) {
  const TargetInfo& t = dec.target();
  const unsigned granule = t.formats[0].bits / 8;
  const unsigned unit = std::max<unsigned>(1, t.codeAddressUnit);
  const unsigned elem = codeElementBytes(t);
  std::string out;
  size_t off = 0;
  DecodedBundle b;
  while (off < size) {
    const uint64_t pc = base + off / unit;
    std::string text;
    unsigned n;
    if (dec.decodeBundle(bytes + off, size - off, pc, b) && printsBack(dec, b, pc)) {
      n = b.sizeBytes;
      text = dec.printBundle(b, pc);
    } else {
      n = static_cast<unsigned>(std::min<size_t>(granule, size - off));
      if (elem > 1 && n % elem == 0) {
        text = elementData(t, bytes + off, n, elem);
      } else {
        text = ".byte ";
        for (unsigned k = 0; k < n; ++k) text += (k ? ", 0x" : "0x") + hex(bytes[off + k], 2, true);
      }
    }
    if (withAddresses) out += hex(pc, 8, false) + ": " + hexBytes(bytes + off, n, t.littleEndian) + "  ";
    out += text;
    out += '\n';
    off += n;
  }
  return out;
}

Decoder::Decoder(const TargetInfo& target) : target_(target) {
  for (uint16_t i = 0; i < target.numInstrs; ++i) byMaskBits_.push_back(i);
  std::stable_sort(byMaskBits_.begin(), byMaskBits_.end(), [&](uint16_t a, uint16_t b) {
    return __builtin_popcountll(target.instrs[a].mask) > __builtin_popcountll(target.instrs[b].mask);
  });
  index_ = &DecodeIndex::of(target, byMaskBits_);
  as::tablesFor(target);  // parse the syntaxes now rather than on the first print
}

int Decoder::match(uint64_t word) const {
  for (uint16_t i : byMaskBits_)
    if ((word & target_.instrs[i].mask) == target_.instrs[i].match && registersValid(target_, target_.instrs[i], word)) return i;
  return -1;
}

bool Decoder::decode(const uint8_t* bytes, size_t avail, uint64_t pc, Decoded& out) const {
  uint64_t word = 0;
  const int i = index_->find(bytes, avail, word);
  if (i < 0) return false;
  decodeWord(word, static_cast<uint16_t>(i), pc, out);
  return true;
}

void Decoder::decodeWord(uint64_t word, uint16_t i, uint64_t pc, Decoded& out) const {
  const InstrInfo& in = target_.instrs[i];
  out = Decoded{};
  out.exec = in.exec;
  out.instr = i;
  out.sizeBytes = in.sizeBytes;
  out.unit = in.unit;
  out.word = word;
  for (uint8_t k = 0; k < in.numOperands && k < kMaxOperands; ++k) out.ops[k] = extractOperand(in.operands[k], word, pc);
  out.sizeUnits = std::max<uint32_t>(1, in.sizeBytes / std::max<uint32_t>(1, target_.codeAddressUnit));
}

bool Decoder::decodeBundle(const uint8_t* bytes, size_t avail, uint64_t pc, DecodedBundle& out) const {
  const int f = bundleFormatAt(target_, bytes, avail);
  if (f < 0) return false;
  const BundleFormatInfo& fi = target_.formats[f];
  const unsigned n = fi.bits / 8;
  const BundleWord w = readBundleWord(bytes, n, target_.littleEndian);
  out.format = static_cast<int16_t>(f);
  out.sizeBytes = static_cast<uint8_t>(n);
  out.count = fi.numSlots;
  BundleWord covered = formatMask(fi);
  for (uint8_t k = 0; k < fi.numSlots; ++k) {
    const SlotInfo& slot = target_.slots[fi.slots[k]];
    const uint64_t word = bundleBits(w, fi.offsets[k], slot.bits);
    covered |= ((BundleWord(1) << slot.bits) - 1) << fi.offsets[k];
    int found = -1;
    for (uint16_t i : byMaskBits_) {
      const InstrInfo& in = target_.instrs[i];
      if ((in.slotMask >> fi.slots[k] & 1) && (word & in.mask) == in.match && registersValid(target_, in, word)) {
        found = i;
        break;
      }
    }
    if (found < 0) return false;
    decodeWord(word, static_cast<uint16_t>(found), pc, out.slots[k]);
    out.slots[k].sizeBytes = static_cast<uint8_t>(n);
    out.slots[k].sizeUnits = std::max<uint32_t>(1, n / std::max<uint32_t>(1, target_.codeAddressUnit));
  }
  return (w & ~covered) == 0;  // bits no slot, tag or fixed field holds are zero
}

int Decoder::writtenSlots(const DecodedBundle& b, uint8_t* slots) const {
  const BundleFormatInfo& fi = target_.formats[b.format];
  if (target_.printSlotNops) {
    for (uint8_t k = 0; k < b.count; ++k) slots[k] = k;
    return b.count;
  }
  // Leave out the fillers when what remains packs back into this format and these slots.
  uint16_t kept[kMaxBundleSlots];
  int n = 0;
  for (uint8_t k = 0; k < b.count; ++k)
    if (b.slots[k].instr != target_.slots[fi.slots[k]].nop) {
      kept[n] = b.slots[k].instr;
      slots[n++] = k;
    }
  if (n == 0) {  // only fillers: the first stands for the bundle
    kept[0] = b.slots[0].instr;
    slots[n++] = 0;
  }
  BundlePacking p;
  bool same = packBundle(target_, kept, n, p).problem == PackResult::None && p.format == b.format;
  for (int i = 0; same && i < n; ++i) same = p.slotOf[i] == slots[i];
  if (same) return n;
  for (uint8_t k = 0; k < b.count; ++k) slots[k] = k;
  return b.count;
}

std::string Decoder::printBundle(const DecodedBundle& b, uint64_t pc, bool absoluteTargets) const {
  uint8_t slots[kMaxBundleSlots];
  const int n = writtenSlots(b, slots);
  std::string s;
  for (int i = 0; i < n; ++i) s += (i ? target_.bundleSeparator : "") + print(b.slots[slots[i]], pc, absoluteTargets);
  return s;
}

bool Decoder::printsBack(const Decoded& d, uint64_t pc) const {
  const InstrInfo& in = target_.instrs[d.instr];
  for (uint8_t k = 0; k < in.numOperands && k < kMaxOperands; ++k) {
    const OperandInfo& op = in.operands[k];
    if (op.kind == OperandKind::Register && d.ops[k] >= target_.regFiles[op.regFile].count) return false;
    int file = 0, reg = 0;
    if (op.kind == OperandKind::RegUnion && !unionRegister(op, static_cast<uint64_t>(d.ops[k]), file, reg)) return false;
  }
  uint64_t word = 0;
  std::string error;
  if (!encodeInstruction(in, d.ops, pc, word, error) || word != d.word) return false;
  return !in.checkAssembled || !in.checkAssembled(d.ops);
}

int64_t extractOperand(const OperandInfo& op, uint64_t word, uint64_t pc) {
  uint64_t raw = 0;
  for (uint8_t i = 0; i < op.numPieces; ++i) {
    const FieldPiece& p = op.pieces[i];
    uint64_t mask = p.width >= 64 ? UINT64_MAX : (uint64_t(1) << p.width) - 1;
    if (p.valueLsb < 64) raw |= ((word >> p.wordLsb) & mask) << p.valueLsb;
  }
  if (op.kind == OperandKind::Register || op.kind == OperandKind::Enum || op.kind == OperandKind::RegUnion)
    return static_cast<int64_t>(raw);
  const int shift = as::scaleShift(op);
  const int fieldBits = op.bits - shift;
  if (fieldBits > 0 && fieldBits < 64) {
    raw &= (uint64_t(1) << fieldBits) - 1;
    if (op.isSigned && (raw >> (fieldBits - 1)) & 1) raw |= ~uint64_t(0) << fieldBits;
  }
  uint64_t value = raw << shift;
  if (op.kind == OperandKind::PcRel) value += pc;
  return static_cast<int64_t>(value);
}

std::string Decoder::print(const Decoded& d, uint64_t pc, bool absoluteTargets) const {
  const InstrInfo& in = target_.instrs[d.instr];
  const as::Syntax& syn = as::tablesFor(target_).instrSyntax[d.instr];
  std::string s = in.mnemonic;
  if (syn.elems.empty()) return s;
  s += ' ';
  const std::string* lastLiteral = nullptr;
  for (const as::SyntaxElem& e : syn.elems) {
    if (e.operand < 0) {
      s += e.text;
      lastLiteral = &e.text;
      continue;
    }
    const OperandInfo& op = in.operands[e.operand];
    const int64_t v = e.operand < kMaxOperands ? d.ops[e.operand] : 0;
    if (op.optional && op.omitWhenDefault && v == op.defaultValue) {
      if (lastLiteral && s.size() >= lastLiteral->size()) s.resize(s.size() - lastLiteral->size());
      lastLiteral = nullptr;
      continue;
    }
    lastLiteral = nullptr;
    switch (op.kind) {
      case OperandKind::Register: {
        const RegFileInfo& rf = target_.regFiles[op.regFile];
        s += v >= 0 && v < rf.count ? std::string(rf.regNames[v]) : std::string(rf.name) + "?" + std::to_string(v);
        break;
      }
      case OperandKind::RegUnion: {
        int file = 0, reg = 0;
        s += unionRegister(op, static_cast<uint64_t>(v), file, reg) ? std::string(target_.regFiles[file].regNames[reg])
                                                                     : std::string(op.name) + "?" + std::to_string(v);
        break;
      }
      case OperandKind::Enum:
        s += v >= 0 && v < op.numEnumNames ? std::string(op.enumNames[v]) : std::to_string(v);
        break;
      case OperandKind::Immediate: {
        const char* named = nullptr;
        for (uint16_t k = 0; k < op.numValueNames && !named; ++k)
          if (op.namedValues[k] == v) named = op.valueNames[k];
        if (named) s += named;
        else s += !op.isSigned && op.bits >= 64 ? std::to_string(static_cast<uint64_t>(v)) : std::to_string(v);
        break;
      }
      case OperandKind::PcRel:
        if (absoluteTargets) {
          const unsigned bits = target_.addressBits ? target_.addressBits : 64;
          const uint64_t mask = bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
          s += "0x" + hex(static_cast<uint64_t>(v) & mask, 1, false);
        }
        else s += std::to_string(static_cast<int64_t>(static_cast<uint64_t>(v) - pc));
        break;
    }
  }
  // A syntax ending in blanks would leave them behind.
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

std::string disassemble(const TargetInfo& target, const uint8_t* bytes, size_t size, uint64_t base,
                        bool withAddresses) {
  Decoder dec(target);
  if (target.bundled()) return disassembleBundles(dec, bytes, size, base, withAddresses);
  unsigned granule = 8;
  for (uint16_t i = 0; i < target.numInstrs; ++i)
    if (target.instrs[i].sizeBytes) granule = std::min<unsigned>(granule, target.instrs[i].sizeBytes);
  if (target.numInstrs == 0) granule = 4;
  const unsigned unit = std::max<unsigned>(1, target.codeAddressUnit);
  std::string out;
  size_t off = 0;
  while (off < size) {
    const uint64_t pc = base + off / unit;
    Decoded d;
    std::string text;
    unsigned n;
    uint64_t word;
    if (dec.decode(bytes + off, size - off, pc, d) && dec.printsBack(d, pc)) {
      n = d.sizeBytes;
      word = d.word;
      text = dec.print(d, pc);
    } else if (size - off >= granule) {
      n = granule;
      word = readWord(bytes + off, n, target.littleEndian);
      text = wordData(target, bytes + off, n);
    } else {
      // A tail shorter than any instruction: list its bytes in memory order.
      n = static_cast<unsigned>(size - off);
      word = 0;
      text = ".byte ";
      for (unsigned b = 0; b < n; ++b) {
        word = word << 8 | bytes[off + b];
        text += (b ? ", 0x" : "0x") + hex(bytes[off + b], 2, true);
      }
    }
    if (withAddresses) out += hex(pc, 8, false) + ": " + hex(word, int(2 * n), false) + "  ";
    out += text;
    out += '\n';
    off += n;
  }
  return out;
}

} // namespace kc
