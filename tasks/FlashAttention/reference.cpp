#include "ref_ops.h"
#include "reference.h"

#include <cmath>

namespace {

using namespace kc::tasks;

void flashAttention(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t s = c.size("S"), d = c.size("D");
  output(out, "O").data = ops::attention(input(in, "Q").data.data(), input(in, "K").data.data(), input(in, "V").data.data(),
                                         s, s, 1, 1, d, 1.0 / std::sqrt(double(d)), true);
}

} // namespace

KC_REFERENCE(flashAttention, "FlashAttention", flashAttention);
