// The aie2 target against llvm-aie's own golden lines (tests/aie2/binary_output: the addresses,
// bytes and llvm-objdump text of its BinaryOutput tests). Every line must disassemble to the text
// llvm-objdump prints and assemble from that text back to the same bytes, unless one of its
// instructions is one the description does not reproduce: those are listed, each with its
// reason, in tests/aie2/binary_output/NOT_REPRODUCED, and counted apart.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "kc/assembler.h"
#include "kc/decoder.h"

namespace {

namespace fs = std::filesystem;

const fs::path kDir = fs::path(KC_SOURCE_DIR) / "tests" / "aie2" / "binary_output";

struct GoldenLine {
  std::string file;
  uint64_t address = 0;
  std::vector<uint8_t> bytes;
  std::string text;
  bool anyCase = false;  // the llvm test compared letters without case
};

std::string squeeze(const std::string& s, bool lowerCase) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += lowerCase ? static_cast<char>(std::tolower(static_cast<unsigned char>(c))) : c;
  }
  return out;
}

std::vector<GoldenLine> readGolden() {
  std::vector<GoldenLine> lines;
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(kDir))
    if (e.path().extension() == ".txt") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const fs::path& p : files) {
    std::ifstream in(p);
    std::string line;
    bool anyCase = false;
    while (std::getline(in, line)) {
      if (line.rfind("# case: insensitive", 0) == 0) anyCase = true;
      const size_t colon = line.find(':'), bar = line.find(" | ");
      if (line.empty() || line[0] == '#' || colon == std::string::npos || bar == std::string::npos) continue;
      GoldenLine g;
      g.file = p.filename().string();
      g.address = std::stoull(line.substr(0, colon), nullptr, 16);
      std::istringstream hex(line.substr(colon + 1, bar - colon - 1));
      std::string byte;
      while (hex >> byte) g.bytes.push_back(static_cast<uint8_t>(std::stoul(byte, nullptr, 16)));
      g.text = line.substr(bar + 3);
      g.anyCase = anyCase;
      lines.push_back(std::move(g));
    }
  }
  return lines;
}

// What the description does not reproduce: a pattern of an instruction's text ("*" any text)
// and why, one "pattern | why" per line.
std::vector<std::pair<std::string, std::string>> readNotReproduced() {
  std::vector<std::pair<std::string, std::string>> out;
  std::ifstream in(kDir / "NOT_REPRODUCED");
  std::string line;
  while (std::getline(in, line)) {
    const size_t bar = line.find(" | ");
    if (line.empty() || line[0] == '#' || bar == std::string::npos) continue;
    out.emplace_back(line.substr(0, bar), line.substr(bar + 3));
  }
  return out;
}

// The instructions of a line: its slots' texts.
std::vector<std::string> slotsOf(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream parts(text);
  std::string part;
  while (std::getline(parts, part, ';')) out.push_back(squeeze(part, false));
  return out;
}

// Whether `text` matches `pattern`, whose "*" stands for any text.
bool matches(const std::string& pattern, const std::string& text) {
  size_t p = 0, t = 0, star = std::string::npos, resume = 0;
  while (t < text.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      resume = t;
    } else if (p < pattern.size() && pattern[p] == text[t]) {
      ++p;
      ++t;
    } else if (star != std::string::npos) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

// The entry of `notReproduced` that a slot's text matches, or null.
const std::pair<std::string, std::string>* leftOutBy(const std::vector<std::pair<std::string, std::string>>& notReproduced,
                                                    const std::string& slot) {
  for (const auto& u : notReproduced)
    if (matches(u.first, slot)) return &u;
  return nullptr;
}

const kc::TargetInfo& aie2() {
  const kc::TargetInfo* t = kc::findTarget("aie2");
  REQUIRE(t);
  return *t;
}

} // namespace

TEST_CASE("aie2: llvm-aie's BinaryOutput lines disassemble and assemble exactly", "[aie2][golden]") {
  const std::vector<GoldenLine> golden = readGolden();
  const auto notReproduced = readNotReproduced();
  REQUIRE(golden.size() == 1550);
  int compared = 0, leftOut = 0;
  for (const GoldenLine& g : golden) {
    bool skip = false;
    for (const std::string& slot : slotsOf(g.text)) skip = skip || leftOutBy(notReproduced, slot);
    if (skip) {
      ++leftOut;
      continue;
    }
    ++compared;
    INFO(g.file << " at " << std::hex << g.address << ": " << g.text);
    std::string printed = kc::disassemble(aie2(), g.bytes.data(), g.bytes.size(), g.address, false);
    CHECK(squeeze(printed, g.anyCase) == squeeze(g.text, g.anyCase));
    kc::AsmOptions opt;
    opt.fileName = g.file;
    const kc::AsmResult r = kc::assemble(aie2(), g.text + "\n", opt);
    INFO(kc::format(r.diagnostics));
    REQUIRE(r.program);
    CHECK(r.program->code == g.bytes);
  }
  // The lines left out are exactly those the list accounts for; the list shrinks as the
  // description grows.
  CHECK(compared + leftOut == 1550);
  CHECK(compared == 1351);
  CHECK(leftOut == 199);
}

TEST_CASE("aie2: every golden line left out names an instruction that does not assemble", "[aie2][golden]") {
  const std::vector<GoldenLine> golden = readGolden();
  for (const auto& entry : readNotReproduced()) {
    INFO(entry.first << ": " << entry.second);
    // Some golden line has such an instruction, and it does not assemble on its own.
    int seen = 0;
    for (const GoldenLine& g : golden)
      for (const std::string& slot : slotsOf(g.text)) {
        std::vector<std::pair<std::string, std::string>> one{entry};
        if (!leftOutBy(one, slot)) continue;
        ++seen;
        kc::AsmOptions opt;
        opt.fileName = g.file;
        INFO(slot);
        CHECK_FALSE(kc::assemble(aie2(), slot + "\n", opt).program);
      }
    CHECK(seen > 0);
  }
}
