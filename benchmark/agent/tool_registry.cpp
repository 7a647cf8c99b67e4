#include "agent/tool_registry.h"

#include <filesystem>
#include <stdexcept>

#include "agent/argument_schema.h"
#include "kc/diagnostics.h"

namespace kc::agent {

void ToolRegistry::add(Tool tool) {
  if (find(tool.name)) throw std::logic_error("tool '" + tool.name + "' is registered twice");
  tools_.push_back(std::move(tool));
}

const Tool* ToolRegistry::find(std::string_view name) const {
  for (const Tool& t : tools_)
    if (t.name == name) return &t;
  return nullptr;
}

namespace {

// Every result ends its last line, so that results read alike whatever the tool. Paths inside
// the session's workspace (an include's "searched:" list) are given relative to it: the model
// names files that way, and a replay in another folder must read the same text.
ToolResult finished(ToolResult r, const std::string& workspace) {
  std::error_code ec;
  const std::string absolute = workspace.empty() ? "" : std::filesystem::absolute(workspace, ec).string();
  if (!workspace.empty())
    for (const std::string& prefix : {absolute + "/", absolute, workspace + "/", workspace}) {
      std::string out;
      size_t from = 0;
      for (size_t at; (at = r.text.find(prefix, from)) != std::string::npos; from = at + prefix.size())
        out.append(r.text, from, at - from).append(prefix.back() == '/' ? "" : ".");
      r.text = out.append(r.text, from, std::string::npos);
    }
  if (!r.text.empty() && r.text.back() != '\n') r.text += '\n';
  return r;
}

} // namespace

ToolResult ToolRegistry::call(const std::string& name, const nlohmann::json& args, AgentSession& session) const {
  return finished(dispatch(name, args, session), session.workspace());
}

ToolResult ToolRegistry::dispatch(const std::string& name, const nlohmann::json& args, AgentSession& session) const {
  const Tool* tool = find(name);
  if (!tool) {
    std::vector<std::string> names;
    for (const Tool& t : tools_) names.push_back(t.name);
    std::string near = name.size() > 80 ? "" : kc::closestMatch(name, names);
    return toolError("unknown tool '" + cutMiddle(name, 80) + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?"));
  }
  if (session.submitted())
    return toolError("the session has ended: " + AgentSession::versionName(session.submittedVersion()) +
                     " was submitted");
  if (std::string e = validateArguments(tool->schema, args); !e.empty()) return toolError(name + ": " + e);
  try {
    ToolResult r = tool->handler(args, session);
    r.text = cutMiddle(r.text, tool->maxResultChars);
    return r;
  } catch (const std::exception& e) {
    return toolError(name + " failed: " + cutMiddle(e.what()));
  } catch (...) {
    return toolError(name + " failed");
  }
}

nlohmann::json objectSchema(nlohmann::json properties, std::vector<std::string> required) {
  nlohmann::json s = {{"type", "object"}, {"properties", std::move(properties)}, {"additionalProperties", false}};
  if (!required.empty()) s["required"] = required;
  return s;
}

ToolRegistry kernelTools() {
  ToolRegistry r;
  addKernelEditingTools(r);
  addEvaluationTools(r);
  addDocTools(r);
  addCostTools(r);
  addTraceTool(r);
  addSubmitTool(r);
  return r;
}

} // namespace kc::agent
