#include <iostream>

#include "cli/assemble_file.h"
#include "cli/commands.h"
#include "cli/target_lookup.h"
#include "formats/hex_words.h"
#include "formats/input_error.h"
#include "formats/io.h"
#include "kc/elf.h"

namespace kcli {

int runAsm(const AsmArgs& args) {
  if (args.format != "hex" && args.format != "bin" && args.format != "elf")
    badInput("--format must be hex, bin or elf, not '" + args.format + "'");
  const kc::TargetInfo& target = requireTarget(args.target);
  const bool elf = args.format == "elf";
  if (elf && target.elfMachine == 0)
    badInput("target '" + std::string(target.name) + "' has no ELF machine number, so it cannot be written as ELF; "
             "use --format hex or bin");
  const kc::Program program = assembleFiles(target, args.inputs, args.defines, args.includeDirs);
  // The image formats hold code only, ELF the code memory only; say so rather than drop
  // preloaded data silently.
  size_t dropped = 0;
  for (const kc::MemoryImage& img : program.data) dropped += !elf || img.memory != program.codeMemory;
  if (dropped)
    std::cerr << displayName(args.inputs.front()) << ": warning: " << dropped << " data section image(s)"
              << (elf ? " outside the code memory" : "") << " are not part of the " << args.format
              << " output; simulate the source file to keep them\n";
  if (program.codeBase != 0 && !elf)
    std::cerr << displayName(args.inputs.front()) << ": warning: the code starts at address " << program.codeBase
              << ", but the " << args.format << " output does not record it\n";
  if (elf) writeBytes(args.output, kc::writeElf(target, program));
  else if (args.format == "hex") writeText(args.output, formatHexWords(target, program.code));
  else writeBytes(args.output, program.code);
  return kExitOk;
}

} // namespace kcli
