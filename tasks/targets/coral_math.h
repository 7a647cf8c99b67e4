// Freestanding single-precision exp, tanh, sigmoid and friends for the coral C baselines (no libm
// on the target). Branch-free, so loops that call them still vectorise.
#pragma once

static inline float kc_bits_to_float(unsigned u) {
  float f;
  __builtin_memcpy(&f, &u, 4);
  return f;
}
static inline unsigned kc_float_to_bits(float f) {
  unsigned u;
  __builtin_memcpy(&u, &f, 4);
  return u;
}

// e^x: x = k ln 2 + r with |r| <= ln 2 / 2, a degree-6 Taylor polynomial for e^r (relative error
// below 2e-7), and 2^k built in the exponent field. Arguments are clamped to keep 2^k finite.
static inline float kc_expf(float x) {
  x = __builtin_fminf(__builtin_fmaxf(x, -87.0f), 88.0f);
  const float magic = 12582912.0f;  // 1.5 * 2^23: adding it rounds to an integer
  const float t = x * 1.44269504f + magic;
  const float k = t - magic;
  const float r = (x - k * 0.693145752f) - k * 1.42860677e-6f;
  float p = 1.0f / 720.0f;
  p = p * r + 1.0f / 120.0f;
  p = p * r + 1.0f / 24.0f;
  p = p * r + 1.0f / 6.0f;
  p = p * r + 0.5f;
  p = p * r + 1.0f;
  p = p * r + 1.0f;
  const unsigned scale = (kc_float_to_bits(t) - kc_float_to_bits(magic) + 127u) << 23;
  return p * kc_bits_to_float(scale);
}

static inline float kc_sigmoidf(float x) { return 1.0f / (1.0f + kc_expf(-x)); }
static inline float kc_tanhf(float x) { return 1.0f - 2.0f / (kc_expf(2.0f * x) + 1.0f); }
static inline float kc_siluf(float x) { return x * kc_sigmoidf(x); }
static inline float kc_geluf(float x) {
  return 0.5f * x * (1.0f + kc_tanhf(0.7978845608f * (x + 0.044715f * x * x * x)));
}
