// The price list: every entry has a source and a date, costs follow the four token prices, and
// a model that is not listed has an unknown cost rather than a zero one.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "llm/prices.h"

using namespace kc::llm;

TEST_CASE("prices: the shipped list loads and prices a call", "[llm][prices]") {
  const PriceTable& table = PriceTable::builtin();
  CHECK(table.size() >= 10);
  const ModelPrice* sonnet = table.find("claude-sonnet-4-20250514");
  REQUIRE(sonnet != nullptr);
  CHECK(sonnet->source == "https://docs.anthropic.com/en/docs/about-claude/pricing");
  CHECK_FALSE(sonnet->date.empty());

  Usage u;
  u.uncachedInput = 1'000'000;
  u.cacheRead = 2'000'000;
  u.cacheWrite = 1'000'000;
  u.output = 100'000;
  u.reasoning = 50'000;  // inside output, not billed twice
  CHECK(table.costUsd("claude-sonnet-4-0", u).value() == Approx(3.00 + 0.60 + 3.75 + 1.50));
  CHECK(table.costUsd("gpt-4.1", u).value() == Approx(2.00 + 1.00 + 2.00 + 0.80));
  CHECK_FALSE(table.costUsd("my-local-qwen", u).has_value());
  CHECK(table.find("my-local-qwen") == nullptr);
}

TEST_CASE("prices: entries without a source or a price are refused", "[llm][prices]") {
  const auto path = std::filesystem::temp_directory_path() / ("kc_prices_" + std::to_string(::getpid()) + ".yaml");
  {
    std::ofstream(path) << "models:\n  m1:\n    uncached_input: 1\n    cache_read: 0.1\n    cache_write: 1.25\n    output: 5\n";
  }
  CHECK_THROWS_WITH(PriceTable::load(path.string()), path.string() + ": m1: every price needs a source and a date");
  {
    std::ofstream(path) << "models:\n  m1:\n    uncached_input: 1\n    cache_read: 0.1\n    output: 5\n";
  }
  CHECK_THROWS_WITH(PriceTable::load(path.string()), path.string() + ": m1: missing 'cache_write'");
  std::filesystem::remove(path);
}
