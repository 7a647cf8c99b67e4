#include "ref_ops.h"
#include "reference.h"

namespace {

using namespace kc::tasks;

void relu(const Config&, const TensorMap& in, TensorMap& out) {
  const Tensor& x = input(in, "x");
  Tensor& y = output(out, "y");
  for (size_t i = 0; i < x.data.size(); ++i) y.data[i] = ops::relu(x.data[i]);
}

} // namespace

KC_REFERENCE(relu, "ReLU", relu);
