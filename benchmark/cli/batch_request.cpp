#include "cli/batch_request.h"

#include <limits>
#include <set>
#include <stdexcept>

#include "cli/target_lookup.h"
#include "formats/input_error.h"
#include "safety/bounded_json.h"
#include "task/task_cache.h"
#include "task/task_catalog.h"

namespace kcli {

namespace {

using nlohmann::json;

const std::set<std::string> kFields{"id", "target", "task", "config", "source", "kernel", "name",
                                    "seed", "hidden", "hidden_seeds", "baseline"};

[[noreturn]] void refuse(const std::string& why) { throw std::invalid_argument(why); }

std::string text(const json& r, const char* field, bool required) {
  if (!r.contains(field)) {
    if (required) refuse(std::string("the request has no \"") + field + "\"");
    return "";
  }
  if (!r[field].is_string()) refuse(std::string("\"") + field + "\" must be a string");
  return r[field].get<std::string>();
}

uint64_t count(const json& v, const std::string& what, uint64_t max) {
  if (!v.is_number_unsigned() || v.get<uint64_t>() > max)
    refuse("\"" + what + "\" must be an integer from 0 to " + std::to_string(max));
  return v.get<uint64_t>();
}

} // namespace

BatchRequest parseBatchRequest(const std::string& line, const BatchDefaults& defaults, json& id) {
  kc::safety::ParsedJson parsed = kc::safety::parseBoundedJson(line);
  if (!parsed.ok()) refuse("the line is " + (parsed.error == "not JSON" ? std::string("not JSON") : "JSON " + parsed.error));
  const json& r = parsed.value;
  if (!r.is_object()) refuse("the line is not a JSON object");
  if (r.contains("id")) id = r["id"];
  for (const auto& [key, value] : r.items())
    if (!kFields.count(key)) refuse("unknown field \"" + key + "\"");
  BatchRequest q;
  q.id = id;
  q.target = &requireTarget(text(r, "target", true));
  q.options.tasksDir = defaults.tasksDir;
  q.options.baselineDirs = kc::bench::defaultBaselineDirs();
  q.task = kc::bench::sharedTask(defaults.tasksDir, text(r, "task", true));
  q.config = text(r, "config", true);
  try {
    q.task->config(q.target->name, q.config);
  } catch (const kc::bench::TaskFileError& e) {
    badInput(e.what());
  }
  if (r.contains("source") == r.contains("kernel")) refuse("give exactly one of \"source\" and \"kernel\"");
  if (r.contains("source")) q.source = text(r, "source", true);
  else q.kernel = text(r, "kernel", true);
  if (q.kernel == "-") refuse("\"kernel\" cannot be standard input, which holds the requests");
  if (r.contains("name")) {
    if (!q.source) refuse("\"name\" goes with \"source\"");
    q.name = text(r, "name", true);
  }
  q.options.seed = r.contains("seed") ? count(r["seed"], "seed", std::numeric_limits<uint64_t>::max()) : defaults.seed;
  q.options.hiddenRuns = r.contains("hidden") ? count(r["hidden"], "hidden", 100) : defaults.hidden;
  if (r.contains("hidden_seeds")) {
    if (!r["hidden_seeds"].is_array()) refuse("\"hidden_seeds\" must be an array of integers");
    if (r["hidden_seeds"].size() > 100) refuse("\"hidden_seeds\" may hold at most 100 seeds");
    for (const json& s : r["hidden_seeds"])
      q.options.hiddenSeeds.push_back(count(s, "hidden_seeds", std::numeric_limits<uint64_t>::max()));
  }
  q.options.withBaseline = defaults.withBaseline;
  if (r.contains("baseline")) {
    if (!r["baseline"].is_boolean()) refuse("\"baseline\" must be true or false");
    q.options.withBaseline = r["baseline"].get<bool>();
  }
  return q;
}

kc::bench::EvalReport evaluateRequest(const BatchRequest& q) {
  try {
    if (q.source) return kc::bench::evaluate(*q.target, *q.task, q.config, *q.source, q.name, "", q.options);
    if (q.kernel == "baseline") return kc::bench::evaluateBaseline(*q.target, *q.task, q.config, q.options);
    return kc::bench::evaluateFile(*q.target, *q.task, q.config, q.kernel, q.options);
  } catch (const std::exception& e) {
    // Only drawing hidden seeds can throw (the system's random source failed).
    kc::bench::EvalReport r;
    r.target = q.target->name;
    r.task = q.task->name;
    r.config = q.config;
    r.kernel = q.source ? q.name : q.kernel;
    r.setupError = e.what();
    return r;
  }
}

} // namespace kcli
