#include <catch2/catch.hpp>

#include <cstring>
#include <string>

#include "cli/memory_files.h"
#include "formats/input_error.h"
#include "formats/npy.h"

using kcli::NpyArray;

namespace {

std::vector<uint8_t> bytesOf(const std::string& s) { return std::vector<uint8_t>(s.begin(), s.end()); }

NpyArray floats(std::vector<float> v) {
  NpyArray a;
  a.descr = "<f4";
  a.shape = {v.size()};
  a.data.resize(v.size() * 4);
  std::memcpy(a.data.data(), v.data(), a.data.size());
  return a;
}

int64_t sizeOf256(const int64_t*) { return 256; }

} // namespace

TEST_CASE("npy: header bytes match numpy's np.save for a small float32 vector", "[cli][npy]") {
  std::vector<uint8_t> out = kcli::writeNpy(floats({1.0f, 2.0f, 3.0f}));
  // numpy 1.x: magic, version 1.0, little-endian header length, dict padded with spaces so
  // that the data starts at a multiple of 64, then '\n'.
  std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }";
  std::string header = std::string("\x93NUMPY\x01\x00", 8) + std::string(1, char(118)) + std::string(1, '\0') + dict +
                       std::string(128 - 10 - dict.size() - 1, ' ') + "\n";
  REQUIRE(out.size() == 128 + 12);
  CHECK(std::string(out.begin(), out.begin() + 128) == header);
  float back[3];
  std::memcpy(back, out.data() + 128, 12);
  CHECK(back[0] == 1.0f);
  CHECK(back[2] == 3.0f);
}

TEST_CASE("npy: shapes are written as Python tuples", "[cli][npy]") {
  NpyArray a;
  a.descr = "|u1";
  a.shape = {2, 3};
  a.data = {1, 2, 3, 4, 5, 6};
  std::vector<uint8_t> out = kcli::writeNpy(a);
  std::string text(out.begin(), out.end());
  CHECK(text.find("'shape': (2, 3), }") != std::string::npos);
  CHECK(out.size() % 64 == 6);

  NpyArray scalar;
  scalar.descr = "<i4";
  scalar.data = {7, 0, 0, 0};
  std::vector<uint8_t> s = kcli::writeNpy(scalar);
  CHECK(std::string(s.begin(), s.end()).find("'shape': (), }") != std::string::npos);
  CHECK(kcli::parseNpy(s, "s.npy").count() == 1);
}

TEST_CASE("npy: round trip of every supported dtype", "[cli][npy]") {
  for (const char* d : {"<f2", "<f4", "<f8", "|i1", "<i2", "<i4", "<i8", "|u1", "<u2", "<u4", "<u8"}) {
    NpyArray a;
    a.descr = d;
    a.shape = {2, 2};
    const auto t = kcli::npyType(d);
    REQUIRE(t);
    a.data.resize(4 * t->bytes);
    for (size_t i = 0; i < a.data.size(); ++i) a.data[i] = static_cast<uint8_t>(i * 7 + 1);
    NpyArray b = kcli::parseNpy(kcli::writeNpy(a), "x.npy");
    CHECK(b.descr == a.descr);
    CHECK(b.shape == a.shape);
    CHECK(b.data == a.data);
  }
}

TEST_CASE("npy: values are read in the array's type", "[cli][npy]") {
  NpyArray a;
  a.descr = "<i2";
  a.shape = {2};
  a.data = {0xFE, 0xFF, 0x10, 0x00};
  CHECK(a.intAt(0) == -2);
  CHECK(a.valueAt(1) == 16.0);
  a.descr = "<u2";
  CHECK(a.intAt(0) == 65534);
  a.descr = "<f2";
  a.data = {0x00, 0x3C, 0x00, 0xC0};  // 1.0, -2.0
  CHECK(a.valueAt(0) == 1.0);
  CHECK(a.valueAt(1) == -2.0);
}

TEST_CASE("npy: reads version 2 headers and '|' or '<' for bytes", "[cli][npy]") {
  std::string dict = "{'descr': '<u1', 'fortran_order': False, 'shape': (2,)}";
  dict += std::string(128 - 12 - dict.size() - 1, ' ') + "\n";
  std::string file = std::string("\x93NUMPY\x02\x00", 8) + std::string(1, char(dict.size())) + std::string(3, '\0') +
                     dict + "\x05\x06";
  NpyArray a = kcli::parseNpy(bytesOf(file), "v2.npy");
  CHECK(a.shape == std::vector<uint64_t>{2});
  CHECK(a.intAt(1) == 6);
}

