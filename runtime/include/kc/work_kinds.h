// The kinds of arithmetic work the roofline bound counts: a description's Peak states a rate for
// one kind, and a task counts its work in the same kinds. Header-only, so that hwgen, which links
// no runtime, checks the kinds a description names.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace kc {

enum class WorkKind : uint8_t { Mac, Add, Mul, Max, Exp, Div, Sqrt, Count };

constexpr int kWorkKindCount = static_cast<int>(WorkKind::Count);

// The spelling in descriptions, task files, tables and JSON ("mac").
constexpr const char* workKindKey(WorkKind k) {
  switch (k) {
    case WorkKind::Mac: return "mac";
    case WorkKind::Add: return "add";
    case WorkKind::Mul: return "mul";
    case WorkKind::Max: return "max";
    case WorkKind::Exp: return "exp";
    case WorkKind::Div: return "div";
    case WorkKind::Sqrt: return "sqrt";
    case WorkKind::Count: break;
  }
  return "?";
}

// What one item of the kind is, for the manual and the task documentation.
constexpr const char* workKindMeaning(WorkKind k) {
  switch (k) {
    case WorkKind::Mac: return "a multiply and an add into an accumulator";
    case WorkKind::Add: return "an add or subtract, including each add of a reduction";
    case WorkKind::Mul: return "a multiply";
    case WorkKind::Max: return "a maximum, minimum or comparison";
    case WorkKind::Exp: return "an exponential";
    case WorkKind::Div: return "a divide or reciprocal";
    case WorkKind::Sqrt: return "a square root or reciprocal square root";
    case WorkKind::Count: break;
  }
  return "";
}

// The kind spelled `key`, or false.
constexpr bool workKindFromKey(std::string_view key, WorkKind& out) {
  for (int k = 0; k < kWorkKindCount; ++k)
    if (key == workKindKey(static_cast<WorkKind>(k))) {
      out = static_cast<WorkKind>(k);
      return true;
    }
  return false;
}

// Every kind's key, for messages: "mac, add, mul, max, exp, div, sqrt".
inline std::string workKindKeys() {
  std::string keys;
  for (int k = 0; k < kWorkKindCount; ++k) keys += std::string(k ? ", " : "") + workKindKey(static_cast<WorkKind>(k));
  return keys;
}

} // namespace kc
