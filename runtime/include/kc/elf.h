// ELF executables for targets whose description names an ELF machine (TargetInfo::elfMachine):
// reading linked programs into a Program, and writing a Program as an executable that standard
// tools (readelf, objdump) understand. Only the code memory has addresses in an ELF file.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/program.h"
#include "kc/target_info.h"

namespace kc {

// True when `bytes` start with the ELF magic number.
bool isElf(const std::vector<uint8_t>& bytes);

// Loads an ET_EXEC of the target's machine, class and byte order. The executable PT_LOAD
// segment holding e_entry becomes the code; every other PT_LOAD segment (and the zero-filled
// tails, p_memsz > p_filesz) becomes a MemoryImage of the code memory. Symbols come from
// .symtab. Segments are checked against the code memory's size under `params` (values in
// TargetInfo::params order; the defaults when null). On failure returns false with `error`
// starting with `displayName`.
bool readElf(const TargetInfo& target, const std::vector<uint8_t>& bytes, const std::string& displayName,
             Program& out, std::string& error, const int64_t* params = nullptr);

// An ET_EXEC holding the code (an R+X segment at codeBase) and the program's images of the code
// memory (R+W segments), with .symtab. Images of other memories have no ELF address and are
// left out. Throws std::invalid_argument when the target has no ELF machine.
std::vector<uint8_t> writeElf(const TargetInfo& target, const Program& program);

} // namespace kc
