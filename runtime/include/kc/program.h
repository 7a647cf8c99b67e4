// An assembled program: code bytes, data to preload into memories, symbols and line info.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kc {

struct MemoryImage {
  int memory;                 // index into TargetInfo::memories
  uint64_t address;           // in the memory's addressable units
  std::vector<uint8_t> bytes; // already in the memory's storage format
};

struct SourceLine {
  uint64_t address;  // code address of the instruction
  std::string file;
  int line;
};

struct Program {
  int codeMemory = 0;
  uint64_t codeBase = 0;          // address of code[0], in code address units
  std::vector<uint8_t> code;      // instruction bytes in target byte order
  std::vector<MemoryImage> data;  // .data-style preloads into other memories (or the code memory)
  std::map<std::string, uint64_t> symbols;
  uint64_t entry = 0;
  std::vector<SourceLine> lines;  // one per instruction, sorted by address
};

} // namespace kc
