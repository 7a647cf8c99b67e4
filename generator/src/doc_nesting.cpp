#include "doc_nesting.h"

#include "gen_util.h"

namespace hwgen {
namespace {

// `inner` nests inside `outer` where both can take the same place: the same length, a slot in
// common on a bundled target, and inner fixing every bit outer fixes, to the same value, and more.
bool nestsInside(const TargetModel& m, const InstrM& inner, const InstrM& outer) {
  if (inner.sizeBits != outer.sizeBits || (m.bundled() && !(inner.slotMask & outer.slotMask))) return false;
  return (inner.mask & outer.mask) == outer.mask && inner.mask != outer.mask && (inner.match & outer.mask) == outer.match;
}

// The values `inner` fixes in `outer`'s operand fields, as the encoding diagram names field bits:
// "rd = 00, imm[7:4] = 0001".
std::string fixedOperandBits(const InstrM& outer, const InstrM& inner) {
  std::string out;
  for (const OperandM& o : outer.operands) {
    std::vector<int> bit(o.fieldBits, -1);  // per field bit: -1 free, 0/1 fixed by inner
    for (const auto& p : o.pieces)
      for (int i = 0; i < p.width; ++i)
        if (p.valueLsb + i < o.fieldBits && (inner.mask >> (p.wordLsb + i) & 1))
          bit[p.valueLsb + i] = int(inner.match >> (p.wordLsb + i) & 1);
    for (int hi = o.fieldBits - 1; hi >= 0;) {
      if (bit[hi] < 0) {
        --hi;
        continue;
      }
      int lo = hi;
      uint64_t v = 0;
      while (lo >= 0 && bit[lo] >= 0) v = v << 1 | uint64_t(bit[lo--]);
      const bool whole = hi == o.fieldBits - 1 && lo < 0;
      const std::string name = whole ? o.name : o.name + "[" + std::to_string(hi) + (hi == lo + 1 ? "" : ":" + std::to_string(lo + 1)) + "]";
      out += (out.empty() ? "" : ", ") + name + " = " + binaryDigits(v, hi - lo);
      hi = lo;
    }
  }
  return out;
}

} // namespace

std::string nestedEncodingsParagraph(const TargetModel& m, const InstrM& in) {
  std::vector<const InstrM*> nested;
  for (const InstrM& other : m.instrs)
    if (nestsInside(m, other, in)) nested.push_back(&other);
  // Those nested inside another nested one are already words of that one.
  std::string cases;
  for (const InstrM* n : nested) {
    bool inner = false;
    for (const InstrM* o : nested) inner = inner || (o != n && nestsInside(m, *n, *o));
    if (inner) continue;
    cases += std::string(cases.empty() ? "" : "; ") + "where " + fixedOperandBits(in, *n) + " the word is `" + n->mnemonic + "`";
  }
  if (cases.empty()) return "";
  return "Nested encodings: " + cases + " (a more specific encoding wins); the assembler refuses operands of `" +
         in.mnemonic + "` that make such a word.\n\n";
}

} // namespace hwgen
