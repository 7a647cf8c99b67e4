#include "assemble_file.h"

#include <iostream>

#include "cli_error.h"
#include "io.h"
#include "kc/assembler.h"
#include "name_value.h"

namespace kcli {

kc::Program assembleFile(const kc::TargetInfo& target, const std::string& path, const std::vector<std::string>& defines,
                         const std::vector<std::string>& includeDirs) {
  kc::AsmOptions options;
  options.fileName = displayName(path);
  for (const std::string& d : defines) {
    auto [name, value] = parseNameValue(d, "-D", true);
    options.defines[name] = value;
  }
  options.includeDirs = includeDirs;
  const std::string source = readText(path);
  kc::AsmResult result = kc::assemble(target, source, options);
  if (!result.diagnostics.empty()) std::cerr << kc::format(result.diagnostics);
  if (kc::hasErrors(result.diagnostics) || !result.program) {
    size_t errors = 0;
    for (const kc::Diagnostic& d : result.diagnostics) errors += d.severity == kc::Severity::Error;
    throw CliError(kExitFailed, options.fileName + ": assembly failed with " + std::to_string(errors) +
                                    (errors == 1 ? " error" : " errors"));
  }
  return std::move(*result.program);
}

} // namespace kcli
