// Reading one newline-delimited message at a time with a ceiling: a line longer than the limit
// is skipped to its end without being kept, so no client can make the server hold unbounded
// memory.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

namespace kc::mcp {

struct LineRead {
  enum class Kind { Line, TooLong, End } kind = Kind::End;
  std::string text;     // Line: without the newline (and a trailing '\r')
  size_t length = 0;    // TooLong: bytes seen before giving up on it (at least limit + 1)
};

LineRead readLine(std::istream& in, size_t limit);

} // namespace kc::mcp
