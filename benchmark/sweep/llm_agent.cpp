#include "sweep/llm_agent.h"

#include <filesystem>

#include "agent/agent_run.h"
#include "llm/make_provider.h"
#include "llm/rate_limiter.h"

namespace kc::bench {

namespace {

class LlmAgent : public Agent {
 public:
  LlmAgent(std::string spec, std::string runId, kc::agent::LlmAgentOptions options)
      : spec_(std::move(spec)), runId_(std::move(runId)), options_(std::move(options)) {
    const kc::agent::LlmSpec s = kc::agent::parseLlmSpec(spec_);
    provider_ = s.provider;
    options_.loop.model = s.model;
    kc::llm::TransportOptions transport;
    transport.timeoutMs = options_.timeoutSeconds * 1000;
    if (options_.requestsPerMinute || options_.maxConcurrent)
      transport.limiter = std::make_shared<kc::llm::RateLimiter>(options_.requestsPerMinute, options_.maxConcurrent);
    client_ = kc::llm::makeProvider(provider_, options_.baseUrl, transport);
  }

  std::string name() const override { return spec_; }

  EvalReport solve(const kc::TargetInfo& target, const TaskDef& task, const std::string& config,
                   const EvalOptions& options) override {
    kc::agent::AgentRunSpec run;
    run.target = &target;
    run.task = task;
    run.config = config;
    run.options = options;
    run.folder = (std::filesystem::path(options_.runsDir) / runId_ / target.name / task.name / config).string();
    run.agentName = spec_;
    run.provider = provider_;
    run.settings = options_.loop;
    if (options_.loop.progress)
      run.settings.progress = [progress = options_.loop.progress, where = target.name + std::string(" ") + task.name + " " +
                                                                        config](const std::string& line) {
        progress(where + ": " + line);
      };
    return kc::agent::runAgent(*client_, run).report;
  }

 private:
  std::string spec_, runId_, provider_;
  kc::agent::LlmAgentOptions options_;
  std::unique_ptr<kc::llm::Provider> client_;
};

} // namespace

std::unique_ptr<Agent> makeLlmAgent(const std::string& spec, const std::string& runId,
                                    const kc::agent::LlmAgentOptions& options) {
  return std::make_unique<LlmAgent>(spec, runId, options);
}

} // namespace kc::bench
