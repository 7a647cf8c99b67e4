// Negative test files name the diagnostic they must produce in their first line, after
// "# expect: ".
#pragma once

#include <filesystem>
#include <fstream>
#include <string>

#include <catch2/catch.hpp>

inline std::string expectedDiagnostic(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::string first;
  std::getline(in, first);
  const std::string tag = "# expect: ";
  REQUIRE(first.rfind(tag, 0) == 0);
  return first.substr(tag.size());
}
