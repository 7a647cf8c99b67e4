#include "llm/prices.h"

#include <stdexcept>

#include <yaml-cpp/yaml.h>

namespace kc::llm {

namespace {

double priceField(const YAML::Node& entry, const char* key, const std::string& where) {
  const YAML::Node v = entry[key];
  if (!v) throw std::runtime_error(where + ": missing '" + key + "'");
  const double x = v.as<double>();
  if (!(x >= 0)) throw std::runtime_error(where + ": '" + key + "' must be a price of at least 0");
  return x;
}

} // namespace

PriceTable PriceTable::load(const std::string& path) {
  YAML::Node root;
  try {
    root = YAML::LoadFile(path);
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  PriceTable table;
  const YAML::Node models = root["models"];
  if (!models || !models.IsMap()) throw std::runtime_error(path + ": no 'models' map");
  for (const auto& item : models) {
    const std::string model = item.first.as<std::string>();
    const std::string where = path + ": " + model;
    const YAML::Node& entry = item.second;
    ModelPrice p;
    try {
      p.uncachedInput = priceField(entry, "uncached_input", where);
      p.cacheRead = priceField(entry, "cache_read", where);
      p.cacheWrite = priceField(entry, "cache_write", where);
      p.output = priceField(entry, "output", where);
    } catch (const YAML::Exception& e) {
      throw std::runtime_error(where + ": " + e.what());
    }
    // A price nobody can trace is worse than none.
    if (!entry["source"] || !entry["date"]) throw std::runtime_error(where + ": every price needs a source and a date");
    p.source = entry["source"].as<std::string>();
    p.date = entry["date"].as<std::string>();
    table.add(model, p);
    if (entry["aliases"])
      for (const auto& alias : entry["aliases"]) table.add(alias.as<std::string>(), p);
  }
  return table;
}

const PriceTable& PriceTable::builtin() {
  static const PriceTable table = load(KC_LLM_PRICES_FILE);
  return table;
}

const ModelPrice* PriceTable::find(const std::string& model) const {
  auto it = prices_.find(model);
  return it == prices_.end() ? nullptr : &it->second;
}

std::optional<double> PriceTable::costUsd(const std::string& model, const Usage& u) const {
  const ModelPrice* p = find(model);
  if (!p) return std::nullopt;
  return (double(u.uncachedInput) * p->uncachedInput + double(u.cacheRead) * p->cacheRead +
          double(u.cacheWrite) * p->cacheWrite + double(u.output) * p->output) / 1e6;
}

} // namespace kc::llm
