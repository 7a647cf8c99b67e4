#include <catch2/catch.hpp>

#include "cli/hw_config.h"
#include "cli/memory_spec.h"
#include "formats/input_error.h"
#include "formats/name_value.h"

TEST_CASE("cli: integers in decimal, hex and binary", "[cli][args]") {
  CHECK(kcli::parseInteger("42") == 42);
  CHECK(kcli::parseInteger("-7") == -7);
  CHECK(kcli::parseInteger("0x1F") == 31);
  CHECK(kcli::parseInteger("0X1f") == 31);
  CHECK(kcli::parseInteger("-0x10") == -16);
  CHECK(kcli::parseInteger("0b101") == 5);
  CHECK(kcli::parseInteger("1_000") == 1000);
  CHECK(kcli::parseInteger(" 12 ") == 12);
  CHECK(kcli::parseInteger("9223372036854775807") == INT64_MAX);
  CHECK(kcli::parseInteger("-9223372036854775808") == INT64_MIN);
  CHECK_FALSE(kcli::parseInteger("9223372036854775808"));
  CHECK_FALSE(kcli::parseInteger(""));
  CHECK_FALSE(kcli::parseInteger("0x"));
  CHECK_FALSE(kcli::parseInteger("12a"));
  CHECK_FALSE(kcli::parseInteger("1.5"));
  CHECK_FALSE(kcli::parseInteger("0b102"));
  CHECK(kcli::parseUnsigned("18446744073709551615") == UINT64_MAX);
  CHECK_FALSE(kcli::parseUnsigned("-1"));
}

TEST_CASE("cli: NAME=VALUE arguments", "[cli][args]") {
  CHECK(kcli::parseNameValue("VLEN=64", "--param") == std::make_pair(std::string("VLEN"), int64_t(64)));
  CHECK(kcli::parseNameValue("base=0x100", "-D") == std::make_pair(std::string("base"), int64_t(256)));
  CHECK(kcli::parseNameValue("N = -3", "-D") == std::make_pair(std::string("N"), int64_t(-3)));
  CHECK(kcli::parseNameValue("DEBUG", "-D", true) == std::make_pair(std::string("DEBUG"), int64_t(1)));

  auto error = [](const char* arg, bool bare = false) {
    try {
      kcli::parseNameValue(arg, "--param", bare);
    } catch (const kcli::CliError& e) {
      CHECK(e.exitCode() == kcli::kExitBadInput);
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK_THAT(error("VLEN"), Catch::Contains("--param 'VLEN'") && Catch::Contains("NAME=VALUE"));
  CHECK_THAT(error("VLEN=abc"), Catch::Contains("'abc' is not an integer"));
  CHECK_THAT(error("VLEN="), Catch::Contains("is not an integer"));
  CHECK_THAT(error("=5"), Catch::Contains("is not a name"));
  CHECK_THAT(error("1X=5"), Catch::Contains("'1X' is not a name"));
  CHECK_THAT(error("X=99999999999999999999"), Catch::Contains("not an integer"));
}

TEST_CASE("cli: --load specs", "[cli][memspec]") {
  kcli::LoadSpec a = kcli::parseLoadSpec("vsram=in.npy");
  CHECK(a.memory == "vsram");
  CHECK(a.address == 0);
  CHECK(a.file == "in.npy");

  kcli::LoadSpec b = kcli::parseLoadSpec("hbm@0x40=dir/a=b.bin");
  CHECK(b.memory == "hbm");
  CHECK(b.address == 64);
  CHECK(b.file == "dir/a=b.bin");
  CHECK(b.text == "hbm@0x40=dir/a=b.bin");

  CHECK_THROWS_WITH(kcli::parseLoadSpec("vsram"), Catch::Contains("--load 'vsram'") && Catch::Contains("MEMORY[@ADDR]=FILE"));
  CHECK_THROWS_WITH(kcli::parseLoadSpec("vsram@=x"), Catch::Contains("address ''"));
  CHECK_THROWS_WITH(kcli::parseLoadSpec("vsram@-4=x"), Catch::Contains("address '-4'"));
  CHECK_THROWS_WITH(kcli::parseLoadSpec("vsram@12=" ), Catch::Contains("no file"));
  CHECK_THROWS_WITH(kcli::parseLoadSpec("@12=x"), Catch::Contains("no memory name"));
  CHECK_THROWS_AS(kcli::parseLoadSpec("a b=x"), kcli::CliError);
}

TEST_CASE("cli: --dump specs", "[cli][memspec]") {
  kcli::DumpSpec d = kcli::parseDumpSpec("vsram@16:32=out.npy");
  CHECK(d.memory == "vsram");
  CHECK(d.address == 16);
  CHECK(d.count == 32);
  CHECK(d.file == "out.npy");
  CHECK(kcli::parseDumpSpec("m@0x10:0x20=o").count == 32);

  CHECK_THROWS_WITH(kcli::parseDumpSpec("vsram=out"), Catch::Contains("MEMORY@ADDR:COUNT=FILE"));
  CHECK_THROWS_WITH(kcli::parseDumpSpec("vsram@4=out"), Catch::Contains("MEMORY@ADDR:COUNT=FILE"));
  CHECK_THROWS_WITH(kcli::parseDumpSpec("vsram:4@2=out"), Catch::Contains("MEMORY@ADDR:COUNT=FILE"));
  CHECK_THROWS_WITH(kcli::parseDumpSpec("vsram@4:0=out"), Catch::Contains("count must be at least 1"));
  CHECK_THROWS_WITH(kcli::parseDumpSpec("vsram@4:x=out"), Catch::Contains("count 'x'"));
  CHECK_THROWS_WITH(kcli::parseDumpSpec("vsram@4:2"), Catch::Contains("--dump 'vsram@4:2'"));
}

TEST_CASE("cli: YAML hardware configs", "[cli][config]") {
  using P = kcli::ParamOverrides;
  CHECK(kcli::parseHwConfig("VLEN: 64\nMLEN: 0x10\n", "c.yaml") == P{{"VLEN", 64}, {"MLEN", 16}});
  CHECK(kcli::parseHwConfig("params:\n  VLEN: 128\n  HAS_FP8: true\nname: big\n", "c.yaml") ==
        P{{"VLEN", 128}, {"HAS_FP8", 1}});
  CHECK(kcli::parseHwConfig("", "c.yaml").empty());
  CHECK(kcli::parseHwConfig("# nothing\n", "c.yaml").empty());
  CHECK(kcli::parseHwConfig("params:\n", "c.yaml").empty());

  CHECK_THROWS_WITH(kcli::parseHwConfig("VLEN: wide\n", "c.yaml"),
                    Catch::Contains("c.yaml:1:7") && Catch::Contains("'VLEN' must be an integer"));
  CHECK_THROWS_WITH(kcli::parseHwConfig("VLEN: 64\nMLEN: [1, 2]\n", "c.yaml"),
                    Catch::Contains("c.yaml:2:") && Catch::Contains("a list"));
  CHECK_THROWS_WITH(kcli::parseHwConfig("- 1\n- 2\n", "c.yaml"), Catch::Contains("expected a map"));
  CHECK_THROWS_WITH(kcli::parseHwConfig("VLEN: [1, 2\n", "c.yaml"),
                    Catch::Contains("c.yaml") && Catch::Contains("invalid YAML"));
  CHECK_THROWS_AS(kcli::parseHwConfig("bad name: 1\n", "c.yaml"), kcli::CliError);
}
