#include "kc/register_text.h"

#include <cstdio>

#include "kc/numeric.h"

namespace kc {

bool isSignedType(const std::string& elemType) {
  const auto f = num::parseFormat(elemType);
  return f && f->kind == num::Format::Int;
}

int64_t signedRegister(const RegValue& v, const std::string& elemType) {
  const auto f = num::parseFormat(elemType);
  const unsigned bits = f && f->bits > 0 && f->bits < 64 ? f->bits : 64;
  uint64_t u = bits < 64 ? v.u & ((uint64_t(1) << bits) - 1) : v.u;
  if (isSignedType(elemType) && bits < 64 && (u >> (bits - 1) & 1)) u |= ~uint64_t(0) << bits;
  return static_cast<int64_t>(u);
}

std::string regValueText(const RegValue& v, const std::string& elemType) {
  if (!v.isFloat) {
    const int64_t s = signedRegister(v, elemType);
    return isSignedType(elemType) ? std::to_string(s) : std::to_string(static_cast<uint64_t>(s));
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.9g", v.f);
  return buf;
}

std::string registerText(const Machine& m, int file, int index) {
  const RegFileInfo& rf = m.target().regFiles[file];
  const std::string type = rf.elemType ? rf.elemType : "";
  if (!rf.lanesOf) return regValueText(m.readRegister(file, index), type);
  std::string s = "[";
  for (int64_t k = 0, n = m.lanes(file); k < n; ++k) s += (k ? ", " : "") + regValueText(m.readLane(file, index, k), type);
  return s + "]";
}

bool registerIsZero(const Machine& m, int file, int index) {
  for (int64_t k = 0, n = m.lanes(file); k < n; ++k) {
    const RegValue v = m.readLane(file, index, k);
    if (v.isFloat ? v.f != 0 : v.u != 0) return false;
  }
  return true;
}

} // namespace kc
