// What a model's tokens cost, from prices.yaml. A model without a listed price has an unknown
// cost: tables must say so rather than show a run as free.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "llm/usage.h"

namespace kc::llm {

// USD per million tokens, with where and when the numbers were read.
struct ModelPrice {
  double uncachedInput = 0;
  double cacheRead = 0;
  double cacheWrite = 0;
  double output = 0;
  std::string source;
  std::string date;
};

class PriceTable {
 public:
  // Throws std::runtime_error naming the file and entry when it cannot be read or is incomplete.
  static PriceTable load(const std::string& path);
  // benchmark/llm/prices.yaml, read once.
  static const PriceTable& builtin();

  void add(const std::string& model, const ModelPrice& price) { prices_[model] = price; }
  // By name or alias; nullptr when the model is not listed.
  const ModelPrice* find(const std::string& model) const;
  // USD for `usage` (reasoning is part of output and not counted twice); nullopt when unknown.
  std::optional<double> costUsd(const std::string& model, const Usage& usage) const;

  size_t size() const { return prices_.size(); }

 private:
  std::map<std::string, ModelPrice> prices_;  // aliases are entries of their own
};

} // namespace kc::llm
