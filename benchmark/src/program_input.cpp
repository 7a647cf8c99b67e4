#include "program_input.h"

#include <algorithm>

#include "assemble_file.h"
#include "cli_error.h"
#include "hex_words.h"
#include "io.h"

namespace kcli {

kc::Program loadProgramFile(const kc::TargetInfo& target, const std::string& path,
                            const std::vector<std::string>& defines, const std::vector<std::string>& includeDirs) {
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

} // namespace kcli
