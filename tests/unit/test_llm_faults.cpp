// What providers do when the server or the network misbehaves: which failures are retried and
// after how long (through the fake clock), and the exact class and message of each final error.
#include <catch2/catch.hpp>

#include "fake_llm_server.h"
#include "llm/anthropic_messages.h"
#include "llm/openai_chat.h"
#include "llm_test_support.h"

using namespace kc::llm;
using namespace kc::test;

namespace {

const char* kOpenAiOk = R"({"choices":[{"finish_reason":"stop","message":{"role":"assistant","content":"ok"}}],
  "usage":{"prompt_tokens":3,"completion_tokens":1}})";
const char* kAnthropicOk = R"({"type":"message","content":[{"type":"text","text":"ok"}],"stop_reason":"end_turn",
  "usage":{"input_tokens":3,"output_tokens":1}})";

Request request() {
  Request r;
  r.model = "m";
  r.messages = {Message::user("hi")};
  return r;
}

Response openai(FakeLlmServer& server, const std::shared_ptr<FakeClock>& clock, int attempts = 3, long timeoutMs = 5000) {
  OpenAiChatOptions o;
  o.baseUrl = server.baseUrl();
  o.transport = fastTransport(clock, attempts, timeoutMs);
  return OpenAiChatProvider(o).complete(request());
}

Response anthropic(FakeLlmServer& server, const std::shared_ptr<FakeClock>& clock, int attempts = 3) {
  ScopedEnv key("ANTHROPIC_API_KEY", "fake-anthropic-key-for-faults");
  AnthropicOptions o;
  o.baseUrl = server.baseUrl();
  o.transport = fastTransport(clock, attempts);
  return AnthropicProvider(o).complete(request());
}

ScriptedReply dropped() {
  ScriptedReply r = ok(kOpenAiOk);
  r.drop = true;
  return r;
}

} // namespace

TEST_CASE("faults: 429 with Retry-After waits exactly that long, then succeeds", "[llm][faults]") {
  FakeLlmServer server({status(429, R"({"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}})",
                               {{"Retry-After", "2"}}),
                        ok(kOpenAiOk)});
  auto clock = std::make_shared<FakeClock>();
  const Response r = openai(server, clock);
  REQUIRE(r.ok());
  CHECK(r.message.text() == "ok");
  CHECK(clock->sleeps() == std::vector<long long>{2000});
  CHECK(r.call.retries == 1);
  CHECK(r.call.httpStatus == 200);
  CHECK(server.requests().size() == 2);
}

TEST_CASE("faults: 500 then success backs off once with jitter", "[llm][faults]") {
  FakeLlmServer server({status(500, "<html>Internal Server Error</html>"), ok(kOpenAiOk)});
  auto clock = std::make_shared<FakeClock>();
  const Response r = openai(server, clock);
  REQUIRE(r.ok());
  CHECK(clock->sleeps() == std::vector<long long>{750});  // base 1000 ms, jitter 0.5 -> 500 + 250
  CHECK(r.call.retries == 1);
}

TEST_CASE("faults: 529 overloaded is retried with growing waits, then reported", "[llm][faults]") {
  const std::string body = R"({"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_1"})";
  FakeLlmServer server({status(529, body), status(529, body), status(529, body)});
  auto clock = std::make_shared<FakeClock>();
  const Response r = anthropic(server, clock);
  CHECK(r.error == ErrorKind::Overloaded);
  CHECK(r.errorMessage == "HTTP 529 overloaded_error: Overloaded (gave up after 3 attempts)");
  CHECK(clock->sleeps() == std::vector<long long>{750, 1500});
  CHECK(r.call.retries == 2);
  CHECK(r.call.httpStatus == 529);
  CHECK(server.requests().size() == 3);
}

TEST_CASE("faults: a dropped connection is retried; dropped every time it is a transport error", "[llm][faults]") {
  {
    FakeLlmServer server({dropped(), ok(kOpenAiOk)});
    auto clock = std::make_shared<FakeClock>();
    const Response r = openai(server, clock);
    REQUIRE(r.ok());
    CHECK(r.call.retries == 1);
  }
  FakeLlmServer server({dropped(), dropped()});
  auto clock = std::make_shared<FakeClock>();
  const Response r = openai(server, clock, 2);
  CHECK(r.error == ErrorKind::Transport);
  CHECK_THAT(r.errorMessage, Catch::StartsWith("connection failed: "));
  CHECK_THAT(r.errorMessage, Catch::EndsWith(" (gave up after 2 attempts)"));
  CHECK(r.call.httpStatus == 0);
}

