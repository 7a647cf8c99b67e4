#include "task/yaml_file.h"

#include "kc/input_file.h"
#include "kc/limits.h"
#include "task/task_def.h"

namespace kc::bench {

YamlFile YamlFile::load(const std::string& path) {
  // Task folders may come from anywhere (--tasks-dir): regular files only, as every input.
  const kc::InputFile text = kc::readInputFile(path, kc::limits::kMaxInputFileBytes);
  if (!text.ok) throw TaskFileError(text.missing ? path + ": cannot open the file" : text.error);
  YamlFile f;
  f.path = path;
  try {
    f.root = YAML::Load(text.text);
  } catch (const YAML::ParserException& e) {
    throw TaskFileError(path + ":" + std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1) + ": " + e.msg);
  }
  if (!f.root.IsMap()) throw TaskFileError(path + ":1:1: expected a map of keys at the top level");
  return f;
}

void YamlFile::failInside(const YAML::Node& at, int offset, const std::string& message) const {
  YAML::Mark m = at.Mark();
  if (m.is_null()) fail(at, message);
  throw TaskFileError(path + ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1 + offset) + ": " + message);
}

std::string YamlFile::where(const YAML::Node& at) const {
  YAML::Mark m = at.Mark();
  if (m.is_null()) return path;
  return path + ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
}

void YamlFile::fail(const YAML::Node& at, const std::string& message) const {
  throw TaskFileError(where(at) + ": " + message);
}

YAML::Node YamlFile::need(const YAML::Node& map, const char* key) const {
  // yaml-cpp throws its own exception when a scalar or a list is indexed by a key.
  if (!map.IsMap()) fail(map, std::string("expected a map with '") + key + "'");
  YAML::Node n = map[key];
  if (!n) fail(map, std::string("missing '") + key + "'");
  return n;
}

void YamlFile::needMap(const YAML::Node& n, const char* what) const {
  if (!n.IsMap()) fail(n, std::string(what) + " must be a map");
}

void YamlFile::needList(const YAML::Node& n, const char* what) const {
  if (!n.IsSequence()) fail(n, std::string(what) + " must be a list");
}

std::string YamlFile::str(const YAML::Node& n) const {
  if (!n.IsScalar()) fail(n, "expected a single value");
  return n.Scalar();
}

double YamlFile::real(const YAML::Node& n) const {
  try {
    if (!n.IsScalar()) fail(n, "expected a number");
    return n.as<double>();
  } catch (const YAML::Exception&) {
    fail(n, "'" + n.Scalar() + "' is not a number");
  }
}

int64_t YamlFile::integer(const YAML::Node& n) const {
  try {
    if (!n.IsScalar()) fail(n, "expected a whole number");
    return n.as<int64_t>();
  } catch (const YAML::Exception&) {
    fail(n, "'" + n.Scalar() + "' is not a whole number");
  }
}

void YamlFile::onlyKeys(const YAML::Node& map, std::initializer_list<const char*> allowed) const {
  // Callers index the map by key next, which yaml-cpp refuses (with its own exception) for a
  // scalar or a list.
  if (!map.IsMap()) {
    std::string list;
    for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
    fail(map, "expected a map (of " + list + ")");
  }
  for (const auto& kv : map) {
    std::string key = kv.first.Scalar();
    bool ok = false;
    for (const char* a : allowed) ok = ok || key == a;
    if (!ok) {
      std::string list;
      for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
      fail(kv.first, "unknown key '" + key + "' (expected one of: " + list + ")");
    }
  }
}

} // namespace kc::bench
