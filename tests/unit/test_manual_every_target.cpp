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
