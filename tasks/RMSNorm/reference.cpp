#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void rmsNorm(const Config& c, const TensorMap& in, TensorMap& out) {
  output(out, "y").data = ops::rmsnorm(input(in, "x").data.data(), input(in, "gamma").data.data(), c.size("M"),
                                       c.size("N"), c.constant("eps"));
}

} // namespace

KC_REFERENCE(rmsNorm, "RMSNorm", rmsNorm);
