// What every target's manual must hold, whatever the target: a target dropped into hwdesc/ is
// checked here with no test written for it.
#include <catch2/catch.hpp>

#include <set>

#include <nlohmann/json.hpp>

#include "agent/manual_index.h"
#include "kc/manual.h"
#include "kc/target_info.h"

TEST_CASE("every target's manual has an entry for each instruction, found by name", "[docs]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::string manual = kc::manualMarkdown(*t);
    REQUIRE(!manual.empty());
    const nlohmann::json index = nlohmann::json::parse(t->docJson ? t->docJson : "", nullptr, false);
    REQUIRE(!index.is_discarded());
    std::set<std::string> indexed;
    for (const auto& entry : index.value("instructions", nlohmann::json::array())) indexed.insert(entry.value("mnemonic", ""));
    const kc::agent::ManualIndex& sections = kc::agent::manualIndex(*t);
    for (uint16_t i = 0; i < t->numInstrs; ++i) {
      const std::string m = t->instrs[i].mnemonic;
      INFO("instruction " << m);
      CHECK(manual.find("### " + m + " ") != std::string::npos);
      CHECK(indexed.count(m) == 1);
      CHECK(kc::agent::findSection(sections, m) != nullptr);
    }
  }
}

TEST_CASE("every target's prompt form fits a system prompt and has a line for each instruction", "[docs]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::string prompt = kc::manualPrompt(*t);
    CHECK(prompt.size() <= 160 * 1024);
    CHECK(prompt.find("`read_docs`") != std::string::npos);
    CHECK(prompt.find("\n## Instructions\n") == std::string::npos);
    for (uint16_t i = 0; i < t->numInstrs; ++i) {
      const std::string m = t->instrs[i].mnemonic;
      INFO("instruction " << m);
      CHECK(prompt.find("| `" + m) != std::string::npos);
    }
  }
}

TEST_CASE("prompt form: one exact line per instruction, with unit and latency", "[docs]") {
  const std::string plena = kc::manualPrompt(*kc::findTarget("plena"));
  CHECK(plena.find("| `M_MM rd, rs1, rs2` | MatrixUnit, 6 + BLEN * 2 + 3 (= 17 at the defaults) | Accumulate BLEN "
                   "activation rows times a BLEN-column block of a weight tile |\n") != std::string::npos);
  const std::string dsp = kc::manualPrompt(*kc::findTarget("dsp"));
  CHECK(dsp.find("| `bnez rs1, target` | ALU, 1 | Branch when a register is not zero, after the next two instructions "
                 "(2 delay slots) |\n") != std::string::npos);
}
