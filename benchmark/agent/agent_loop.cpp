#include "agent/agent_loop.h"

#include <chrono>

#include <fmt/format.h>

#include "agent/tool_runner.h"
#include "kc/limits.h"
#include "safety/limits.h"
#include "safety/stop_signal.h"

namespace kc::agent {

namespace {

using Clock = std::chrono::steady_clock;

// What the model is told when its reply gave the loop nothing to do.
std::string nudgeFor(const llm::Response& r, int maxOutputTokens) {
  if (r.stop == llm::StopReason::MaxTokens)
    return fmt::format("Your reply was cut off at the output limit ({} tokens) before it held a complete tool call. "
                       "Write shorter replies; edit_kernel changes part of a kernel without repeating it.",
                       maxOutputTokens);
  if (r.stop == llm::StopReason::Refusal)
    return "Your reply was stopped before it held a tool call. Reply with a tool call.";
  return "Your reply held no tool call, and only tool calls are acted on. Call a tool; call submit when the "
         "kernel is final.";
}

struct Loop {
  llm::Provider& provider;
  const LoopSettings& settings;
  AgentSession& session;
  const ToolRegistry& tools;
  TrajectoryWriter* log;
  LoopOutcome out;
  Clock::time_point start = Clock::now();
  int malformedInRow = 0;

  void say(const std::string& line) const {
    if (settings.progress) settings.progress(line);
  }

  void write(const char* event, nlohmann::json fields) {
    if (log) log->write(event, std::move(fields));
  }

  const llm::PriceTable& prices() const { return settings.prices ? *settings.prices : llm::PriceTable::builtin(); }

  std::optional<Clock::time_point> deadline() const {
    if (!settings.budget.maxWallSeconds) return std::nullopt;
    return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(*settings.budget.maxWallSeconds));
  }

  // A stop signal, or a spent wall-clock budget: what may end a run between two tool calls.
  std::optional<EndReason> stopOrOutOfTime() {
    if (safety::stopRequested()) {
      out.detail = safety::stopReason();
      return EndReason::Interrupted;
    }
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    if (settings.budget.maxWallSeconds && wall >= *settings.budget.maxWallSeconds) {
      out.detail = fmt::format("{:.1f} s elapsed, cap {:.1f} s", wall, *settings.budget.maxWallSeconds);
      return EndReason::WallClockBudget;
    }
    return std::nullopt;
  }

  // A budget other than steps that is spent, checked before each call.
  std::optional<EndReason> spentBudget() {
    if (auto stop = stopOrOutOfTime()) return stop;
    const AgentBudget& b = settings.budget;
    const int64_t tokens = out.budgetUsage.totalInput() + out.budgetUsage.output;
    if (b.maxTokens && tokens >= *b.maxTokens) {
      out.detail = fmt::format("{} tokens used{}, cap {}", tokens, out.usageProblems.empty() ? "" : " (partly estimated)",
                               *b.maxTokens);
      return EndReason::TokenBudget;
    }
    const std::optional<double> cost = prices().costUsd(settings.model, out.budgetUsage);
    if (b.maxCostUsd && cost && *cost >= *b.maxCostUsd) {
      out.detail = fmt::format("${:.4f} spent{}, cap ${:.4f}", *cost, out.usageProblems.empty() ? "" : " (partly estimated)",
                               *b.maxCostUsd);
      return EndReason::CostBudget;
    }
    if (log && log->bytes() + limits::kTrajectoryStepReserve > limits::kMaxTrajectoryBytes) {
      out.detail = fmt::format("the trajectory holds {} bytes; the limit is {}", log->bytes(),
                               kc::limits::bytesText(limits::kMaxTrajectoryBytes));
      return EndReason::TrajectoryLimit;
    }
    return std::nullopt;
  }

  // Runs the calls of one reply; returns the tool message answering every one of them. A stop
  // signal or the end of the wall-clock budget leaves the rest unrun, and sets `ended`.
  llm::Message runCalls(ToolRunner& runner, const std::vector<const llm::Part*>& calls, int step, bool& allMalformed,
                        std::optional<EndReason>& ended) {
    std::vector<llm::Part> results;
    allMalformed = true;
    for (const llm::Part* call : calls) {
      if ((ended = stopOrOutOfTime())) break;
      allMalformed = allMalformed && !call->argumentsValid;
      const ToolResult r =
          runner.run(step, call->callId, call->name, call->arguments, call->argumentsText, call->argumentsValid);
      // A model's tool name may be of any length: the line shows its start.
      say(fmt::format("step {}/{}: {}{}", step, out.maxSteps, cutMiddle(call->name, 80), r.isError ? " (error)" : ""));
      results.push_back(llm::Part::makeToolResult(call->callId, r.text, r.isError));
    }
    return llm::Message::toolResults(std::move(results));
  }

