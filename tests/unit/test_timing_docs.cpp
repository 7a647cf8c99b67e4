// For every instruction of every target: the latency, interval and micro-ops its manual entry
// states (read_docs's text) are what the simulator's trace shows for the instruction run alone.
// An instruction is built from its encoding (operand fields all zeros, all ones, or registers 8
// and the rest 0) and run alone or after an instruction that sets state (a configuration its
// timing reads); one that traps in every such program is counted as not run, and the counts are
// printed.
#include <catch2/catch.hpp>

#include <regex>

#include "agent/manual_index.h"
#include "kc/assembler.h"
#include "kc/decoder.h"
#include "kc/machine.h"

namespace {

struct Figures {
  std::optional<int64_t> latency, interval, uops;
};

// "latency 6 + 3 + VECTOR_MAX_CYCLES + 1 (= 14 at the defaults) cycles" -> 14; "latency 2 cycles" -> 2;
// an expression of run-time state has no number.
std::optional<int64_t> figure(const std::string& line, const std::string& name, bool required) {
  const std::regex re(name + " ([^,.]*?)( cycles)?[,.](?: |$)");
  std::smatch m;
  if (!std::regex_search(line, m, re)) return required ? std::nullopt : std::optional<int64_t>(1);
  const std::string expr = m[1];
  std::smatch v;
  if (std::regex_search(expr, v, std::regex("\\(= (-?[0-9]+) at the defaults\\)"))) return std::stoll(v[1]);
  if (std::regex_match(expr, v, std::regex("(-?[0-9]+)"))) return std::stoll(v[1]);
  return std::nullopt;
}

// The entry's Timing line, for the entry of `mnemonic` on `unit` whose title gives `summary`
// (slot variants share a mnemonic, and so do a mnemonic's forms).
std::string timingLine(const kc::agent::ManualIndex& idx, const std::string& mnemonic, const std::string& unit,
                       const std::string& summary) {
  for (const kc::agent::ManualSection& s : idx.sections) {
    if (s.name != mnemonic) continue;
    bool titled = false;
    for (size_t i = s.firstLine; i < s.endLine && !titled; ++i)
      titled = idx.lines[i].rfind("#", 0) == 0 && idx.lines[i].find("— " + summary) != std::string::npos;
    if (!titled) continue;
    for (size_t i = s.firstLine; i < s.endLine; ++i)
      if (idx.lines[i].rfind("Timing: unit `" + unit + "`", 0) == 0) return idx.lines[i];
  }
  return "";
}

class FirstOf : public kc::IssueSink {
 public:
  explicit FirstOf(uint16_t instr) : instr_(instr) {}
  void issued(const kc::IssueEvent& e) override {
    if (!found && e.instr && e.instr->instr == instr_) event = e, found = true;
  }
  kc::IssueEvent event;
  bool found = false;

