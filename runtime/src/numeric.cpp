#include "kc/numeric.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <string>

namespace kc::num {
namespace {

uint32_t bitsOf(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  return u;
}
float floatOf(uint32_t u) {
  float x;
  std::memcpy(&x, &u, 4);
  return x;
}

// Rounds |x| (finite, non-negative) to a float format with `man` mantissa bits, exponent bias
// `bias` and largest finite value `maxVal`, to nearest even, and returns the encoded bits without
// sign. Overflow returns `overflowBits`.
uint32_t encodeSmallFloat(float ax, int man, int bias, float maxVal, uint32_t overflowBits, bool saturate,
                          uint32_t maxBits) {
  if (ax == 0) return 0;
  if (ax > maxVal) {
    // Values that round to maxVal still encode as maxVal; compute the halfway point above it.
    int e = std::ilogb(maxVal);
    float halfUlp = std::ldexp(1.0f, e - man - 1);
    if (ax < maxVal + halfUlp || saturate) return maxBits;
    return overflowBits;
  }
  int e = std::ilogb(ax);
  int minExp = 1 - bias;
  if (e < minExp) e = minExp;  // subnormal range: fixed quantum
  float quantum = std::ldexp(1.0f, e - man);
  float q = std::nearbyint(ax / quantum);  // default rounding mode: to nearest even
  float v = q * quantum;
  if (v > maxVal) return saturate ? maxBits : overflowBits;
  if (v == 0) return 0;
  int ve = std::ilogb(v);
  if (ve < minExp) {  // subnormal
    return static_cast<uint32_t>(std::nearbyint(v / std::ldexp(1.0f, minExp - man)));
  }
  uint32_t expField = static_cast<uint32_t>(ve + bias);
  uint32_t mantField = static_cast<uint32_t>(std::nearbyint((v / std::ldexp(1.0f, ve) - 1.0f) * (1 << man)));
  return (expField << man) | mantField;
}

float decodeSmallFloat(uint32_t bits, int exp, int man, int bias) {
  uint32_t e = (bits >> man) & ((1u << exp) - 1);
  uint32_t m = bits & ((1u << man) - 1);
  if (e == 0) return std::ldexp(static_cast<float>(m), 1 - bias - man);
  return std::ldexp(1.0f + static_cast<float>(m) / static_cast<float>(1 << man), static_cast<int>(e) - bias);
}

} // namespace

uint16_t toBf16(float x) {
  uint32_t u = bitsOf(x);
  if ((u & 0x7FFFFFFF) > 0x7F800000) return static_cast<uint16_t>((u >> 16) | 0x0040);  // quiet NaN
  uint32_t rounding = 0x7FFF + ((u >> 16) & 1);
  return static_cast<uint16_t>((u + rounding) >> 16);
}

float fromBf16(uint16_t bits) { return floatOf(static_cast<uint32_t>(bits) << 16); }

uint16_t toF16(float x) {
  uint32_t sign = (bitsOf(x) >> 16) & 0x8000;
  float ax = std::fabs(x);
  if (std::isnan(x)) return static_cast<uint16_t>(sign | 0x7E00);
  if (std::isinf(x)) return static_cast<uint16_t>(sign | 0x7C00);
  return static_cast<uint16_t>(sign | encodeSmallFloat(ax, 10, 15, 65504.0f, 0x7C00, false, 0x7BFF));
}

float fromF16(uint16_t bits) {
  float sign = (bits & 0x8000) ? -1.0f : 1.0f;
  uint32_t e = (bits >> 10) & 0x1F;
  if (e == 0x1F) return (bits & 0x3FF) ? std::numeric_limits<float>::quiet_NaN() : sign * INFINITY;
  return sign * decodeSmallFloat(bits & 0x7FFF, 5, 10, 15);
}

uint8_t toE4M3(float x, bool saturate) {
  uint32_t sign = (bitsOf(x) >> 24) & 0x80;
  if (std::isnan(x)) return static_cast<uint8_t>(sign | 0x7F);
  float ax = std::fabs(x);
  if (std::isinf(x)) return static_cast<uint8_t>(sign | (saturate ? 0x7E : 0x7F));
  return static_cast<uint8_t>(sign | encodeSmallFloat(ax, 3, 7, 448.0f, 0x7F, saturate, 0x7E));
}

float fromE4M3(uint8_t bits) {
  if ((bits & 0x7F) == 0x7F) return std::numeric_limits<float>::quiet_NaN();
  float v = decodeSmallFloat(bits & 0x7F, 4, 3, 7);
  return (bits & 0x80) ? -v : v;
}

uint8_t toE5M2(float x, bool saturate) {
  uint32_t sign = (bitsOf(x) >> 24) & 0x80;
  if (std::isnan(x)) return static_cast<uint8_t>(sign | 0x7F);
  float ax = std::fabs(x);
  if (std::isinf(x)) return static_cast<uint8_t>(sign | (saturate ? 0x7B : 0x7C));
  return static_cast<uint8_t>(sign | encodeSmallFloat(ax, 2, 15, 57344.0f, 0x7C, saturate, 0x7B));
}

float fromE5M2(uint8_t bits) {
  uint32_t e = (bits >> 2) & 0x1F;
  float sign = (bits & 0x80) ? -1.0f : 1.0f;
  if (e == 0x1F) return (bits & 3) ? std::numeric_limits<float>::quiet_NaN() : sign * INFINITY;
  return sign * decodeSmallFloat(bits & 0x7F, 5, 2, 15);
}

float fromE8M0(uint8_t bits) {
  if (bits == 0xFF) return std::numeric_limits<float>::quiet_NaN();
  return std::ldexp(1.0f, static_cast<int>(bits) - 127);
}

uint8_t mxScaleFor(float amax, int emaxElem) {
  // A zero (or non-finite) block takes the smallest scale: its elements encode as zero anyway.
  if (!(amax > 0) || !std::isfinite(amax)) return 0;
  int x = std::ilogb(amax) - emaxElem + 127;
  if (x < 0) x = 0;
  if (x > 254) x = 254;
  return static_cast<uint8_t>(x);
}

void quantizeMxfp8(const float* in, size_t n, size_t block, uint8_t* elems, uint8_t* scales) {
  for (size_t b = 0; b * block < n; ++b) {
    size_t lo = b * block, hi = std::min(n, lo + block);
    float amax = 0;
    for (size_t i = lo; i < hi; ++i) amax = std::max(amax, std::fabs(in[i]));
    uint8_t s = mxScaleFor(amax, 8);
    scales[b] = s;
    float inv = std::ldexp(1.0f, 127 - static_cast<int>(s));
    for (size_t i = lo; i < hi; ++i) elems[i] = toE4M3(in[i] * inv, true);
  }
}

void dequantizeMxfp8(const uint8_t* elems, const uint8_t* scales, size_t n, size_t block, float* out) {
  for (size_t i = 0; i < n; ++i) out[i] = fromE4M3(elems[i]) * fromE8M0(scales[i / block]);
}

std::optional<Format> parseFormat(std::string_view name) {
  if (name == "bf16") return Format{Format::Bf16, 16};
  if (name == "f16") return Format{Format::F16, 16};
  if (name == "f32") return Format{Format::F32, 32};
  if (name == "f64") return Format{Format::F64, 64};
  if (name == "fp8e4m3") return Format{Format::E4M3, 8};
  if (name == "fp8e5m2") return Format{Format::E5M2, 8};
  if (name == "e8m0") return Format{Format::E8M0, 8};
  if (name.size() >= 2 && (name[0] == 'u' || name[0] == 'i')) {
    int bits = 0;
    for (size_t i = 1; i < name.size(); ++i) {
      if (name[i] < '0' || name[i] > '9') return std::nullopt;
      bits = bits * 10 + (name[i] - '0');
      if (bits > 64) return std::nullopt;
    }
    if (bits < 1) return std::nullopt;
    return Format{name[0] == 'i' ? Format::Int : Format::UInt, static_cast<uint8_t>(bits)};
  }
  return std::nullopt;
}

size_t storageBytes(const Format& f) { return f.bits <= 8 ? 1 : f.bits <= 16 ? 2 : f.bits <= 32 ? 4 : 8; }

bool encode(const Format& f, double value, uint8_t* out) {
  uint64_t raw = 0;
  float x = static_cast<float>(value);
  switch (f.kind) {
    case Format::Bf16: raw = toBf16(x); break;
    case Format::F16: raw = toF16(x); break;
    case Format::F32: raw = bitsOf(x); break;
    case Format::F64: std::memcpy(&raw, &value, 8); break;
    case Format::E4M3: raw = toE4M3(x); break;
    case Format::E5M2: raw = toE5M2(x); break;
    case Format::E8M0: raw = mxScaleFor(std::fabs(x), 0); break;
    default:
      if (value != std::floor(value) || !std::isfinite(value)) return false;
      raw = value < 0 ? static_cast<uint64_t>(static_cast<int64_t>(value)) : static_cast<uint64_t>(value);
      if (f.bits < 64) raw &= (uint64_t(1) << f.bits) - 1;
  }
  for (size_t i = 0, n = storageBytes(f); i < n; ++i) out[i] = static_cast<uint8_t>(raw >> (8 * i));
  return true;
}

double decode(const Format& f, const uint8_t* in) {
  uint64_t raw = 0;
  for (size_t i = 0, n = storageBytes(f); i < n; ++i) raw |= uint64_t(in[i]) << (8 * i);
  switch (f.kind) {
    case Format::Bf16: return fromBf16(static_cast<uint16_t>(raw));
    case Format::F16: return fromF16(static_cast<uint16_t>(raw));
    case Format::F32: return floatOf(static_cast<uint32_t>(raw));
    case Format::F64: {
      double d;
      std::memcpy(&d, &raw, 8);
      return d;
    }
    case Format::E4M3: return fromE4M3(static_cast<uint8_t>(raw));
    case Format::E5M2: return fromE5M2(static_cast<uint8_t>(raw));
    case Format::E8M0: return fromE8M0(static_cast<uint8_t>(raw));
    default: break;
  }
  if (f.bits < 64) raw &= (uint64_t(1) << f.bits) - 1;
  if (f.kind == Format::Int && f.bits < 64 && ((raw >> (f.bits - 1)) & 1)) raw |= ~uint64_t(0) << f.bits;
  return f.kind == Format::Int ? static_cast<double>(static_cast<int64_t>(raw)) : static_cast<double>(raw);
}

} // namespace kc::num
