#include <iostream>

#include "assemble_file.h"
#include "cli_error.h"
#include "commands.h"
#include "hex_words.h"
#include "io.h"
#include "target_lookup.h"

namespace kcli {

int runAsm(const AsmArgs& args) {
  if (args.format != "hex" && args.format != "bin") badInput("--format must be hex or bin, not '" + args.format + "'");
  const kc::TargetInfo& target = requireTarget(args.target);
  const kc::Program program = assembleFile(target, args.input, args.defines, args.includeDirs);
  // The image formats hold code only; say so rather than drop preloaded data silently.
  if (!program.data.empty())
    std::cerr << displayName(args.input) << ": warning: " << program.data.size()
              << " data section image(s) are not part of the " << args.format
              << " output; simulate the source file to keep them\n";
  if (program.codeBase != 0)
    std::cerr << displayName(args.input) << ": warning: the code starts at address " << program.codeBase
              << ", but the " << args.format << " output does not record it\n";
  if (args.format == "hex") writeText(args.output, formatHexWords(target, program.code));
  else writeBytes(args.output, program.code);
  return kExitOk;
}

} // namespace kcli
