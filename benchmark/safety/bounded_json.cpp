#include "safety/bounded_json.h"

#include "safety/limits.h"

namespace kc::safety {

namespace {

struct TooDeep {};

} // namespace

ParsedJson parseBoundedJson(std::string_view text, int maxDepth) {
  ParsedJson out;
  // The callback sees every value as it is parsed with its depth; throwing from it stops the
  // parse before anything deeper is kept.
  const nlohmann::json::parser_callback_t limit = [maxDepth](int depth, nlohmann::json::parse_event_t event,
                                                             nlohmann::json&) {
    if ((event == nlohmann::json::parse_event_t::object_start || event == nlohmann::json::parse_event_t::array_start) &&
        depth >= maxDepth)
      throw TooDeep{};
    return true;
  };
  try {
    out.value = nlohmann::json::parse(text.begin(), text.end(), limit, false);
    if (out.value.is_discarded()) out.error = "not JSON";
  } catch (const TooDeep&) {
    out.value = nlohmann::json(nlohmann::json::value_t::discarded);
    out.error = "nested deeper than " + std::to_string(maxDepth) + " levels";
  }
  return out;
}

ParsedJson parseBoundedJson(std::string_view text) { return parseBoundedJson(text, limits::kMaxJsonDepth); }

} // namespace kc::safety
