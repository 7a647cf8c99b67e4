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

TEST_CASE("every target's manual says on each timing line what the functions it calls mean", "[docs]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::string manual = kc::manualMarkdown(*t);
    const nlohmann::json index = nlohmann::json::parse(t->docJson ? t->docJson : "", nullptr, false);
    REQUIRE(!index.is_discarded());
    for (const auto& entry : index.value("instructions", nlohmann::json::array())) {
      const std::string mn = entry.value("mnemonic", "");
      INFO("instruction " << mn);
      const size_t heading = manual.find("### " + mn + " ");
      REQUIRE(heading != std::string::npos);
      const size_t at = manual.find("\nTiming: ", heading);
      REQUIRE(at != std::string::npos);
      const std::string line = manual.substr(at + 1, manual.find('\n', at + 1) - at - 1);
      const auto functions = entry.value("timing_functions", nlohmann::json::array());
      for (const auto& f : functions) {
        const std::string head = f.at("function").get<std::string>();
        CHECK(!f.at("doc").get<std::string>().empty());
        CHECK(line.find(" Where `" + head + "`: " + f.at("doc").get<std::string>()) != std::string::npos);
      }
      if (functions.empty()) CHECK(line.find(" Where `") == std::string::npos);
      // A figure that reads run-time state names all of it.
      const auto reads = entry.value("timing_reads", nlohmann::json::array());
      CHECK((line.find(" At run time the figures depend on ") != std::string::npos) == !reads.empty());
      for (const auto& r : reads) CHECK(line.find(r.get<std::string>()) != std::string::npos);
    }
  }
}
