// The manual's prompt form, for every target: small enough for a system prompt, one line for
// every instruction, and lines of variants that give back each variant exactly.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "agent/manual_index.h"
#include "kc/manual.h"
#include "kc/target_info.h"

namespace {

constexpr size_t kLimit = 163840;

// An instruction line of the prompt form, cut into its parts:
// - `MN1|MN2 OPERANDS` (NOTES): EFFECT (TIMING)
struct PromptLine {
  std::vector<std::string> mnemonics;
  std::string operands, effect, timing;
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out(1);
  for (char c : s) {
    if (c == sep) out.emplace_back();
    else out.back().push_back(c);
  }
  return out;
}

// Where the parenthesis closing at `close` opens.
size_t openingOf(const std::string& s, size_t close) {
  int depth = 0;
  for (size_t i = close + 1; i-- > 0;) {
    if (s[i] == ')') ++depth;
    if (s[i] == '(' && --depth == 0) return i;
  }
  return std::string::npos;
}

PromptLine parse(const std::string& line) {
  PromptLine p;
  const size_t tick = line.find('`', 3);
  REQUIRE(tick != std::string::npos);
  const std::string syntax = line.substr(3, tick - 3);
  const size_t space = syntax.find(' ');
  p.mnemonics = split(syntax.substr(0, space), '|');
  p.operands = space == std::string::npos ? "" : syntax.substr(space + 1);
  std::string rest = line.substr(tick + 1);
  if (rest.rfind(" (", 0) == 0) {  // the note on operands of an unusual kind
    int depth = 0;
    size_t i = 1;
    for (; i < rest.size(); ++i) {
      if (rest[i] == '(') ++depth;
      if (rest[i] == ')' && --depth == 0) break;
    }
    rest = rest.substr(i + 1);
  }
  REQUIRE(rest.back() == ')');
  const size_t open = openingOf(rest, rest.size() - 1);
  REQUIRE(open != std::string::npos);
  p.timing = rest.substr(open + 1, rest.size() - open - 2);
  if (rest.rfind(": ", 0) == 0) p.effect = rest.substr(2, open - 3);
  return p;
}

// The text variant k reads: every "{a|b|c}" replaced by its k-th part.
std::string variant(const std::string& s, size_t k) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '{') {
      out += s[i];
      continue;
    }
    const size_t close = s.find('}', i);
    REQUIRE(close != std::string::npos);
    const auto parts = split(s.substr(i + 1, close - i - 1), '|');
    REQUIRE(k < parts.size());
    out += parts[k];
    i = close;
  }
  return out;
}

std::string without(std::string s, const std::string& chars) {
  std::string out;
  for (char c : s)
    if (chars.find(c) == std::string::npos) out += c;
  return out;
}

// The manual's "6 + BLEN (= 10 at the defaults)" as the prompt form writes it: "6 + BLEN = 10".
std::string shortExpr(std::string e) {
  const size_t at = e.find(" (= ");
  if (at == std::string::npos) return e;
  return e.substr(0, at) + " = " + e.substr(at + 4, e.find(' ', at + 4) - at - 4);
}

// The semantics of the JSON index on one line, as an effect.
std::string oneLine(const std::string& code) {
  std::string s;
  for (char c : code) {
    if (c == '\n' || c == ' ') {
      if (!s.empty() && s.back() != ' ') s += ' ';
    } else {
      s += c;
    }
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == ';')) s.pop_back();
  return s;
}

// The instruction lines: those of the Instructions section that start with "- `".
std::vector<std::string> instructionLines(const std::string& prompt) {
  const size_t from = prompt.find("\n## Instructions\n");
  REQUIRE(from != std::string::npos);
  size_t to = prompt.find("\n## ", from + 1);
  if (to == std::string::npos) to = prompt.size();
  std::vector<std::string> lines;
  std::istringstream in(prompt.substr(from, to - from));
  for (std::string l; std::getline(in, l);)
    if (l.rfind("- `", 0) == 0) lines.push_back(l);
  return lines;
}

// The Timing section's list of what the functions that timing figures call mean, each stated
// once for the whole prompt form: "`f(a)`" -> "<Doc>." for every "  - `f(a)`: <Doc>." item.
std::map<std::string, std::string> timingFunctionItems(const std::string& prompt) {
  std::map<std::string, std::string> items;
  const size_t from = prompt.find("\n## Timing\n");
  if (from == std::string::npos) return items;
  size_t to = prompt.find("\n## ", from + 1);
  if (to == std::string::npos) to = prompt.size();
  std::istringstream in(prompt.substr(from, to - from));
  bool inList = false;
  for (std::string l; std::getline(in, l);) {
    if (l == "- Functions the instructions' timing calls:") {
      CHECK(!inList);
      CHECK(items.empty());  // one list
      inList = true;
    } else if (inList && l.rfind("  - `", 0) == 0) {
      const size_t close = l.find("`: ", 5);
      REQUIRE(close != std::string::npos);
      CHECK(items.emplace(l.substr(4, close + 1 - 4), l.substr(close + 3)).second);  // each once
    } else {
      inList = false;
    }
  }
  return items;
}

} // namespace