TEST_CASE("faults: a malformed JSON body is reported once, not retried", "[llm][faults]") {
  FakeLlmServer server({ok(R"({"choices": [{"message": )"), ok(kOpenAiOk)});
  auto clock = std::make_shared<FakeClock>();
  const Response r = openai(server, clock);
  CHECK(r.error == ErrorKind::MalformedReply);
  CHECK(r.errorMessage == R"(reply is not a JSON object: {"choices": [{"message": )");
  CHECK(server.requests().size() == 1);

  FakeLlmServer server2({ok(R"({"type":"message","content":"not a list"})")});
  const Response a = anthropic(server2, clock);
  CHECK(a.error == ErrorKind::MalformedReply);
  CHECK(a.errorMessage == R"(reply has no content array: {"type":"message","content":"not a list"})");
}

TEST_CASE("faults: context-length errors of each server family", "[llm][faults]") {
  auto clock = std::make_shared<FakeClock>();
  {
    FakeLlmServer server({status(400, R"({"error":{"message":"This model's maximum context length is 128000 tokens.",
        "type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}})")});
    const Response r = openai(server, clock);
    CHECK(r.error == ErrorKind::ContextTooLong);
    CHECK(r.errorMessage == "HTTP 400 context_length_exceeded: This model's maximum context length is 128000 tokens.");
  }
  {
    // vLLM's older error shape, at top level with a numeric code.
    FakeLlmServer server({status(400, R"({"object":"error","message":"This model's maximum context length is 32768 tokens. However, you requested 40000 tokens.","type":"BadRequestError","param":null,"code":400})")});
    const Response r = openai(server, clock);
    CHECK(r.error == ErrorKind::ContextTooLong);
    CHECK(r.errorMessage == "HTTP 400 400: This model's maximum context length is 32768 tokens. However, you requested 40000 tokens.");
  }
  {
    FakeLlmServer server({status(400, R"({"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 208656 tokens > 200000 maximum"}})")});
    const Response r = anthropic(server, clock);
    CHECK(r.error == ErrorKind::ContextTooLong);
    CHECK(r.errorMessage == "HTTP 400 invalid_request_error: prompt is too long: 208656 tokens > 200000 maximum");
  }
  CHECK(clock->sleeps().empty());
}

TEST_CASE("faults: 401 is an authentication error and never retried", "[llm][faults]") {
  auto clock = std::make_shared<FakeClock>();
  FakeLlmServer server({status(401, R"({"error":{"message":"Incorrect API key provided.","type":"invalid_request_error","code":"invalid_api_key"}})"),
                        ok(kOpenAiOk)});
  const Response r = openai(server, clock);
  CHECK(r.error == ErrorKind::Authentication);
  CHECK(r.errorMessage == "HTTP 401 invalid_api_key: Incorrect API key provided.");
  CHECK(r.call.retries == 0);
  CHECK(r.call.httpStatus == 401);
  CHECK(server.requests().size() == 1);

  FakeLlmServer server2({status(401, R"({"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}})")});
  const Response a = anthropic(server2, clock);
  CHECK(a.error == ErrorKind::Authentication);
  CHECK(a.errorMessage == "HTTP 401 authentication_error: invalid x-api-key");
  CHECK(clock->sleeps().empty());
}

TEST_CASE("faults: spend and quota limits are not retried, though they come as 429", "[llm][faults]") {
  auto clock = std::make_shared<FakeClock>();
  FakeLlmServer server({status(429, R"({"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}})")});
  const Response r = openai(server, clock);
  CHECK(r.error == ErrorKind::QuotaExceeded);
  CHECK(r.errorMessage == "HTTP 429 insufficient_quota: You exceeded your current quota, please check your plan and billing details.");

  FakeLlmServer server2({status(429, R"({"type":"error","error":{"type":"rate_limit_error","message":"Spend limit reached.","details":{"error_code":"enforced_spend_limit_reached"}}})")});
  const Response a = anthropic(server2, clock);
  CHECK(a.error == ErrorKind::QuotaExceeded);
  CHECK(a.errorMessage == "HTTP 429 rate_limit_error: Spend limit reached.");
  CHECK(server.requests().size() == 1);
  CHECK(server2.requests().size() == 1);
  CHECK(clock->sleeps().empty());
}

TEST_CASE("faults: a reply slower than the time-out is a transport error after every attempt", "[llm][faults]") {
  ScriptedReply slow = ok(kOpenAiOk);
  slow.delayMs = 700;
  FakeLlmServer server({slow, slow});
  auto clock = std::make_shared<FakeClock>();
  const Response r = openai(server, clock, 2, 150);
  CHECK(r.error == ErrorKind::Transport);
  CHECK(r.errorMessage == "no reply within 150 ms (gave up after 2 attempts)");
  CHECK(r.call.retries == 1);
  CHECK(clock->sleeps() == std::vector<long long>{750});
}
