#include "mcp/mcp_server.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

#include <fmt/format.h>

#include "agent/argument_schema.h"
#include "agent/prompt.h"
#include "agent/run_lock.h"
#include "agent/run_recovery.h"
#include "agent/tool_registry.h"
#include "mcp/external_run.h"
#include "mcp/json_rpc.h"
#include "mcp/line_reader.h"
#include "mcp/manual_resources.h"
#include "safety/bounded_json.h"
#include "safety/stop_signal.h"
#include "task/task_catalog.h"
#include "task/task_def.h"

namespace kc::mcp {

const char* const kProtocolVersions[3] = {"2025-11-25", "2025-06-18", "2025-03-26"};

namespace {

using nlohmann::json;

constexpr int kResourceNotFound = -32002;
constexpr const char* kTaskUri = "kernelcraft://task";

// A client's name as part of an agent name: letters, digits and - _ . only.
std::string cleanName(const std::string& s) {
  std::string out;
  for (unsigned char c : s.substr(0, 64)) out += std::isalnum(c) || c == '-' || c == '_' || c == '.' ? char(c) : '-';
  return out.empty() ? "unknown-client" : out;
}

json textContent(const std::string& text) { return json::array({{{"type", "text"}, {"text", text}}}); }

json toolResultJson(const kc::agent::ToolResult& r) {
  return {{"content", textContent(r.text)}, {"isError", r.isError}};
}

} // namespace

struct McpServer::Impl {
  McpOptions options;
  std::ostream& log;
  kc::agent::ToolRegistry kernelTools = kc::agent::kernelTools();
  std::string clientName = "unknown-client", clientVersion;
  bool initialized = false;
  std::unique_ptr<bench::ResultsDb> db;
  bool runBegun = false;
  std::unique_ptr<kc::agent::RunLock> lock;
  std::unique_ptr<ExternalRun> run;
  std::vector<bench::TaskDef> catalog;  // open mode

  Impl(McpOptions o, std::ostream& l) : options(std::move(o)), log(l) {}

  bool openMode() const { return options.target.empty(); }
  std::string agentName() const { return "mcp:" + clientName; }

  int budgetFor(int level) const { return toolCallBudget(options.toolCallsPerLevel, options.toolCalls, level); }

  const std::vector<bench::TaskDef>& tasks() {
    if (catalog.empty()) catalog = bench::loadAllTasks(options.options.tasksDir);
    return catalog;
  }

  // The database, opened at start-up or at the first run; "" records nothing. The run is entered
  // under this client's agent name at the handshake (beginRun), before any tool call.
  bench::ResultsDb* openDatabase() {
    if (options.db.empty()) return nullptr;
    if (!db) db = std::make_unique<bench::ResultsDb>(options.db);
    return db.get();
  }
  bench::ResultsDb* database() {
    bench::ResultsDb* d = openDatabase();
    if (d && !runBegun) {
      std::string existing;
      if (!d->beginRun(options.runId, agentName(), options.options.seed, existing))
        throw std::runtime_error("run '" + options.runId + "' in " + options.db + " belongs to agent " + existing +
                                 ", not to " + agentName() +
                                 "; the server must be started with another --run-id (no tool call can be recorded)");
      runBegun = true;
    }
    return d;
  }

  kc::agent::AgentRunSpec specFor(const kc::TargetInfo& target, const bench::TaskDef& task, const std::string& config) {
    kc::agent::AgentRunSpec spec;
    spec.target = &target;
    spec.task = task;
    spec.config = config;
    spec.options = options.options;
    spec.folder = (std::filesystem::path(options.runsDir) / options.runId / target.name / task.name / config).string();
    spec.agentName = agentName();
    spec.provider = "external";
    spec.settings.model = clientVersion.empty() ? clientName : clientName + " " + clientVersion;
    return spec;
  }

  // What must hold before a session may work on a configuration: no other live session in its
  // folder (the lock is kept while this server works there), no result recorded for it in this
  // run, and no unrecorded run left there by a session that was killed, which is recovered and
  // recorded first. Throws with the reason otherwise.
  void claim(const kc::TargetInfo& target, const bench::TaskDef& task, const std::string& config) {
    const kc::agent::AgentRunSpec spec = specFor(target, task, config);
    if (!lock || lock->folder() != spec.folder) {
      lock.reset();
      lock = std::make_unique<kc::agent::RunLock>(spec.folder);
    }
    bench::ResultsDb* d = openDatabase();
    if (d && d->finished(options.runId).count({target.name, task.name, config}))
      throw std::runtime_error(fmt::format("{} {} {} is already recorded in run {}; start the server with another "
                                           "--run-id to attempt it again",
                                           target.name, task.name, config, options.runId));
    if (!kc::agent::hasUnscoredRun(spec.folder)) return;
    const kc::agent::AgentRunResult r = kc::agent::recoverRun(spec, budgetFor(task.level));
    const bool recorded = d && d->record(options.runId, r.report, bench::evalReportJson(r.report).dump(
                                                                        -1, ' ', false, json::error_handler_t::replace));
    log << fmt::format("kernelcraft mcp: {} {} {}: recovered the run a killed session left in {}: {}{}\n", target.name,
                       task.name, config, spec.folder, bench::evalVerdict(r.report),
                       recorded ? ", recorded in run " + options.runId : "")
        << std::flush;
    if (d)
      throw std::runtime_error(fmt::format("{} {} {} of run {} was left unrecorded by a session that ended; it has been "
                                           "recovered from its trajectory and recorded ({}); start the server with "
                                           "another --run-id to attempt it again",
                                           target.name, task.name, config, options.runId, bench::evalVerdict(r.report)));
  }