TEST_CASE("every target's prompt form fits a system prompt and ends with the doc tools", "[docs][prompt]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::string prompt = kc::manualPrompt(*t);
    CHECK(prompt.size() <= kLimit);
    CHECK(prompt.find("<!-- kc:") == std::string::npos);
    CHECK(prompt.find("\n- Directives: `") != std::string::npos);
    const size_t last = prompt.rfind('\n', prompt.size() - 2);
    CHECK(prompt.substr(last + 1, 14) == "`read_docs{}` ");
    CHECK(prompt.find("`grep_docs{pattern}` searches the full manual.\n", last) != std::string::npos);
    // Every name the prompt tells the reader to look up is in the full manual.
    const kc::agent::ManualIndex& index = kc::agent::manualIndex(*t);
    for (size_t at = prompt.find("read_docs{"); at != std::string::npos; at = prompt.find("read_docs{", at + 1)) {
      const std::string name = prompt.substr(at + 10, prompt.find('}', at) - at - 10);
      if (name == "name" || name.empty()) continue;
      INFO("read_docs{" << name << "}");
      CHECK(kc::agent::findSection(index, name) != nullptr);
    }
  }
}

TEST_CASE("every target's prompt form names each instruction once, and its lines are exact", "[docs][prompt]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const nlohmann::json index = nlohmann::json::parse(t->docJson ? t->docJson : "", nullptr, false);
    REQUIRE(!index.is_discarded());
    // Entries by syntax (a mnemonic with several forms has a line for each, and forms written
    // alike, with operands of other kinds, a line each); a form in several slots of a bundle has
    // one line, the first variant's.
    std::multimap<std::string, nlohmann::json> entries;
    for (const auto& e : index.at("instructions")) entries.emplace(without(e.at("syntax").get<std::string>(), "[]"), e);
    std::map<std::string, int> seen;  // by syntax and summary
    const std::string prompt = kc::manualPrompt(*t);
    // What each function a timing figure calls means is stated once, in the Timing section, and
    // only for those functions; the instruction lines show the calls alone.
    const std::map<std::string, std::string> listedFunctions = timingFunctionItems(prompt);
    std::set<std::string> calledFunctions;
    for (const std::string& line : instructionLines(prompt)) {
      INFO(line);
      CHECK(line.find("Where `") == std::string::npos);
      const PromptLine p = parse(line);
      for (size_t k = 0; k < p.mnemonics.size(); ++k) {
        const std::string& mn = p.mnemonics[k];
        INFO("instruction " << mn);
        // A variant's operands, effect and timing are its own.
        const std::string form = without(mn + (p.operands.empty() ? "" : " " + variant(p.operands, k)), "[]");
        const size_t n = p.mnemonics.size();
        const std::string effect = n == 1 ? p.effect : variant(p.effect, k);
        const nlohmann::json* found = nullptr;
        for (auto [it, end] = entries.equal_range(form); it != end && !found; ++it)
          if (effect == it->second.at("summary").get<std::string>() ||
              (n == 1 && effect == oneLine(it->second.at("semantics").get<std::string>())))
            found = &it->second;
        REQUIRE(found);
        const nlohmann::json& e = *found;
        ++seen[form + "\n" + e.at("summary").get<std::string>()];
        const std::string timing = n == 1 ? p.timing : variant(p.timing, k);
        const std::string unit = e.at("unit").get<std::string>();
        CHECK(timing.rfind((unit.empty() ? "latency" : unit) + " " + shortExpr(e.at("latency").get<std::string>()), 0) == 0);
        for (const char* figure : {"interval", "uops"}) {
          const std::string value = shortExpr(e.value(figure, "1"));
          INFO(figure);
          // Left out at 1, unless a variant of the line has another value.
          const std::string tag = std::string(", ") + figure + " ";
          const size_t at = timing.find(tag);
          if (at == std::string::npos) {
            CHECK(value == "1");
          } else {
            const std::string after = timing.substr(at + tag.size());
            CHECK((after == value || after.rfind(value + ", ", 0) == 0));
          }
        }
        for (const auto& f : e.value("timing_functions", nlohmann::json::array())) {
          const std::string head = f.at("function").get<std::string>();
          INFO("function " << head);
          calledFunctions.insert("`" + head + "`");
          CHECK(timing.find(head.substr(0, head.find('(') + 1)) != std::string::npos);
          const auto item = listedFunctions.find("`" + head + "`");
          REQUIRE(item != listedFunctions.end());
          CHECK(item->second.rfind(f.at("doc").get<std::string>(), 0) == 0);
        }
      }
    }
    for (const auto& [head, doc] : listedFunctions) {
      INFO("listed function " << head);
      CHECK(calledFunctions.count(head) == 1);
      size_t mentions = 0;
      for (size_t at = prompt.find(doc); at != std::string::npos; at = prompt.find(doc, at + 1)) ++mentions;
      CHECK(mentions == 1);
    }
    std::set<std::string> formsSeen;
    for (const auto& [key, count] : seen) {
      INFO("instruction " << key);
      CHECK(count == 1);
      formsSeen.insert(key.substr(0, key.find('\n')));
    }
    for (const auto& [form, e] : entries) {
      INFO("instruction " << form);
      CHECK(formsSeen.count(form));
    }
  }
}

