#include "task/task_inputs.h"

#include <cmath>
#include <random>

namespace kc::bench {

namespace {

uint64_t fnv1a(const std::string& s, uint64_t h = 1469598103934665603ull) {
  for (unsigned char c : s) { h ^= c; h *= 1099511628211ull; }
  return h;
}

// Uniform in [0, 1) from the top 53 bits.
double unit(std::mt19937_64& g) { return double(g() >> 11) * 0x1.0p-53; }

// Row shaping after the draw, each from a stream of its own so the values drawn before stay the
// same bytes whether or not a shape is applied. A row is the last dimension.
void shapeRows(const InitSpec& init, kc::tasks::Tensor& t, const std::vector<int64_t>& shape, uint64_t seed,
               const std::string& stream) {
  const auto has = [&](const char* k) { return init.args.count(k) != 0; };
  const size_t width = shape.empty() ? t.data.size() : size_t(shape.back());
  const size_t rows = width ? t.data.size() / width : 0;
  if (has("row_low")) {
    std::mt19937_64 g(fnv1a(stream + "#row_shift", fnv1a(std::to_string(seed))));
    const double lo = init.args.at("row_low"), hi = init.args.at("row_high");
    for (size_t r = 0; r < rows; ++r) {
      const double shift = lo + (hi - lo) * unit(g);
      for (size_t c = 0; c < width; ++c) t.data[r * width + c] += shift;
    }
  }
  if (has("zeros")) {
    std::mt19937_64 g(fnv1a(stream + "#zeros", fnv1a(std::to_string(seed))));
    const double share = init.args.at("zeros");
    for (double& x : t.data)
      if (unit(g) < share) x = 0;
  }
  if (has("zero_rows") && rows) {
    std::mt19937_64 g(fnv1a(stream + "#zero_rows", fnv1a(std::to_string(seed))));
    const double share = init.args.at("zero_rows");
    // At least one row, or a small tensor would often have none and test nothing.
    const size_t always = size_t(g() % rows);
    for (size_t r = 0; r < rows; ++r)
      if (r == always || unit(g) < share)
        for (size_t c = 0; c < width; ++c) t.data[r * width + c] = 0;
  }
}

} // namespace

kc::tasks::Tensor generateTensor(const InitSpec& init, const std::vector<int64_t>& shape, uint64_t seed,
                                 const std::string& stream) {
  kc::tasks::Tensor t(shape);
  std::mt19937_64 g(fnv1a(stream, fnv1a(std::to_string(seed))));
  auto arg = [&](const char* k) { return init.args.at(k); };
  const std::string& d = init.dist;
  if (d == "uniform") {
    double lo = arg("low"), hi = arg("high");
    for (double& x : t.data) x = lo + (hi - lo) * unit(g);
  } else if (d == "normal") {
    double mean = arg("mean"), sd = arg("std");
    for (size_t i = 0; i < t.data.size(); i += 2) {
      // Box-Muller; 1 - u keeps the logarithm finite.
      double r = std::sqrt(-2.0 * std::log(1.0 - unit(g))), a = 2.0 * M_PI * unit(g);
      t.data[i] = mean + sd * r * std::cos(a);
      if (i + 1 < t.data.size()) t.data[i + 1] = mean + sd * r * std::sin(a);
    }
  } else if (d == "constant") {
    for (double& x : t.data) x = arg("value");
  } else {
    // Rotary tables [positions, half]: angle p * theta^(-2i/D) with D = 2 * half.
    int64_t half = shape.back(), rows = t.size() / half;
    double theta = arg("theta");
    for (int64_t p = 0; p < rows; ++p)
      for (int64_t i = 0; i < half; ++i) {
        double angle = double(p) * std::pow(theta, -2.0 * double(i) / double(2 * half));
        t.data[size_t(p * half + i)] = d == "rope_cos" ? std::cos(angle) : std::sin(angle);
      }
  }
  shapeRows(init, t, shape, seed, stream);
  return t;
}

kc::tasks::TensorMap generateInputs(const TaskDef& task, const std::string& configName, const SizeValues& sizes,
                                    uint64_t seed, const InputFamily* family) {
  kc::tasks::TensorMap inputs;
  for (const TensorDef& t : task.tensors) {
    if (t.isOutput) continue;
    inputs[t.name] = generateTensor(task.initOf(t, family), task.shapeOf(t, sizes), seed, task.name + "/" + configName + "/" + t.name);
  }
  return inputs;
}

} // namespace kc::bench
