#include "llm/http_post.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <mutex>

#include <curl/curl.h>

#include "safety/limits.h"
#include "safety/stop_signal.h"

namespace kc::llm {

namespace {


void initCurlOnce() {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

// A reply larger than the cap is not a chat completion; stop reading rather than fill memory.
size_t onBody(char* data, size_t size, size_t count, void* user) {
  auto* reply = static_cast<HttpReply*>(user);
  const size_t n = size * count;
  if (reply->body.size() + n > limits::kMaxReplyBytes) {
    reply->tooLarge = true;
    return 0;  // makes curl fail with a write error
  }
  reply->body.append(data, n);
  return n;
}

// Called by curl about once a second and on every chunk; non-zero aborts the transfer.
int onProgress(void*, curl_off_t, curl_off_t, curl_off_t, curl_off_t) { return safety::stopRequested() ? 1 : 0; }

size_t onHeader(char* data, size_t size, size_t count, void* user) {
  auto* reply = static_cast<HttpReply*>(user);
  const size_t n = size * count;
  std::string line(data, n);
  const size_t colon = line.find(':');
  if (colon != std::string::npos) {
    std::string name = line.substr(0, colon);
    for (char& c : name) c = char(std::tolower(static_cast<unsigned char>(c)));
    if (name == "retry-after") reply->retryAfterSeconds = parseRetryAfter(line.substr(colon + 1));
  }
  return n;
}

struct EasyHandle {
  CURL* curl = curl_easy_init();
  curl_slist* headers = nullptr;
  ~EasyHandle() {
    curl_slist_free_all(headers);
    if (curl) curl_easy_cleanup(curl);
  }
};

} // namespace

std::optional<double> parseRetryAfter(const std::string& value) {
  const size_t b = value.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return std::nullopt;
  const size_t e = value.find_last_not_of(" \t\r\n");
  const std::string v = value.substr(b, e - b + 1);
  char* end = nullptr;
  const double seconds = std::strtod(v.c_str(), &end);
  if (end != v.c_str() + v.size() || !(seconds >= 0) || seconds > 1e7) return std::nullopt;
  return seconds;
}

HttpReply httpPost(const HttpRequest& request) {
  initCurlOnce();
  HttpReply reply;
  EasyHandle h;
  if (!h.curl) {
    reply.transportFailed = true;
    reply.transportError = "could not create a libcurl handle";
    return reply;
  }
  for (const std::string& header : request.headers) h.headers = curl_slist_append(h.headers, header.c_str());
  char errorText[CURL_ERROR_SIZE] = {0};
  curl_easy_setopt(h.curl, CURLOPT_URL, request.url.c_str());
  curl_easy_setopt(h.curl, CURLOPT_POST, 1L);
  curl_easy_setopt(h.curl, CURLOPT_POSTFIELDS, request.body.data());
  curl_easy_setopt(h.curl, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.size()));
  curl_easy_setopt(h.curl, CURLOPT_HTTPHEADER, h.headers);
  curl_easy_setopt(h.curl, CURLOPT_TIMEOUT_MS, request.timeoutMs);
  curl_easy_setopt(h.curl, CURLOPT_CONNECTTIMEOUT_MS, std::min(request.timeoutMs, 30000L));
  // Signals cannot interrupt a thread safely; without this, time-outs in threads use alarm().
  curl_easy_setopt(h.curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(h.curl, CURLOPT_ACCEPT_ENCODING, "");
  // Loopback servers (local models, test fakes) are never reached through a proxy.
  curl_easy_setopt(h.curl, CURLOPT_NOPROXY, "localhost,127.0.0.1,::1");
  curl_easy_setopt(h.curl, CURLOPT_WRITEFUNCTION, onBody);
  curl_easy_setopt(h.curl, CURLOPT_WRITEDATA, &reply);
  curl_easy_setopt(h.curl, CURLOPT_NOPROGRESS, 0L);
  curl_easy_setopt(h.curl, CURLOPT_XFERINFOFUNCTION, onProgress);
  curl_easy_setopt(h.curl, CURLOPT_HEADERFUNCTION, onHeader);
  curl_easy_setopt(h.curl, CURLOPT_HEADERDATA, &reply);
  curl_easy_setopt(h.curl, CURLOPT_ERRORBUFFER, errorText);

  const CURLcode code = curl_easy_perform(h.curl);
  if (code != CURLE_OK) {
    reply.transportFailed = true;
    reply.timedOut = code == CURLE_OPERATION_TIMEDOUT;
    reply.interrupted = code == CURLE_ABORTED_BY_CALLBACK;
    reply.transportError = errorText[0] ? errorText : curl_easy_strerror(code);
    if (reply.tooLarge) reply.transportError = "the reply is larger than " + std::to_string(limits::kMaxReplyBytes) + " bytes";
    reply.status = 0;
    return reply;
  }
  long status = 0;
  curl_easy_getinfo(h.curl, CURLINFO_RESPONSE_CODE, &status);
  reply.status = int(status);
  return reply;
}

} // namespace kc::llm
