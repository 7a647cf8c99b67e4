// SiLU with an exp that builds 2^k in the exponent field without clamping its argument: exact for
// inputs of a few units, garbage once |x| passes about 88, where k leaves the exponent's range
// (large_positive, large_negative).
static inline float bits_to_float(unsigned u) {
  float f;
  __builtin_memcpy(&f, &u, 4);
  return f;
}
static inline unsigned float_to_bits(float f) {
  unsigned u;
  __builtin_memcpy(&u, &f, 4);
  return u;
}

static inline float exp_unclamped(float x) {
  const float magic = 12582912.0f;
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
  return p * bits_to_float((float_to_bits(t) - float_to_bits(magic) + 127u) << 23);
}

void kernel(const float* restrict x, float* restrict y, int m, int n) {
  for (int i = 0; i < m * n; ++i) y[i] = x[i] / (1.0f + exp_unclamped(-x[i]));
}
