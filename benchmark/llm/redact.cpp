#include "llm/redact.h"

#include <algorithm>

namespace kc::llm {

std::string redact(const std::string& text, const std::vector<std::string>& secrets) {
  constexpr size_t kPiece = 8;
  std::vector<bool> hidden(text.size(), false);
  bool any = false;
  for (const std::string& secret : secrets) {
    if (secret.empty()) continue;
    const size_t piece = std::min(kPiece, secret.size());
    // Every window of the secret: a run that shares any `piece` characters with it is covered by
    // the union of the windows it contains.
    for (size_t start = 0; start + piece <= secret.size(); ++start) {
      const std::string window = secret.substr(start, piece);
      for (size_t at = text.find(window); at != std::string::npos; at = text.find(window, at + 1)) {
        std::fill(hidden.begin() + at, hidden.begin() + at + piece, true);
        any = true;
      }
    }
  }
  if (!any) return text;
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    if (!hidden[i]) {
      out += text[i++];
      continue;
    }
    out += "[redacted]";
    while (i < text.size() && hidden[i]) ++i;
  }
  return out;
}

} // namespace kc::llm
