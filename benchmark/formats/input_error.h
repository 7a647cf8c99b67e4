// The one way a command reports a problem: main() prints the message and exits with the code,
// so every command agrees on the meaning of exit codes.
#pragma once

#include <stdexcept>
#include <string>

namespace kcli {

enum ExitCode : int {
  kExitOk = 0,
  kExitFailed = 1,    // the input was understood but a check failed: assembly errors, traps
  kExitBadInput = 2,  // bad usage, unreadable or malformed files, unknown names
};

class CliError : public std::runtime_error {
 public:
  CliError(int exitCode, const std::string& message) : std::runtime_error(message), exitCode_(exitCode) {}
  int exitCode() const { return exitCode_; }

 private:
  int exitCode_;
};

// Most problems are the user's input, so that is the short form.
[[noreturn]] inline void badInput(const std::string& message) { throw CliError(kExitBadInput, message); }

} // namespace kcli
