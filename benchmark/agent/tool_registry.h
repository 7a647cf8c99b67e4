// The one list of tools that both an LLM agent loop and an MCP server serve. A tool is a name,
// a description written for a model, a JSON Schema of its arguments and a handler; the registry
// checks arguments against the schema before a handler sees them, and turns every failure
// (unknown tool, bad arguments, an ended session, an exception) into an error result.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "agent/session.h"
#include "agent/tool_result.h"

namespace kc::agent {

// Runs with arguments that fit the tool's schema.
using ToolHandler = std::function<ToolResult(const nlohmann::json& args, AgentSession& session)>;

struct Tool {
  std::string name;
  std::string description;
  nlohmann::json schema;     // {"type": "object", "properties": {...}, "required": [...]}
  ToolHandler handler;
  bool endsSession = false;  // the tool that submits; after it no tool runs
  // Longer results are cut in the middle; a tool whose caller chooses its length (a trace
  // window) may allow more.
  size_t maxResultChars = kMaxResultChars;
};

class ToolRegistry {
 public:
  // Throws std::logic_error for a name already taken (a programming error, found in tests).
  void add(Tool tool);
  const Tool* find(std::string_view name) const;
  const std::vector<Tool>& tools() const { return tools_; }
  // Validates, runs, and cuts long text to kMaxResultChars. Never throws.
  ToolResult call(const std::string& name, const nlohmann::json& args, AgentSession& session) const;

 private:
  ToolResult dispatch(const std::string& name, const nlohmann::json& args, AgentSession& session) const;
  std::vector<Tool> tools_;
};

// A schema for an object with these properties, of which `required` must be given.
nlohmann::json objectSchema(nlohmann::json properties, std::vector<std::string> required = {});

// The kernel tools, in the order a model is shown them.
ToolRegistry kernelTools();

// The parts kernelTools() is built from, one per file.
void addKernelEditingTools(ToolRegistry& r);   // write_kernel, edit_kernel, view_kernel, check_syntax
void addEvaluationTools(ToolRegistry& r);      // run_evaluation, view_output
void addDocTools(ToolRegistry& r);             // grep_docs, read_docs
void addCostTools(ToolRegistry& r);            // get_instruction_size, profile
void addTraceTool(ToolRegistry& r);            // trace
void addSubmitTool(ToolRegistry& r);           // submit

} // namespace kc::agent
