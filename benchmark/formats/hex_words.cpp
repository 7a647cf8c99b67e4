#include "formats/hex_words.h"

#include <algorithm>
#include <cctype>
#include <cinttypes>
#include <cstdio>
#include <set>

#include "formats/input_error.h"
#include "kc/decoder.h"

namespace kcli {

namespace {

std::set<unsigned> instructionSizes(const kc::TargetInfo& t) {
  std::set<unsigned> sizes;
  if (t.bundled()) {
    // Words of the smallest bundle format (or the widest piece of it up to 8 bytes that divides
    // it), so that every bundle is whole words.
    const unsigned granule = t.formats[0].bits / 8u;
    for (unsigned n : {8u, 4u, 2u, 1u})
      if (granule % n == 0) return {n};
  }
  for (uint16_t i = 0; i < t.numInstrs; ++i)
    if (t.instrs[i].sizeBytes > 0 && t.instrs[i].sizeBytes <= 8) sizes.insert(t.instrs[i].sizeBytes);
  if (sizes.empty()) sizes.insert(4);
  return sizes;
}

uint64_t readWord(const uint8_t* p, unsigned n, bool littleEndian) {
  uint64_t w = 0;
  for (unsigned b = 0; b < n; ++b) w |= uint64_t(p[b]) << (littleEndian ? 8 * b : 8 * (n - 1 - b));
  return w;
}

void appendWord(std::vector<uint8_t>& out, uint64_t w, unsigned n, bool littleEndian) {
  for (unsigned b = 0; b < n; ++b) out.push_back(static_cast<uint8_t>(w >> (littleEndian ? 8 * b : 8 * (n - 1 - b))));
}

std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

} // namespace

std::string formatHexWords(const kc::TargetInfo& target, const std::vector<uint8_t>& code) {
  const std::set<unsigned> sizes = instructionSizes(target);
  const unsigned granule = *sizes.begin();
  const unsigned unit = std::max<unsigned>(1, target.codeAddressUnit);
  kc::Decoder decoder(target);
  std::string out;
  size_t off = 0;
  while (off < code.size()) {
    unsigned n = granule;
    if (sizes.size() > 1) {
      kc::Decoded d;
      if (decoder.decode(code.data() + off, code.size() - off, off / unit, d)) n = d.sizeBytes;
    }
    n = static_cast<unsigned>(std::min<size_t>(n, code.size() - off));
    char buf[32];
    std::snprintf(buf, sizeof buf, "0x%0*" PRIX64 "\n", static_cast<int>(2 * n),
                  readWord(code.data() + off, n, target.littleEndian));
    out += buf;
    off += n;
  }
  return out;
}

std::vector<uint8_t> parseHexWords(const kc::TargetInfo& target, const std::string& text, const std::string& file,
                                   std::vector<HexWordLine>* wordLines) {
  const std::set<unsigned> sizes = instructionSizes(target);
  std::vector<uint8_t> out;
  size_t pos = 0;
  int lineNo = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    std::string line = text.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
    pos = nl == std::string::npos ? text.size() : nl + 1;
    ++lineNo;
    for (const char* c : {"#", "//"})
      if (size_t k = line.find(c); k != std::string::npos) line.erase(k);
    line = trim(line);
    if (line.empty()) continue;

    const std::string where = file + ":" + std::to_string(lineNo) + ": ";
    std::string digits = line;
    if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) digits.erase(0, 2);
    digits.erase(std::remove(digits.begin(), digits.end(), '_'), digits.end());
    if (digits.empty() || !std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return std::isxdigit(c); }))
      badInput(where + "'" + line + "' is not a hexadecimal word (expected one word per line, like 0x0000002A)");
    size_t first = digits.find_first_not_of('0');
    size_t significant = first == std::string::npos ? 0 : digits.size() - first;
    if (significant > 16) badInput(where + "'" + line + "' is wider than 64 bits");
    const uint64_t word = std::stoull(digits, nullptr, 16);

    unsigned n;
    if (sizes.size() == 1) {
      n = *sizes.begin();
    } else {
      const unsigned wanted = static_cast<unsigned>((digits.size() + 1) / 2);
      auto it = sizes.lower_bound(wanted);
      n = it == sizes.end() ? *sizes.rbegin() : *it;
    }
    if (n < 8 && (word >> (8 * n)) != 0)
      badInput(where + "'" + line + "' does not fit a " + std::to_string(n) + "-byte instruction word");
    if (wordLines) wordLines->push_back({out.size(), lineNo});
    appendWord(out, word, n, target.littleEndian);
  }
  return out;
}

} // namespace kcli
