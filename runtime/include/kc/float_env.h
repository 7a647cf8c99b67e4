// The host floating-point environment as instruction semantics see it: the rounding mode of
// the operations that follow, and the IEEE 754 exception flags they raise. Generated code is
// compiled with -frounding-math so that the compiler keeps operations where the mode is set.
#pragma once

#include <cstdint>

#if defined(__SSE2__)
#include <xmmintrin.h>
#else
#include <cfenv>
#endif

namespace kc::fenv {

// Modes: 0 to nearest (ties to even), 1 toward zero, 2 down, 3 up.
// Flags: 16 invalid, 8 divide by zero, 4 overflow, 2 underflow, 1 inexact (IEEE 754 order).
#if defined(__SSE2__)
// MXCSR directly: the scalar and vector float code of an x86-64 host runs on SSE only, and
// ldmxcsr is far cheaper than fesetround, which also rewrites the x87 control word. The control
// bits are cached so that setting the mode in force costs nothing and clearing the flags is a
// single ldmxcsr; setting a new mode may clear the flags too (semantics clear them next anyway).
inline unsigned& mxcsrControl() {
  static thread_local unsigned control = _mm_getcsr() & ~0x3Fu;
  return control;
}
inline void setRounding(int mode) {
  static constexpr unsigned kRc[4] = {0x0000, 0x6000, 0x2000, 0x4000};
  unsigned& control = mxcsrControl();
  const unsigned wanted = (control & ~0x6000u) | kRc[mode & 3];
  if (wanted == control) return;
  control = wanted;
  _mm_setcsr(wanted);
}
inline void clearFlags() { _mm_setcsr(mxcsrControl()); }
inline uint32_t flags() {
  const unsigned c = _mm_getcsr();
  return (c & 0x01 ? 16u : 0u) | (c & 0x04 ? 8u : 0u) | (c & 0x08 ? 4u : 0u) | (c & 0x10 ? 2u : 0u) |
         (c & 0x20 ? 1u : 0u);
}
#else
inline void setRounding(int mode) {
  static constexpr int kModes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD};
  std::fesetround(kModes[mode & 3]);
}
inline void clearFlags() { std::feclearexcept(FE_ALL_EXCEPT); }
inline uint32_t flags() {
  const int c = std::fetestexcept(FE_ALL_EXCEPT);
  return (c & FE_INVALID ? 16u : 0u) | (c & FE_DIVBYZERO ? 8u : 0u) | (c & FE_OVERFLOW ? 4u : 0u) |
         (c & FE_UNDERFLOW ? 2u : 0u) | (c & FE_INEXACT ? 1u : 0u);
}
#endif

} // namespace kc::fenv
