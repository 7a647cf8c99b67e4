#include "asm/assembler_impl.h"
#include "kc/decoder.h"

namespace kc::as {

namespace {
constexpr int kMaxParsed = 32;
} // namespace

std::string Assembler::registerHint(int file, std::string_view name) const {
  const RegFileInfo& rf = target_.regFiles[file];
  // "r16" in a file of r0..r15: name the range rather than a look-alike register.
  size_t digits = name.size();
  while (digits > 0 && isDigit(name[digits - 1])) --digits;
  if (digits < name.size() && rf.count > 0) {
    std::string prefix = lower(name.substr(0, digits));
    std::string first = rf.regNames[0], last = rf.regNames[rf.count - 1];
    if (lower(first).rfind(prefix, 0) == 0 && lower(last).rfind(prefix, 0) == 0 && first.size() > prefix.size() &&
        isDigit(first[prefix.size()]) && isDigit(last.back()))
      return "register file '" + std::string(rf.name) + "' has " + first + ".." + last;
  }
  std::string best = closestMatch(name, tables_.regs[file].spellings);
  return best.empty() ? std::string() : "did you mean '" + best + "'?";
}

// The code of the register `name` in a RegUnion operand, or -1.
int64_t Assembler::unionCodeOf(const OperandInfo& op, std::string_view name) const {
  const std::string lw = lower(name);
  for (uint8_t k = 0; k < op.numUnionCodes; ++k) {
    const NameMap& regs = tables_.regs[op.unionCodes[k].regFile];
    auto it = regs.byLower.find(lw);
    if (it == regs.byLower.end()) continue;
    const int64_t code = unionCode(op, op.unionCodes[k].regFile, it->second);
    if (code >= 0) return code;
  }
  return -1;
}

// The registers a RegUnion operand takes, file by file: "r0..r31, p0..p7, lr".
std::string Assembler::unionMembersText(const OperandInfo& op) const {
  std::string s;
  for (uint8_t k = 0; k < op.numUnionCodes; ++k) {
    const RegCodeInfo& m = op.unionCodes[k];
    const RegFileInfo& rf = target_.regFiles[m.regFile];
    if (!m.count) continue;
    s += (s.empty() ? "" : ", ") + std::string(rf.regNames[m.first]);
    if (m.count > 1) s += (m.step > 1 ? ", " : "..") + std::string(rf.regNames[m.first + (m.count - 1) * m.step]);
  }
  return s;
}

// A register's name as written: a symbol, or two joined by ':' where the target names a
// register so (a pair, "r17:r16").
std::string_view Assembler::registerText(Cursor& c) const {
  const size_t start = c.p;
  std::string_view name = c.symbol();
  if (name.empty() || c.peek() != ':' || !isSymbolStart(c.peek(1))) return name;
  Cursor joined = c;
  ++joined.p;
  joined.symbol();
  const std::string_view both = c.s.substr(start, joined.p - start);
  if (!tables_.registerNames.count(lower(both))) return name;
  c.p = joined.p;
  return both;
}

bool Assembler::parseOperand(Cursor& c, const OperandInfo& op, ParsedOperand& out) {
  c.skipSpace();
  out.pos = c.p;
  const std::string opName = op.name;
  auto found = [&] {
    return c.p < c.s.size() ? ", found '" + std::string(trimmed(c.rest()).substr(0, 16)) + "'" : std::string();
  };
  switch (op.kind) {
    case OperandKind::Register: {
      if (target_.numericRegisters && c.p < c.s.size() && c.s[c.p] >= '0' && c.s[c.p] <= '9') {
        Value v;
        if (!expression(c, v)) return false;
        const RegFileInfo& rf = target_.regFiles[op.regFile];
        if (v.v < 0 || v.v >= rf.count) {
          error(out.pos, "register number " + std::to_string(v.v) + " is outside '" + rf.name + "' (0.." +
                             std::to_string(rf.count - 1) + ")");
          return false;
        }
        out.value = v.v;
        break;
      }
      std::string_view name = registerText(c);
      if (name.empty()) {
        error(out.pos, "expected a register for operand '" + opName + "'" + found());
        return false;
      }
      const NameMap& regs = tables_.regs[op.regFile];
      auto it = regs.byLower.find(lower(name));
      if (it == regs.byLower.end()) {
        error(out.pos, "unknown register '" + std::string(name) + "'",
              hintWanted() ? registerHint(op.regFile, name) : std::string());
        return false;
      }
      out.value = it->second;
      break;
    }
    case OperandKind::RegUnion: {
      std::string_view name = registerText(c);
      if (name.empty()) {
        error(out.pos, "expected a register for operand '" + opName + "'" + found());
        return false;
      }
      const int64_t code = unionCodeOf(op, name);
      if (code < 0) {
        error(out.pos, "'" + std::string(name) + "' is not a register operand '" + opName + "' can name",
              "it takes " + unionMembersText(op));
        return false;
      }
      out.value = code;
      break;
    }
    case OperandKind::Enum: {
      if (isSymbolStart(c.peek())) {
        std::string_view name = c.symbol();
        std::string lw = lower(name);
        int index = -1;
        std::vector<std::string> names;
        for (uint16_t i = 0; i < op.numEnumNames; ++i) {
          names.emplace_back(op.enumNames[i]);
          if (index < 0 && lower(op.enumNames[i]) == lw) index = i;
        }
        if (index < 0) {
          std::string best = closestMatch(name, names), all;
          for (const auto& n : names) all += (all.empty() ? "" : ", ") + n;
          error(out.pos, "unknown value '" + std::string(name) + "' for operand '" + opName + "'",
                best.empty() ? "expected one of: " + all : "did you mean '" + best + "'?");
          return false;
        }
        out.value = index;
        break;
      }
      Value v;
      if (!expression(c, v)) return false;
      out.value = v.v;
      out.undefined = v.undefined;
      break;
    }
    case OperandKind::Immediate:
    case OperandKind::PcRel: {
      if (c.p >= c.s.size()) {
        error(out.pos, "expected a value for operand '" + opName + "'");
        return false;
      }
      if (op.numValueNames && isSymbolStart(c.peek())) {
        const size_t save = c.p;
        const std::string lw = lower(c.symbol());
        int k = 0;
        while (k < op.numValueNames && lower(op.valueNames[k]) != lw) ++k;
        if (k < op.numValueNames) {
          out.value = op.namedValues[k];
          break;
        }
        c.p = save;
      }
      Value v;
      if (!expression(c, v)) return false;
      out.value = v.v;
      out.rel = v.rel;
      out.undefined = v.undefined;
      break;
    }
  }
  out.end = c.p;
  return true;
}

bool Assembler::parseOperands(Cursor& c, const Syntax& syn, const OperandInfo* ops, uint8_t numOps,
                              const char* mnemonic, size_t wordPos, ParsedOperand* out) {
  for (uint8_t k = 0; k < numOps; ++k) {
    out[k] = ParsedOperand{};
    out[k].value = ops[k].optional ? ops[k].defaultValue : 0;
    out[k].pos = out[k].end = wordPos;
  }
  uint64_t seen = 0;  // operands parsed so far
  auto shapeError = [&](size_t pos) {
    if (numOps == 0) error(pos, "'" + std::string(mnemonic) + "' expects no operands");
    else error(pos, "'" + std::string(mnemonic) + "' expects operands: " + syn.display);
    return false;
  };
  for (size_t i = 0; i < syn.elems.size(); ++i) {
    c.skipSpace();
    if (c.p >= c.s.size()) {
      if (syn.restOptional[i]) return true;
      return shapeError(wordPos);
    }
    const SyntaxElem& e = syn.elems[i];
    if (e.operand >= 0) {
      // A register named twice (an accumulator read and written): both texts name one register.
      const bool again = seen >> e.operand & 1;
      const ParsedOperand first = out[e.operand];
      if (!parseOperand(c, ops[e.operand], out[e.operand])) return false;
      if (again && out[e.operand].value != first.value) {
        error(out[e.operand].pos, "'" + std::string(mnemonic) + "' reads and writes one register here: write '" +
                                      std::string(trimmed(c.s.substr(first.pos, first.end - first.pos))) + "' again");
        return false;
      }
      if (e.operand < 64) seen |= uint64_t(1) << e.operand;
      continue;
    }
    for (char ch : e.compact) {
      c.skipSpace();
      if (c.p >= c.s.size()) return shapeError(wordPos);
      if (c.peek() != ch) return shapeError(c.p);
      ++c.p;
    }
  }
  if (!c.atEnd()) {
    if (numOps == 0 || c.peek() == ',') return shapeError(c.p);
    error(c.p, "unexpected text after the operands: '" + std::string(trimmed(c.rest())) + "'");
    return false;
  }
  return true;
}

int Assembler::trialFit(uint16_t index, std::string_view text, size_t operandsPos) {
  const InstrInfo& in = target_.instrs[index];
  if (in.numOperands > kMaxParsed) return 0;
  ParsedOperand ops[kMaxParsed];
  Cursor c{text, operandsPos};
  const bool outer = trial_;
  trial_ = true;
  trialFailed_ = false;
  int fit = parseOperands(c, tables_.instrSyntax[index], in.operands, in.numOperands, in.mnemonic, operandsPos, ops) &&
                    !trialFailed_
                ? 2
                : 0;
  // Values not known yet (labels ahead, in the first pass) fit: the choice must not change
  // between the passes.
  for (uint8_t k = 0; k < in.numOperands && fit == 2; ++k) {
    if (ops[k].undefined || in.operands[k].kind == OperandKind::PcRel) continue;
    uint64_t enc = 0;
    if (!checkOperand(in.operands[k], ops[k].value, enc).empty()) fit = 1;
  }
  trial_ = outer;
  trialFailed_ = false;
  return fit;
}

void Assembler::instruction(uint16_t index, size_t wordPos, Cursor& c) {
  const InstrInfo& in = target_.instrs[index];
  if (!sec().code) {
    error(wordPos, "instruction '" + std::string(in.mnemonic) + "' in memory '" + memName(sec().memory) +
                       "', which holds no code",
          "switch to the code memory with '.text'");
    return;
  }
  if (pass_ == 1) {
    if (imageRoom(in.sizeBytes)) sec().size += in.sizeBytes;
    return;
  }
  uint64_t word = 0;
  encodeOperands(index, wordPos, c, word);
  uint8_t bytes[8] = {};
  for (int b = 0; b < in.sizeBytes && b < 8; ++b)
    bytes[b] = static_cast<uint8_t>(word >> (target_.littleEndian ? 8 * b : 8 * (in.sizeBytes - 1 - b)));
  emit(bytes, in.sizeBytes);
  if (line_) program_.lines.push_back(SourceLine{pc_, files_[line_->file], line_->line});
}

// Parses the operands of instruction `index` at `c` and encodes them into `word` (pc_ is its
// address); reports the first problem, leaving the word with what was encoded before it.
void Assembler::encodeOperands(uint16_t index, size_t wordPos, Cursor& c, uint64_t& word, int slot) {
  const InstrInfo& in = target_.instrs[index];
  ParsedOperand ops[kMaxParsed];
  word = in.match;
  if (in.numOperands > kMaxParsed) {
    error(wordPos, "instruction '" + std::string(in.mnemonic) + "' has too many operands");
    return;
  }
  if (!parseOperands(c, tables_.instrSyntax[index], in.operands, in.numOperands, in.mnemonic, wordPos, ops)) return;
  for (uint8_t k = 0; k < in.numOperands; ++k) {
    const OperandInfo& op = in.operands[k];
    int64_t v = ops[k].value;
    // A code label gives the distance to it; a plain number is the offset itself.
    if (op.kind == OperandKind::PcRel && ops[k].rel == 1) v = static_cast<int64_t>(static_cast<uint64_t>(v) - pc_);
    uint64_t enc = 0;
    std::string msg = checkOperand(op, v, enc);
    if (!msg.empty()) {
      error(ops[k].pos, msg);
      return;
    }
    placeOperand(op, enc, word);
  }
  if (in.checkAssembled) checkConstraints(in, ops, wordPos);
  checkNesting(index, ops, wordPos, word, slot);
}

// Constraints over operands alone hold or not whatever the machine's configuration, so a
// broken one is the program's mistake, reported at its line rather than when it runs.
void Assembler::checkConstraints(const InstrInfo& in, const ParsedOperand* ops, size_t wordPos) {
  int64_t values[kMaxParsed] = {};
  for (uint8_t k = 0; k < in.numOperands; ++k) {
    values[k] = ops[k].value;
    if (in.operands[k].kind == OperandKind::PcRel && ops[k].rel != 1)
      values[k] = static_cast<int64_t>(pc_ + static_cast<uint64_t>(values[k]));
  }
  if (const char* broken = in.checkAssembled(values))
    error(wordPos, "'" + std::string(in.mnemonic) + "' breaks its constraint `" + broken + "`");
}

void Assembler::pseudo(uint16_t index, size_t wordPos, Cursor& c) {
  const PseudoInfo& ps = target_.pseudos[index];
  if (!sec().code) {
    error(wordPos, "instruction '" + std::string(ps.mnemonic) + "' in memory '" + memName(sec().memory) +
                       "', which holds no code",
          "switch to the code memory with '.text'");
    return;
  }
  if (ps.numOperands > kMaxParsed || ps.numCases == 0) {
    error(wordPos, "pseudo-instruction '" + std::string(ps.mnemonic) + "' cannot be expanded");
    return;
  }
  ParsedOperand ops[kMaxParsed];
  if (!parseOperands(c, tables_.pseudoSyntax[index], ps.operands, ps.numOperands, ps.mnemonic, wordPos, ops)) return;
  int64_t values[kMaxParsed] = {};
  bool undefined = false;
  for (uint8_t k = 0; k < ps.numOperands; ++k) {
    values[k] = ops[k].value;
    if (ps.operands[k].kind == OperandKind::PcRel && ops[k].rel != 1)
      values[k] = static_cast<int64_t>(pc_ + static_cast<uint64_t>(values[k]));
    undefined = undefined || ops[k].undefined;
  }
  // Unknown values in pass 1: the last case is the general one.
  const PseudoCase* chosen = undefined ? &ps.cases[ps.numCases - 1] : nullptr;
  for (uint8_t i = 0; !chosen && i < ps.numCases; ++i)
    if (!ps.cases[i].when || ps.cases[i].when(values)) chosen = &ps.cases[i];
  if (!chosen) {
    error(wordPos, "no expansion of '" + std::string(ps.mnemonic) + "' accepts these operands");
    return;
  }
  if (expansionDepth_ >= 16) {
    error(wordPos, "pseudo-instruction '" + std::string(ps.mnemonic) + "' expands into itself too deeply");
    return;
  }
  const uint64_t pseudoPc = pc_;
  for (uint8_t li = 0; li < chosen->numLines; ++li) {
    std::string_view tmpl = chosen->lines[li];
    std::string text;
    for (size_t i = 0; i < tmpl.size();) {
      if (tmpl[i] == '$') {
        size_t j = i + 1;
        bool braced = j < tmpl.size() && tmpl[j] == '{';
        if (braced) ++j;
        size_t b = j;
        while (j < tmpl.size() && (isAlpha(tmpl[j]) || isDigit(tmpl[j]) || tmpl[j] == '_')) ++j;
        std::string_view name = tmpl.substr(b, j - b);
        if (braced && j < tmpl.size() && tmpl[j] == '}') ++j;
        int k = -1;
        for (uint8_t q = 0; q < ps.numOperands; ++q)
          if (name == ps.operands[q].name) k = q;
        if (k >= 0 && ps.operands[k].optional && ops[k].end <= ops[k].pos) {
          // Left out in the source: leave it out of the expansion too, with its separator.
          while (!text.empty() && text.back() == ' ') text.pop_back();
          if (!text.empty() && text.back() == ',') text.pop_back();
          i = j;
          continue;
        }
        if (k >= 0) {
          const OperandInfo& op = ps.operands[k];
          const int64_t v = ops[k].value;
          switch (op.kind) {
            case OperandKind::Register:
              text += target_.regFiles[op.regFile].regNames[v];
              break;
            case OperandKind::RegUnion: {
              int file = 0, reg = 0;
              if (unionRegister(op, static_cast<uint64_t>(v), file, reg)) text += target_.regFiles[file].regNames[reg];
              break;
            }
            case OperandKind::Enum:
              text += v >= 0 && v < op.numEnumNames ? std::string(op.enumNames[v]) : std::to_string(v);
              break;
            case OperandKind::Immediate: text += std::to_string(v); break;
            case OperandKind::PcRel:
              // Written as in the source so that a label stays a label for the expanded instruction.
              if (ops[k].end > ops[k].pos) text += "(" + std::string(c.s.substr(ops[k].pos, ops[k].end - ops[k].pos)) + ")";
              else text += std::to_string(v);
              break;
          }
          i = j;
          continue;
        }
      }
      text += tmpl[i++];
    }
    Expansion ex{wordPos, ps.mnemonic, text};
    Expansion* saved = expansion_;
    if (!expansion_) expansion_ = &ex;
    ++expansionDepth_;
    statement(text, 0);
    --expansionDepth_;
    expansion_ = saved;
  }
  pc_ = pseudoPc;
}

} // namespace kc::as
