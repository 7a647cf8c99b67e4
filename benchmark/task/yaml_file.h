// Reading task and layout YAML with every mistake reported as file:line:col.
#pragma once

#include <string>

#include <yaml-cpp/yaml.h>

namespace kc::bench {

struct YamlFile {
  std::string path;
  YAML::Node root;

  // Parses `path`; a missing file or a syntax error throws TaskFileError.
  static YamlFile load(const std::string& path);

  [[noreturn]] void fail(const YAML::Node& at, const std::string& message) const;
  std::string where(const YAML::Node& at) const;
  // Fails at a column inside a plain scalar: `offset` characters after its first (an error
  // inside an expression).
  [[noreturn]] void failInside(const YAML::Node& at, int offset, const std::string& message) const;
  // A required key of a map node.
  YAML::Node need(const YAML::Node& map, const char* key) const;
  void needMap(const YAML::Node& n, const char* what) const;
  void needList(const YAML::Node& n, const char* what) const;
  std::string str(const YAML::Node& n) const;
  double real(const YAML::Node& n) const;
  int64_t integer(const YAML::Node& n) const;
  // Keys of a map that are not in `allowed` are errors, so typos do not pass silently.
  void onlyKeys(const YAML::Node& map, std::initializer_list<const char*> allowed) const;
};

} // namespace kc::bench
