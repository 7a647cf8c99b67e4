#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void gemm(const Config& c, const TensorMap& in, TensorMap& out) {
  output(out, "C").data =
      ops::matmul(input(in, "A").data.data(), input(in, "B").data.data(), c.size("M"), c.size("K"), c.size("N"));
}

} // namespace

KC_REFERENCE(gemm, "GEMM", gemm);
