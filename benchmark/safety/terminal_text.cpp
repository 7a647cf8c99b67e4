#include "safety/terminal_text.h"

#include <cstdio>

namespace kc::safety {

namespace {

bool isC0(unsigned char c) { return (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f; }

std::string hexEscape(const char* prefix, unsigned char c) {
  char buf[12];
  std::snprintf(buf, sizeof buf, "%s%02x", prefix, c);
  return buf;
}

// Escapes as it forwards; a 0xC2 byte waits for the next one to tell a C1 control from any
// other character.
class EscapingBuf : public std::streambuf {
 public:
  explicit EscapingBuf(std::streambuf* out) : out_(out) {}
  std::streambuf* target() const { return out_; }
  ~EscapingBuf() override { flushPending(); }

 protected:
  int_type overflow(int_type ch) override {
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    put(static_cast<unsigned char>(ch));
    return ch;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    for (std::streamsize i = 0; i < n; ++i) put(static_cast<unsigned char>(s[i]));
    return n;
  }
  int sync() override {
    flushPending();
    return out_->pubsync();
  }

 private:
  void write(const std::string& s) { out_->sputn(s.data(), std::streamsize(s.size())); }
  void flushPending() {
    if (pendingC2_) out_->sputc(char(0xC2));
    pendingC2_ = false;
  }
  void put(unsigned char c) {
    if (pendingC2_) {
      pendingC2_ = false;
      if (c >= 0x80 && c <= 0x9f) {
        write(hexEscape("\\u00", c));
        return;
      }
      out_->sputc(char(0xC2));
    }
    if (c == 0xC2) {
      pendingC2_ = true;
      return;
    }
    if (isC0(c)) write(hexEscape("\\x", c));
    else out_->sputc(char(c));
  }

  std::streambuf* out_;
  bool pendingC2_ = false;
};

} // namespace

std::string escapeControls(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
        static_cast<unsigned char>(text[i + 1]) <= 0x9f) {
      out += hexEscape("\\u00", static_cast<unsigned char>(text[++i]));
    } else if (isC0(c)) {
      out += hexEscape("\\x", c);
    } else {
      out += char(c);
    }
  }
  return out;
}

EscapingStream::EscapingStream(std::ostream& stream)
    : stream_(stream), original_(stream.rdbuf()), filter_(std::make_unique<EscapingBuf>(original_)) {
  stream_.rdbuf(filter_.get());
}

std::streambuf* unescapedBuffer(std::ostream& stream) {
  auto* escaping = dynamic_cast<EscapingBuf*>(stream.rdbuf());
  return escaping ? escaping->target() : stream.rdbuf();
}

EscapingStream::~EscapingStream() {
  stream_.flush();
  stream_.rdbuf(original_);
}

} // namespace kc::safety
