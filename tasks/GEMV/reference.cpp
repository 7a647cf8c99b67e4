#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void gemv(const Config& c, const TensorMap& in, TensorMap& out) {
  output(out, "y").data = ops::matmul(input(in, "A").data.data(), input(in, "x").data.data(), c.size("M"), c.size("K"), 1);
}

} // namespace

KC_REFERENCE(gemv, "GEMV", gemv);
