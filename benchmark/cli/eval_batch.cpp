// `kernelcraft eval --batch FILE`: one request per line in, one result per line out, in the
// requests' order, with the evaluations spread over every core. Lines are read while earlier
// ones are evaluated, so a program may write requests to a pipe and read each result as it comes;
// at most a few requests per thread wait at once, so a long stream holds bounded memory.
#include <condition_variable>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <queue>
#include <thread>

#include "cli/batch_request.h"
#include "cli/commands.h"
#include "evaluation/eval_report.h"
#include "evaluation/parallel.h"
#include "evaluation/reward.h"
#include "formats/input_error.h"
#include "kc/limits.h"
#include "mcp/line_reader.h"

namespace kcli {

namespace {

using nlohmann::ordered_json;

struct Line {
  size_t number = 0;   // 1-based, in the input
  size_t order = 0;    // among the lines that get a result
  std::string text;
  std::string tooLong; // set instead of text for a line over the limit
};

std::string resultLine(const Line& line, const BatchDefaults& defaults, bool& failed) {
  nlohmann::json id;
  ordered_json out;
  out["line"] = line.number;
  try {
    if (!line.tooLong.empty()) throw std::invalid_argument(line.tooLong);
    const BatchRequest q = parseBatchRequest(line.text, defaults, id);
    if (!id.is_null()) out["id"] = id;
    const kc::bench::EvalReport r = evaluateRequest(q);
    out["reward"] = {{"bound", kc::bench::reward(r, kc::bench::RewardKind::BoundShare)},
                     {"log_speedup", kc::bench::reward(r, kc::bench::RewardKind::LogSpeedup)}};
    const ordered_json report = kc::bench::evalReportJson(r);
    for (const auto& [key, value] : report.items()) out[key] = value;
  } catch (const std::exception& e) {
    if (!id.is_null()) out["id"] = id;
    out["error"] = e.what();
    failed = true;
  }
  return out.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

class Pipeline {
 public:
  Pipeline(const BatchDefaults& defaults, unsigned threads, std::ostream& out)
      : defaults_(defaults), out_(out), window_(4 * threads) {
    for (unsigned t = 0; t < threads; ++t) workers_.emplace_back([this] { work(); });
  }

  // Blocks while the window is full.
  void add(Line line) {
    std::unique_lock<std::mutex> lock(mutex_);
    room_.wait(lock, [&] { return line.order - written_ < window_; });
    queue_.push(std::move(line));
    ready_.notify_one();
  }

  // Waits for every line added; true when none was an error.
  bool finish() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      closed_ = true;
    }
    ready_.notify_all();
    for (std::thread& t : workers_) t.join();
    return !failed_;
  }

 private:
  void work() {
    for (;;) {
      Line line;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        ready_.wait(lock, [&] { return closed_ || !queue_.empty(); });
        if (queue_.empty()) return;
        line = std::move(queue_.front());
        queue_.pop();
      }
      bool failed = false;
      std::string text = resultLine(line, defaults_, failed);
      std::lock_guard<std::mutex> lock(mutex_);
      failed_ = failed_ || failed;
      done_.emplace(line.order, std::move(text));
      // Whoever completes the next line in order writes it and any that were waiting for it.
      for (auto it = done_.find(written_); it != done_.end(); it = done_.find(written_)) {
        out_ << it->second << '\n';
        done_.erase(it);
        ++written_;
      }
      out_.flush();
      room_.notify_all();
    }
  }

  const BatchDefaults& defaults_;
  std::ostream& out_;
  const size_t window_;
  std::mutex mutex_;
  std::condition_variable ready_, room_;
  std::queue<Line> queue_;
  std::map<size_t, std::string> done_;
  size_t written_ = 0;
  bool closed_ = false, failed_ = false;
  std::vector<std::thread> workers_;
};

} // namespace

int runEvalBatch(const EvalArgs& args, const std::string& tasksDir) {
  std::ifstream file;
  std::istream* in = &std::cin;
  if (args.batch != "-") {
    file.open(args.batch, std::ios::binary);
    if (!file) badInput("cannot open batch file '" + args.batch + "'");
    in = &file;
  }
  BatchDefaults defaults{tasksDir, args.seed, args.hidden, !args.noBaseline};
  Pipeline pipeline(defaults, kc::bench::threadsFor(args.jobs), std::cout);
  size_t number = 0, order = 0;
  for (;;) {
    kc::mcp::LineRead r = kc::mcp::readLine(*in, kc::limits::kMaxInputFileBytes);
    if (r.kind == kc::mcp::LineRead::Kind::End) break;
    ++number;
    Line line{number, order, std::move(r.text), ""};
    if (r.kind == kc::mcp::LineRead::Kind::TooLong)
      line.tooLong = "the line is longer than " + std::to_string(kc::limits::kMaxInputFileBytes) + " bytes";
    else if (line.text.find_first_not_of(" \t") == std::string::npos)
      continue;  // blank lines separate nothing and ask for nothing
    ++order;
    pipeline.add(std::move(line));
  }
  return pipeline.finish() ? kExitOk : kExitFailed;
}

} // namespace kcli
