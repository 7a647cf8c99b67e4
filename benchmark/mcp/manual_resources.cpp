#include "mcp/manual_resources.h"

#include <map>

#include <fmt/format.h>

#include "agent/manual_index.h"

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

// Every section's URI; a name that repeats gets "~2", "~3"... so each URI names one section.
std::vector<std::pair<std::string, const kc::agent::ManualSection*>> sectionUris(const kc::TargetInfo& t) {
  std::vector<std::pair<std::string, const kc::agent::ManualSection*>> out;
  std::map<std::string, int> seen;
  for (const kc::agent::ManualSection& s : kc::agent::manualIndex(t).sections) {
    std::string name = s.name;
    while (!name.empty() && name.back() == ' ') name.pop_back();
    std::string uri = kPrefix + encode(t.name) + "/" + encode(name);
    if (const int n = ++seen[uri]; n > 1) uri += "~" + std::to_string(n);
    out.push_back({uri, &s});
  }
  return out;
}

std::string sectionText(const kc::agent::ManualIndex& index, const kc::agent::ManualSection& s) {
  std::string text;
  for (size_t i = s.firstLine; i < s.endLine && i < index.lines.size(); ++i) text += index.lines[i] + "\n";
  return text;
}

} // namespace

nlohmann::json manualResources(const std::vector<const kc::TargetInfo*>& targets) {
  nlohmann::json list = nlohmann::json::array();
  for (const kc::TargetInfo* t : targets) {
    for (const auto& [uri, s] : sectionUris(*t))
      list.push_back({{"uri", uri},
                      {"name", std::string(t->name) + "/" + s->name},
                      {"title", s->heading.substr(std::min(s->heading.size(), s->heading.find_first_not_of("# ")))},
                      {"description", fmt::format("{} manual, {} lines", t->name, s->endLine - s->firstLine)},
                      {"mimeType", "text/markdown"}});
  }
  return list;
}

std::optional<nlohmann::json> readManualResource(const std::string& uri) {
  if (uri.rfind(kPrefix, 0) != 0) return std::nullopt;
  for (const kc::TargetInfo* t : kc::allTargets()) {
    for (const auto& [u, s] : sectionUris(*t))
      if (u == uri)
        return nlohmann::json::array(
            {{{"uri", uri}, {"mimeType", "text/markdown"}, {"text", sectionText(kc::agent::manualIndex(*t), *s)}}});
  }
  return std::nullopt;
}

} // namespace kc::mcp
