// Number formats against values worked out by hand.
#include <catch2/catch.hpp>

#include <cmath>

#include "kc/numeric.h"

using namespace kc::num;

TEST_CASE("bf16 rounds to nearest even") {
  CHECK(toBf16(1.0f) == 0x3F80);
  CHECK(toBf16(1.00390625f) == 0x3F80);   // exactly halfway: tie goes to the even mantissa
  CHECK(toBf16(1.01171875f) == 0x3F82);   // halfway between 0x3F81 and 0x3F82: even
  CHECK(toBf16(-2.0f) == 0xC000);
  CHECK(toBf16(INFINITY) == 0x7F80);
  CHECK(std::isnan(fromBf16(toBf16(NAN))));
  CHECK(fromBf16(0x4049) == 3.140625f);
}

TEST_CASE("f16 handles the top of the range and subnormals") {
  CHECK(toF16(65504.0f) == 0x7BFF);
  CHECK(toF16(65520.0f) == 0x7C00);       // rounds past the largest finite value
  CHECK(toF16(std::ldexp(1.0f, -24)) == 0x0001);
  CHECK(fromF16(0x3C00) == 1.0f);
}

TEST_CASE("E4M3 encodes, saturates and decodes") {
  CHECK(toE4M3(1.0f) == 0x38);
  CHECK(toE4M3(-2.0f) == 0xC0);
  CHECK(toE4M3(448.0f) == 0x7E);
  CHECK(toE4M3(464.0f) == 0x7E);          // saturating
  CHECK(toE4M3(1000.0f, false) == 0x7F);  // NaN without saturation
  CHECK(toE4M3(std::ldexp(1.0f, -9)) == 0x01);  // smallest subnormal
  CHECK(toE4M3(1.0625f) == 0x38);         // tie between 1.0 and 1.125: even
  CHECK(toE4M3(1.1875f) == 0x3A);         // tie between 1.125 and 1.25: even (1.25)
  CHECK(fromE4M3(0x7E) == 448.0f);
  CHECK(std::isnan(fromE4M3(0x7F)));
}

TEST_CASE("E5M2 and E8M0") {
  CHECK(toE5M2(1.0f) == 0x3C);
  CHECK(toE5M2(57344.0f) == 0x7B);
  CHECK(fromE5M2(0x7C) == INFINITY);
  CHECK(fromE8M0(127) == 1.0f);
  CHECK(fromE8M0(130) == 8.0f);
}

TEST_CASE("MXFP8 scale is floor(log2(amax)) - 8 and elements round to E4M3") {
  CHECK(mxScaleFor(0.8f, 8) == 127 - 1 - 8);
  CHECK(mxScaleFor(448.0f, 8) == 127 + 8 - 8);
  CHECK(mxScaleFor(0.0f, 8) == 0);
  float in[8] = {0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f};
  uint8_t e[8], s[1];
  quantizeMxfp8(in, 8, 8, e, s);
  CHECK(s[0] == 118);  // 2^-9: 0.8 -> 409.6 in element units
  CHECK(e[7] == toE4M3(409.6f));  // 409.6 -> 416 (0x7D)
  CHECK(e[7] == 0x7D);
  float out[8];
  dequantizeMxfp8(e, s, 8, 8, out);
  CHECK(out[7] == 416.0f / 512.0f);
  CHECK(out[0] == 52.0f / 512.0f);  // 51.2 -> 52
}

TEST_CASE("formats by name, encode and decode") {
  auto i22 = parseFormat("i22");
  REQUIRE(i22);
  CHECK(i22->kind == Format::Int);
  CHECK(storageBytes(*i22) == 4);
  CHECK_FALSE(parseFormat("q7"));
  CHECK_FALSE(parseFormat("u65"));
  uint8_t buf[8];
  REQUIRE(encode(*parseFormat("bf16"), 1.0, buf));
  CHECK(buf[0] == 0x80);
  CHECK(buf[1] == 0x3F);
  REQUIRE(encode(*i22, -1, buf));
  CHECK(decode(*i22, buf) == -1);
  CHECK_FALSE(encode(*i22, 0.5, buf));
  REQUIRE(encode(*parseFormat("u8"), 300, buf));
  CHECK(buf[0] == 44);  // wraps modulo 256
}
