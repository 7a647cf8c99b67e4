#include "ref_ops.h"
#include "reference.h"

#include <cmath>

namespace {

using namespace kc::tasks;

void sdpa(const Config& c, const TensorMap& in, TensorMap& out) {
  const int64_t d = c.size("D");
  output(out, "O").data = ops::attention(input(in, "Q").data.data(), input(in, "K").data.data(), input(in, "V").data.data(),
                                         c.size("S"), c.size("T"), 1, 1, d, 1.0 / std::sqrt(double(d)), false);
}

} // namespace

KC_REFERENCE(sdpa, "ScaledDotProduct", sdpa);
