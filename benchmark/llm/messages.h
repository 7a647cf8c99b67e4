// Canonical conversation messages, independent of any wire format: each provider translates them
// to and from its own JSON, so the agent loop, trajectories and tests speak one language.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace kc::llm {

enum class Role { System, User, Assistant, Tool };

// One piece of a message. A tagged struct rather than a variant: parts are built and inspected by
// hand in the agent loop and tests, and the unused fields cost nothing that matters.
struct Part {
  enum class Kind { Text, Reasoning, ToolCall, ToolResult };
  Kind kind = Kind::Text;

  // Text and Reasoning: the words. ToolResult: what the tool returned, written for the model.
  std::string text;

  // Reasoning: `provider` names the wire format that produced `blob`, the block exactly as it
  // arrived (an Anthropic `thinking` block with its `signature`, or a `redacted_thinking` block).
  // Providers must get signed reasoning back byte for byte, so it is never rebuilt from `text`.
  std::string provider;
  nlohmann::json blob;
  bool redacted = false;  // the model's reasoning is encrypted: `text` is empty, `blob` holds it

  // ToolCall: `callId`, `name`, the arguments parsed (`arguments`, null when `argumentsText` is not
  // valid JSON) and as the model wrote them (`argumentsText`, sent back verbatim).
  // ToolResult: `callId` of the call it answers and `isError`.
  std::string callId;
  std::string name;
  nlohmann::json arguments;
  std::string argumentsText;
  bool argumentsValid = true;
  bool isError = false;

  static Part makeText(std::string text);
  static Part makeReasoning(std::string text, std::string provider = "", nlohmann::json blob = nullptr);
  // Parses `argumentsText`; a malformed text is kept with argumentsValid = false.
  static Part makeToolCall(std::string callId, std::string name, std::string argumentsText);
  static Part makeToolCall(std::string callId, std::string name, const nlohmann::json& arguments);
  static Part makeToolResult(std::string callId, std::string text, bool isError = false);
};

struct Message {
  Role role = Role::User;
  std::vector<Part> parts;

  static Message user(std::string text);
  static Message system(std::string text);
  static Message assistant(std::vector<Part> parts);
  // One tool message may answer several calls of the previous assistant message.
  static Message toolResults(std::vector<Part> results);

  // The message's Text parts joined by newlines (what a person reads).
  std::string text() const;
  std::vector<const Part*> toolCalls() const;
};

using Conversation = std::vector<Message>;

// Characters of text, reasoning, tool arguments and results in a message: what a token estimate
// counts when a provider's own counts cannot be used.
size_t characters(const Message& message);

// A tool the model may call: the JSON Schema describes its `arguments` object.
struct ToolDef {
  std::string name;
  std::string description;
  nlohmann::json inputSchema;
};

const char* roleName(Role role);
const char* partKindName(Part::Kind kind);

// Trajectory form: every field round-trips, including reasoning blobs and malformed arguments.
nlohmann::json toJson(const Part& part);
nlohmann::json toJson(const Message& message);
Part partFromJson(const nlohmann::json& j);
Message messageFromJson(const nlohmann::json& j);

} // namespace kc::llm
