#include "kc/input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "kc/limits.h"

namespace kc {

namespace {

const char* kindOf(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// Reads at most maxBytes + 1 bytes, so that "larger than the cap" is seen without reading more.
InputFile readFd(int fd, const std::string& name, uint64_t maxBytes) {
  InputFile f;
  char buf[64 * 1024];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      f.error = "cannot read '" + name + "': " + std::strerror(errno);
      return f;
    }
    if (n == 0) break;
    if (f.text.size() + size_t(n) > maxBytes) {
      f.text.clear();
      f.text.shrink_to_fit();
      f.error = "'" + name + "' is larger than " + limits::bytesText(maxBytes);
      return f;
    }
    f.text.append(buf, size_t(n));
  }
  f.ok = true;
  return f;
}

} // namespace

bool pathUnderRoots(const std::string& path, const std::vector<std::string>& roots) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path p = fs::weakly_canonical(fs::absolute(path, ec), ec);
  if (ec) return false;
  for (const std::string& r : roots) {
    std::error_code rec;
    const fs::path root = fs::weakly_canonical(fs::absolute(r, rec), rec);
    if (rec) continue;
    auto pi = p.begin();
    bool inside = true;
    for (auto ri = root.begin(); ri != root.end() && inside; ++ri) {
      if (ri->empty()) continue;  // the empty last component of a root written with a trailing '/'
      inside = pi != p.end() && *pi == *ri;
      if (inside) ++pi;
    }
    if (inside) return true;
  }
  return false;
}

InputFile readInputFile(const std::string& path, uint64_t maxBytes, const std::vector<std::string>& roots) {
  InputFile f;
  if (!roots.empty() && !pathUnderRoots(path, roots)) {
    std::string list;
    for (const std::string& r : roots) list += (list.empty() ? "" : ", ") + r;
    f.error = "'" + path + "' leads outside " + list + " (through a link or '..'), where it may not be read";
    return f;
  }
  // O_NONBLOCK: opening a FIFO with no writer must not wait; the descriptor is checked next.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    f.missing = errno == ENOENT;
    f.error = "cannot open '" + path + "': " + std::strerror(errno);
    return f;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    f.error = "cannot read '" + path + "': " + std::strerror(errno);
  } else if (!S_ISREG(st.st_mode)) {
    f.error = "'" + path + "' is " + kindOf(st.st_mode) + ", not a regular file: only regular files are read";
  } else if (uint64_t(st.st_size) > maxBytes) {
    f.error = "'" + path + "' is larger than " + limits::bytesText(maxBytes);
  } else {
    // Regular files never block; reads go back to blocking so a slow disk is waited for.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    f = readFd(fd, path, maxBytes);
  }
  ::close(fd);
  return f;
}

InputFile readInputStream(std::streambuf& in, const std::string& name, uint64_t maxBytes) {
  InputFile f;
  char buf[64 * 1024];
  for (std::streamsize n; (n = in.sgetn(buf, sizeof buf)) > 0;) {
    if (f.text.size() + size_t(n) > maxBytes) {
      f.text.clear();
      f.error = name + " is larger than " + limits::bytesText(maxBytes);
      return f;
    }
    f.text.append(buf, size_t(n));
  }
  f.ok = true;
  return f;
}

} // namespace kc
