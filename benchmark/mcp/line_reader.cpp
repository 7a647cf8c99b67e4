#include "mcp/line_reader.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

#include "safety/stop_signal.h"

namespace kc::mcp {

LineRead readLine(std::istream& in, size_t limit) {
  LineRead r;
  std::streambuf* buf = in.rdbuf();
  bool any = false;
  for (;;) {
    const int c = buf->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      if (!any) return r;
      break;
    }
    any = true;
    if (c == '\n') break;
    if (r.kind == LineRead::Kind::TooLong) {
      ++r.length;
      continue;
    }
    r.text.push_back(char(c));
    if (r.text.size() > limit) {
      r.kind = LineRead::Kind::TooLong;
      r.length = r.text.size();
      std::string().swap(r.text);
    }
  }
  if (r.kind == LineRead::Kind::TooLong) return r;
  if (!r.text.empty() && r.text.back() == '\r') r.text.pop_back();
  r.kind = LineRead::Kind::Line;
  return r;
}

LineRead FdLineReader::next(size_t limit) {
  LineRead r;
  bool any = false;
  for (;;) {
    // Hand out what the buffer holds up to its first newline.
    const size_t nl = buffer_.find('\n');
    const size_t take = nl == std::string::npos ? buffer_.size() : nl;
    if (take) any = true;
    if (r.kind != LineRead::Kind::TooLong) {
      r.text.append(buffer_, 0, take);
      if (r.text.size() > limit) {
        r.kind = LineRead::Kind::TooLong;
        r.length = r.text.size();
        std::string().swap(r.text);
      }
    } else {
      r.length += take;
    }
    if (nl != std::string::npos) {
      buffer_.erase(0, nl + 1);
      break;
    }
    buffer_.clear();
    if (ended_) {
      if (!any) return LineRead{};
      break;
    }
    pollfd p{fd_, POLLIN, 0};
    const int ready = ::poll(&p, 1, 100);
    if (safety::stopRequested()) return LineRead{};
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) continue;
    char chunk[64 * 1024];
    const ssize_t n = ::read(fd_, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) {
      ended_ = true;
      continue;
    }
    any = true;
    buffer_.assign(chunk, size_t(n));
  }
  if (r.kind == LineRead::Kind::TooLong) return r;
  if (!r.text.empty() && r.text.back() == '\r') r.text.pop_back();
  r.kind = LineRead::Kind::Line;
  return r;
}

} // namespace kc::mcp
