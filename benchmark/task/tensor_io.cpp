#include "task/tensor_io.h"

#include <algorithm>

#include "kc/numeric.h"

namespace kc::bench {

namespace {

const uint8_t* unitPtr(const kc::Machine& m, int memory, int64_t address) {
  const kc::MemState& s = m.memory(memory);
  return s.bytes.data() + size_t(address) * s.elemBytes;
}

void quantizeMx(const PlacedTensor& p, const std::vector<double>& values, uint8_t* elems, uint8_t* scales) {
  std::vector<float> f(values.begin(), values.end());
  kc::num::quantizeMxfp8(f.data(), f.size(), size_t(p.block), elems, scales);
}

std::vector<double> dequantizeMx(const PlacedTensor& p, const uint8_t* elems, const uint8_t* scales) {
  std::vector<float> f(size_t(p.elements));
  kc::num::dequantizeMxfp8(elems, scales, f.size(), size_t(p.block), f.data());
  return std::vector<double>(f.begin(), f.end());
}

} // namespace

EncodedTensor encodeTensor(const kc::TargetInfo& target, const PlacedTensor& p, const std::vector<double>& values) {
  const size_t unit = target.memories[p.memory].elemBytes;
  EncodedTensor e;
  if (p.format == "mxfp8") {
    MemoryPatch elems{p.memory, size_t(p.address) * unit, std::vector<uint8_t>(values.size())};
    MemoryPatch scales{p.memory, size_t(p.address + p.scaleOffset) * unit,
                       std::vector<uint8_t>((values.size() + size_t(p.block) - 1) / size_t(p.block))};
    quantizeMx(p, values, elems.bytes.data(), scales.bytes.data());
    e.stored = dequantizeMx(p, elems.bytes.data(), scales.bytes.data());
    e.patches.push_back(std::move(elems));
    e.patches.push_back(std::move(scales));
    return e;
  }
  const kc::num::Format f = *kc::num::parseFormat(p.format);
  const size_t bytes = kc::num::storageBytes(f);
  MemoryPatch patch{p.memory, size_t(p.address) * unit, std::vector<uint8_t>(values.size() * bytes)};
  e.stored.resize(values.size());
  for (size_t i = 0; i < values.size(); ++i) {
    uint8_t* at = patch.bytes.data() + p.storageIndex(i) * bytes;
    kc::num::encode(f, values[i], at);
    e.stored[i] = kc::num::decode(f, at);
  }
  e.patches.push_back(std::move(patch));
  return e;
}

MemoryPatch encodeConstant(const kc::TargetInfo& target, const PlacedConstant& c) {
  const kc::num::Format f = *kc::num::parseFormat(c.format);
  MemoryPatch patch{c.memory, size_t(c.address) * target.memories[c.memory].elemBytes,
                    std::vector<uint8_t>(kc::num::storageBytes(f))};
  kc::num::encode(f, c.value, patch.bytes.data());
  return patch;
}

void applyPatch(kc::Machine& m, const MemoryPatch& patch) {
  std::copy(patch.bytes.begin(), patch.bytes.end(), m.memory(patch.memory).bytes.begin() + ptrdiff_t(patch.byteOffset));
}

std::vector<double> loadTensor(const kc::Machine& m, const PlacedTensor& p) {
  if (p.format == "mxfp8")
    return dequantizeMx(p, unitPtr(m, p.memory, p.address), unitPtr(m, p.memory, p.address + p.scaleOffset));
  const kc::num::Format f = *kc::num::parseFormat(p.format);
  const size_t bytes = kc::num::storageBytes(f);
  const uint8_t* in = unitPtr(m, p.memory, p.address);
  std::vector<double> values(size_t(p.elements));
  for (size_t i = 0; i < values.size(); ++i) values[i] = kc::num::decode(f, in + p.storageIndex(i) * bytes);
  return values;
}

std::vector<double> roundToFormat(const PlacedTensor& p, const std::vector<double>& values) {
  if (p.format == "mxfp8") {
    std::vector<uint8_t> elems(values.size()), scales(values.size() / size_t(p.block) + 1);
    quantizeMx(p, values, elems.data(), scales.data());
    return dequantizeMx(p, elems.data(), scales.data());
  }
  const kc::num::Format f = *kc::num::parseFormat(p.format);
  uint8_t buf[8];
  std::vector<double> out(values.size());
  for (size_t i = 0; i < values.size(); ++i) {
    kc::num::encode(f, values[i], buf);
    out[i] = kc::num::decode(f, buf);
  }
  return out;
}

} // namespace kc::bench
