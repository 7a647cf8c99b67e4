// API keys never leave the process in anything a provider returns: every error path is run with
// a recognisable key, including servers that echo the request headers back, and the key (or any
// 8-character piece of it) must appear in no message, part or trajectory JSON.
#include <catch2/catch.hpp>

#include "fake_llm_server.h"
#include "llm/anthropic_messages.h"
#include "llm/openai_chat.h"
#include "llm/redact.h"
#include "llm_test_support.h"

using namespace kc::llm;
using namespace kc::test;

namespace {

const std::string kKey = "fake-key-LEAKCANARY-loopback";

std::vector<ScriptedReply> everyFault() {
  std::vector<ScriptedReply> s;
  ScriptedReply echo = status(400, "");
  echo.echoHeaders = true;
  s.push_back(echo);
  ScriptedReply echo500 = status(500, "");
  echo500.echoHeaders = true;
  s.push_back(echo500);
  s.push_back(status(401, R"({"error":{"message":"Incorrect API key provided: )" + kKey + R"(","code":"invalid_api_key"}})"));
  s.push_back(status(401, R"({"error":{"message":"Incorrect API key provided: fake-key*****************6c0e"}})"));
  s.push_back(status(429, R"({"error":{"message":"quota for )" + kKey + R"(","code":"insufficient_quota"}})"));
  s.push_back(status(400, R"({"error":{"message":"maximum context length exceeded for key )" + kKey + R"("}})"));
  s.push_back(status(403, "<html>forbidden " + kKey + "</html>"));
  s.push_back(ok("not json " + kKey));
  s.push_back(ok(R"({"choices":[],"key":")" + kKey + R"("})"));
  s.push_back(ok(R"({"type":"error","error":{"type":"invalid_request_error","message":")" + kKey + R"("}})"));
  s.push_back(ok(R"({"choices":[{"finish_reason":"stop","message":{"role":"assistant","content":"your key is )" + kKey +
                 R"(","reasoning_content":")" + kKey + R"("}}],"type":"message","content":[{"type":"text","text":")" +
                 kKey + R"("}]})"));
  ScriptedReply drop = ok(kKey + kKey);
  drop.drop = true;
  s.push_back(drop);
  return s;
}

std::string everything(const Response& r) {
  std::string all = r.errorMessage + "\n" + r.rawStopReason + "\n" + r.model + "\n" + toJson(r.message).dump();
  return all;
}

} // namespace

TEST_CASE("redact: the key and every 8-character piece of it are replaced", "[llm][redact]") {
  CHECK(redact("key=" + kKey + ";", {kKey}) == "key=[redacted];");
  CHECK(redact("masked fake-key*****6c0e", {kKey}) == "masked [redacted]*****6c0e");
  CHECK(redact("masked fake-ke*****6c0e", {kKey}) == "masked fake-ke*****6c0e");  // pieces under 8 stay
  CHECK(redact("tail NARY-loopback", {kKey}) == "tail [redacted]");
  CHECK(redact("nothing here", {kKey, ""}) == "nothing here");
  CHECK(redact("abc", {"abc"}) == "[redacted]");
}

TEST_CASE("redact: no error path of either provider returns the API key", "[llm][redact]") {
  ScopedEnv openaiKey("OPENAI_API_KEY", kKey.c_str());
  ScopedEnv anthropicKey("ANTHROPIC_API_KEY", kKey.c_str());
  const size_t faults = everyFault().size();
  for (const std::string format : {"openai", "anthropic"}) {
    FakeLlmServer server(everyFault());
    auto clock = std::make_shared<FakeClock>();
    std::unique_ptr<Provider> p;
    if (format == "openai") {
      OpenAiChatOptions o;
      o.baseUrl = server.baseUrl();
      o.transport = fastTransport(clock, 1);
      p = std::make_unique<OpenAiChatProvider>(o);
    } else {
      AnthropicOptions o;
      o.baseUrl = server.baseUrl();
      o.transport = fastTransport(clock, 1);
      p = std::make_unique<AnthropicProvider>(o);
    }
    Request req;
    req.model = "m";
    req.messages = {Message::user("hi")};
    for (size_t i = 0; i < faults; ++i) {
      const Response r = p->complete(req);
      const std::string all = everything(r);
      INFO(format << " fault " << i << ": " << all);
      CHECK(all.find(kKey) == std::string::npos);
      CHECK(all.find("LEAKCANARY") == std::string::npos);
      CHECK(all.find("7f3a9c1e") == std::string::npos);
    }
    // The key did reach the server, so the echo case had something to leak.
    const auto reqs = server.requests();
    REQUIRE(reqs.size() == faults);
    const std::string header = format == "openai" ? "authorization" : "x-api-key";
    CHECK(reqs[0].headers.at(header).find(kKey) != std::string::npos);
  }
}
