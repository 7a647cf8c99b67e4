// NumPy .npy files (format versions 1-3), the common currency for tensors going into and out
// of simulated memories. Only little-endian, C-ordered arrays of plain numbers are supported.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kcli {

struct NpyType {
  enum Kind { Float, Int, UInt } kind;
  unsigned bytes;
};

// "<f4", "|u1", ... -> its kind and size; empty for anything unsupported.
std::optional<NpyType> npyType(std::string_view descr);
// The descr numpy writes for a type: "<f4", "|u1", ...
std::string npyDescr(NpyType t);
// The supported descrs, for messages.
const char* npySupportedTypes();

struct NpyArray {
  std::string descr;             // as in the header
  std::vector<uint64_t> shape;   // empty: a scalar
  std::vector<uint8_t> data;     // little-endian elements in C order

  uint64_t count() const;        // product of shape
  NpyType type() const;          // descr must be supported
  double valueAt(uint64_t i) const;
  // Exact for integer arrays (valueAt rounds 64-bit values to double).
  int64_t intAt(uint64_t i) const;
};

// Throws CliError (bad input) naming `fileName` and what is wrong.
NpyArray parseNpy(const std::vector<uint8_t>& bytes, const std::string& fileName);
// Version 1.0 (2.0 if the header needs it), header padded to 64 bytes as numpy pads it.
std::vector<uint8_t> writeNpy(const NpyArray& array);

} // namespace kcli
