#include "formats/npy.h"

#include <cctype>
#include <cstring>

#include "formats/input_error.h"
#include "kc/numeric.h"

namespace kcli {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLen = 6;
// numpy aligns the start of the data to this, so readers may map it directly.
constexpr size_t kAlign = 64;

// A cursor over the header's Python dict literal.
struct HeaderParser {
  std::string_view s;
  size_t i = 0;
  const std::string& file;

  [[noreturn]] void fail(const std::string& why) const {
    badInput(file + ": bad .npy header (" + why + "): " + std::string(s));
  }
  void ws() {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  }
  bool eat(char c) {
    ws();
    if (i < s.size() && s[i] == c) return ++i, true;
    return false;
  }
  void expect(char c) {
    if (!eat(c)) fail(std::string("expected '") + c + "'");
  }
  std::string str() {
    ws();
    if (i >= s.size() || (s[i] != '\'' && s[i] != '"')) fail("expected a quoted string");
    char q = s[i++];
    size_t start = i;
    while (i < s.size() && s[i] != q) ++i;
    if (i >= s.size()) fail("unterminated string");
    return std::string(s.substr(start, i++ - start));
  }
  bool word(std::string_view w) {
    ws();
    if (s.substr(i, w.size()) == w) return i += w.size(), true;
    return false;
  }
  bool boolean() {
    if (word("True")) return true;
    if (word("False")) return false;
    fail("expected True or False");
  }
  std::vector<uint64_t> tuple() {
    expect('(');
    std::vector<uint64_t> dims;
    while (!eat(')')) {
      ws();
      size_t start = i;
      uint64_t v = 0;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
        if (v > (UINT64_MAX - 9) / 10) fail("dimension too large");
        v = v * 10 + static_cast<uint64_t>(s[i++] - '0');
      }
      if (i == start) fail("expected a dimension");
      if (i < s.size() && s[i] == 'L') ++i;  // Python 2 long literals
      dims.push_back(v);
      if (!eat(',')) {
        expect(')');
        break;
      }
    }
    return dims;
  }
};

uint64_t readLE(const uint8_t* p, unsigned n) {
  uint64_t v = 0;
  for (unsigned b = 0; b < n; ++b) v |= uint64_t(p[b]) << (8 * b);
  return v;
}

// numpy spells tuples "(3,)", "(2, 3)", "()".
std::string pythonTuple(const std::vector<uint64_t>& shape) {
  if (shape.empty()) return "()";
  if (shape.size() == 1) return "(" + std::to_string(shape[0]) + ",)";
  std::string s = "(";
  for (size_t k = 0; k < shape.size(); ++k) s += (k ? ", " : "") + std::to_string(shape[k]);
  return s + ")";
}

} // namespace

