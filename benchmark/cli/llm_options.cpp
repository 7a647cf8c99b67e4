#include "cli/llm_options.h"

#include <CLI/CLI.hpp>

#include "formats/input_error.h"
#include "llm/prices.h"

namespace kcli {

void addLlmOptions(CLI::App* c, LlmArgs& a) {
  c->add_option("--base-url", a.baseUrl,
                "the provider's server (default: $OPENAI_BASE_URL or $ANTHROPIC_BASE_URL, else the hosted API); "
                "e.g. http://127.0.0.1:8000/v1 for vLLM, SGLang, llama.cpp or Ollama")
      ->type_name("URL");
  c->add_option("--steps", a.steps, "model calls allowed per run, for every level (default: by level)")
      ->check(CLI::Range(1, 1000))
      ->type_name("N");
  c->add_option("--steps-per-level", a.stepsPerLevel, "model calls allowed at levels 1,2,3 (default 15,20,25)")
      ->type_name("a,b,c");
  c->add_option("--max-tokens", a.maxTokens, "end a run once it has used this many tokens, input and output")
      ->check(CLI::Range(int64_t(1), int64_t(1) << 40))
      ->type_name("N");
  c->add_option("--max-cost", a.maxCost, "end a run once it has cost this many US dollars (needs a listed price)")
      ->check(CLI::Range(0.0, 1e6))
      ->type_name("USD");
  c->add_option("--max-wall", a.maxWall, "end a run after this many seconds")->check(CLI::Range(0.0, 1e7))->type_name("S");
  c->add_option("--max-output-tokens", a.maxOutputTokens, "output tokens per model call (default 8192)")
      ->check(CLI::Range(16, 1 << 20))
      ->type_name("N");
  c->add_option("--reasoning-budget", a.reasoningBudget, "Anthropic extended thinking: budget_tokens per call")
      ->check(CLI::Range(1024, 1 << 20))
      ->type_name("N");
  c->add_option("--reasoning-effort", a.reasoningEffort, "OpenAI reasoning models: low, medium or high")
      ->check(CLI::IsMember({"low", "medium", "high"}))
      ->type_name("LEVEL");
  c->add_option("--temperature", a.temperature, "sampling temperature (default: the provider's)")
      ->check(CLI::Range(0.0, 2.0))
      ->type_name("T");
  c->add_option("--runs-dir", a.runsDir, "where runs keep trajectories and kernels (default kernelcraft-runs)")
      ->type_name("DIR");
  c->add_option("--timeout", a.timeout, "seconds per HTTP attempt (default 600)")->check(CLI::Range(1, 86400))->type_name("S");
  c->add_option("--rpm", a.requestsPerMinute, "requests per minute over all runs of this process (default: no limit)")
      ->check(CLI::Range(1, 100000))
      ->type_name("N");
  c->add_option("--max-concurrent", a.maxConcurrent, "requests in flight at once (default: no limit)")
      ->check(CLI::Range(1, 10000))
      ->type_name("N");
}

kc::agent::LlmAgentOptions llmAgentOptions(const LlmArgs& a, const std::string& model) {
  kc::agent::LlmAgentOptions o;
  o.baseUrl = a.baseUrl;
  o.runsDir = a.runsDir;
  o.timeoutSeconds = a.timeout;
  o.requestsPerMinute = a.requestsPerMinute;
  o.maxConcurrent = a.maxConcurrent;
  kc::agent::LoopSettings& l = o.loop;
  l.model = model;
  if (!a.stepsPerLevel.empty()) {
    try {
      kc::agent::parseStepsPerLevel(a.stepsPerLevel, l.budget);
    } catch (const std::invalid_argument& e) {
      badInput(std::string("--steps-per-level: ") + e.what());
    }
  }
  if (a.steps) l.budget.steps = a.steps;
  if (a.maxTokens) l.budget.maxTokens = a.maxTokens;
  if (a.maxWall > 0) l.budget.maxWallSeconds = a.maxWall;
  if (a.maxCost > 0) {
    if (!kc::llm::PriceTable::builtin().find(model))
      badInput("--max-cost needs a price for model '" + model + "', and benchmark/llm/prices.yaml lists none");
    l.budget.maxCostUsd = a.maxCost;
  }
  l.maxOutputTokens = a.maxOutputTokens;
  if (a.reasoningBudget) {
    if (a.reasoningBudget >= a.maxOutputTokens)
      badInput("--reasoning-budget must be below --max-output-tokens (thinking counts towards the output)");
    l.reasoningBudgetTokens = a.reasoningBudget;
  }
  l.reasoningEffort = a.reasoningEffort;
  if (a.temperature >= 0) l.temperature = a.temperature;
  return o;
}

} // namespace kcli
