#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void rope(const Config& c, const TensorMap& in, TensorMap& out) {
  Tensor& y = output(out, "y");
  y.data = input(in, "x").data;
  ops::rope(y.data.data(), input(in, "cos").data.data(), input(in, "sin").data.data(), c.size("S"), c.size("H"), c.size("D"));
}

} // namespace

KC_REFERENCE(rope, "RoPE", rope);
