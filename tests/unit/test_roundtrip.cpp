// Every instruction of every compiled-in target: encode -> decode -> print -> assemble gives
// back the same word (on a VLIW target, the same bundle of one), for several operand values
// each. New targets get this for free.
#include <catch2/catch.hpp>

#include "kc/assembler.h"
#include "kc/bundle.h"
#include "kc/decoder.h"

namespace {

// Representative values of one operand: both ends of its range and a few in between.
std::vector<int64_t> sampleValues(const kc::TargetInfo& t, const kc::OperandInfo& op) {
  switch (op.kind) {
    case kc::OperandKind::Register: {
      int64_t n = t.regFiles[op.regFile].count;
      return {0, 1 % n, n / 2, n - 1};
    }
    case kc::OperandKind::Enum: return {0, op.numEnumNames - 1};
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
        if (t->bundled()) {
          // A lone instruction is a bundle of one.
          kc::BundlePacking packing;
          REQUIRE(kc::packBundle(*t, &i, 1, packing).problem == kc::PackResult::None);
          // A slot variant the assembler never takes alone is checked in the bundle test below.
          if (packing.instr[0] != i) continue;
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
        // A sample that breaks a constraint over operands alone is a word the assembler refuses.
        if (in.checkAssembled && in.checkAssembled(values.data())) {
          CHECK_FALSE(r.program.has_value());
          continue;
        }
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
          instrs[k] = fits[static_cast<size_t>(rep + k) % fits.size()];
          const kc::InstrInfo& in = t->instrs[instrs[k]];
          std::vector<int64_t> ops(in.numOperands);
          for (uint8_t o = 0; o < in.numOperands; ++o) {
            const auto samples = sampleValues(*t, in.operands[o]);
            ops[o] = samples[static_cast<size_t>(rep + o) % samples.size()];
          }
          std::string err;
          REQUIRE(kc::encodeInstruction(in, ops.data(), 0, words[k], err));
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
