// Text that came from outside (a model's tool names, a server's error body, a kernel's file
// name) may hold escape sequences that move the cursor, retitle the window or rewrite what a
// person sees. Everything printed for people passes through here: control characters become
// visible escapes ("\x1b"), line breaks and tabs stay.
#pragma once

#include <memory>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>

namespace kc::safety {

// C0 controls but tab and newline, DEL, and the C1 controls written in UTF-8 (U+0080..U+009F,
// which some terminals obey as CSI and OSC) as \xNN or \u00NN.
std::string escapeControls(std::string_view text);

// Makes `stream` escape whatever is written to it, for the rest of the process (or until the
// returned guard is destroyed, which puts the stream's own buffer back).
class EscapingStream {
 public:
  explicit EscapingStream(std::ostream& stream);
  ~EscapingStream();
  EscapingStream(const EscapingStream&) = delete;
  EscapingStream& operator=(const EscapingStream&) = delete;

 private:
  std::ostream& stream_;
  std::streambuf* original_;
  std::unique_ptr<std::streambuf> filter_;
};

// The buffer `stream` writes to before escaping (its own when it is not escaped): for bytes that
// must pass unchanged, such as a simulated program's own output.
std::streambuf* unescapedBuffer(std::ostream& stream);

} // namespace kc::safety
