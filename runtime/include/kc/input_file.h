// Reading a file named from outside (a kernel, an include, a program image, a trajectory): only
// a regular file is read, and only up to a cap. A FIFO would block forever, a device such as
// /dev/zero would be read until memory runs out, and a directory is no input at all, so each is
// refused with a message that says what the path is. The file is opened without blocking and
// checked on the open descriptor, so nothing can be swapped in between the check and the read.
#pragma once

#include <cstdint>
#include <streambuf>
#include <string>
#include <vector>

namespace kc {

struct InputFile {
  bool ok = false;
  std::string text;   // the bytes read, when ok
  std::string error;  // "'PATH' is a FIFO, not a regular file", "... is larger than ...", ...
  bool missing = false;  // the path names nothing (error says so too)
};

// Reads `path` whole when it is a regular file (links followed) of at most `maxBytes`. When
// `roots` is not empty, the path with its links resolved must lie inside one of them (the
// policy of .include), so a link cannot bring in a host file.
InputFile readInputFile(const std::string& path, uint64_t maxBytes, const std::vector<std::string>& roots = {});

// The same for a stream (standard input, through std::cin's buffer, which a caller may already
// have peeked at): up to `maxBytes`, more is an error naming `name`.
InputFile readInputStream(std::streambuf& in, const std::string& name, uint64_t maxBytes);

// Is `path`, with its links resolved, inside one of `roots`? Compared component by component, so
// that /work/ab is not inside /work/a.
bool pathUnderRoots(const std::string& path, const std::vector<std::string>& roots);

} // namespace kc
