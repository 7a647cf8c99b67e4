// Every instruction of every compiled-in target: encode -> decode -> print -> assemble gives
// back the same word (on a VLIW target, the same bundle of one), for several operand values
// each. Operand values that the instruction's constraints or a nested encoding forbid
// (README, "Overlapping encodings") are words the assembler must refuse instead. New targets
// get this for free.
#include <catch2/catch.hpp>

#include "kc/assembler.h"
#include "kc/bundle.h"
#include "kc/decoder.h"
#include "kc/encodings.h"

namespace {

// Whether a program may write instruction `i` with these operands (absolute code addresses for
// PcRel) in slot `slot` (-1 without bundles): its constraints over operands hold, and no nested
// encoding claims its word.
bool writable(const kc::TargetInfo& t, uint16_t i, const int64_t* values, uint64_t word, int slot) {
  const kc::InstrInfo& in = t.instrs[i];
  if (in.checkAssembled && in.checkAssembled(values)) return false;
  return kc::nestedMatch(t, i, word, slot) < 0;
}

// Representative values of one operand: both ends of its range and a few in between.
std::vector<int64_t> sampleValues(const kc::TargetInfo& t, const kc::OperandInfo& op) {
  switch (op.kind) {
    case kc::OperandKind::Register: {
      int64_t n = t.regFiles[op.regFile].count;
      return {0, 1 % n, n / 2, n - 1};
    }
    case kc::OperandKind::Enum: return {0, op.numEnumNames - 1};
    case kc::OperandKind::RegUnion: {  // the first and last code of each member file
      std::vector<int64_t> codes;
      for (uint8_t m = 0; m < op.numUnionCodes; ++m) {
        const kc::RegCodeInfo& c = op.unionCodes[m];
        codes.push_back(c.base);
        if (c.count > 1) codes.push_back(int64_t(c.base) + int64_t(c.count - 1) * c.stride);
      }
      return codes;
    }
    default: {
      int64_t lo = op.isSigned ? -(int64_t(1) << (op.bits - 1)) : 0;
      int64_t hi = op.isSigned ? (int64_t(1) << (op.bits - 1)) - 1 : (op.bits >= 63 ? INT64_MAX : (int64_t(1) << op.bits) - 1);
      std::vector<int64_t> v = {lo, hi, 0, 1, hi / 3};
      if (op.isSigned) v.push_back(-1);
      for (auto& x : v) x -= x % op.scale;
      return v;
    }
  }
}

} // namespace

