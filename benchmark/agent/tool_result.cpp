#include "agent/tool_result.h"

namespace kc::agent {

std::string cutMiddle(const std::string& text, size_t limit) {
  if (text.size() <= limit) return text;
  // Half the budget for each end; whole lines where a line end falls inside the half.
  const size_t half = limit / 2;
  size_t headEnd = half;
  if (size_t nl = text.rfind('\n', half - 1); nl != std::string::npos && half > 0) headEnd = nl + 1;
  size_t tailStart = text.size() - half;
  if (size_t nl = text.find('\n', tailStart); nl != std::string::npos && nl + 1 < text.size() && tailStart > 0 &&
                                              text[tailStart - 1] != '\n')
    tailStart = nl + 1;
  const size_t omitted = tailStart - headEnd;
  std::string s = text.substr(0, headEnd);
  if (!s.empty() && s.back() != '\n') s += '\n';
  s += "[... " + std::to_string(omitted) + " characters left out ...]\n";
  return s + text.substr(tailStart);
}

} // namespace kc::agent
