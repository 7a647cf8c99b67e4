#include "llm/usage.h"

namespace kc::llm {

Usage& Usage::operator+=(const Usage& o) {
  uncachedInput += o.uncachedInput;
  cacheRead += o.cacheRead;
  cacheWrite += o.cacheWrite;
  output += o.output;
  if (o.reasoning) reasoning = reasoning.value_or(0) + *o.reasoning;
  return *this;
}

nlohmann::json toJson(const Usage& u) {
  nlohmann::json j = {{"uncached_input", u.uncachedInput},
                      {"cache_read", u.cacheRead},
                      {"cache_write", u.cacheWrite},
                      {"output", u.output}};
  j["reasoning"] = u.reasoning ? nlohmann::json(*u.reasoning) : nlohmann::json(nullptr);
  return j;
}

nlohmann::json toJson(const CallStats& s) {
  return {{"latency_s", s.latencySeconds}, {"retries", s.retries}, {"http_status", s.httpStatus}};
}

} // namespace kc::llm