TEST_CASE("npy: malformed files are refused with the file name and the reason", "[cli][npy]") {
  auto errorOf = [](const std::vector<uint8_t>& bytes) {
    try {
      kcli::parseNpy(bytes, "bad.npy");
    } catch (const kcli::CliError& e) {
      CHECK(e.exitCode() == kcli::kExitBadInput);
      return std::string(e.what());
    }
    return std::string("no error");
  };
  auto withDict = [](const std::string& dict, const std::string& data) {
    std::string d = dict + "\n";
    return bytesOf(std::string("\x93NUMPY\x01\x00", 8) + std::string(1, char(d.size())) + std::string(1, '\0') + d + data);
  };
  CHECK_THAT(errorOf(bytesOf("hello world")), Catch::Contains("bad.npy") && Catch::Contains("not a .npy"));
  CHECK_THAT(errorOf(withDict("{'descr': '<f4', 'fortran_order': True, 'shape': (1,), }", "abcd")),
             Catch::Contains("Fortran"));
  CHECK_THAT(errorOf(withDict("{'descr': '>f4', 'fortran_order': False, 'shape': (1,), }", "abcd")),
             Catch::Contains("unsupported dtype '>f4'"));
  CHECK_THAT(errorOf(withDict("{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }", "abcdabcd")),
             Catch::Contains("unsupported dtype"));
  CHECK_THAT(errorOf(withDict("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", "abcd")),
             Catch::Contains("needs 8 data bytes"));
  CHECK_THAT(errorOf(withDict("{'descr': '<f4', 'shape': (1,), }", "abcd")), Catch::Contains("fortran_order"));
  CHECK_THAT(errorOf(withDict("{'descr': '<f4', 'fortran_order': False, 'shape': (x,), }", "abcd")),
             Catch::Contains("bad .npy header"));
}

TEST_CASE("npy: conversion into memory element formats", "[cli][npy]") {
  const kc::MemoryInfo bf16{"vmem", "bf16", 2, sizeOf256, false, ""};
  const kc::MemoryInfo u8{"bytes", "u8", 1, sizeOf256, false, ""};
  const kc::MemoryInfo i32{"words", "i32", 4, sizeOf256, false, ""};

  std::vector<uint8_t> b = kcli::npyToMemoryBytes(floats({1.0f, -2.5f}), bf16, "in.npy");
  CHECK(b == std::vector<uint8_t>{0x80, 0x3F, 0x20, 0xC0});

  NpyArray ints;
  ints.descr = "<i4";
  ints.shape = {3};
  ints.data = {1, 0, 0, 0, 0xFF, 0, 0, 0, 200, 0, 0, 0};
  CHECK(kcli::npyToMemoryBytes(ints, u8, "in.npy") == std::vector<uint8_t>{1, 0xFF, 200});
  CHECK(kcli::npyToMemoryBytes(floats({3.0f}), i32, "in.npy") == std::vector<uint8_t>{3, 0, 0, 0});
  CHECK(kcli::npyToMemoryBytes(floats({-3.0f}), i32, "in.npy") == std::vector<uint8_t>{0xFD, 0xFF, 0xFF, 0xFF});
  // Never a wrap: -2 into a byte memory is refused like -200, with the way to load bit patterns.
  ints.data = {1, 0, 0, 0, 0xFE, 0xFF, 0xFF, 0xFF, 200, 0, 0, 0};
  CHECK_THROWS_WITH(kcli::npyToMemoryBytes(ints, u8, "in.npy"),
                    "in.npy: element 1 (-2) does not fit memory 'bytes' (u8 holds 0 to 255); a raw file (not .npy) "
                    "loads bytes as they are");
  const kc::MemoryInfo i8{"sbytes", "i8", 1, sizeOf256, false, ""};
  ints.data = {0x80, 0xFF, 0xFF, 0xFF, 0x7F, 0, 0, 0, 0x80, 0, 0, 0};  // -128, 127, 128
  CHECK_THROWS_WITH(kcli::npyToMemoryBytes(ints, i8, "in.npy"),
                    "in.npy: element 2 (128) does not fit memory 'sbytes' (i8 holds -128 to 127); a raw file (not "
                    ".npy) loads bytes as they are");
  ints.shape = {2};
  ints.data.resize(8);
  CHECK(kcli::npyToMemoryBytes(ints, i8, "in.npy") == std::vector<uint8_t>{0x80, 0x7F});
  ints.shape = {3};
  ints.data = {1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 200, 0, 0, 0};

  CHECK_THROWS_WITH(kcli::npyToMemoryBytes(floats({1.5f}), u8, "in.npy"),
                    Catch::Contains("in.npy") && Catch::Contains("not an integer"));
  ints.data = {0x00, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};  // 256
  CHECK_THROWS_WITH(kcli::npyToMemoryBytes(ints, u8, "in.npy"), Catch::Contains("does not fit"));

  const kc::MemoryInfo odd{"odd", "wibble", 2, sizeOf256, false, ""};
  CHECK_THROWS_WITH(kcli::npyToMemoryBytes(floats({1.0f}), odd, "in.npy"), Catch::Contains("raw file"));
}

TEST_CASE("npy: dumping memory storage as arrays", "[cli][npy]") {
  const kc::MemoryInfo bf16{"vmem", "bf16", 2, sizeOf256, false, ""};
  const kc::MemoryInfo i8{"bytes", "i8", 1, sizeOf256, false, ""};
  const uint8_t storage[] = {0x80, 0x3F, 0x20, 0xC0};

  NpyArray f = kcli::memoryBytesToNpy(storage, 2, bf16);
  CHECK(f.descr == "<f4");
  CHECK(f.shape == std::vector<uint64_t>{2});
  CHECK(f.valueAt(0) == 1.0);
  CHECK(f.valueAt(1) == -2.5);

  NpyArray n = kcli::memoryBytesToNpy(storage, 4, i8);
  CHECK(n.descr == "|i1");
  CHECK(n.intAt(0) == -128);
  CHECK(n.intAt(1) == 0x3F);
}
