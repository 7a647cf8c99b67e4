// The manuals as MCP resources: a table of contents per target, every part within the resource
// bound, and URIs read whether or not their spaces are percent-encoded.
#include <catch2/catch.hpp>

#include "mcp/manual_resources.h"
#include "safety/limits.h"

TEST_CASE("manual resources: a contents resource per target and none over the bound", "[mcp]") {
  const std::vector<const kc::TargetInfo*> targets = kc::allTargets();
  const nlohmann::json list = kc::mcp::manualResources(targets);
  size_t contents = 0, largest = 0;
  std::string largestUri;
  for (const nlohmann::json& r : list) {
    const std::string uri = r["uri"];
    const auto read = kc::mcp::readManualResource(uri);
    REQUIRE(read.has_value());
    const std::string text = (*read)[0]["text"];
    if (r["name"].get<std::string>().find("/Contents") != std::string::npos) {
      ++contents;
      CHECK(text.rfind("Contents of the ", 0) == 0);
    }
    if (text.size() > largest) largest = text.size(), largestUri = uri;
  }
  CHECK(contents == targets.size());
  INFO("largest: " << largestUri);
  CHECK(largest <= kc::limits::kMaxResourceChars);
}

TEST_CASE("manual resources: a URI reads with spaces or with %20, and names a group", "[mcp]") {
  const auto encoded = kc::mcp::readManualResource("kernelcraft://manual/coral/Vector%20segment%20loads%2C%20strided");
  const auto spaced = kc::mcp::readManualResource("kernelcraft://manual/coral/Vector segment loads, strided");
  REQUIRE(encoded.has_value());
  REQUIRE(spaced.has_value());
  const std::string text = (*spaced)[0]["text"];
  CHECK(text == (*encoded)[0]["text"].get<std::string>());
  CHECK(text.rfind("### Vector segment loads, strided\n", 0) == 0);
  CHECK(text.find("#### vlsseg8e32.v — ") != std::string::npos);   // whole: it fits
  // The coral Instructions section is far over the bound: its opening and its groups.
  const std::string all = (*kc::mcp::readManualResource("kernelcraft://manual/coral/Instructions"))[0]["text"];
  CHECK(all.find("read its 29 groups one by one by name:\n- RV32I (41 instructions, ") != std::string::npos);
  CHECK_FALSE(kc::mcp::readManualResource("kernelcraft://manual/coral/No such section").has_value());
  CHECK_FALSE(kc::mcp::readManualResource("kernelcraft://manual/coral/%zz").has_value());
}
