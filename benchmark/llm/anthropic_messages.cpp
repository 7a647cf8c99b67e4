#include "llm/anthropic_messages.h"

#include "llm/env.h"
#include "llm/json_fields.h"
#include "safety/bounded_json.h"
#include "safety/limits.h"

namespace kc::llm {

using nlohmann::json;

namespace {

// The blocks of one canonical message, in Anthropic's terms.
json contentBlocks(const Message& m) {
  json blocks = json::array();
  for (const Part& p : m.parts) {
    switch (p.kind) {
      case Part::Kind::Text:
        if (!p.text.empty()) blocks.push_back({{"type", "text"}, {"text", p.text}});  // empty blocks are refused
        break;
      case Part::Kind::Reasoning:
        // Only our own signed blocks can go back; anything else would fail the signature check.
        if (p.provider == "anthropic" && p.blob.is_object()) blocks.push_back(p.blob);
        break;
      case Part::Kind::ToolCall:
        blocks.push_back({{"type", "tool_use"},
                          {"id", p.callId},
                          {"name", p.name},
                          {"input", p.arguments.is_object() ? p.arguments : json::object()}});
        break;
      case Part::Kind::ToolResult: {
        json block = {{"type", "tool_result"}, {"tool_use_id", p.callId}, {"content", p.text}};
        if (p.isError) block["is_error"] = true;
        blocks.push_back(block);
        break;
      }
    }
  }
  return blocks;
}

StopReason stopReasonOf(const std::string& s) {
  if (s == "end_turn" || s == "stop_sequence") return StopReason::End;
  if (s == "tool_use") return StopReason::ToolUse;
  if (s == "max_tokens") return StopReason::MaxTokens;
  if (s == "refusal") return StopReason::Refusal;
  if (s == "model_context_window_exceeded") return StopReason::ContextLength;
  return StopReason::Other;
}

} // namespace

AnthropicProvider::AnthropicProvider(AnthropicOptions options) : options_(std::move(options)) {
  baseUrl_ = trimTrailingSlashes(!options_.baseUrl.empty() ? options_.baseUrl
                                                           : envOr("ANTHROPIC_BASE_URL", "https://api.anthropic.com"));
  apiKey_ = envOr(options_.apiKeyVariable.c_str());
}

json AnthropicProvider::requestBody(const Request& request) const {
  json system = json::array();
  if (!request.systemPrompt.empty())
    // The system prompt is large and the same for every run on a target: marking it caches the
    // tools and the system prompt together (they come first in the prompt).
    system.push_back({{"type", "text"}, {"text", request.systemPrompt}, {"cache_control", {{"type", "ephemeral"}}}});

  json messages = json::array();
  for (const Message& m : request.messages) {
    if (m.role == Role::System) {
      const std::string text = m.text();
      if (!text.empty()) system.push_back({{"type", "text"}, {"text", text}});
      continue;
    }
    // Tool results travel in user messages; consecutive messages of one side are merged, since
    // all results of one assistant turn must sit in the single user message that follows it.
    const std::string role = m.role == Role::Assistant ? "assistant" : "user";
    json blocks = contentBlocks(m);
    if (blocks.empty()) continue;
    if (!messages.empty() && messages.back()["role"] == role) {
      for (json& b : blocks) messages.back()["content"].push_back(std::move(b));
    } else {
      messages.push_back({{"role", role}, {"content", std::move(blocks)}});
    }
  }

  if (options_.cacheConversation && !messages.empty() && messages.back()["role"] == "user")
    messages.back()["content"].back()["cache_control"] = {{"type", "ephemeral"}};

  json body = {{"model", request.model}, {"max_tokens", request.maxOutputTokens}, {"messages", messages}};
  if (!system.empty()) body["system"] = system;
  if (!request.tools.empty()) {
    json tools = json::array();
    for (const ToolDef& t : request.tools)
      tools.push_back({{"name", t.name}, {"description", t.description}, {"input_schema", t.inputSchema}});
    body["tools"] = tools;
  }
  if (request.reasoningBudgetTokens) {
    body["thinking"] = {{"type", "enabled"}, {"budget_tokens", *request.reasoningBudgetTokens}};
    // Thinking does not accept a changed temperature, so it is left out.
  } else if (request.temperature) {
    body["temperature"] = *request.temperature;
  }
  return body;
}

Response AnthropicProvider::parseReply(const std::string& body) {
  const safety::ParsedJson parsed = safety::parseBoundedJson(body);
  if (!parsed.ok() && parsed.error != "not JSON") return malformedReply("reply " + parsed.error);
  const json& j = parsed.value;
  if (j.is_discarded() || !j.is_object()) return malformedReply("reply is not a JSON object: " + excerpt(body));
  if (stringField(j, "type") == "error") {
    const ErrorClass e = classifyError(200, body);
    Response r;
    r.error = e.kind == ErrorKind::MalformedReply ? ErrorKind::ServerError : e.kind;
    r.errorMessage = e.message;
    return r;
  }
  const json& content = field(j, "content");
  if (!content.is_array()) return malformedReply("reply has no content array: " + excerpt(body));

  Response r;
  r.model = stringField(j, "model");
  size_t toolUses = 0;
  for (const json& block : content)
    toolUses += stringField(block, "type") == "tool_use";
  if (toolUses > limits::kMaxToolCallsPerReply)
    return malformedReply("reply carries " + std::to_string(toolUses) + " tool calls; at most " +
                          std::to_string(limits::kMaxToolCallsPerReply) + " are acted on in one reply");
  for (const json& block : content) {
    const std::string type = stringField(block, "type");
    if (type == "text") {
      r.message.parts.push_back(Part::makeText(stringField(block, "text")));
    } else if (type == "thinking") {
      r.message.parts.push_back(Part::makeReasoning(stringField(block, "thinking"), "anthropic", block));
    } else if (type == "redacted_thinking") {
      Part p = Part::makeReasoning("", "anthropic", block);
      p.redacted = true;
      r.message.parts.push_back(std::move(p));
    } else if (type == "tool_use") {
      const std::string id = stringField(block, "id"), name = stringField(block, "name");
      if (id.empty() || name.empty()) return malformedReply("tool_use block without id or name");
      const json& input = field(block, "input");
      r.message.parts.push_back(Part::makeToolCall(id, name, input.is_null() ? json::object() : input));
    }
    // Other block types (server tools, citations) have no canonical form and are not needed.
  }
  r.rawStopReason = stringField(j, "stop_reason");
  r.stop = stopReasonOf(r.rawStopReason);

  const json& usage = field(j, "usage");
  // Anthropic's input_tokens already excludes the cached parts.
  r.usage.uncachedInput = countField(usage, "input_tokens", r.usageProblems).value_or(0);
  r.usage.cacheRead = countField(usage, "cache_read_input_tokens", r.usageProblems).value_or(0);
  r.usage.cacheWrite = countField(usage, "cache_creation_input_tokens", r.usageProblems).value_or(0);
  r.usage.output = countField(usage, "output_tokens", r.usageProblems).value_or(0);
  return r;
}

ErrorClass AnthropicProvider::classifyError(int status, const std::string& body) {
  // {"type": "error", "error": {"type": "overloaded_error", "message": "..."}, "request_id": ...}
  ErrorClass e;
  e.kind = kindForStatus(status);
  const json j = safety::parseBoundedJson(body).value;
  const json& err = j.is_discarded() ? j : field(j, "error");
  const std::string type = stringField(err, "type");
  std::string message = stringField(err, "message");
  if (message.empty()) message = excerpt(body);
  const std::string detail = stringField(field(err, "details"), "error_code");

  if (type == "authentication_error" || type == "permission_error") e.kind = ErrorKind::Authentication;
  else if (type == "billing_error") e.kind = ErrorKind::QuotaExceeded;
  else if (type == "rate_limit_error")
    // A monthly spend limit also arrives as a 429 rate_limit_error; retrying it only fails again.
    e.kind = detail == "enforced_spend_limit_reached" ? ErrorKind::QuotaExceeded : ErrorKind::RateLimited;
  else if (type == "overloaded_error") e.kind = ErrorKind::Overloaded;
  else if (type == "api_error") e.kind = ErrorKind::ServerError;
  else if (type == "request_too_large") e.kind = ErrorKind::ContextTooLong;
  else if (type == "invalid_request_error") {
    if (containsCaseless(message, "prompt is too long") || containsCaseless(message, "context window"))
      e.kind = ErrorKind::ContextTooLong;
    else if (containsCaseless(message, "spend limit") || containsCaseless(message, "credit balance"))
      e.kind = ErrorKind::QuotaExceeded;
    else
      e.kind = ErrorKind::InvalidRequest;
  }
  e.message = "HTTP " + std::to_string(status) + (type.empty() ? "" : " " + type) + ": " + message;
  return e;
}

Response AnthropicProvider::complete(const Request& request) {
  Response r;
  if (apiKey_.empty()) {
    r.error = ErrorKind::Authentication;
    r.errorMessage = "no API key: set " + options_.apiKeyVariable;
    return r;
  }
  HttpRequest http;
  http.url = baseUrl_ + "/v1/messages";
  http.headers = {"Content-Type: application/json", "x-api-key: " + apiKey_,
                  "anthropic-version: " + options_.version};
  http.body = requestBody(request).dump();
  const ExchangeResult ex =
      exchange(http, options_.transport, classifyError, {apiKey_}, request.deadline, request.progress);
  if (ex.error != ErrorKind::None) {
    r.error = ex.error;
    r.errorMessage = ex.errorMessage;
  } else {
    r = parseReply(ex.body);
  }
  r.call = ex.call;
  return r;
}

} // namespace kc::llm