  // Starts a run on a configuration; the one in progress, if any, ends first.
  void startRun(const kc::TargetInfo& target, const bench::TaskDef& task, const std::string& config) {
    if (run && !run->ended()) run->finish(kc::agent::EndReason::Disconnected, "another task was started");
    claim(target, task, config);
    run = std::make_unique<ExternalRun>(specFor(target, task, config), budgetFor(task.level), options.runId, database(),
                                        log);
  }

  void startCommandLineTask() {
    const kc::TargetInfo* target = kc::findTarget(options.target);
    if (!target) throw std::runtime_error("unknown target '" + options.target + "'");
    startRun(*target, bench::loadTaskByName(options.options.tasksDir, options.task), options.config);
  }

  json initialize(const json& params) {
    std::string asked = params.value("protocolVersion", "");
    std::string version = kProtocolVersions[0];
    for (const char* v : kProtocolVersions)
      if (asked == v) version = v;
    if (params.contains("clientInfo") && params["clientInfo"].is_object()) {
      const json& info = params["clientInfo"];
      if (info.contains("name") && info["name"].is_string()) clientName = cleanName(info["name"]);
      if (info.contains("version") && info["version"].is_string()) clientVersion = cleanName(info["version"]);
    }
    // A run id that belongs to another agent is said now, before the client spends a tool call.
    database();
    initialized = true;
    log << fmt::format("kernelcraft mcp: {} {} connected, protocol {}\n", clientName, clientVersion, version) << std::flush;
    return {{"protocolVersion", version},
            {"capabilities", {{"tools", {{"listChanged", false}}}, {"resources", {{"listChanged", false}}}}},
            {"serverInfo", {{"name", "kernelcraft"}, {"title", "KernelCraft"}, {"version", "1.0"}}},
            {"instructions", instructions()}};
  }

  std::string instructions() {
    if (openMode())
      return "KernelCraft: write assembly kernels for ML tasks on accelerators and make them fast. Call list_tasks, "
             "then start_task with a target, task and configuration; its result is the task. Each target's manual "
             "is a set of resources: kernelcraft://manual/TARGET is its table of contents, "
             "kernelcraft://manual/TARGET/NAME one section, instruction group or instruction (spaces may be written "
             "as they are or as %20).";
    const kc::TargetInfo* target = kc::findTarget(options.target);
    const bench::TaskDef task = bench::loadTaskByName(options.options.tasksDir, options.task);
    return kc::agent::agentRules(*target, true) +
           "\nThe manual is also a set of resources: kernelcraft://manual/" + target->name +
           " is its table of contents (as read_docs without a name), kernelcraft://manual/" + target->name +
           "/NAME one section, instruction group or instruction. The task (also the resource kernelcraft://task):\n\n" +
           kc::agent::taskPrompt(*target, task, options.config, options.options.tasksDir, budgetFor(task.level));
  }

  json toolList() {
    json list = json::array();
    if (openMode()) {
      list.push_back({{"name", "list_tasks"},
                      {"description", "List the targets, tasks (with level) and configurations you can start."},
                      {"inputSchema", listTasksSchema()}});
      list.push_back({{"name", "start_task"},
                      {"description", "Start a task configuration; its result is the task, its layout and your budget. "
                                      "A task in progress ends (and is scored) first."},
                      {"inputSchema", startTaskSchema()}});
    }
    for (const kc::agent::Tool& t : kernelTools.tools())
      list.push_back({{"name", t.name}, {"description", t.description}, {"inputSchema", t.schema}});
    return {{"tools", list}};
  }

  std::string listTasks() {
    std::string text;
    for (const kc::TargetInfo* t : kc::allTargets())
      for (const bench::TaskDef& task : tasks()) {
        if (!task.runsOn(t->name)) continue;
        std::vector<std::string> configs;
        for (const auto& [name, sizes] : task.configs.at(t->name)) configs.push_back(name);
        text += fmt::format("{} {} (level {}): {}\n", t->name, task.name, task.level, fmt::join(configs, ", "));
      }
    return text;
  }

