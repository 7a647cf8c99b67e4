// A scripted HTTP server on 127.0.0.1 for provider tests: it answers the n-th request with the
// n-th scripted reply, records every request, and stops by itself after a deadline, so a test
// that goes wrong cannot hang the suite.
#pragma once

#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace httplib {
class Server;
}

namespace kc::test {

struct ScriptedReply {
  int status = 200;
  std::string body;
  std::map<std::string, std::string> headers;
  int delayMs = 0;      // wait before answering (time-outs)
  bool drop = false;    // send the headers and part of the body, then close the connection
  bool echoHeaders = false;  // the body is every request header, as some proxies do in errors
};

struct RecordedRequest {
  std::string path;
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
};

class FakeLlmServer {
 public:
  explicit FakeLlmServer(std::vector<ScriptedReply> script, int stopAfterSeconds = 30);
  ~FakeLlmServer();
  FakeLlmServer(const FakeLlmServer&) = delete;
  FakeLlmServer& operator=(const FakeLlmServer&) = delete;

  std::string baseUrl() const;  // http://127.0.0.1:PORT
  std::vector<RecordedRequest> requests() const;

 private:
  std::unique_ptr<httplib::Server> server_;
  int port_ = 0;
  std::vector<ScriptedReply> script_;
  mutable std::mutex mutex_;
  std::condition_variable stopNow_;
  bool stopping_ = false;
  std::vector<RecordedRequest> requests_;
  std::thread listener_;
  std::thread watchdog_;
};

// A reply whose body is `body` with status 200.
ScriptedReply ok(const std::string& body);
ScriptedReply status(int code, const std::string& body, std::map<std::string, std::string> headers = {});

} // namespace kc::test
