#include <iostream>

#include "cli/commands.h"
#include "cli/target_lookup.h"
#include "formats/hex_words.h"
#include "formats/input_error.h"
#include "formats/io.h"
#include "kc/decoder.h"
#include "kc/elf.h"

namespace kcli {

int runDisasm(const DisasmArgs& args) {
  if (args.format != "hex" && args.format != "bin") badInput("--format must be hex or bin, not '" + args.format + "'");
  const kc::TargetInfo& target = requireTarget(args.target);
  // An ELF executable shows its code segment at the address it was linked for.
  const std::vector<uint8_t> raw = readBytes(args.input);
  if (kc::isElf(raw)) {
    kc::Program p;
    std::string error;
    if (!kc::readElf(target, raw, displayName(args.input), p, error)) badInput(error);
    std::cout << kc::disassemble(target, p.code.data(), p.code.size(), p.codeBase, args.addresses);
    return kExitOk;
  }
  std::vector<uint8_t> code = args.format == "hex"
                                  ? parseHexWords(target, std::string(raw.begin(), raw.end()), displayName(args.input))
                                  : raw;
  std::cout << kc::disassemble(target, code.data(), code.size(), 0, args.addresses);
  return kExitOk;
}

} // namespace kcli
