// What a tool hands back to a model: compact text, and whether it reports a failure. Tools never
// throw at their caller; a failure is a result the model reads and acts on.
#pragma once

#include <cstddef>
#include <string>

namespace kc::agent {

struct ToolResult {
  std::string text;
  bool isError = false;
};

inline ToolResult toolOk(std::string text) { return ToolResult{std::move(text), false}; }
inline ToolResult toolError(std::string text) { return ToolResult{std::move(text), true}; }

// The most a result may hold: enough for a screen of code or a manual section, little enough
// that one call cannot flood a model's context.
constexpr size_t kMaxResultChars = 8000;

// `text` when it fits in `limit` characters; otherwise its head and tail, cut at line ends where
// there are any, around a line saying how many characters were left out. Never cut silently.
std::string cutMiddle(const std::string& text, size_t limit = kMaxResultChars);

} // namespace kc::agent
