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

// The same on a file descriptor, polled a few times a second so that a stop signal is seen while
// the other side sends nothing: then (and at the end of input) it reads as End.
class FdLineReader {
 public:
  explicit FdLineReader(int fd) : fd_(fd) {}
  LineRead next(size_t limit);

 private:
  int fd_;
  std::string buffer_;  // bytes read past the last line handed out
  bool ended_ = false;
};

} // namespace kc::mcp
