#include "llm/openai_chat.h"

#include "llm/env.h"
#include "llm/json_fields.h"
#include "safety/bounded_json.h"
#include "safety/limits.h"

namespace kc::llm {

using nlohmann::json;

namespace {

json assistantMessage(const Message& m, bool sendReasoning) {
  json out = {{"role", "assistant"}};
  std::string text, reasoning;
  json calls = json::array();
  for (const Part& p : m.parts) {
    if (p.kind == Part::Kind::Text) {
      text += p.text;
    } else if (p.kind == Part::Kind::Reasoning && p.provider == "openai") {
      reasoning += p.text;
    } else if (p.kind == Part::Kind::ToolCall) {
      // The arguments go back exactly as the model wrote them, malformed or not, so the model
      // sees its own mistake next to the tool's complaint.
      calls.push_back({{"id", p.callId},
                       {"type", "function"},
                       {"function", {{"name", p.name}, {"arguments", p.argumentsText}}}});
    }
  }
  out["content"] = text.empty() && !calls.empty() ? json(nullptr) : json(text);
  if (!calls.empty()) out["tool_calls"] = calls;
  if (sendReasoning && !reasoning.empty()) out["reasoning_content"] = reasoning;
  return out;
}

StopReason stopReasonOf(const std::string& finish, bool hasToolCalls) {
  if (finish == "tool_calls" || finish == "function_call") return StopReason::ToolUse;
  if (finish == "length") return StopReason::MaxTokens;
  if (finish == "content_filter") return StopReason::Refusal;
  // Some local servers finish with "stop" even when they called a tool.
  if (hasToolCalls) return StopReason::ToolUse;
  if (finish == "stop" || finish == "eos" || finish.empty()) return StopReason::End;
  return StopReason::Other;
}

} // namespace

OpenAiChatProvider::OpenAiChatProvider(OpenAiChatOptions options) : options_(std::move(options)) {
  baseUrl_ = trimTrailingSlashes(!options_.baseUrl.empty() ? options_.baseUrl
                                                           : envOr("OPENAI_BASE_URL", "https://api.openai.com/v1"));
  apiKey_ = envOr(options_.apiKeyVariable.c_str());
  if (options_.maxTokensField.empty())
    options_.maxTokensField =
        baseUrl_.find("api.openai.com") != std::string::npos ? "max_completion_tokens" : "max_tokens";
}

json OpenAiChatProvider::requestBody(const Request& request) const {
  json messages = json::array();
  if (!request.systemPrompt.empty()) messages.push_back({{"role", "system"}, {"content", request.systemPrompt}});
  for (const Message& m : request.messages) {
    switch (m.role) {
      case Role::System:
      case Role::User:
        messages.push_back({{"role", roleName(m.role)}, {"content", m.text()}});
        break;
      case Role::Assistant:
        messages.push_back(assistantMessage(m, options_.sendReasoningBack));
        break;
      case Role::Tool:
        for (const Part& p : m.parts)
          if (p.kind == Part::Kind::ToolResult)
            messages.push_back({{"role", "tool"}, {"tool_call_id", p.callId}, {"content", p.text}});
        break;
    }
  }
  json body = {{"model", request.model}, {"messages", messages}};
  body[options_.maxTokensField] = request.maxOutputTokens;
  if (!request.tools.empty()) {
    json tools = json::array();
    for (const ToolDef& t : request.tools)
      tools.push_back({{"type", "function"},
                       {"function", {{"name", t.name}, {"description", t.description}, {"parameters", t.inputSchema}}}});
    body["tools"] = tools;
  }
  if (request.temperature) body["temperature"] = *request.temperature;
  if (!request.reasoningEffort.empty()) body["reasoning_effort"] = request.reasoningEffort;
  return body;
}

Response OpenAiChatProvider::parseReply(const std::string& body) {
  const safety::ParsedJson parsed = safety::parseBoundedJson(body);
  if (!parsed.ok() && parsed.error != "not JSON") return malformedReply("reply " + parsed.error);
  const json& j = parsed.value;
  if (j.is_discarded() || !j.is_object()) return malformedReply("reply is not a JSON object: " + excerpt(body));
  // Some compatible servers answer 200 with an error object.
  if (j.contains("error")) {
    ErrorClass e = classifyError(200, body);
    Response r;
    r.error = e.kind == ErrorKind::MalformedReply ? ErrorKind::InvalidRequest : e.kind;
    r.errorMessage = e.message;
    return r;
  }
  const json& choices = field(j, "choices");
  if (!choices.is_array() || choices.empty() || !field(choices[0], "message").is_object())
    return malformedReply("reply has no choices[0].message: " + excerpt(body));
  const json& choice = choices[0];
  const json& msg = choice["message"];

  Response r;
  r.model = stringField(j, "model");
  // Reasoning first, as the model produced it: vLLM/SGLang/DeepSeek say `reasoning_content`,
  // newer vLLM and Ollama say `reasoning`.
  for (const char* key : {"reasoning_content", "reasoning"}) {
    const std::string reasoning = stringField(msg, key);
    if (!reasoning.empty()) {
      r.message.parts.push_back(Part::makeReasoning(reasoning, "openai"));
      break;
    }
  }
  const std::string content = stringField(msg, "content");
  if (!content.empty()) r.message.parts.push_back(Part::makeText(content));
  const std::string refusal = stringField(msg, "refusal");
  if (!refusal.empty()) r.message.parts.push_back(Part::makeText(refusal));

  const json& calls = field(msg, "tool_calls");
  if (calls.is_array() && calls.size() > limits::kMaxToolCallsPerReply)
    return malformedReply("reply carries " + std::to_string(calls.size()) + " tool calls; at most " +
                          std::to_string(limits::kMaxToolCallsPerReply) + " are acted on in one reply");
  if (calls.is_array()) {
    for (size_t i = 0; i < calls.size(); ++i) {
      const json& fn = field(calls[i], "function");
      const std::string name = stringField(fn, "name");
      if (name.empty()) return malformedReply("tool call " + std::to_string(i) + " has no function name");
      std::string id = stringField(calls[i], "id");
      if (id.empty()) id = "call_" + std::to_string(i);  // llama.cpp and Ollama may leave it out
      const json& args = field(fn, "arguments");
      // The format says a string; a few servers send the object itself.
      const std::string text = args.is_string() ? args.get<std::string>() : args.is_null() ? "" : args.dump();
      r.message.parts.push_back(Part::makeToolCall(id, name, text));
    }
  }
  r.rawStopReason = stringField(choice, "finish_reason");
  r.stop = stopReasonOf(r.rawStopReason, !r.message.toolCalls().empty());
  if (!refusal.empty()) r.stop = StopReason::Refusal;

  const json& usage = field(j, "usage");
  const int64_t prompt = countField(usage, "prompt_tokens", r.usageProblems).value_or(0);
  const int64_t cached = countField(field(usage, "prompt_tokens_details"), "cached_tokens", r.usageProblems).value_or(0);
  // OpenAI counts cached tokens inside prompt_tokens; more cached than prompt is no count.
  if (cached > prompt)
    r.usageProblems += (r.usageProblems.empty() ? "" : ", ") + std::string("cached_tokens ") + std::to_string(cached) +
                       " > prompt_tokens " + std::to_string(prompt);
  r.usage.cacheRead = std::min(cached, prompt);
  r.usage.uncachedInput = prompt - r.usage.cacheRead;
  r.usage.output = countField(usage, "completion_tokens", r.usageProblems).value_or(0);
  r.usage.reasoning = countField(field(usage, "completion_tokens_details"), "reasoning_tokens", r.usageProblems);
  return r;
}

ErrorClass OpenAiChatProvider::classifyError(int status, const std::string& body) {
  ErrorClass e;
  e.kind = kindForStatus(status);
  const json j = safety::parseBoundedJson(body).value;
  // {"error": {"message", "type", "code"}} from OpenAI; {"error": "text"} from some servers;
  // {"object": "error", "message", "type", "code"} from older vLLM.
  const json* err = &j;
  if (!j.is_discarded() && j.is_object() && j.contains("error")) err = &j["error"];
  std::string message, type, code;
  if (err->is_string()) {
    message = err->get<std::string>();
  } else if (err->is_object() && !j.is_discarded()) {
    message = stringField(*err, "message");
    type = stringField(*err, "type");
    code = stringField(*err, "code");
  }
  if (message.empty()) message = excerpt(body);

  if (code == "insufficient_quota" || type == "insufficient_quota" || code == "billing_hard_limit_reached") {
    e.kind = ErrorKind::QuotaExceeded;
  } else if (code == "invalid_api_key") {
    e.kind = ErrorKind::Authentication;
  } else if (status < 500 && status != 429 &&
             (code == "context_length_exceeded" || type == "exceed_context_size_error" ||
              containsCaseless(message, "context length") || containsCaseless(message, "context window") ||
              containsCaseless(message, "context size") || containsCaseless(message, "context_length_exceeded"))) {
    e.kind = ErrorKind::ContextTooLong;
  }
  std::string label = code.empty() ? type : code;
  e.message = "HTTP " + std::to_string(status) + (label.empty() ? "" : " " + label) + ": " + message;
  return e;
}

Response OpenAiChatProvider::complete(const Request& request) {
  HttpRequest http;
  http.url = baseUrl_ + "/chat/completions";
  http.headers = {"Content-Type: application/json"};
  if (!apiKey_.empty()) http.headers.push_back("Authorization: Bearer " + apiKey_);
  http.body = requestBody(request).dump();
  const ExchangeResult ex =
      exchange(http, options_.transport, classifyError, {apiKey_}, request.deadline, request.progress);
  Response r;
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
