#include "llm/messages.h"

#include <stdexcept>

#include "safety/bounded_json.h"

namespace kc::llm {

using nlohmann::json;

Part Part::makeText(std::string text) {
  Part p;
  p.kind = Kind::Text;
  p.text = std::move(text);
  return p;
}

Part Part::makeReasoning(std::string text, std::string provider, json blob) {
  Part p;
  p.kind = Kind::Reasoning;
  p.text = std::move(text);
  p.provider = std::move(provider);
  p.blob = std::move(blob);
  return p;
}

Part Part::makeToolCall(std::string callId, std::string name, std::string argumentsText) {
  Part p;
  p.kind = Kind::ToolCall;
  p.callId = std::move(callId);
  p.name = std::move(name);
  p.argumentsText = std::move(argumentsText);
  // An empty argument string is how several servers spell "no arguments".
  const std::string& t = p.argumentsText;
  if (t.find_first_not_of(" \t\r\n") == std::string::npos) {
    p.arguments = json::object();
  } else {
    p.arguments = safety::parseBoundedJson(t).value;
    if (p.arguments.is_discarded()) {
      p.arguments = nullptr;
      p.argumentsValid = false;
    }
  }
  return p;
}

Part Part::makeToolCall(std::string callId, std::string name, const json& arguments) {
  Part p;
  p.kind = Kind::ToolCall;
  p.callId = std::move(callId);
  p.name = std::move(name);
  p.arguments = arguments;
  p.argumentsText = arguments.dump();
  return p;
}

Part Part::makeToolResult(std::string callId, std::string text, bool isError) {
  Part p;
  p.kind = Kind::ToolResult;
  p.callId = std::move(callId);
  p.text = std::move(text);
  p.isError = isError;
  return p;
}

Message Message::user(std::string text) { return {Role::User, {Part::makeText(std::move(text))}}; }
Message Message::system(std::string text) { return {Role::System, {Part::makeText(std::move(text))}}; }
Message Message::assistant(std::vector<Part> parts) { return {Role::Assistant, std::move(parts)}; }
Message Message::toolResults(std::vector<Part> results) { return {Role::Tool, std::move(results)}; }

std::string Message::text() const {
  std::string out;
  for (const Part& p : parts) {
    if (p.kind != Part::Kind::Text) continue;
    if (!out.empty()) out += '\n';
    out += p.text;
  }
  return out;
}

std::vector<const Part*> Message::toolCalls() const {
  std::vector<const Part*> out;
  for (const Part& p : parts)
    if (p.kind == Part::Kind::ToolCall) out.push_back(&p);
  return out;
}

const char* roleName(Role role) {
  switch (role) {
    case Role::System: return "system";
    case Role::User: return "user";
    case Role::Assistant: return "assistant";
    case Role::Tool: return "tool";
  }
  return "?";
}

const char* partKindName(Part::Kind kind) {
  switch (kind) {
    case Part::Kind::Text: return "text";
    case Part::Kind::Reasoning: return "reasoning";
    case Part::Kind::ToolCall: return "tool_call";
    case Part::Kind::ToolResult: return "tool_result";
  }
  return "?";
}

json toJson(const Part& p) {
  json j = {{"kind", partKindName(p.kind)}};
  switch (p.kind) {
    case Part::Kind::Text:
      j["text"] = p.text;
      break;
    case Part::Kind::Reasoning:
      j["text"] = p.text;
      if (!p.provider.empty()) j["provider"] = p.provider;
      if (!p.blob.is_null()) j["blob"] = p.blob;
      if (p.redacted) j["redacted"] = true;
      break;
    case Part::Kind::ToolCall:
      j["id"] = p.callId;
      j["name"] = p.name;
      j["arguments_text"] = p.argumentsText;
      if (!p.argumentsValid) j["arguments_valid"] = false;
      break;
    case Part::Kind::ToolResult:
      j["id"] = p.callId;
      j["text"] = p.text;
      if (p.isError) j["is_error"] = true;
      break;
  }
  return j;
}

json toJson(const Message& m) {
  json parts = json::array();
  for (const Part& p : m.parts) parts.push_back(toJson(p));
  return {{"role", roleName(m.role)}, {"parts", parts}};
}

Part partFromJson(const json& j) {
  const std::string kind = j.at("kind").get<std::string>();
  if (kind == "text") return Part::makeText(j.at("text").get<std::string>());
  if (kind == "reasoning") {
    Part p = Part::makeReasoning(j.value("text", ""), j.value("provider", ""), j.value("blob", json()));
    p.redacted = j.value("redacted", false);
    return p;
  }
  if (kind == "tool_call")
    return Part::makeToolCall(j.at("id").get<std::string>(), j.at("name").get<std::string>(),
                              j.at("arguments_text").get<std::string>());
  if (kind == "tool_result")
    return Part::makeToolResult(j.at("id").get<std::string>(), j.at("text").get<std::string>(),
                                j.value("is_error", false));
  throw std::invalid_argument("unknown message part kind '" + kind + "'");
}

Message messageFromJson(const json& j) {
  Message m;
  const std::string role = j.at("role").get<std::string>();
  if (role == "system") m.role = Role::System;
  else if (role == "user") m.role = Role::User;
  else if (role == "assistant") m.role = Role::Assistant;
  else if (role == "tool") m.role = Role::Tool;
  else throw std::invalid_argument("unknown message role '" + role + "'");
  for (const json& p : j.at("parts")) m.parts.push_back(partFromJson(p));
  return m;
}

size_t characters(const Message& m) {
  size_t n = 0;
  for (const Part& p : m.parts) n += p.text.size() + p.name.size() + p.argumentsText.size();
  return n;
}

} // namespace kc::llm