TEST_CASE("every instruction of every target round-trips through encode, decode, print and assemble") {
  auto targets = kc::allTargets();
  REQUIRE_FALSE(targets.empty());
  for (const kc::TargetInfo* t : targets) {
    kc::Decoder decoder(*t);
    size_t checked = 0;
    for (uint16_t i = 0; i < t->numInstrs; ++i) {
      const kc::InstrInfo& in = t->instrs[i];
      // Vary one operand at a time over its samples, the others at a middle value.
      std::vector<int64_t> base(in.numOperands);
      for (uint8_t k = 0; k < in.numOperands; ++k) base[k] = sampleValues(*t, in.operands[k]).back();
      std::vector<std::vector<int64_t>> cases = {base};
      for (uint8_t k = 0; k < in.numOperands; ++k)
        for (int64_t v : sampleValues(*t, in.operands[k])) {
          auto c = base;
          c[k] = v;
          cases.push_back(c);
        }
      for (const auto& ops : cases) {
        const uint64_t pc = 0;
        std::vector<int64_t> values = ops;
        for (uint8_t k = 0; k < in.numOperands; ++k)
          if (in.operands[k].kind == kc::OperandKind::PcRel) values[k] = static_cast<int64_t>(pc) + ops[k];
        uint64_t word = 0;
        std::string err;
        INFO(t->name << " " << in.mnemonic);
        REQUIRE(kc::encodeInstruction(in, ops.data(), pc, word, err));
        uint8_t bytes[kc::kMaxBundleBytes];
        unsigned size = in.sizeBytes;
        std::string text;
        kc::BundlePacking packing;
        int slot = -1;
        if (t->bundled()) {
          // A lone instruction is a bundle of one.
          REQUIRE(kc::packBundle(*t, &i, 1, packing).problem == kc::PackResult::None);
          // A slot variant the assembler never takes alone is checked in the bundle test below.
          if (packing.instr[0] != i) continue;
          slot = t->formats[packing.format].slots[packing.slotOf[0]];
        }
        if (!writable(*t, i, values.data(), word, slot)) {
          // The word is not this instruction's to write: its own text must be refused.
          kc::Decoded own;
          own.instr = i;
          for (size_t k = 0; k < values.size() && k < size_t(kc::kMaxOperands); ++k) own.ops[k] = values[k];
          const std::string ownText = decoder.print(own, pc);
          INFO(ownText);
          kc::AsmOptions opt;
          opt.fileName = "roundtrip.s";
          CHECK_FALSE(kc::assemble(*t, ownText + "\n", opt).program.has_value());
          continue;
        }
        if (t->bundled()) {
          size = kc::encodeBundle(*t, packing, &word, 1, bytes);
          kc::DecodedBundle b;
          REQUIRE(decoder.decodeBundle(bytes, size, pc, b));
          CHECK(std::string(t->instrs[b.slots[packing.slotOf[0]].instr].mnemonic) == in.mnemonic);
          text = decoder.printBundle(b, pc);
        } else {
          for (unsigned b = 0; b < size; ++b)
            bytes[b] = static_cast<uint8_t>(word >> (t->littleEndian ? 8 * b : 8 * (size - 1 - b)));
          kc::Decoded d;
          REQUIRE(decoder.decode(bytes, size, pc, d));
          CHECK(std::string(t->instrs[d.instr].mnemonic) == in.mnemonic);
          text = decoder.print(d, pc);
        }
        INFO(text);
        kc::AsmOptions opt;
        opt.fileName = "roundtrip.s";
        kc::AsmResult r = kc::assemble(*t, text + "\n", opt);
        REQUIRE(r.program.has_value());
        REQUIRE(r.program->code.size() == size);
        CHECK(std::equal(bytes, bytes + size, r.program->code.begin()));
        ++checked;
      }
    }
    INFO(t->name);
    CHECK(checked >= t->numInstrs * 2u);
  }
}

TEST_CASE("every bundle format of every bundled target round-trips with every slot filled") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    if (!t->bundled()) continue;
    INFO(t->name);
    kc::Decoder decoder(*t);
    for (uint8_t f = 0; f < t->numFormats; ++f) {
      const kc::BundleFormatInfo& fi = t->formats[f];
      INFO(fi.name);
      size_t checked = 0;
      // Rotate through the instructions each slot accepts and through their operand samples.
      for (int rep = 0; rep < 24; ++rep) {
        uint16_t instrs[kc::kMaxBundleSlots];
        uint64_t words[kc::kMaxBundleSlots];
        for (uint8_t k = 0; k < fi.numSlots; ++k) {
          std::vector<uint16_t> fits;
          for (uint16_t i = 0; i < t->numInstrs; ++i)
            if (t->instrs[i].slotMask >> fi.slots[k] & 1) fits.push_back(i);
          REQUIRE_FALSE(fits.empty());
          // The first instruction and operand samples from this rotation on that a program may
          // write in this slot.
          bool found = false;
          for (size_t tryInstr = 0; tryInstr < fits.size() && !found; ++tryInstr) {
            instrs[k] = fits[(static_cast<size_t>(rep + k) + tryInstr) % fits.size()];
            const kc::InstrInfo& in = t->instrs[instrs[k]];
            for (int shift = 0; shift < 8 && !found; ++shift) {
              std::vector<int64_t> ops(in.numOperands);
              for (uint8_t o = 0; o < in.numOperands; ++o) {
                const auto samples = sampleValues(*t, in.operands[o]);
                ops[o] = samples[static_cast<size_t>(rep + o + shift) % samples.size()];
              }
              std::string err;
              REQUIRE(kc::encodeInstruction(in, ops.data(), 0, words[k], err));
              found = writable(*t, instrs[k], ops.data(), words[k], fi.slots[k]);
            }
          }
          REQUIRE(found);
        }
        kc::BundlePacking packing;
        if (kc::packBundle(*t, instrs, fi.numSlots, packing).problem != kc::PackResult::None || packing.format != f ||
            !std::equal(instrs, instrs + fi.numSlots, packing.instr))
          continue;  // the assembler would choose another format or variant for these; it is checked with them
        uint8_t bytes[kc::kMaxBundleBytes];
        const unsigned size = kc::encodeBundle(*t, packing, words, fi.numSlots, bytes);
        kc::DecodedBundle b;
        REQUIRE(decoder.decodeBundle(bytes, size, 0, b));
        CHECK(b.format == f);
        const std::string text = decoder.printBundle(b, 0);
        INFO(text);
        kc::AsmOptions opt;
        opt.fileName = "bundle.s";
        kc::AsmResult r = kc::assemble(*t, text + "\n", opt);
        INFO(kc::format(r.diagnostics));
        REQUIRE(r.program.has_value());
        REQUIRE(r.program->code.size() == size);
        CHECK(std::equal(bytes, bytes + size, r.program->code.begin()));
        // And the same bundle written over several lines between braces.
        std::string braced = "{\n";
        for (size_t from = 0;;) {
          const size_t semi = text.find("; ", from);
          braced += "  " + text.substr(from, semi - from) + "\n";
          if (semi == std::string::npos) break;
          from = semi + 2;
        }
        kc::AsmResult rb = kc::assemble(*t, braced + "}\n", opt);
        REQUIRE(rb.program.has_value());
        CHECK(rb.program->code == r.program->code);
        ++checked;
      }
      CHECK(checked > 0);
    }
  }
}

