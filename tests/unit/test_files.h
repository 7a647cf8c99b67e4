// Reading a file whole and assembling a source for a named target: what several test files need.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "kc/assembler.h"

// The file's bytes; empty when it cannot be read.
inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline kc::AsmResult assembleFor(const char* target, const std::string& source, const std::string& fileName) {
  const kc::TargetInfo* t = kc::findTarget(target);
  REQUIRE(t);
  kc::AsmOptions opt;
  opt.fileName = fileName;
  return kc::assemble(*t, source, opt);
}
