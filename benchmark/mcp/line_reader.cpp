#include "mcp/line_reader.h"

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

} // namespace kc::mcp
