#include <iostream>

#include "cli_error.h"
#include "commands.h"
#include "hex_words.h"
#include "io.h"
#include "kc/decoder.h"
#include "target_lookup.h"

namespace kcli {

int runDisasm(const DisasmArgs& args) {
  if (args.format != "hex" && args.format != "bin") badInput("--format must be hex or bin, not '" + args.format + "'");
  const kc::TargetInfo& target = requireTarget(args.target);
  std::vector<uint8_t> code = args.format == "hex"
                                  ? parseHexWords(target, readText(args.input), displayName(args.input))
                                  : readBytes(args.input);
  std::cout << kc::disassemble(target, code.data(), code.size(), 0, args.addresses);
  return kExitOk;
}

} // namespace kcli
