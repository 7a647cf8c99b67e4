#include "sweep/results_db.h"

#include <ctime>
#include <set>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include "evaluation/eval_report.h"
#include "safety/sqlite_path.h"

namespace kc::bench {

namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS runs (
  run_id TEXT PRIMARY KEY,
  agent TEXT NOT NULL,
  seed INTEGER NOT NULL,
  started TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS results (
  run_id TEXT NOT NULL REFERENCES runs(run_id),
  target TEXT NOT NULL,
  task TEXT NOT NULL,
  config TEXT NOT NULL,
  verdict TEXT NOT NULL,
  correct INTEGER NOT NULL,
  assembled INTEGER NOT NULL,
  cycles INTEGER NOT NULL,
  baseline_cycles INTEGER NOT NULL,
  speedup REAL NOT NULL,
  instructions INTEGER NOT NULL,
  code_bytes INTEGER NOT NULL,
  elements INTEGER NOT NULL,
  matched INTEGER NOT NULL,
  max_abs_error REAL,
  max_rel_error REAL,
  stop TEXT NOT NULL,
  error TEXT NOT NULL,
  seconds REAL NOT NULL,
  report TEXT NOT NULL,
  recorded TEXT NOT NULL,
  PRIMARY KEY (run_id, target, task, config)
);
CREATE TABLE IF NOT EXISTS agent_runs (
  run_id TEXT NOT NULL REFERENCES runs(run_id),
  target TEXT NOT NULL,
  task TEXT NOT NULL,
  config TEXT NOT NULL,
  agent TEXT NOT NULL,
  provider TEXT NOT NULL,
  model TEXT NOT NULL,
  level INTEGER NOT NULL,
  steps INTEGER NOT NULL,
  max_steps INTEGER NOT NULL,
  end_reason TEXT NOT NULL,
  end_detail TEXT NOT NULL,
  scored_version INTEGER NOT NULL,
  scored_as TEXT NOT NULL,
  first_correct_step INTEGER,
  visible_correct INTEGER NOT NULL,
  correct INTEGER NOT NULL,
  uncached_input_tokens INTEGER,
  cache_read_tokens INTEGER,
  cache_write_tokens INTEGER,
  output_tokens INTEGER,
  reasoning_tokens INTEGER,
  retries INTEGER NOT NULL,
  latency_seconds REAL NOT NULL,
  wall_seconds REAL NOT NULL,
  cost_usd REAL,
  trajectory TEXT NOT NULL,
  PRIMARY KEY (run_id, target, task, config)
);
)sql";

std::string now() {
  std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

// The columns each table must have: a file whose tables lack one is someone else's.
const std::vector<std::pair<const char*, std::vector<const char*>>> kColumns = {
    {"runs", {"run_id", "agent", "seed", "started"}},
    {"results", {"run_id", "target", "task", "config", "verdict", "correct", "assembled", "cycles", "baseline_cycles",
                 "speedup", "instructions", "code_bytes", "elements", "matched", "max_abs_error", "max_rel_error", "stop",
                 "error", "seconds", "report", "recorded"}},
    {"agent_runs", {"run_id", "target", "task", "config", "agent", "provider", "model", "level", "steps", "max_steps",
                    "end_reason", "end_detail", "scored_version", "scored_as", "first_correct_step", "visible_correct",
                    "correct", "uncached_input_tokens", "cache_read_tokens", "cache_write_tokens", "output_tokens",
                    "reasoning_tokens", "retries", "latency_seconds", "wall_seconds", "cost_usd", "trajectory"}},
};

// A prepared statement that finalises itself.
struct Stmt {
  sqlite3_stmt* s = nullptr;
  sqlite3* db;
  Stmt(sqlite3* db, const char* sql) : db(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &s, nullptr) != SQLITE_OK) throw std::runtime_error(sqlite3_errmsg(db));
  }
  // A text column; a NULL where the store always writes text is damage, not a value.
  std::string textAt(int i, const char* column) {
    const unsigned char* t = sqlite3_column_text(s, i);
    if (!t) throw std::runtime_error(std::string("unexpected NULL in column '") + column + "'");
    return reinterpret_cast<const char*>(t);
  }
  // Steps once; SQLITE_ROW or SQLITE_DONE, anything else (busy, corrupt, read-only) throws.
  int step() {
    const int rc = sqlite3_step(s);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) throw std::runtime_error(sqlite3_errmsg(db));
    return rc;
  }
  ~Stmt() { sqlite3_finalize(s); }
  Stmt& text(int i, const std::string& v) { sqlite3_bind_text(s, i, v.c_str(), int(v.size()), SQLITE_TRANSIENT); return *this; }
  Stmt& integer(int i, int64_t v) { sqlite3_bind_int64(s, i, v); return *this; }
  Stmt& real(int i, double v) { sqlite3_bind_double(s, i, v); return *this; }
  Stmt& null(int i) { sqlite3_bind_null(s, i); return *this; }
};

