// Inline helpers that generated semantics call: fixed-width integer arithmetic without
// undefined behaviour, checked memory access, and float format rounding.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

#include "kc/float_env.h"
#include "kc/lane_file.h"
#include "kc/machine.h"
#include "kc/numeric.h"

namespace kc::sim {

template <int Bits>
inline uint64_t wrapU(uint64_t x) {
  if constexpr (Bits >= 64) return x;
  else return x & ((uint64_t(1) << Bits) - 1);
}
template <int Bits>
inline int64_t wrapS(uint64_t x) {
  if constexpr (Bits >= 64) return static_cast<int64_t>(x);
  else {
    uint64_t m = uint64_t(1) << (Bits - 1);
    x &= (uint64_t(1) << Bits) - 1;
    return static_cast<int64_t>((x ^ m) - m);
  }
}

// `m` is null where no machine exists (parameter expressions); division by zero gives 0 there.
template <class T>
inline T divide(const Machine* m, T a, T b) {
  if (b == 0) {
    if (m) m->fail("integer division by zero");
    return 0;
  }
  if constexpr (std::is_signed_v<T>)
    if (a == std::numeric_limits<T>::min() && b == -1) return a;
  return a / b;
}
template <class T>
inline T remainder(const Machine* m, T a, T b) {
  if (b == 0) {
    if (m) m->fail("integer division by zero");
    return 0;
  }
  if constexpr (std::is_signed_v<T>)
    if (b == -1) return 0;
  return a % b;
}

// Shifts by the width or more give 0 (or the sign for arithmetic right shifts).
template <class T>
inline T shl(T a, int64_t n) {
  if (n < 0 || n >= 64) return 0;
  return static_cast<T>(static_cast<uint64_t>(a) << n);
}
template <class T>
inline T shr(T a, int64_t n) {
  if constexpr (std::is_signed_v<T>) {
    if (n < 0 || n >= 64) return a < 0 ? -1 : 0;
    return static_cast<T>(static_cast<int64_t>(a) >> n);
  } else {
    if (n < 0 || n >= 64) return 0;
    return static_cast<T>(static_cast<uint64_t>(a) >> n);
  }
}

// Sign or zero extension from bit width-1 when the width is known only at run time.
inline int64_t sextTo(uint64_t x, int64_t width) {
  if (width <= 0) return 0;
  if (width >= 64) return static_cast<int64_t>(x);
  const uint64_t m = uint64_t(1) << (width - 1);
  x &= (uint64_t(1) << width) - 1;
  return static_cast<int64_t>((x ^ m) - m);
}
inline uint64_t zextTo(uint64_t x, int64_t width) {
  if (width <= 0) return 0;
  return width >= 64 ? x : x & ((uint64_t(1) << width) - 1);
}

inline uint64_t bitAt(uint64_t x, int64_t i) { return (i < 0 || i >= 64) ? 0 : (x >> i) & 1; }

// Float to integer: toward zero, saturating, NaN to the largest value (as RISC-V does).
template <class T>
inline T floatToInt(double x) {
  if (std::isnan(x)) return std::numeric_limits<T>::max();
  if (x <= static_cast<double>(std::numeric_limits<T>::min())) return std::numeric_limits<T>::min();
  if (x >= static_cast<double>(std::numeric_limits<T>::max())) return std::numeric_limits<T>::max();
  return static_cast<T>(x);
}

inline float roundF16(float x) { return num::fromF16(num::toF16(x)); }
inline float roundE4M3(float x) { return num::fromE4M3(num::toE4M3(x)); }
inline float roundE5M2(float x) { return num::fromE5M2(num::toE5M2(x)); }
inline float roundE8M0(float x) {
  if (!(x > 0)) return std::isnan(x) ? x : std::ldexp(1.0f, -127);
  int e = std::ilogb(x);
  if (e < -127) e = -127;
  if (e > 127) e = 127;
  return std::ldexp(1.0f, e);
}
inline uint8_t bitsE8M0(float x) { return static_cast<uint8_t>(std::ilogb(roundE8M0(x)) + 127); }

inline uint32_t bitsF32(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  return u;
}
inline float fromBitsF32(uint32_t u) {
  float x;
  std::memcpy(&x, &u, 4);
  return x;
}
inline uint64_t bitsF64(double x) {
  uint64_t u;
  std::memcpy(&u, &x, 8);
  return u;
}
inline double fromBitsF64(uint64_t u) {
  double x;
  std::memcpy(&x, &u, 8);
  return x;
}

// Adds [a, b] to the ranges an instruction touched, extending the last range when the
// access continues or repeats it.
inline void noteRange(std::vector<MemRange>& v, uint64_t a, uint64_t b) {
  if (!v.empty()) {
    MemRange& r = v.back();
    if (a <= r.hi + 1 && b + 1 >= r.lo) {
      if (a < r.lo) r.lo = a;
      if (b > r.hi) r.hi = b;
      return;
    }
  }
  v.push_back({a, b});
}

// Checked access to memory `i`; records the touched range for the memory scoreboard.
template <class T>
inline T& memRead(Machine& m, int i, uint64_t a) {
  MemState& s = m.M[i];
  if (a >= s.size) m.memFault(i, a, false);
  if (s.track) noteRange(s.rd, a, a);
  ++s.reads;
  return reinterpret_cast<T*>(s.data)[a];
}
template <class T>
inline T& memWrite(Machine& m, int i, uint64_t a) {
  MemState& s = m.M[i];
  if (a >= s.size) m.memFault(i, a, true);
  if (s.track) noteRange(s.wr, a, a);
  ++s.writes;
  return reinterpret_cast<T*>(s.data)[a];
}

// n bytes (1..8) of byte memory `i` at `a`, in the target's byte order; one range check and
// one copy, so that a word load costs no more than a byte load.
template <bool LittleEndian>
inline uint64_t memLoad(Machine& m, int i, uint64_t a, unsigned n) {
  MemState& s = m.M[i];
  if (n == 0 || n > 8) m.fail("load of " + std::to_string(n) + " bytes (1 to 8 allowed)");
  if (a >= s.size || n > s.size - a) m.memFault(i, a >= s.size ? a : s.size, false);
  if (s.track) noteRange(s.rd, a, a + n - 1);
  s.reads += n;
  uint64_t v = 0;
  if constexpr (LittleEndian) {
    // Fixed-size copies compile to single moves; element widths are almost always these.
    switch (n) {
      case 1: return s.data[a];
      case 2: { uint16_t h; std::memcpy(&h, s.data + a, 2); return h; }
      case 4: { uint32_t w; std::memcpy(&w, s.data + a, 4); return w; }
      case 8: std::memcpy(&v, s.data + a, 8); return v;
      default: std::memcpy(&v, s.data + a, n); return v;  // a little-endian host
    }
  } else {
    for (unsigned k = 0; k < n; ++k) v = v << 8 | s.data[a + k];
  }
  return v;
}
template <bool LittleEndian>
inline void memStore(Machine& m, int i, uint64_t a, unsigned n, uint64_t v) {
  MemState& s = m.M[i];
  if (n == 0 || n > 8) m.fail("store of " + std::to_string(n) + " bytes (1 to 8 allowed)");
  if (a >= s.size || n > s.size - a) m.memFault(i, a >= s.size ? a : s.size, true);
  if (s.track) noteRange(s.wr, a, a + n - 1);
  s.writes += n;
  if constexpr (LittleEndian) {
    switch (n) {
      case 1: s.data[a] = static_cast<uint8_t>(v); break;
      case 2: { const uint16_t h = static_cast<uint16_t>(v); std::memcpy(s.data + a, &h, 2); break; }
      case 4: { const uint32_t w = static_cast<uint32_t>(v); std::memcpy(s.data + a, &w, 4); break; }
      default: std::memcpy(s.data + a, &v, n); break;
    }
  } else {
    for (unsigned k = 0; k < n; ++k) s.data[a + k] = static_cast<uint8_t>(v >> (8 * (n - 1 - k)));
  }
}

// Pins a float value to this point of an instruction. Semantics that read the exception flags
// wrap every float operation's operands and result in it: the compiler may otherwise compute the
// operation before fp_clear() or after fp_flags(), since nothing ties arithmetic to MXCSR.
template <class T>
inline T fenced(T v) {
#if defined(__SSE2__)
  if constexpr (std::is_floating_point_v<T>) asm volatile("" : "+x"(v));
  else asm volatile("" : "+r"(v));
#else
  asm volatile("" : "+m"(v));
#endif
  return v;
}

// fp_round(mode) for the rest of an instruction; RoundingScope puts the host back to nearest.
inline void setRounding(const Machine& m, int64_t mode) {
  if (mode < 0 || mode > 3) m.fail("rounding mode " + std::to_string(mode) + " is not supported");
  fenv::setRounding(static_cast<int>(mode));
}
struct RoundingScope {
  RoundingScope() = default;
  RoundingScope(const RoundingScope&) = delete;
  RoundingScope& operator=(const RoundingScope&) = delete;
  ~RoundingScope() { fenv::setRounding(0); }
};

template <class T>
inline T& stateAt(const Machine& m, std::vector<T>& v, int64_t i, const char* name) {
  if (i < 0 || static_cast<uint64_t>(i) >= v.size())
    m.fail(std::string("index ") + std::to_string(i) + " is outside state '" + name + "' (" +
           std::to_string(v.size()) + " entries)");
  return v[static_cast<size_t>(i)];
}
template <class T, size_t N>
inline T& regAt(const Machine& m, T (&file)[N], int64_t i, const char* name) {
  if (i < 0 || static_cast<uint64_t>(i) >= N)
    m.fail(std::string("register index ") + std::to_string(i) + " is outside '" + name + "'");
  return file[i];
}

// --- exposed pipelines: reads that report hazards, operands read late, writes that land later ---

template <class T>
inline RegValue toReg(T v) {
  RegValue r;
  if constexpr (std::is_floating_point_v<T>) {
    r.isFloat = true;
    r.f = static_cast<double>(v);
  } else {
    r.u = static_cast<uint64_t>(v);
  }
  return r;
}
template <class T>
inline T fromReg(const RegValue& r) {
  if constexpr (std::is_floating_point_v<T>) return static_cast<T>(r.f);
  else return static_cast<T>(r.u);
}

// A register read `stage` cycles after issue (0: at issue).
template <class T, size_t N>
inline T regRead(Machine& m, int file, T (&f)[N], int64_t i, int64_t stage, const char* name) {
  const T v = regAt(m, f, i, name);
  if (stage > 0) return fromReg<T>(m.lateRegister(file, i, 0, stage, toReg(v)));
  if (m.watchReads) m.noteRead(Machine::Space::Register, file, i, 0);
  return v;
}
template <class T>
inline T laneRead(Machine& m, int file, LaneFile<T>& f, int64_t reg, int64_t lane, int64_t stage, const char* name) {
  const T v = laneAt(m, f, reg, lane, name);
  if (stage > 0) return fromReg<T>(m.lateRegister(file, reg, lane, stage, toReg(v)));
  if (m.watchReads) m.noteRead(Machine::Space::Register, file, reg, lane);
  return v;
}
template <class T>
inline T stateRead(Machine& m, int st, const T& v, int64_t i) {
  if (m.watchReads) m.noteRead(Machine::Space::State, st, i, 0);
  return v;
}
template <class T>
inline T stateReadAt(Machine& m, int st, std::vector<T>& v, int64_t i, const char* name) {
  const T x = stateAt(m, v, i, name);
  if (m.watchReads) m.noteRead(Machine::Space::State, st, i, 0);
  return x;
}
template <class T>
inline T memReadNoted(Machine& m, int i, uint64_t a) {
  const T v = memRead<T>(m, i, a);
  if (const int64_t stage = m.memoryReadStage(i); stage > 0) {
    T late;
    uint8_t bytes[sizeof(T)];
    m.lateMemory(i, a * sizeof(T), sizeof(T), stage, bytes);
    std::memcpy(&late, bytes, sizeof(T));
    return late;
  }
  if (m.watchReads) m.noteRead(Machine::Space::Memory, i, static_cast<int64_t>(a * sizeof(T)), 0, sizeof(T));
  return v;
}
template <bool LittleEndian>
inline uint64_t memLoadNoted(Machine& m, int i, uint64_t a, unsigned n) {
  const uint64_t v = memLoad<LittleEndian>(m, i, a, n);  // checks the range
  if (const int64_t stage = m.memoryReadStage(i); stage > 0) {
    uint8_t bytes[8];
    m.lateMemory(i, a, n, stage, bytes);
    uint64_t late = 0;
    for (unsigned k = 0; k < n; ++k) late |= uint64_t(bytes[LittleEndian ? k : n - 1 - k]) << (8 * k);
    return late;
  }
  if (m.watchReads) m.noteRead(Machine::Space::Memory, i, static_cast<int64_t>(a), 0, n);
  return v;
}
// Checks the address now (a fault stops the instruction that issued it) and queues the bytes.
template <class T>
inline void memWriteLater(Machine& m, int i, uint64_t a, T v) {
  memWrite<T>(m, i, a);  // the range check and the byte count
  uint64_t bytes = 0;
  std::memcpy(&bytes, &v, sizeof(T));
  m.deferMemoryWrite(i, a * sizeof(T), sizeof(T), bytes);
}
template <bool LittleEndian>
inline void memStoreLater(Machine& m, int i, uint64_t a, unsigned n, uint64_t v) {
  MemState& s = m.M[i];
  if (n == 0 || n > 8) m.fail("store of " + std::to_string(n) + " bytes (1 to 8 allowed)");
  if (a >= s.size || n > s.size - a) m.memFault(i, a >= s.size ? a : s.size, true);
  s.writes += n;
  uint8_t image[8] = {};
  for (unsigned k = 0; k < n; ++k)
    image[k] = static_cast<uint8_t>(LittleEndian ? v >> (8 * k) : v >> (8 * (n - 1 - k)));
  uint64_t bytes = 0;
  std::memcpy(&bytes, image, 8);
  m.deferMemoryWrite(i, a, n, bytes);
}

} // namespace kc::sim