  // Adds a call's usage; counts that are no counts make the run's usage unknown, and the budgets
  // count an estimate of the call (a token per four characters sent and received) instead.
  void account(const llm::Request& request, const llm::Response& r, int step) {
    out.retries += r.call.retries;
    out.latencySeconds += r.call.latencySeconds;
    if (r.usageProblems.empty()) {
      out.usage += r.usage;
      out.budgetUsage += r.usage;
    } else {
      llm::Usage estimate;
      estimate.uncachedInput = int64_t(llm::characters(request) / 4);
      estimate.output = int64_t(llm::characters(r.message) / 4);
      out.budgetUsage += estimate;
      out.usageProblems += (out.usageProblems.empty() ? "" : "; ") + fmt::format("step {}: {}", step, r.usageProblems);
      write("usage_warning", {{"step", step},
                              {"problems", r.usageProblems},
                              {"estimated_input_tokens", estimate.uncachedInput},
                              {"estimated_output_tokens", estimate.output},
                              {"note", "the reply's token counts are not counts: the run's tokens and cost are recorded "
                                       "as unknown, and --max-tokens and --max-cost count this estimate for the call"}});
      say(fmt::format("step {}/{}: the reply's token counts are not counts ({}); recorded as unknown", step,
                      out.maxSteps, r.usageProblems));
    }
    out.costUsd = out.usageProblems.empty() ? prices().costUsd(settings.model, out.usage) : std::nullopt;
  }

  LoopOutcome run(const std::string& systemPrompt, const std::string& taskPrompt) {
    out.maxSteps = settings.budget.stepsFor(session.task().level);
    ToolRunner runner(session, tools, log, out.maxSteps);
    std::vector<llm::ToolDef> defs;
    for (const Tool& t : tools.tools()) defs.push_back({t.name, t.description, t.schema});
    llm::Request request;
    request.model = settings.model;
    request.systemPrompt = systemPrompt;
    request.tools = defs;
    request.maxOutputTokens = settings.maxOutputTokens;
    request.reasoningBudgetTokens = settings.reasoningBudgetTokens;
    request.reasoningEffort = settings.reasoningEffort;
    request.temperature = settings.temperature;
    request.deadline = deadline();
    request.progress = settings.progress;
    request.messages.push_back(llm::Message::user(taskPrompt));
    write("prompt", {{"system", systemPrompt}, {"task", taskPrompt}, {"max_steps", out.maxSteps}});

    out.reason = EndReason::StepBudget;
    for (int step = 1; step <= out.maxSteps; ++step) {
      if (auto spent = spentBudget()) {
        out.reason = *spent;
        break;
      }
      write("request", {{"step", step}, {"messages", request.messages.size()}});
      const llm::Response r = provider.complete(request);
      out.steps = step;
      account(request, r, step);
      write("response", {{"step", step}, {"ok", r.ok()}, {"error", llm::errorKindName(r.error)},
                         {"error_message", r.errorMessage}, {"stop", llm::stopReasonName(r.stop)},
                         {"raw_stop", r.rawStopReason}, {"model", r.model}, {"message", llm::toJson(r.message)},
                         {"usage", llm::toJson(r.usage)}, {"call", llm::toJson(r.call)}});
      if (!r.ok()) {
        say(fmt::format("step {}/{}: model call failed: {}: {}", step, out.maxSteps, llm::errorKindName(r.error),
                        r.errorMessage));
        if (r.error == llm::ErrorKind::ContextTooLong) {
          out.reason = EndReason::ContextLength;
          out.detail = r.errorMessage;
          break;
        }
        if (r.error == llm::ErrorKind::Interrupted || r.error == llm::ErrorKind::OutOfTime) {
          out.reason = r.error == llm::ErrorKind::Interrupted ? EndReason::Interrupted : EndReason::WallClockBudget;
          out.detail = r.errorMessage;
          break;
        }
        if (r.error != llm::ErrorKind::MalformedReply) {
          out.reason = EndReason::ProviderError;
          out.detail = std::string(llm::errorKindName(r.error)) + ": " + r.errorMessage;
          break;
        }
        ++out.malformedReplies;
        out.detail = r.errorMessage;
        if (++malformedInRow >= settings.budget.maxMalformedInRow) {
          out.reason = EndReason::MalformedReplies;
          break;
        }
        continue;  // the same request again: nothing was added to the conversation
      }
      const std::vector<const llm::Part*> calls = r.message.toolCalls();
      if (!r.message.parts.empty()) request.messages.push_back(r.message);
      if (calls.empty()) {
        ++out.malformedReplies;
        out.detail = fmt::format("a reply with no tool call (stop: {})", llm::stopReasonName(r.stop));
        say(fmt::format("step {}/{}: {}", step, out.maxSteps, out.detail));
        const std::string nudge = nudgeFor(r, settings.maxOutputTokens) + "\n" + runner.status(step) + "\n";
        write("nudge", {{"step", step}, {"text", nudge}});
        // Two user turns in a row are refused by some providers: fold the nudge into the last one.
        if (request.messages.back().role == llm::Role::User)
          request.messages.back().parts.push_back(llm::Part::makeText(nudge));
        else
          request.messages.push_back(llm::Message::user(nudge));
        if (++malformedInRow >= settings.budget.maxMalformedInRow) {
          out.reason = EndReason::MalformedReplies;
          break;
        }
        continue;
      }
      bool allMalformed = false;
      std::optional<EndReason> ended;
      request.messages.push_back(runCalls(runner, calls, step, allMalformed, ended));
      if (ended) {
        out.reason = *ended;
        break;
      }
      if (allMalformed) {
        ++out.malformedReplies;
        out.detail = "tool calls whose arguments are not valid JSON";
        if (++malformedInRow >= settings.budget.maxMalformedInRow) {
          out.reason = EndReason::MalformedReplies;
          break;
        }
      } else {
        malformedInRow = 0;
      }
      if (session.submitted()) {
        out.reason = EndReason::Submitted;
        out.submittedVersion = session.submittedVersion();
        out.detail.clear();  // what an earlier reply did wrong is no longer why the run ended
        break;
      }
    }
    if (out.reason == EndReason::StepBudget) out.detail = fmt::format("all {} steps used", out.maxSteps);
    out.bestCorrectVersion = runner.bestCorrectVersion();
    out.bestCycles = runner.bestCycles();
    out.bestSpeedup = runner.bestSpeedup();
    out.firstCorrectStep = runner.firstCorrectStep();
    out.toolCalls = runner.calls();
    out.toolErrors = runner.errors();
    out.wallSeconds = std::chrono::duration<double>(Clock::now() - start).count();
    write("end", out.toJson());
    return out;
  }
};

} // namespace

