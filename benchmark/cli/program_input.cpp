#include "cli/program_input.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iostream>

#include "cli/assemble_file.h"
#include "formats/hex_words.h"
#include "formats/input_error.h"
#include "formats/io.h"
#include "kc/elf.h"

namespace kcli {

namespace {

// Assembly text never starts with the byte 0x7F, so one byte of stdin tells an ELF file apart
// without consuming what the assembler would read.
bool startsLikeElf(const std::string& path) {
  if (path == "-") return std::cin.rdbuf()->sgetc() == 0x7F;
  // Opened without blocking and looked at only when regular: a FIFO must not hang the peek (the
  // read that follows says what the file is).
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return false;
  struct stat st {};
  char magic[4] = {};
  const bool elf = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::read(fd, magic, 4) == 4 &&
                   std::memcmp(magic, "\x7F" "ELF", 4) == 0;
  ::close(fd);
  return elf;
}

} // namespace

kc::Program loadProgramFile(const kc::TargetInfo& target, const std::string& path,
                            const std::vector<std::string>& defines, const std::vector<std::string>& includeDirs,
                            const int64_t* params) {
  if (startsLikeElf(path)) {
    kc::Program p;
    std::string error;
    if (!kc::readElf(target, readBytes(path), displayName(path), p, error, params)) badInput(error);
    return p;
  }
  const std::string ext = extensionOf(path);
  const bool hex = ext == ".hex" || ext == ".mem";
  if (!hex && ext != ".bin") return assembleFile(target, path, defines, includeDirs);

  kc::Program p;
  p.codeMemory = -1;
  for (uint16_t m = 0; m < target.numMemories && p.codeMemory < 0; ++m)
    if (target.memories[m].isCode) p.codeMemory = m;
  if (p.codeMemory < 0) badInput("target '" + std::string(target.name) + "' has no code memory to load '" + path + "' into");
  if (!hex) {
    p.code = readBytes(path);
    return p;
  }
  std::vector<HexWordLine> lines;
  p.code = parseHexWords(target, readText(path), displayName(path), &lines);
  const unsigned unit = std::max<unsigned>(1, target.codeAddressUnit);
  for (const HexWordLine& l : lines) p.lines.push_back({l.offset / unit, displayName(path), l.line});
  return p;
}

kc::Program loadProgramFiles(const kc::TargetInfo& target, const std::vector<std::string>& paths,
                             const std::vector<std::string>& defines, const std::vector<std::string>& includeDirs,
                             const int64_t* params) {
  if (paths.size() == 1) return loadProgramFile(target, paths.front(), defines, includeDirs, params);
  for (const std::string& p : paths) {
    const std::string ext = extensionOf(p);
    if (p != "-" && (startsLikeElf(p) || ext == ".hex" || ext == ".mem" || ext == ".bin"))
      badInput("'" + p + "' is not an assembly source; only assembly sources can be combined into one program");
  }
  return assembleFiles(target, paths, defines, includeDirs);
}

} // namespace kcli
