#include "tensor_io.h"

#include "kc/numeric.h"

namespace kc::bench {

namespace {

uint8_t* unitPtr(kc::Machine& m, int memory, int64_t address) {
  kc::MemState& s = m.memory(memory);
  return s.bytes.data() + size_t(address) * s.elemBytes;
}
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

std::vector<double> storeTensor(kc::Machine& m, const PlacedTensor& p, const std::vector<double>& values) {
  if (p.format == "mxfp8") {
    uint8_t* elems = unitPtr(m, p.memory, p.address);
    uint8_t* scales = unitPtr(m, p.memory, p.address + p.scaleOffset);
    quantizeMx(p, values, elems, scales);
    return dequantizeMx(p, elems, scales);
  }
  const kc::num::Format f = *kc::num::parseFormat(p.format);
  const size_t bytes = kc::num::storageBytes(f);
  uint8_t* out = unitPtr(m, p.memory, p.address);
  std::vector<double> stored(values.size());
  for (size_t i = 0; i < values.size(); ++i) {
    kc::num::encode(f, values[i], out + i * bytes);
    stored[i] = kc::num::decode(f, out + i * bytes);
  }
  return stored;
}

std::vector<double> loadTensor(const kc::Machine& m, const PlacedTensor& p) {
  if (p.format == "mxfp8")
    return dequantizeMx(p, unitPtr(m, p.memory, p.address), unitPtr(m, p.memory, p.address + p.scaleOffset));
  const kc::num::Format f = *kc::num::parseFormat(p.format);
  const size_t bytes = kc::num::storageBytes(f);
  const uint8_t* in = unitPtr(m, p.memory, p.address);
  std::vector<double> values(size_t(p.elements));
  for (size_t i = 0; i < values.size(); ++i) values[i] = kc::num::decode(f, in + i * bytes);
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

void storeConstant(kc::Machine& m, const PlacedConstant& c) {
  kc::num::encode(*kc::num::parseFormat(c.format), c.value, unitPtr(m, c.memory, c.address));
}

} // namespace kc::bench
