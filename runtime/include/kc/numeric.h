// Number formats of accelerator memories and registers: conversions between host floats and
// the stored bit patterns, with the rounding each format prescribes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace kc::num {

// bfloat16: round to nearest, ties to even; NaN stays a quiet NaN.
uint16_t toBf16(float x);
float fromBf16(uint16_t bits);
inline float roundBf16(float x) { return fromBf16(toBf16(x)); }

// IEEE binary16: round to nearest even, overflow to infinity.
uint16_t toF16(float x);
float fromF16(uint16_t bits);

// OCP 8-bit floats. E4M3 ("FN": no infinities, 0x7F/0xFF are NaN, max 448); E5M2 (IEEE-like).
// `saturate`: out-of-range finite values clamp to the largest finite value instead of NaN/Inf.
uint8_t toE4M3(float x, bool saturate = true);
float fromE4M3(uint8_t bits);
uint8_t toE5M2(float x, bool saturate = true);
float fromE5M2(uint8_t bits);

// E8M0 shared scale: 2^(bits-127); 0xFF is NaN.
float fromE8M0(uint8_t bits);
// The E8M0 scale an MX block uses (OCP MX v1.0): floor(log2(amax)) - emaxElem, biased and clamped.
uint8_t mxScaleFor(float amax, int emaxElem);

// Quantises `n` values in blocks of `block` into E4M3 elements plus one E8M0 scale per block.
void quantizeMxfp8(const float* in, size_t n, size_t block, uint8_t* elems, uint8_t* scales);
void dequantizeMxfp8(const uint8_t* elems, const uint8_t* scales, size_t n, size_t block, float* out);

// Storage formats by name, as .hwd files and task layouts spell them:
// "u8".."u64", "i8".."i64" (and odd widths up to 64), "bf16", "f16", "f32", "f64",
// "fp8e4m3", "fp8e5m2", "e8m0".
struct Format {
  enum Kind { Int, UInt, Bf16, F16, F32, F64, E4M3, E5M2, E8M0 } kind;
  uint8_t bits;  // storage width in bits
  bool isFloat() const { return kind != Int && kind != UInt; }
};
std::optional<Format> parseFormat(std::string_view name);
size_t storageBytes(const Format& f);

// Writes `value` into `out` (storageBytes(f) bytes, little-endian) in format `f`, rounding
// floats to nearest even and wrapping integers. Returns false for an integer format when
// the value is not integral.
bool encode(const Format& f, double value, uint8_t* out);
double decode(const Format& f, const uint8_t* in);

} // namespace kc::num
