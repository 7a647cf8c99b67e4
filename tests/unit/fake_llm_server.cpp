#include "fake_llm_server.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <stdexcept>

#include <httplib.h>

namespace kc::test {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

} // namespace

ScriptedReply ok(const std::string& body) { return ScriptedReply{200, body, {}, 0, false, false}; }

ScriptedReply status(int code, const std::string& body, std::map<std::string, std::string> headers) {
  return ScriptedReply{code, body, std::move(headers), 0, false, false};
}

FakeLlmServer::FakeLlmServer(std::vector<ScriptedReply> script, int stopAfterSeconds)
    : server_(std::make_unique<httplib::Server>()), script_(std::move(script)) {
  server_->Post(R"(.*)", [this](const httplib::Request& req, httplib::Response& res) {
    ScriptedReply reply;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      RecordedRequest r;
      r.path = req.path;
      r.body = req.body;
      for (const auto& h : req.headers) r.headers[lower(h.first)] = h.second;
      const size_t n = requests_.size();
      requests_.push_back(std::move(r));
      // Past the end of the script every request is a server error, so a retry loop that runs
      // too long fails its test instead of passing by luck.
      reply = n < script_.size() ? script_[n] : status(500, R"({"error":"script exhausted"})");
    }
    if (reply.delayMs > 0) std::this_thread::sleep_for(std::chrono::milliseconds(reply.delayMs));
    res.status = reply.status;
    for (const auto& h : reply.headers) res.set_header(h.first, h.second);
    if (reply.echoHeaders) {
      std::string echoed = "{\"error\":{\"message\":\"bad request; you sent:";
      for (const auto& h : req.headers) echoed += " " + h.first + "=" + h.second;
      reply.body = echoed + "\",\"type\":\"invalid_request_error\"}}";
    }
    if (reply.drop) {
      const std::string partial = reply.body.substr(0, reply.body.size() / 2);
      res.set_content_provider(reply.body.size() + 100, "application/json",
                               [partial](size_t, size_t, httplib::DataSink& sink) {
                                 sink.write(partial.data(), partial.size());
                                 return false;  // abandons the connection mid-body
                               });
      return;
    }
    res.set_content(reply.body, "application/json");
  });
  port_ = server_->bind_to_any_port("127.0.0.1");
  if (port_ <= 0) throw std::runtime_error("fake server: cannot bind 127.0.0.1");
  listener_ = std::thread([this] { server_->listen_after_bind(); });
  watchdog_ = std::thread([this, stopAfterSeconds] {
    std::unique_lock<std::mutex> lock(mutex_);
    stopNow_.wait_for(lock, std::chrono::seconds(stopAfterSeconds), [this] { return stopping_; });
    lock.unlock();
    server_->stop();
  });
  for (int i = 0; i < 5000 && !server_->is_running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

FakeLlmServer::~FakeLlmServer() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  stopNow_.notify_all();
  watchdog_.join();
  listener_.join();
}

std::string FakeLlmServer::baseUrl() const { return "http://127.0.0.1:" + std::to_string(port_); }

std::vector<RecordedRequest> FakeLlmServer::requests() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return requests_;
}

} // namespace kc::test
