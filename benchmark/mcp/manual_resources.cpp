#include "mcp/manual_resources.h"

#include <map>

#include <fmt/format.h>

#include "agent/manual_contents.h"
#include "agent/manual_index.h"
#include "safety/limits.h"

namespace kc::mcp {

namespace {

constexpr const char* kPrefix = "kernelcraft://manual/";

// Section names hold spaces, dots and dashes: percent-encode all but the unreserved characters.
std::string encode(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') out += char(c);
    else out += fmt::format("%{:02X}", c);
  }
  return out;
}

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Clients send a URI as listed (percent-encoded) or as a person would type it (with spaces):
// both name the same resource. A '%' not followed by two hex digits stays as it is.
std::string decode(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    const int hi = s[i] == '%' && i + 2 < s.size() ? hexDigit(s[i + 1]) : -1;
    const int lo = hi >= 0 ? hexDigit(s[i + 2]) : -1;
    if (lo >= 0) {
      out += char(hi * 16 + lo);
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string contentsUri(const kc::TargetInfo& t) { return kPrefix + encode(t.name); }

// Every section's URI; a name that repeats gets "~2", "~3"... so each URI names one section.
std::vector<std::pair<std::string, const kc::agent::ManualSection*>> sectionUris(const kc::TargetInfo& t) {
  std::vector<std::pair<std::string, const kc::agent::ManualSection*>> out;
  std::map<std::string, int> seen;
  for (const kc::agent::ManualSection& s : kc::agent::manualIndex(t).sections) {
    std::string name = s.name;
    while (!name.empty() && name.back() == ' ') name.pop_back();
    std::string uri = contentsUri(t) + "/" + encode(name);
    if (const int n = ++seen[uri]; n > 1) uri += "~" + std::to_string(n);
    out.push_back({uri, &s});
  }
  return out;
}

nlohmann::json contents(const std::string& uri, const std::string& text) {
  return nlohmann::json::array({{{"uri", uri}, {"mimeType", "text/markdown"}, {"text", text}}});
}

} // namespace

nlohmann::json manualResources(const std::vector<const kc::TargetInfo*>& targets) {
  nlohmann::json list = nlohmann::json::array();
  for (const kc::TargetInfo* t : targets) {
    const kc::agent::ManualIndex& index = kc::agent::manualIndex(*t);
    list.push_back({{"uri", contentsUri(*t)},
                    {"name", std::string(t->name) + "/Contents"},
                    {"title", fmt::format("The {} manual: table of contents", t->name)},
                    {"description", "every section and instruction group with its size, each a resource below"},
                    {"mimeType", "text/markdown"}});
    for (const auto& [uri, s] : sectionUris(*t))
      list.push_back({{"uri", uri},
                      {"name", std::string(t->name) + "/" + s->name},
                      {"title", s->heading.substr(std::min(s->heading.size(), s->heading.find_first_not_of("# ")))},
                      {"description", fmt::format("{} manual, {} characters", t->name, kc::agent::sectionChars(index, *s))},
                      {"mimeType", "text/markdown"}});
  }
  return list;
}

std::optional<nlohmann::json> readManualResource(const std::string& uri) {
  if (uri.rfind(kPrefix, 0) != 0) return std::nullopt;
  const std::string want = decode(uri);
  for (const kc::TargetInfo* t : kc::allTargets()) {
    const kc::agent::ManualIndex& index = kc::agent::manualIndex(*t);
    if (want == decode(contentsUri(*t)) || want == decode(contentsUri(*t)) + "/")
      return contents(uri, kc::agent::tableOfContents(index, t->name, limits::kMaxResourceChars));
    for (const auto& [u, s] : sectionUris(*t))
      if (decode(u) == want) return contents(uri, kc::agent::sectionForReading(index, *s, limits::kMaxResourceChars));
  }
  return std::nullopt;
}

} // namespace kc::mcp