  json callTool(const json& id, const json& params) {
    if (!params.is_object() || !params.contains("name") || !params["name"].is_string())
      return rpcError(id, kInvalidParams, "tools/call needs params.name, a string");
    const std::string name = params["name"];
    json args = params.value("arguments", json::object());
    if (!args.is_object()) return rpcError(id, kInvalidParams, "tools/call: params.arguments must be an object");
    const bool open = openMode() && (name == "list_tasks" || name == "start_task");
    if (!open && !kernelTools.find(name)) return rpcError(id, kInvalidParams, "unknown tool '" + kc::agent::cutMiddle(name, 80) + "'");
    try {
      if (open) {
        // The same schema check as every kernel tool: no unknown, missing or ill-typed argument.
        const json schema = name == "list_tasks" ? listTasksSchema() : startTaskSchema();
        if (std::string e = kc::agent::validateArguments(schema, args); !e.empty())
          return rpcResult(id, toolResultJson(kc::agent::toolError(name + ": " + e)));
      }
      if (open && name == "list_tasks") return rpcResult(id, toolResultJson(kc::agent::toolOk(listTasks())));
      if (open && name == "start_task") {
        const std::string targetName = args["target"], taskName = args["task"], config = args["config"];
        const kc::TargetInfo* target = kc::findTarget(targetName);
        if (!target) return rpcResult(id, toolResultJson(kc::agent::toolError("unknown target '" + targetName + "'")));
        const bench::TaskDef task = bench::loadTaskByName(options.options.tasksDir, taskName);
        task.config(target->name, config);
        startRun(*target, task, config);
        return rpcResult(id, toolResultJson(kc::agent::toolOk(run->brief())));
      }
      if (!run) {
        if (openMode())
          return rpcResult(id, toolResultJson(kc::agent::toolError("no task is in progress: call start_task first")));
        startCommandLineTask();
      }
      return rpcResult(id, toolResultJson(run->call(name, args)));
    } catch (const std::exception& e) {
      return rpcResult(id, toolResultJson(kc::agent::toolError(name + " failed: " + e.what())));
    }
  }

  static json listTasksSchema() { return kc::agent::objectSchema(json::object()); }
  static json startTaskSchema() {
    return kc::agent::objectSchema({{"target", {{"type", "string"}, {"description", "A target, e.g. plena."}}},
                                    {"task", {{"type", "string"}, {"description", "A task, e.g. GEMM."}}},
                                    {"config", {{"type", "string"}, {"description", "A configuration, C1 to C5."}}}},
                                   {"target", "task", "config"});
  }

  json resourceList() {
    std::vector<const kc::TargetInfo*> targets;
    if (openMode()) targets = kc::allTargets();
    else if (const kc::TargetInfo* t = kc::findTarget(options.target)) targets.push_back(t);
    json list = manualResources(targets);
    if (!openMode())
      list.insert(list.begin(), json{{"uri", kTaskUri}, {"name", "task"}, {"title", "The task, its layout and budget"},
                                     {"mimeType", "text/markdown"}});
    return {{"resources", list}};
  }

  json readResource(const json& id, const json& params) {
    if (!params.is_object() || !params.contains("uri") || !params["uri"].is_string())
      return rpcError(id, kInvalidParams, "resources/read needs params.uri, a string");
    const std::string uri = params["uri"];
    if (uri == kTaskUri && !openMode()) {
      const kc::TargetInfo* target = kc::findTarget(options.target);
      const bench::TaskDef task = bench::loadTaskByName(options.options.tasksDir, options.task);
      return rpcResult(id, {{"contents", json::array({{{"uri", uri}, {"mimeType", "text/markdown"},
                                                       {"text", kc::agent::taskPrompt(*target, task, options.config,
                                                                                      options.options.tasksDir,
                                                                                      budgetFor(task.level))}}})}});
    }
    if (std::optional<json> contents = readManualResource(uri)) return rpcResult(id, {{"contents", *contents}});
    json e = rpcError(id, kResourceNotFound, "resource not found: " + uri);
    e["error"]["data"] = {{"uri", uri}};
    return e;
  }

