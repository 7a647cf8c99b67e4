// JSON-RPC 2.0 as MCP uses it: the standard error codes and the shapes of replies.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace kc::mcp {

enum ErrorCode {
  kParseError = -32700,
  kInvalidRequest = -32600,
  kMethodNotFound = -32601,
  kInvalidParams = -32602,
  kInternalError = -32603,
};

nlohmann::json rpcResult(const nlohmann::json& id, nlohmann::json result);
nlohmann::json rpcError(const nlohmann::json& id, int code, const std::string& message);

} // namespace kc::mcp