TEST_CASE("prompt form: golden lines of plena, tiny, dsp and coral", "[docs][prompt]") {
  const std::string tiny = kc::manualPrompt(*kc::findTarget("tiny"));
  CHECK(tiny.find("\n- `li rd, imm`: r[rd] = imm (ALU 1)\n") != std::string::npos);
  CHECK(tiny.find("\n- `vadd rd, rs1, rs2`: Add two vectors of the scratchpad (VEC 2 + VLEN / 4 = 6, interval VLEN / 4 "
                  "= 4)\n") != std::string::npos);
  CHECK(tiny.find("\n  - `spad`: VLEN * 64 = 1024 x bf16. Vector scratchpad, element addressed.\n") != std::string::npos);
  CHECK(tiny.find("\n- `mv rd, rs` -> `add rd, rs, zero`\n") != std::string::npos);

  const std::string plena = kc::manualPrompt(*kc::findTarget("plena"));
  CHECK(plena.find("\n- `M_MM rd, rs1, rs2`: Accumulate BLEN activation rows times a BLEN-column block of a weight tile "
                   "(MatrixUnit 6 + BLEN * 2 + 3 = 17, interval BLEN = 4)\n") != std::string::npos);
  CHECK(plena.find("\n- `V_ADD_VF rd, rs1, rs2[, rmask]` (rs2: `f` register): Add a scalar to every element (VectorUnit "
                   "6 + 3 + VECTOR_ADD_CYCLES + 1 = 12, interval VECTOR_ADD_CYCLES = 2)\n") != std::string::npos);
  CHECK(plena.find("\n- `S_ADDI_INT rd, rs1, imm`: gp[rd] = gp[rs1] + imm (ScalarInt 2 + SCALAR_INT_BASIC_CYCLES + 1 = 4, "
                   "interval SCALAR_INT_BASIC_CYCLES = 1)\n") != std::string::npos);

  const std::string dsp = kc::manualPrompt(*kc::findTarget("dsp"));
  CHECK(dsp.find("\n- `ldp rd, rp, inc`: r[rd] = dmem[r[rp]]; r[rp] = r[rp] + inc (LSU 4, rp after 1)\n") != std::string::npos);
  CHECK(dsp.find("\n- `bnez rs1, target`: if r[rs1] != 0 { pc = target; } (ALU 1, 2 delay slots)\n") != std::string::npos);

  const std::string coral = kc::manualPrompt(*kc::findTarget("coral"));
  CHECK(coral.find("\n- `vadd.vv|vadd.vx|vadd.vi vd, vs2, {vs1|rs1|imm}[, vm]`: Add, vector-{vector|scalar|immediate} "
                   "(VAlu 2, uops vemul_regs(0))\n") != std::string::npos);
  CHECK(coral.find("\n- `vle8.v|vle16.v|vle32.v vd, (rs1)[, vm]`: Load {8|16|32}-bit elements from consecutive "
                   "addresses (Lsu 5, interval 4, uops vmem_regs({8|16|32}) * 1)\n") != std::string::npos);
  CHECK(coral.find("\n- `vfmacc.vv|vfmacc.vf vd, {vs1|rs1}, vs2[, vm]` (rs1: `f` register): Fused multiply-accumulate: "
                   "vd = (vs1 * vs2) + vd, vector-{vector|scalar} (VMac 4, uops vemul_regs(0))\n") != std::string::npos);
  // What the functions mean is stated once, in the Timing section, for those the timing calls.
  CHECK(coral.find("\n- Timing expressions that read state or call functions are evaluated as the instruction issues.\n"
                   "- Functions the instructions' timing calls:\n"
                   "  - `vsew()`: SEW, the element width in bits that vtype sets: 8, 16 or 32; vl does not change it.\n"
                   "  - `vemul_regs(shift)`: one micro-op per register of a group of LMUL * 2^shift registers, or 1 when "
                   "that is a fraction (shift 0: 1 at LMUL <= 1, else LMUL); vtype sets LMUL, and vl does not change "
                   "it.\n"
                   "  - `vmem_regs(eew)`: one micro-op per register of the group of eew-bit elements, EMUL = eew / SEW * "
                   "LMUL registers, or 1 when that is a fraction; vtype sets SEW and LMUL, and vl does not change it.\n"
                   "- `read_docs{Performance model}`") != std::string::npos);
  CHECK(coral.find("`vlmax()`: ") == std::string::npos);  // a function no timing calls is not listed
  // So does a line whose timing calls no function.
  CHECK(coral.find("\n- `vsetvli rd, rs1, sew, lmul, ta, ma`: Set vtype from an immediate and vl from rs1 (Alu 1)\n") !=
        std::string::npos);
}