  std::optional<json> handle(const json& m) {
    if (m.is_array()) return rpcError(nullptr, kInvalidRequest, "batches are not supported: send one message per line");
    if (!m.is_object()) return rpcError(nullptr, kInvalidRequest, "a message must be a JSON object");
    const bool hasId = m.contains("id");
    const json id = hasId ? m["id"] : json(nullptr);
    if (hasId && !id.is_string() && !id.is_number_integer())
      return rpcError(nullptr, kInvalidRequest, "the id must be a string or an integer");
    if (!m.contains("jsonrpc") || m["jsonrpc"] != "2.0") return rpcError(id, kInvalidRequest, "jsonrpc must be \"2.0\"");
    if (!m.contains("method")) {
      // A reply to a request of ours: the server sends none, so there is nothing to match.
      if (m.contains("result") || m.contains("error")) return std::nullopt;
      return rpcError(id, kInvalidRequest, "a request needs a method");
    }
    if (!m["method"].is_string()) return rpcError(id, kInvalidRequest, "the method must be a string");
    const std::string method = m["method"];
    const json params = m.contains("params") ? m["params"] : json::object();
    if (!hasId) return std::nullopt;  // notifications (initialized, cancelled, ...) need no reply
    // Until the handshake nothing but a ping is served (the protocol's lifecycle rule).
    if (!initialized && method != "initialize" && method != "ping")
      return rpcError(id, kInvalidRequest, "the session is not initialized: send initialize first");
    try {
      if (method == "initialize") return rpcResult(id, initialize(params));
      if (method == "ping") return rpcResult(id, json::object());
      if (method == "tools/list") return rpcResult(id, toolList());
      if (method == "tools/call") return callTool(id, params);
      if (method == "resources/list") return rpcResult(id, resourceList());
      if (method == "resources/templates/list") return rpcResult(id, {{"resourceTemplates", json::array()}});
      if (method == "resources/read") return readResource(id, params);
    } catch (const std::exception& e) {
      return rpcError(id, kInternalError, std::string(method) + " failed: " + e.what());
    }
    return rpcError(id, kMethodNotFound, "method not found: " + method);
  }
};

McpServer::McpServer(McpOptions options, std::ostream& log) : impl_(std::make_unique<Impl>(std::move(options), log)) {}

McpServer::~McpServer() { clientGone(); }

std::string McpServer::startupError() {
  if (impl_->openMode()) return "";
  try {
    const kc::TargetInfo* target = kc::findTarget(impl_->options.target);
    if (!target) return "unknown target '" + impl_->options.target + "'";
    impl_->claim(*target, bench::loadTaskByName(impl_->options.options.tasksDir, impl_->options.task),
                 impl_->options.config);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

void McpServer::interrupted(const std::string& reason) {
  if (impl_->run && !impl_->run->ended()) {
    try {
      impl_->run->finish(kc::agent::EndReason::Interrupted, reason);
    } catch (const std::exception& e) {
      impl_->log << "kernelcraft mcp: could not score the run: " << e.what() << '\n';
    }
  }
}

std::optional<nlohmann::json> McpServer::handleLine(const std::string& line) {
  if (line.find_first_not_of(" \t\r") == std::string::npos) return std::nullopt;
  const safety::ParsedJson m = safety::parseBoundedJson(line);
  if (!m.ok()) return rpcError(nullptr, kParseError, "parse error: " + m.error);
  return impl_->handle(m.value);
}

nlohmann::json McpServer::tooLong(size_t bytes) const {
  return rpcError(nullptr, kInvalidRequest,
                  fmt::format("a message of {} bytes was refused: the limit is {} bytes", bytes,
                              impl_->options.maxMessageBytes));
}

void McpServer::clientGone() {
  if (impl_->run && !impl_->run->ended()) {
    try {
      impl_->run->finish(kc::agent::EndReason::Disconnected, "the client closed the connection");
    } catch (const std::exception& e) {
      impl_->log << "kernelcraft mcp: could not score the run: " << e.what() << '\n';
    }
  }
}

namespace {

int serve(const McpOptions& options, const std::function<LineRead()>& nextLine, std::ostream& out, std::ostream& log) {
  McpServer server(options, log);
  if (const std::string e = server.startupError(); !e.empty()) {
    log << "kernelcraft mcp: " << e << '\n' << std::flush;
    return 2;
  }
  for (;;) {
    const LineRead read = nextLine();
    if (safety::stopRequested()) {
      server.interrupted(safety::stopReason());
      break;
    }
    if (read.kind == LineRead::Kind::End) break;
    std::optional<json> reply =
        read.kind == LineRead::Kind::TooLong ? server.tooLong(read.length) : server.handleLine(read.text);
    if (!reply) continue;
    out << reply->dump(-1, ' ', false, json::error_handler_t::replace) << '\n' << std::flush;
    if (!out) break;  // the client is gone
  }
  server.clientGone();
  return 0;
}

} // namespace

int serveStdio(const McpOptions& options, std::istream& in, std::ostream& out, std::ostream& log) {
  return serve(options, [&] { return readLine(in, options.maxMessageBytes); }, out, log);
}

int serveFd(const McpOptions& options, int fd, std::ostream& out, std::ostream& log) {
  FdLineReader reader(fd);
  return serve(options, [&] { return reader.next(options.maxMessageBytes); }, out, log);
}

} // namespace kc::mcp
