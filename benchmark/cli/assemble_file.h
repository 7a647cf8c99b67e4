// Assembling a source file the way every command does: diagnostics to stderr, failure as exit 1.
#pragma once

#include <string>
#include <vector>

#include "kc/program.h"
#include "kc/target_info.h"

namespace kcli {

// `path` may be "-". `defines` are -D arguments (NAME=VALUE, or NAME for 1). Prints warnings
// and errors to stderr; throws CliError (failed) when there were errors.
kc::Program assembleFile(const kc::TargetInfo& target, const std::string& path, const std::vector<std::string>& defines,
                         const std::vector<std::string>& includeDirs);
// Several sources as one program, in order, as if each were .included by a file naming them
// all; .L labels stay local to their file. One path behaves as assembleFile.
kc::Program assembleFiles(const kc::TargetInfo& target, const std::vector<std::string>& paths,
                          const std::vector<std::string>& defines, const std::vector<std::string>& includeDirs);

} // namespace kcli
