// What one model call consumed and how it went, in the same terms for every provider, so costs
// and tables never depend on which wire format a run used.
#pragma once

#include <cstdint>
#include <optional>

#include <nlohmann/json.hpp>

namespace kc::llm {

// Token counts of one call (or a sum of calls). The input is split three ways because each is
// priced differently: uncached + cacheRead + cacheWrite is everything the model read.
// `reasoning` is the part of `output` spent on reasoning, when the provider says (it is already
// counted in `output`, which is what is billed).
struct Usage {
  int64_t uncachedInput = 0;
  int64_t cacheRead = 0;
  int64_t cacheWrite = 0;
  int64_t output = 0;
  std::optional<int64_t> reasoning;

  int64_t totalInput() const { return uncachedInput + cacheRead + cacheWrite; }
  Usage& operator+=(const Usage& other);
};

// How the HTTP exchange behind one `complete` went.
struct CallStats {
  double latencySeconds = 0;  // first attempt's start to the last reply, waits included
  int retries = 0;            // attempts after the first
  int httpStatus = 0;         // of the last attempt; 0 when no reply came (transport failure)
};

nlohmann::json toJson(const Usage& usage);
nlohmann::json toJson(const CallStats& stats);

} // namespace kc::llm