// How an agent run went, beside its evaluation row; unknown counts and costs stay NULL.
void recordAgentRun(sqlite3* db, const std::string& runId, const EvalReport& r) {
  const nlohmann::json& a = r.agentRun;
  const nlohmann::json& u = a.at("usage");
  Stmt ins(db,
           "INSERT OR IGNORE INTO agent_runs (run_id, target, task, config, agent, provider, model, level, steps, "
           "max_steps, end_reason, end_detail, scored_version, scored_as, first_correct_step, visible_correct, correct, "
           "uncached_input_tokens, cache_read_tokens, cache_write_tokens, output_tokens, reasoning_tokens, retries, "
           "latency_seconds, wall_seconds, cost_usd, trajectory) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
  ins.text(1, runId).text(2, r.target).text(3, r.task).text(4, r.config);
  ins.text(5, a.at("agent").get<std::string>()).text(6, a.at("provider").get<std::string>());
  ins.text(7, a.at("model").get<std::string>()).integer(8, a.at("level").get<int64_t>());
  ins.integer(9, a.at("steps").get<int64_t>()).integer(10, a.at("max_steps").get<int64_t>());
  ins.text(11, a.at("reason").get<std::string>()).text(12, a.at("detail").get<std::string>());
  ins.integer(13, a.at("scored_version").get<int64_t>()).text(14, a.at("scored_as").get<std::string>());
  if (const int64_t step = a.at("first_correct_step").get<int64_t>()) ins.integer(15, step); else ins.null(15);
  ins.integer(16, a.at("visible_correct").get<bool>()).integer(17, r.correct);
  // An external agent's tokens are never seen: NULL, "not reported", unlike a count of 0.
  if (u.is_null()) {
    for (int i = 18; i <= 22; ++i) ins.null(i);
  } else {
    ins.integer(18, u.at("uncached_input").get<int64_t>()).integer(19, u.at("cache_read").get<int64_t>());
    ins.integer(20, u.at("cache_write").get<int64_t>()).integer(21, u.at("output").get<int64_t>());
    if (u.contains("reasoning") && u["reasoning"].is_number()) ins.integer(22, u["reasoning"].get<int64_t>()); else ins.null(22);
  }
  ins.integer(23, a.at("retries").get<int64_t>()).real(24, a.at("latency_seconds").get<double>());
  ins.real(25, a.at("wall_seconds").get<double>());
  if (a.at("cost_usd").is_number()) ins.real(26, a["cost_usd"].get<double>()); else ins.null(26);
  ins.text(27, a.at("trajectory").get<std::string>());
  ins.step();
}

} // namespace

ResultsDb::ResultsDb(const std::string& path, int busyWaitMs) : path_(path) {
  const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
  // sqlite3_open gives a handle even when it fails, and no destructor runs after a throw here.
  try {
    if (sqlite3_open_v2(safety::sqliteLiteralPath(path).c_str(), &db_, flags, nullptr) != SQLITE_OK) fail("cannot open");
    sqlite3_busy_timeout(db_, busyWaitMs);
    // WAL: a crash mid-write never damages rows already committed.
    exec("PRAGMA journal_mode=WAL");
    exec("PRAGMA synchronous=NORMAL");
    exec(kSchema);
    checkShape();
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
}

ResultsDb::~ResultsDb() { sqlite3_close(db_); }

void ResultsDb::checkShape() {
  for (const auto& [table, columns] : kColumns) {
    std::set<std::string> have;
    Stmt q(db_, (std::string("PRAGMA table_info(") + table + ")").c_str());
    while (q.step() == SQLITE_ROW) have.insert(q.textAt(1, "name"));
    for (const char* c : columns)
      if (!have.count(c))
        throw std::runtime_error(path_ + ": table '" + table + "' has no column '" + c +
                                 "': this file holds another program's tables, not KernelCraft results");
  }
}

void ResultsDb::fail(const std::string& what) {
  std::string msg = path_ + ": " + what + ": " + (db_ ? sqlite3_errmsg(db_) : "out of memory");
  throw std::runtime_error(msg);
}

void ResultsDb::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string m = err ? err : "?";
    sqlite3_free(err);
    throw std::runtime_error(path_ + ": " + m);
  }
}