std::optional<NpyType> npyType(std::string_view d) {
  if (d.size() != 3) return std::nullopt;
  const char order = d[0], kind = d[1], size = d[2];
  if (size < '1' || size > '8') return std::nullopt;
  const unsigned bytes = static_cast<unsigned>(size - '0');
  // One-byte types have no byte order; numpy writes '|' but '<' is harmless.
  if (!(order == '<' || (order == '|' && bytes == 1))) return std::nullopt;
  switch (kind) {
    case 'f':
      if (bytes == 2 || bytes == 4 || bytes == 8) return NpyType{NpyType::Float, bytes};
      return std::nullopt;
    case 'i':
    case 'u':
      if (bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8)
        return NpyType{kind == 'i' ? NpyType::Int : NpyType::UInt, bytes};
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

std::string npyDescr(NpyType t) {
  const char kind = t.kind == NpyType::Float ? 'f' : t.kind == NpyType::Int ? 'i' : 'u';
  return std::string(1, t.bytes == 1 ? '|' : '<') + kind + std::to_string(t.bytes);
}

const char* npySupportedTypes() { return "<f2 <f4 <f8 |i1 <i2 <i4 <i8 |u1 <u2 <u4 <u8"; }

uint64_t NpyArray::count() const {
  uint64_t n = 1;
  for (uint64_t d : shape) n *= d;
  return n;
}

NpyType NpyArray::type() const { return *npyType(descr); }

double NpyArray::valueAt(uint64_t i) const {
  const NpyType t = type();
  const uint8_t* p = data.data() + i * t.bytes;
  if (t.kind == NpyType::Float) {
    if (t.bytes == 2) return kc::num::fromF16(static_cast<uint16_t>(readLE(p, 2)));
    if (t.bytes == 4) {
      uint32_t u = static_cast<uint32_t>(readLE(p, 4));
      float f;
      std::memcpy(&f, &u, 4);
      return f;
    }
    uint64_t u = readLE(p, 8);
    double f;
    std::memcpy(&f, &u, 8);
    return f;
  }
  if (t.kind == NpyType::UInt) return static_cast<double>(readLE(p, t.bytes));
  return static_cast<double>(intAt(i));
}

int64_t NpyArray::intAt(uint64_t i) const {
  const NpyType t = type();
  uint64_t u = readLE(data.data() + i * t.bytes, t.bytes);
  if (t.kind == NpyType::Int && t.bytes < 8) {
    const uint64_t sign = uint64_t(1) << (8 * t.bytes - 1);
    u = (u ^ sign) - sign;
  }
  return static_cast<int64_t>(u);
}

NpyArray parseNpy(const std::vector<uint8_t>& bytes, const std::string& file) {
  if (bytes.size() < 10 || std::memcmp(bytes.data(), kMagic, kMagicLen) != 0)
    badInput(file + ": not a .npy file (it does not start with \\x93NUMPY)");
  const unsigned major = bytes[6];
  size_t headerLen, headerStart;
  if (major == 1) {
    headerLen = static_cast<size_t>(readLE(bytes.data() + 8, 2));
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) badInput(file + ": truncated .npy header");
    headerLen = static_cast<size_t>(readLE(bytes.data() + 8, 4));
    headerStart = 12;
  } else {
    badInput(file + ": unsupported .npy format version " + std::to_string(major) + "." + std::to_string(bytes[7]));
  }
  if (bytes.size() - headerStart < headerLen) badInput(file + ": truncated .npy header");

  std::string_view header(reinterpret_cast<const char*>(bytes.data() + headerStart), headerLen);
  while (!header.empty() && std::isspace(static_cast<unsigned char>(header.back()))) header.remove_suffix(1);
  HeaderParser p{header, 0, file};
  NpyArray a;
  bool haveDescr = false, haveOrder = false, haveShape = false, fortran = false;
  p.expect('{');
  while (!p.eat('}')) {
    std::string key = p.str();
    p.expect(':');
    if (key == "descr") a.descr = p.str(), haveDescr = true;
    else if (key == "fortran_order") fortran = p.boolean(), haveOrder = true;
    else if (key == "shape") a.shape = p.tuple(), haveShape = true;
    else p.fail("unexpected key '" + key + "'");
    if (!p.eat(',')) {
      p.expect('}');
      break;
    }
  }
  if (!haveDescr || !haveOrder || !haveShape) p.fail("it needs 'descr', 'fortran_order' and 'shape'");
  if (fortran)
    badInput(file + ": Fortran-ordered arrays are not supported; save np.ascontiguousarray(a) instead");
  std::optional<NpyType> t = npyType(a.descr);
  if (!t) badInput(file + ": unsupported dtype '" + a.descr + "'; supported: " + npySupportedTypes());

  uint64_t n = 1;
  for (uint64_t d : a.shape) {
    if (d != 0 && n > UINT64_MAX / d / t->bytes) badInput(file + ": shape " + pythonTuple(a.shape) + " is too large");
    n *= d;
  }
  const size_t dataStart = headerStart + headerLen;
  const uint64_t need = n * t->bytes;
  const uint64_t have = bytes.size() - dataStart;
  if (have < need)
    badInput(file + ": shape " + pythonTuple(a.shape) + " of " + a.descr + " needs " + std::to_string(need) +
             " data bytes but the file has " + std::to_string(have));
  if (have > need)
    badInput(file + ": " + std::to_string(have - need) + " bytes after the data of shape " + pythonTuple(a.shape) +
             " of " + a.descr);
  a.data.assign(bytes.begin() + static_cast<ptrdiff_t>(dataStart), bytes.end());
  return a;
}

std::vector<uint8_t> writeNpy(const NpyArray& a) {
  std::string dict = "{'descr': '" + a.descr + "', 'fortran_order': False, 'shape': " + pythonTuple(a.shape) + ", }";
  // Version 1 stores the header length in 16 bits; bigger headers need version 2.
  size_t prefix = 10;
  size_t total = (prefix + dict.size() + 1 + kAlign - 1) / kAlign * kAlign;
  if (total - prefix > 0xFFFF) {
    prefix = 12;
    total = (prefix + dict.size() + 1 + kAlign - 1) / kAlign * kAlign;
  }
  const size_t headerLen = total - prefix;
  dict.append(headerLen - dict.size() - 1, ' ');
  dict += '\n';

  std::vector<uint8_t> out(kMagic, kMagic + kMagicLen);
  out.push_back(prefix == 10 ? 1 : 2);
  out.push_back(0);
  for (size_t b = 0; b < prefix - 8; ++b) out.push_back(static_cast<uint8_t>(headerLen >> (8 * b)));
  out.insert(out.end(), dict.begin(), dict.end());
  out.insert(out.end(), a.data.begin(), a.data.end());
  return out;
}

} // namespace kcli