 private:
  uint16_t instr_;
};

std::string printed(const kc::TargetInfo& t, const kc::Decoder& dec, uint16_t i, uint64_t word) {
  const kc::InstrInfo& in = t.instrs[i];
  uint8_t bytes[8];
  for (int b = 0; b < in.sizeBytes; ++b)
    bytes[b] = uint8_t(word >> (8 * (t.littleEndian ? b : in.sizeBytes - 1 - b)));
  kc::Decoded d;
  if (!dec.decode(bytes, in.sizeBytes, 0, d) || d.instr != i) return "";
  return dec.print(d, 0, true);
}

// The instruction's text with every operand field zeros or ones.
std::string fields(const kc::TargetInfo& t, const kc::Decoder& dec, uint16_t i, bool ones) {
  const kc::InstrInfo& in = t.instrs[i];
  const uint64_t all = in.sizeBytes >= 8 ? ~uint64_t(0) : (uint64_t(1) << (8 * in.sizeBytes)) - 1;
  return printed(t, dec, i, ones ? (in.match | (~in.mask & all)) : in.match);
}

// The instruction with these operand values (registers by index), or "".
std::string withOperands(const kc::TargetInfo& t, const kc::Decoder& dec, uint16_t i, const std::vector<int64_t>& ops) {
  uint64_t word = 0;
  std::string error;
  if (!kc::encodeInstruction(t.instrs[i], ops.data(), 0, word, error)) return "";
  return printed(t, dec, i, word);
}

// Operand values that suit most instructions: registers 8 (a group of up to 8 starts there),
// immediates and enumerations 0.
std::vector<int64_t> plainOperands(const kc::TargetInfo& t, const kc::InstrInfo& in) {
  std::vector<int64_t> ops(kc::kMaxOperands, 0);
  for (uint8_t k = 0; k < in.numOperands; ++k)
    if (in.operands[k].kind == kc::OperandKind::Register) ops[k] = t.regFiles[in.operands[k].regFile].count > 8 ? 8 : 1;
    else if (in.operands[k].kind == kc::OperandKind::RegUnion) ops[k] = in.operands[k].unionCodes[0].base;
  return ops;
}

// Ways to write instruction i alone.
std::vector<std::string> instances(const kc::TargetInfo& t, const kc::Decoder& dec, uint16_t i) {
  std::vector<std::string> out;
  for (std::string s : {fields(t, dec, i, false), fields(t, dec, i, true), withOperands(t, dec, i, plainOperands(t, t.instrs[i]))})
    if (!s.empty()) out.push_back(s);
  return out;
}

// A state-setting instruction with each value of each enumerated operand in turn (a vector
// configuration's element widths and group sizes), every other operand 0.
std::vector<std::string> setupVariants(const kc::TargetInfo& t, const kc::Decoder& dec, uint16_t s) {
  const kc::InstrInfo& in = t.instrs[s];
  std::vector<std::string> out;
  for (uint8_t k = 0; k < in.numOperands; ++k) {
    if (in.operands[k].kind != kc::OperandKind::Enum) continue;
    for (uint16_t v = 0; v < in.operands[k].numEnumNames; ++v) {
      std::vector<int64_t> ops(kc::kMaxOperands, 0);
      ops[k] = v;
      if (std::string text = withOperands(t, dec, s, ops); !text.empty()) out.push_back(text + "\n");
    }
  }
  if (std::string text = fields(t, dec, s, false); !text.empty()) out.push_back(text + "\n");
  return out;
}

std::optional<kc::IssueEvent> runAlone(const kc::TargetInfo& t, uint16_t i, const std::string& source) {
  kc::AsmOptions opts;
  opts.fileName = "alone.s";
  const kc::AsmResult a = kc::assemble(t, source, opts);
  if (!a.program) return std::nullopt;
  std::vector<int64_t> params;
  std::string error;
  if (!kc::resolveParams(t, {}, params, error)) return std::nullopt;
  std::unique_ptr<kc::Machine> m = t.newMachine(t, params);
  if (!m->load(*a.program, error)) return std::nullopt;
  FirstOf sink(i);
  kc::RunLimits limits;
  limits.maxInstructions = 16;
  limits.events = &sink;
  m->run(limits);
  if (!sink.found) return std::nullopt;
  return sink.event;
}

} // namespace

TEST_CASE("timing docs: every instruction's latency, interval and micro-ops are what its trace shows", "[timing][docs]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const kc::agent::ManualIndex& idx = kc::agent::manualIndex(*t);
    const kc::Decoder dec(*t);
    // Instructions that set state without touching memory: set-up for those whose timing reads it.
    std::vector<std::string> setups = {""};
    for (uint16_t s = 0; s < t->numInstrs; ++s) {
      bool writesState = false, touchesMemory = false;
      for (uint8_t a = 0; a < t->instrs[s].numAccesses; ++a) {
        writesState |= t->instrs[s].accesses[a].space == kc::AccessInfo::State && t->instrs[s].accesses[a].write;
        touchesMemory |= t->instrs[s].accesses[a].space == kc::AccessInfo::Memory;
      }
      if (writesState && !touchesMemory && !t->instrs[s].writesPc)
        for (const std::string& v : setupVariants(*t, dec, s)) setups.push_back(v);
    }
    size_t checked = 0, notRun = 0, dynamicFigures = 0;
    for (uint16_t i = 0; i < t->numInstrs; ++i) {
      const kc::InstrInfo& in = t->instrs[i];
      INFO("instruction " << in.mnemonic);
      const std::string line = timingLine(idx, in.mnemonic, in.unit >= 0 ? t->units[in.unit].name : "-", in.summary);
      REQUIRE_FALSE(line.empty());
      std::optional<kc::IssueEvent> ev;
      for (const std::string& setup : setups) {
        for (const std::string& text : instances(*t, dec, i)) {
          ev = runAlone(*t, i, setup + text + "\n");
          if (ev) break;
        }
        if (ev) break;
      }
      if (!ev) {
        ++notRun;
        UNSCOPED_INFO("not run alone: " << in.mnemonic);
        continue;
      }
      INFO(line);
      const Figures doc{figure(line, "latency", true), figure(line, "interval", true), figure(line, "uops", false)};
      if (doc.latency) CHECK(*doc.latency == ev->latency);
      if (doc.interval) CHECK(*doc.interval == ev->interval);
      if (doc.uops) CHECK(*doc.uops == ev->uops);
      dynamicFigures += !doc.latency + !doc.interval + !doc.uops;
      ++checked;
    }
    WARN(t->name << ": " << checked << " of " << t->numInstrs << " instructions run alone and checked ("
                 << dynamicFigures << " figures depend on run-time state and are not numbers in the manual), "
                 << notRun << " trap or cannot run alone");
    CHECK(checked * 2 > t->numInstrs);
  }
}
