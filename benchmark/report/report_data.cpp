#include "report/report_data.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <stdexcept>

#include <sqlite3.h>

#include "safety/limits.h"
#include "safety/sqlite_path.h"
#include "task/task_catalog.h"

namespace kc::report {

namespace {

class Db {
 public:
  explicit Db(const std::string& path) : path_(path) {
    if (!std::filesystem::is_regular_file(path)) throw std::runtime_error(path + ": no such results file");
    if (sqlite3_open_v2(safety::sqliteLiteralPath(path).c_str(), &db_, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
      const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      throw std::runtime_error(path + ": cannot open: " + why);
    }
  }
  ~Db() { sqlite3_close(db_); }

  bool hasTable(const char* name) {
    bool found = false;
    query("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", {name},
          [&](sqlite3_stmt*) { found = true; });
    return found;
  }

  template <class F>
  void query(const char* sql, const std::vector<std::string>& args, F row) {
    sqlite3_stmt* s = nullptr;
    if (sqlite3_prepare_v2(db_, sql, -1, &s, nullptr) != SQLITE_OK)
      throw std::runtime_error(path_ + ": " + sqlite3_errmsg(db_) + ": not a KernelCraft results file?");
    for (size_t i = 0; i < args.size(); ++i) sqlite3_bind_text(s, int(i + 1), args[i].c_str(), -1, SQLITE_TRANSIENT);
    int rc;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) row(s);
    sqlite3_finalize(s);
    if (rc != SQLITE_DONE) throw std::runtime_error(path_ + ": " + sqlite3_errmsg(db_));
  }