namespace {

// Runs `body`, naming the file in whatever it throws.
template <class Body>
auto onFile(const std::string& path, const char* doing, Body body) {
  try {
    return body();
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(path + ": cannot " + doing + ": " + e.what());
  }
}

} // namespace

bool ResultsDb::beginRun(const std::string& runId, const std::string& agent, uint64_t seed, std::string& existingAgent) {
  return onFile(path_, "record the run", [&] {
    Stmt q(db_, "SELECT agent, seed FROM runs WHERE run_id = ?");
    q.text(1, runId);
    if (q.step() == SQLITE_ROW) {
      existingAgent = q.textAt(0, "agent") + " (seed " + std::to_string(sqlite3_column_int64(q.s, 1)) + ")";
      return existingAgent == agent + " (seed " + std::to_string(seed) + ")";
    }
    Stmt ins(db_, "INSERT INTO runs (run_id, agent, seed, started) VALUES (?, ?, ?, ?)");
    ins.text(1, runId).text(2, agent).integer(3, int64_t(seed)).text(4, now());
    ins.step();
    return true;
  });
}

std::set<ResultKey> ResultsDb::finished(const std::string& runId) {
  return onFile(path_, "read the finished results", [&] {
    std::set<ResultKey> keys;
    Stmt q(db_, "SELECT target, task, config FROM results WHERE run_id = ?");
    q.text(1, runId);
    while (q.step() == SQLITE_ROW) keys.insert({q.textAt(0, "target"), q.textAt(1, "task"), q.textAt(2, "config")});
    return keys;
  });
}

bool ResultsDb::record(const std::string& runId, const EvalReport& r, const std::string& reportJson) {
  return onFile(path_, "record a result", [&] {
    Stmt ins(db_,
             "INSERT OR IGNORE INTO results (run_id, target, task, config, verdict, correct, assembled, cycles, "
             "baseline_cycles, speedup, instructions, code_bytes, elements, matched, max_abs_error, max_rel_error, stop, "
             "error, seconds, report, recorded) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    const std::string verdict = evalVerdict(r);
    ins.text(1, runId).text(2, r.target).text(3, r.task).text(4, r.config).text(5, verdict);
    ins.integer(6, r.correct).integer(7, r.assembled).integer(8, int64_t(r.cycles)).integer(9, int64_t(r.baselineCycles));
    ins.real(10, r.speedup).integer(11, int64_t(r.instructions)).integer(12, int64_t(r.codeBytes));
    ins.integer(13, r.elements).integer(14, r.matched).real(15, r.maxAbsError).real(16, r.maxRelError);
    ins.text(17, r.stop).text(18, r.setupError).real(19, r.seconds).text(20, reportJson).text(21, now());
    // Both rows or neither: a resumed sweep must never find a result without its run's accounting.
    // (onFile names the file in what these throw.)
    auto run = [&](const char* sql) {
      if (sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) != SQLITE_OK) throw std::runtime_error(sqlite3_errmsg(db_));
    };
    run("BEGIN IMMEDIATE");
    bool inserted = false;
    try {
      ins.step();
      inserted = sqlite3_changes(db_) > 0;
      if (inserted && !r.agentRun.is_null()) recordAgentRun(db_, runId, r);
      run("COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
    return inserted;
  });
}

std::vector<std::string> ResultsDb::reports(const std::string& runId) {
  return onFile(path_, "read the results", [&] {
    std::vector<std::string> out;
    Stmt q(db_, "SELECT report FROM results WHERE run_id = ? ORDER BY rowid");
    q.text(1, runId);
    while (q.step() == SQLITE_ROW) out.push_back(q.textAt(0, "report"));
    return out;
  });
}

int64_t ResultsDb::count(const std::string& runId) {
  return onFile(path_, "count the results", [&] {
    Stmt q(db_, "SELECT COUNT(*) FROM results WHERE run_id = ?");
    q.text(1, runId);
    return q.step() == SQLITE_ROW ? sqlite3_column_int64(q.s, 0) : int64_t(0);
  });
}

} // namespace kc::bench
