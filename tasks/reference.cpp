#include "reference.h"

#include <stdexcept>

namespace kc::tasks {

Tensor::Tensor(std::vector<int64_t> s) : shape(std::move(s)) { data.assign(size_t(size()), 0.0); }

int64_t Tensor::size() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

size_t Tensor::offset(std::initializer_list<int64_t> index) const {
  if (index.size() != shape.size())
    throw std::out_of_range("tensor of rank " + std::to_string(shape.size()) + " indexed with " +
                            std::to_string(index.size()) + " indices");
  size_t off = 0, k = 0;
  for (int64_t i : index) {
    if (i < 0 || i >= shape[k]) throw std::out_of_range("index " + std::to_string(i) + " outside dimension " +
                                                        std::to_string(k) + " of size " + std::to_string(shape[k]));
    off = off * size_t(shape[k]) + size_t(i);
    ++k;
  }
  return off;
}

double& Tensor::at(std::initializer_list<int64_t> index) { return data[offset(index)]; }
double Tensor::at(std::initializer_list<int64_t> index) const { return data[offset(index)]; }

int64_t Config::size(std::string_view name) const {
  auto it = sizes.find(name);
  if (it == sizes.end()) throw std::out_of_range("configuration has no size '" + std::string(name) + "'");
  return it->second;
}

double Config::constant(std::string_view name) const {
  auto it = constants.find(name);
  if (it == constants.end()) throw std::out_of_range("task has no constant '" + std::string(name) + "'");
  return it->second;
}

const Tensor& input(const TensorMap& inputs, std::string_view name) {
  auto it = inputs.find(name);
  if (it == inputs.end()) throw std::out_of_range("no input tensor '" + std::string(name) + "'");
  return it->second;
}

Tensor& output(TensorMap& outputs, std::string_view name) {
  auto it = outputs.find(name);
  if (it == outputs.end()) throw std::out_of_range("no output tensor '" + std::string(name) + "'");
  return it->second;
}

namespace {
std::map<std::string, ReferenceFn, std::less<>>& registry() {
  static std::map<std::string, ReferenceFn, std::less<>> r;
  return r;
}
} // namespace

ReferenceRegistration::ReferenceRegistration(const char* task, ReferenceFn fn) { registry()[task] = fn; }

ReferenceFn findReference(std::string_view task) {
  auto it = registry().find(task);
  return it == registry().end() ? nullptr : it->second;
}

} // namespace kc::tasks