 private:
  std::string path_;
  sqlite3* db_ = nullptr;
};

// A results file may be crafted: every text is cut to a name's length, every step count kept
// within what a run can take, and the rows counted against a cap, so that no column value can
// make the report allocate without bound.
std::string text(sqlite3_stmt* s, int i) {
  const unsigned char* t = sqlite3_column_text(s, i);
  if (!t) return "";
  const size_t n = size_t(sqlite3_column_bytes(s, i));
  std::string out(reinterpret_cast<const char*>(t), std::min(n, limits::kMaxReportTextChars));
  if (n > limits::kMaxReportTextChars) out += "...";
  return out;
}
int steps(sqlite3_stmt* s, int i) {
  return int(std::clamp<int64_t>(sqlite3_column_int64(s, i), 0, limits::kMaxReportSteps));
}
std::optional<int64_t> optInt(sqlite3_stmt* s, int i) {
  if (sqlite3_column_type(s, i) == SQLITE_NULL) return std::nullopt;
  return sqlite3_column_int64(s, i);
}
std::optional<double> optReal(sqlite3_stmt* s, int i) {
  if (sqlite3_column_type(s, i) == SQLITE_NULL) return std::nullopt;
  return sqlite3_column_double(s, i);
}

} // namespace

bool Run::hasAgentRows() const {
  return std::any_of(evaluations.begin(), evaluations.end(), [](const Evaluation& e) { return e.agent; });
}

ReportData loadReportData(const std::string& dbPath, const std::vector<std::string>& runIds,
                          const std::string& tasksDir) {
  ReportData d;
  d.dbPath = dbPath;
  Db db(dbPath);
  if (!db.hasTable("runs") || !db.hasTable("results"))
    throw std::runtime_error(dbPath + ": no runs and results tables: not a KernelCraft results file");
  std::vector<Run> all;
  size_t rows = 0;
  auto count = [&] {
    if (++rows > limits::kMaxReportRows)
      throw std::runtime_error(dbPath + " holds more than " + std::to_string(limits::kMaxReportRows) +
                               " rows for the report: choose runs with --run-id");
  };
  db.query("SELECT run_id, agent, seed, started FROM runs ORDER BY started, run_id", {}, [&](sqlite3_stmt* s) {
    count();
    all.push_back(Run{text(s, 0), text(s, 1), text(s, 3), uint64_t(sqlite3_column_int64(s, 2)), {}});
  });
  if (runIds.empty()) {
    d.runs = all;
  } else {
    for (const std::string& id : runIds) {
      auto it = std::find_if(all.begin(), all.end(), [&](const Run& r) { return r.id == id; });
      if (it == all.end()) {
        std::string known;
        for (const Run& r : all) known += (known.empty() ? "" : ", ") + r.id;
        throw std::runtime_error(dbPath + " has no run '" + id + "' (it has " + (known.empty() ? "none" : known) + ")");
      }
      d.runs.push_back(*it);
    }
  }
  try {
    for (const bench::TaskDef& t : bench::loadAllTasks(tasksDir)) {
      d.taskLevels[t.name] = t.level;
      d.taskOrder.push_back(t.name);
    }
  } catch (const std::exception&) {
    // Without the catalog, levels come from agent rows where there are any.
  }
  const bool agentTable = db.hasTable("agent_runs");
  std::set<std::string> targets;
  for (Run& run : d.runs) {
    std::map<std::string, size_t> byKey;
    // The bound lives in the stored report (older files have none; a malformed report reads as none).
    db.query("SELECT target, task, config, verdict, correct, cycles, baseline_cycles, speedup, "
             "CASE WHEN json_valid(report) THEN json_extract(report, '$.bound.cycles') END, "
             "CASE WHEN json_valid(report) THEN json_extract(report, '$.bound_share') END, "
             "CASE WHEN json_valid(report) THEN json_extract(report, '$.bound.resource') END FROM results "
             "WHERE run_id = ? ORDER BY target, task, config",
             {run.id}, [&](sqlite3_stmt* s) {
               count();
               Evaluation e;
               e.target = text(s, 0);
               e.task = text(s, 1);
               e.config = text(s, 2);
               e.verdict = text(s, 3);
               e.correct = sqlite3_column_int(s, 4) != 0;
               e.cycles = uint64_t(sqlite3_column_int64(s, 5));
               e.baselineCycles = uint64_t(sqlite3_column_int64(s, 6));
               e.speedup = sqlite3_column_double(s, 7);
               if (sqlite3_column_type(s, 8) == SQLITE_INTEGER) e.boundCycles = uint64_t(sqlite3_column_int64(s, 8));
               if (sqlite3_column_type(s, 9) != SQLITE_NULL) e.boundShare = sqlite3_column_double(s, 9);
               if (sqlite3_column_type(s, 10) == SQLITE_TEXT) e.boundResource = text(s, 10);
               auto level = d.taskLevels.find(e.task);
               e.level = level == d.taskLevels.end() ? 0 : level->second;
               targets.insert(e.target);
               byKey[e.target + "/" + e.task + "/" + e.config] = run.evaluations.size();
               run.evaluations.push_back(e);
             });
    if (!agentTable) continue;
    db.query("SELECT target, task, config, level, steps, max_steps, first_correct_step, visible_correct, "
             "uncached_input_tokens, cache_read_tokens, cache_write_tokens, output_tokens, reasoning_tokens, cost_usd, "
             "end_reason, model FROM agent_runs WHERE run_id = ?",
             {run.id}, [&](sqlite3_stmt* s) {
               auto it = byKey.find(text(s, 0) + "/" + text(s, 1) + "/" + text(s, 2));
               if (it == byKey.end()) return;
               Evaluation& e = run.evaluations[it->second];
               e.agent = true;
               if (!e.level) e.level = sqlite3_column_int(s, 3);
               e.steps = steps(s, 4);
               e.maxSteps = steps(s, 5);
               if (auto k = optInt(s, 6)) e.firstCorrectStep = int(std::clamp<int64_t>(*k, 0, limits::kMaxReportSteps));
               e.visibleCorrect = sqlite3_column_int(s, 7) != 0;
               e.uncached = optInt(s, 8);
               e.cacheRead = optInt(s, 9);
               e.cacheWrite = optInt(s, 10);
               e.output = optInt(s, 11);
               e.reasoning = optInt(s, 12);
               e.costUsd = optReal(s, 13);
               e.endReason = text(s, 14);
               e.model = text(s, 15);
             });
  }
  d.targets.assign(targets.begin(), targets.end());
  for (const Run& run : d.runs)
    for (const Evaluation& e : run.evaluations)
      if (std::find(d.taskOrder.begin(), d.taskOrder.end(), e.task) == d.taskOrder.end()) d.taskOrder.push_back(e.task);
  return d;
}

} // namespace kc::report
