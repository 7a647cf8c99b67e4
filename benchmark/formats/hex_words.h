// Code images as text: one instruction word per line, "0x" and upper-case hex digits, the word
// read in the target's byte order. The format of `asm --format hex` and of .hex/.mem programs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/target_info.h"

namespace kcli {

// Walks `code` instruction by instruction (decoding to learn each size; undecodable words
// take the smallest instruction size) and prints one word per line.
std::string formatHexWords(const kc::TargetInfo& target, const std::vector<uint8_t>& code);

// The inverse. Blank lines and comments ('#' or '//' to the end of the line) are skipped; the
// "0x" prefix is optional and '_' may group digits. A word is as wide as the target's
// instructions when they all have one size, else as wide as its digits (rounded up to an
// instruction size). Throws CliError (bad input) with "file:line: ..." on a bad line.
// `wordLines`, when given, receives each word's byte offset and line number, so traps can
// point at the line of the hex file.
struct HexWordLine {
  size_t offset;
  int line;
};
std::vector<uint8_t> parseHexWords(const kc::TargetInfo& target, const std::string& text, const std::string& fileName,
                                   std::vector<HexWordLine>* wordLines = nullptr);

} // namespace kcli
