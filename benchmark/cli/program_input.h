// The PROGRAM argument of `sim`: assembly source, or an already assembled code image.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/program.h"
#include "kc/target_info.h"

namespace kcli {

// An ELF executable (by its magic number, whatever the name) loads as linked, its segments
// checked against the memory sizes of `params` when given. Otherwise .hex/.mem: hex words (see
// hex_words.h); .bin: raw code bytes; anything else (and "-") is assembled with `defines` and
// `includeDirs`. Images load at address 0 of the code memory.
kc::Program loadProgramFile(const kc::TargetInfo& target, const std::string& path,
                            const std::vector<std::string>& defines, const std::vector<std::string>& includeDirs,
                            const int64_t* params = nullptr);
// Several files must all be assembly sources; they assemble as one program (assembleFiles).
kc::Program loadProgramFiles(const kc::TargetInfo& target, const std::vector<std::string>& paths,
                             const std::vector<std::string>& defines, const std::vector<std::string>& includeDirs,
                             const int64_t* params = nullptr);

} // namespace kcli