namespace {

// Random code for target t: words that match a random instruction's fixed bits (on a bundled
// target, bundles of a random format with such a word in every slot), with random bits
// elsewhere, so that operand fields, reserved bits and nested encodings all get exercised.
std::vector<uint8_t> randomCode(const kc::TargetInfo& t, uint64_t& seed, int count) {
  auto next = [&seed] {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return seed ^ (seed >> 29);
  };
  auto wordFor = [&](uint16_t i) {
    const kc::InstrInfo& in = t.instrs[i];
    const unsigned bits = t.bundled() ? 64 : 8u * in.sizeBytes;
    const uint64_t all = bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
    return in.match | (next() & ~in.mask & all);
  };
  std::vector<uint8_t> code;
  for (int n = 0; n < count; ++n) {
    uint8_t bytes[kc::kMaxBundleBytes] = {};
    unsigned size = 0;
    if (t.bundled()) {
      kc::BundlePacking p;
      p.format = static_cast<int>(next() % t.numFormats);
      const kc::BundleFormatInfo& fi = t.formats[p.format];
      uint64_t words[kc::kMaxBundleSlots] = {};
      for (uint8_t k = 0; k < fi.numSlots; ++k) {
        std::vector<uint16_t> fits;
        for (uint16_t i = 0; i < t.numInstrs; ++i)
          if (t.instrs[i].slotMask >> fi.slots[k] & 1) fits.push_back(i);
        p.slotOf[k] = k;
        p.instr[k] = fits[next() % fits.size()];
        const unsigned w = t.slots[fi.slots[k]].bits;
        words[k] = wordFor(p.instr[k]) & (w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1);
      }
      size = kc::encodeBundle(t, p, words, fi.numSlots, bytes);
    } else {
      const kc::InstrInfo& in = t.instrs[next() % t.numInstrs];
      const uint64_t word = wordFor(static_cast<uint16_t>(&in - t.instrs));
      size = in.sizeBytes;
      for (unsigned b = 0; b < size; ++b)
        bytes[b] = static_cast<uint8_t>(word >> (t.littleEndian ? 8 * b : 8 * (size - 1 - b)));
    }
    code.insert(code.end(), bytes, bytes + size);
  }
  return code;
}

} // namespace

TEST_CASE("every target's disassembly of random code assembles back to the same bytes") {
  uint64_t seed = 24;
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO(t->name);
    for (int round = 0; round < 8; ++round) {
      const std::vector<uint8_t> code = randomCode(*t, seed, 200);
      const std::string listing = kc::disassemble(*t, code.data(), code.size(), 0, false);
      kc::AsmOptions opt;
      opt.fileName = "listing.s";
      kc::AsmResult r = kc::assemble(*t, listing, opt);
      INFO(kc::format(r.diagnostics));
      REQUIRE(r.program.has_value());
      REQUIRE(r.program->code.size() == code.size());
      for (size_t off = 0; off < code.size(); ++off)
        if (r.program->code[off] != code[off]) {
          INFO("first difference at byte " << off << "\n" << listing);
          FAIL_CHECK("the listing assembles to other bytes");
          break;
        }
    }
  }
}
