#include "cli/assemble_file.h"

#include <filesystem>
#include <iostream>

#include "formats/input_error.h"
#include "formats/io.h"
#include "formats/name_value.h"
#include "kc/assembler.h"

namespace kcli {

namespace {
kc::AsmOptions optionsFor(const std::string& path, const std::vector<std::string>& defines,
                          const std::vector<std::string>& includeDirs) {
  kc::AsmOptions options;
  options.fileName = displayName(path);
  for (const std::string& d : defines) {
    auto [name, value] = parseNameValue(d, "-D", true);
    options.defines[name] = value;
  }
  options.includeDirs = includeDirs;
  return options;
}

kc::Program assembleSource(const kc::TargetInfo& target, const std::string& source, const kc::AsmOptions& options) {
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

} // namespace

kc::Program assembleFile(const kc::TargetInfo& target, const std::string& path, const std::vector<std::string>& defines,
                         const std::vector<std::string>& includeDirs) {
  const kc::AsmOptions options = optionsFor(path, defines, includeDirs);
  return assembleSource(target, readText(path), options);
}

kc::Program assembleFiles(const kc::TargetInfo& target, const std::vector<std::string>& paths,
                          const std::vector<std::string>& defines, const std::vector<std::string>& includeDirs) {
  if (paths.size() == 1) return assembleFile(target, paths.front(), defines, includeDirs);
  kc::AsmOptions options = optionsFor(paths.front(), defines, includeDirs);
  options.fileName = "<command line>";
  std::string source;
  for (const std::string& p : paths) {
    if (p == "-") badInput("standard input (-) can only be the only program file");
    if (!std::filesystem::exists(p)) badInput("cannot open '" + p + "'");
    source += ".include \"" + std::filesystem::absolute(p).string() + "\"\n";
  }
  return assembleSource(target, source, options);
}

} // namespace kcli
