#include "cli/hw_config.h"

#include <yaml-cpp/yaml.h>

#include "formats/input_error.h"
#include "formats/name_value.h"

namespace kcli {

namespace {

std::string where(const std::string& file, const YAML::Mark& m) {
  if (m.is_null()) return file;
  return file + ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
}

const char* kindName(const YAML::Node& n) {
  switch (n.Type()) {
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Map: return "a map";
    case YAML::NodeType::Null: return "empty";
    default: return "a scalar";
  }
}

} // namespace

ParamOverrides parseHwConfig(const std::string& text, const std::string& file) {
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    badInput(where(file, e.mark) + ": invalid YAML: " + e.msg);
  }
  ParamOverrides out;
  if (!root || root.IsNull()) return out;
  if (!root.IsMap())
    badInput(where(file, root.Mark()) + ": expected a map of parameter NAME: value, found " + kindName(root));

  const YAML::Node& constRoot = root;  // const lookup: never inserts the key
  YAML::Node params = root;
  if (YAML::Node p = constRoot["params"]; p && (p.IsMap() || p.IsNull())) {
    // `params:` groups the parameters so the file can carry other settings; ignore those.
    params = p;
    if (params.IsNull()) return out;
  }
  for (const auto& kv : params) {
    const std::string name = kv.first.Scalar();
    const YAML::Node& value = kv.second;
    if (!kv.first.IsScalar() || !isIdentifier(name))
      badInput(where(file, kv.first.Mark()) + ": '" + name + "' is not a parameter name");
    if (!value.IsScalar())
      badInput(where(file, value.Mark()) + ": parameter '" + name + "' must be an integer, found " + kindName(value));
    const std::string& s = value.Scalar();
    int64_t v;
    if (s == "true" || s == "True" || s == "TRUE") v = 1;
    else if (s == "false" || s == "False" || s == "FALSE") v = 0;
    else if (std::optional<int64_t> n = parseInteger(s)) v = *n;
    else badInput(where(file, value.Mark()) + ": parameter '" + name + "' must be an integer, got '" + s + "'");
    out.emplace_back(name, v);
  }
  return out;
}

} // namespace kcli
