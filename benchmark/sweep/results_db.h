// The results store: one SQLite row per run, target, task and configuration. Every evaluation is
// committed as it finishes, so a sweep killed half-way keeps what it had and resumes from there.
#pragma once

#include <set>
#include <string>
#include <tuple>

#include "evaluation/evaluate.h"

struct sqlite3;

namespace kc::bench {

struct ResultKey {
  std::string target, task, config;
  bool operator<(const ResultKey& o) const { return std::tie(target, task, config) < std::tie(o.target, o.task, o.config); }
};

class ResultsDb {
 public:
  // Opens or creates the database at `path`, read literally (never as an SQLite URI); a
  // database another process holds locked is waited for up to `busyWaitMs`. Throws
  // std::runtime_error naming the file on failure, and when the file holds tables of another
  // shape than this store's.
  explicit ResultsDb(const std::string& path, int busyWaitMs = 30000);
  ~ResultsDb();
  ResultsDb(const ResultsDb&) = delete;
  ResultsDb& operator=(const ResultsDb&) = delete;

  // Records a run's parameters the first time its id is seen. Returns false when the id exists with a
  // different agent (a clash, not a resume).
  bool beginRun(const std::string& runId, const std::string& agent, uint64_t seed, std::string& existingAgent);
  std::set<ResultKey> finished(const std::string& runId);
  // Inserts one evaluation; a row that is already there is left as it is, and false returned.
  bool record(const std::string& runId, const EvalReport& r, const std::string& reportJson);
  // Every stored evaluation of a run, as the JSON each was recorded with.
  std::vector<std::string> reports(const std::string& runId);
  int64_t count(const std::string& runId);

 private:
  void exec(const char* sql);
  void checkShape();
  [[noreturn]] void fail(const std::string& what);
  sqlite3* db_ = nullptr;
  std::string path_;
};

} // namespace kc::bench