const char* endReasonName(EndReason reason) {
  switch (reason) {
    case EndReason::Submitted: return "submitted";
    case EndReason::StepBudget: return "step budget";
    case EndReason::TokenBudget: return "token budget";
    case EndReason::CostBudget: return "cost budget";
    case EndReason::WallClockBudget: return "wall-clock budget";
    case EndReason::MalformedReplies: return "malformed replies";
    case EndReason::ContextLength: return "context length";
    case EndReason::ProviderError: return "provider error";
    case EndReason::ToolCallBudget: return "tool-call budget";
    case EndReason::Disconnected: return "client disconnected";
    case EndReason::Interrupted: return "interrupted";
    case EndReason::TrajectoryLimit: return "trajectory limit";
  }
  return "?";
}

nlohmann::json LoopOutcome::toJson() const {
  nlohmann::json j = {{"reason", endReasonName(reason)},
                      {"detail", detail},
                      {"steps", steps},
                      {"max_steps", maxSteps},
                      {"submitted_version", submittedVersion},
                      {"best_correct_version", bestCorrectVersion},
                      {"best_cycles", bestCycles},
                      {"best_speedup", bestSpeedup},
                      {"first_correct_step", firstCorrectStep},
                      {"tool_calls", toolCalls},
                      {"tool_errors", toolErrors},
                      {"malformed_replies", malformedReplies},
                      {"usage", llm::toJson(usage)},
                      {"retries", retries},
                      {"latency_seconds", latencySeconds},
                      {"wall_seconds", wallSeconds},
                      {"cost_usd", nullptr}};
  if (costUsd) j["cost_usd"] = *costUsd;
  if (!usageReported || !usageProblems.empty()) j["usage"] = nullptr;
  if (!usageProblems.empty()) j["usage_problems"] = usageProblems;
  return j;
}

LoopOutcome runAgentLoop(llm::Provider& provider, const LoopSettings& settings, AgentSession& session,
                         const ToolRegistry& tools, const std::string& systemPrompt, const std::string& taskPrompt,
                         TrajectoryWriter* trajectory) {
  Loop loop{provider, settings, session, tools, trajectory, {}};
  return loop.run(systemPrompt, taskPrompt);
}

} // namespace kc::agent
