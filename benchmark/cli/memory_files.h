// Moving files into and out of simulated memories for `sim --load` and `sim --dump`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cli/memory_spec.h"
#include "formats/npy.h"
#include "kc/machine.h"
#include "kc/target_info.h"

namespace kcli {

// Storage bytes for `array`'s values in memory `mem`'s element format (little-endian, one
// element after the other). Throws CliError naming `file` when a value cannot be stored
// (a fraction or out-of-range number for an integer memory, an unknown element format).
std::vector<uint8_t> npyToMemoryBytes(const NpyArray& array, const kc::MemoryInfo& mem, const std::string& file);

// `units` addressable units of memory `mem`'s storage as a 1-D array: float32 for float
// formats (float64 for f64), the matching integer type for integer formats.
NpyArray memoryBytesToNpy(const uint8_t* storage, uint64_t units, const kc::MemoryInfo& mem);

// Resolve the memory by name, read the file (raw bytes, or .npy converted) and copy it in /
// read the units and write the file. Throw CliError with the argument and bounds on failure.
void loadMemoryFile(kc::Machine& machine, const LoadSpec& spec);
void dumpMemoryFile(const kc::Machine& machine, const DumpSpec& spec);

} // namespace kcli
