#include "cli/memory_files.h"

#include <cmath>
#include <cstring>
#include <optional>

#include "cli/target_lookup.h"
#include "formats/input_error.h"
#include "formats/io.h"
#include "kc/numeric.h"

namespace kcli {

namespace {

kc::num::Format formatOf(const kc::MemoryInfo& mem, const std::string& context) {
  std::optional<kc::num::Format> f = kc::num::parseFormat(mem.elemType);
  if (!f || kc::num::storageBytes(*f) == 0 || mem.elemBytes % kc::num::storageBytes(*f) != 0)
    badInput(context + ": memory '" + mem.name + "' stores '" + mem.elemType +
             "', which .npy files cannot be converted to or from; use a raw file");
  return *f;
}

// The range of an integer format, as text: "0 to 255", "-128 to 127".
std::string rangeText(const kc::num::Format& f) {
  if (f.kind == kc::num::Format::Int)
    return f.bits >= 64 ? "-2^63 to 2^63 - 1"
                        : std::to_string(-(int64_t(1) << (f.bits - 1))) + " to " + std::to_string((int64_t(1) << (f.bits - 1)) - 1);
  return f.bits >= 64 ? "0 to 2^64 - 1" : "0 to " + std::to_string((uint64_t(1) << f.bits) - 1);
}

std::string numberText(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

std::string unitsText(const kc::Machine& m, int mi) {
  const kc::MemoryInfo& info = m.target().memories[mi];
  return std::to_string(m.memory(mi).size) + " units of " + info.elemType + ", " + std::to_string(info.elemBytes) +
         " bytes each";
}

} // namespace

std::vector<uint8_t> npyToMemoryBytes(const NpyArray& array, const kc::MemoryInfo& mem, const std::string& file) {
  const kc::num::Format f = formatOf(mem, file);
  const size_t sb = kc::num::storageBytes(f);
  const bool integerMemory = !f.isFloat();
  const bool integerArray = array.type().kind != NpyType::Float;
  const uint64_t n = array.count();
  std::vector<uint8_t> out(n * sb);
  for (uint64_t i = 0; i < n; ++i) {
    uint8_t* dst = out.data() + i * sb;
    if (integerMemory) {
      // The element's exact value: an integer of the array, or a whole float.
      bool negative = false;
      uint64_t magnitude = 0;
      std::string text;
      if (integerArray) {
        const int64_t v = array.intAt(i);
        negative = array.type().kind != NpyType::UInt && v < 0;  // a <u8 value above INT64_MAX stays unsigned
        magnitude = negative ? uint64_t(0) - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
        text = negative ? std::to_string(v) : std::to_string(static_cast<uint64_t>(v));
      } else {
        const double d = array.valueAt(i);
        if (!std::isfinite(d) || d != std::trunc(d) || std::fabs(d) >= 1.8e19)
          badInput(file + ": element " + std::to_string(i) + " (" + numberText(d) + ") is not an integer, but memory '" +
                   mem.name + "' stores " + mem.elemType);
        negative = d < 0;
        magnitude = static_cast<uint64_t>(std::fabs(d));
        text = numberText(d);
      }
      // Converted exactly or refused: a value outside the format's range never wraps.
      const bool isSigned = f.kind == kc::num::Format::Int;
      const unsigned valueBits = isSigned ? f.bits - 1 : f.bits;
      const uint64_t limit = valueBits >= 64 ? ~uint64_t(0) : (uint64_t(1) << valueBits) - 1;
      const bool fits = negative ? isSigned && magnitude - 1 <= limit : magnitude <= limit;
      if (!fits)
        badInput(file + ": element " + std::to_string(i) + " (" + text + ") does not fit memory '" + mem.name + "' (" +
                 mem.elemType + " holds " + rangeText(f) + "); a raw file (not .npy) loads bytes as they are");
      const uint64_t raw = negative ? uint64_t(0) - magnitude : magnitude;
      for (size_t b = 0; b < sb; ++b) dst[b] = static_cast<uint8_t>(b < 8 ? raw >> (8 * b) : 0);
    } else {
      kc::num::encode(f, array.valueAt(i), dst);
    }
  }
  return out;
}

NpyArray memoryBytesToNpy(const uint8_t* storage, uint64_t units, const kc::MemoryInfo& mem) {
  const kc::num::Format f = formatOf(mem, "--dump");
  const size_t sb = kc::num::storageBytes(f);
  const uint64_t n = units * (mem.elemBytes / sb);
  NpyType t;
  if (f.isFloat()) {
    t = {NpyType::Float, f.bits > 32 ? 8u : 4u};
  } else {
    unsigned bytes = 1;
    while (bytes * 8 < f.bits) bytes *= 2;
    t = {f.kind == kc::num::Format::Int ? NpyType::Int : NpyType::UInt, bytes};
  }
  NpyArray a;
  a.descr = npyDescr(t);
  a.shape = {n};
  a.data.resize(n * t.bytes);
  for (uint64_t i = 0; i < n; ++i) {
    const uint8_t* src = storage + i * sb;
    uint8_t* dst = a.data.data() + i * t.bytes;
    if (t.kind == NpyType::Float) {
      const double v = kc::num::decode(f, src);
      if (t.bytes == 4) {
        const float x = static_cast<float>(v);
        std::memcpy(dst, &x, 4);
      } else {
        std::memcpy(dst, &v, 8);
      }
    } else {
      // Straight from the bits: exact for 64-bit values, sign-extended from odd widths.
      uint64_t raw = 0;
      for (size_t b = 0; b < sb && b < 8; ++b) raw |= uint64_t(src[b]) << (8 * b);
      if (f.bits < 64) {
        raw &= (uint64_t(1) << f.bits) - 1;
        if (f.kind == kc::num::Format::Int) {
          const uint64_t sign = uint64_t(1) << (f.bits - 1);
          raw = (raw ^ sign) - sign;
        }
      }
      for (unsigned b = 0; b < t.bytes; ++b) dst[b] = static_cast<uint8_t>(raw >> (8 * b));
    }
  }
  return a;
}

void loadMemoryFile(kc::Machine& machine, const LoadSpec& spec) {
  const std::string context = "--load '" + spec.text + "'";
  const int mi = requireMemory(machine.target(), spec.memory, context);
  const kc::MemoryInfo& info = machine.target().memories[mi];
  std::vector<uint8_t> bytes = readBytes(spec.file);
  if (extensionOf(spec.file) == ".npy") bytes = npyToMemoryBytes(parseNpy(bytes, spec.file), info, spec.file);

  kc::MemState& mem = machine.memory(mi);
  const uint64_t capacity = mem.bytes.size();
  if (spec.address > mem.size || spec.address * info.elemBytes + bytes.size() > capacity) {
    const uint64_t units = (bytes.size() + info.elemBytes - 1) / info.elemBytes;
    badInput(context + ": '" + spec.file + "' (" + std::to_string(units) + (units == 1 ? " unit" : " units") +
             ") does not fit in memory '" + info.name + "' at address " + std::to_string(spec.address) + " (" +
             unitsText(machine, mi) + ")");
  }
  std::memcpy(mem.bytes.data() + spec.address * info.elemBytes, bytes.data(), bytes.size());
}

void dumpMemoryFile(const kc::Machine& machine, const DumpSpec& spec) {
  const std::string context = "--dump '" + spec.text + "'";
  const int mi = requireMemory(machine.target(), spec.memory, context);
  const kc::MemoryInfo& info = machine.target().memories[mi];
  const kc::MemState& mem = machine.memory(mi);
  if (spec.address > mem.size || spec.count > mem.size - spec.address)
    badInput(context + ": units " + std::to_string(spec.address) + ".." + std::to_string(spec.address + spec.count - 1) +
             " are outside memory '" + info.name + "' (" + unitsText(machine, mi) + ")");
  const uint8_t* start = mem.bytes.data() + spec.address * info.elemBytes;
  if (extensionOf(spec.file) == ".npy") {
    writeBytes(spec.file, writeNpy(memoryBytesToNpy(start, spec.count, info)));
  } else {
    writeBytes(spec.file, std::vector<uint8_t>(start, start + spec.count * info.elemBytes));
  }
}

} // namespace kcli
