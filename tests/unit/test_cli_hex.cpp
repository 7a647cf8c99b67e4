#include <catch2/catch.hpp>

#include "fake_target.h"
#include "formats/hex_words.h"
#include "formats/input_error.h"

TEST_CASE("cli: hex words round trip in the target's byte order", "[cli][hex]") {
  const std::vector<uint8_t> code = {0x41, 0x10, 0x00, 0x00, 0x3F, 0x00, 0x00, 0x00};
  const std::string text = kcli::formatHexWords(fakeTarget(), code);
  CHECK(text == "0x00001041\n0x0000003F\n");
  CHECK(kcli::parseHexWords(fakeTarget(), text, "p.hex") == code);
}

TEST_CASE("cli: hex files allow comments, blank lines and bare digits", "[cli][hex]") {
  const std::string text = "# header\n\n0x00001041 // add\n  3f\n0000_0001\n";
  CHECK(kcli::parseHexWords(fakeTarget(), text, "p.hex") ==
        std::vector<uint8_t>{0x41, 0x10, 0, 0, 0x3F, 0, 0, 0, 1, 0, 0, 0});
}

TEST_CASE("cli: bad hex lines name the file and line", "[cli][hex]") {
  CHECK_THROWS_WITH(kcli::parseHexWords(fakeTarget(), "0x1\n0xZZ\n", "p.hex"), Catch::StartsWith("p.hex:2: '0xZZ'"));
  CHECK_THROWS_WITH(kcli::parseHexWords(fakeTarget(), "0x100000000\n", "p.hex"),
                    Catch::StartsWith("p.hex:1:") && Catch::Contains("4-byte"));
}

TEST_CASE("cli: hex words remember their lines for trap reports", "[cli][hex]") {
  std::vector<kcli::HexWordLine> lines;
  kcli::parseHexWords(fakeTarget(), "# two words\n0x1\n\n0x2\n", "p.hex", &lines);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].offset == 0);
  CHECK(lines[0].line == 2);
  CHECK(lines[1].offset == 4);
  CHECK(lines[1].line == 4);
}
