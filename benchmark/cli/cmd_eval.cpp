#include <iostream>

#include "cli/commands.h"
#include "cli/target_lookup.h"
#include "evaluation/eval_report.h"
#include "evaluation/evaluate.h"
#include "formats/input_error.h"
#include "task/task_catalog.h"

namespace kcli {

int runEval(const EvalArgs& args) {
  const std::string tasksDir = args.tasksDir.empty() ? kc::bench::defaultTasksDir() : args.tasksDir;
  if (!args.batch.empty()) {
    if (!args.target.empty() || !args.task.empty() || !args.config.empty() || !args.kernel.empty())
      badInput("--batch takes the target, task, configuration and kernel from each request; give none of -t, --task, "
               "--config or KERNEL with it");
    if (!args.hiddenSeeds.empty()) badInput("--batch takes hidden seeds from each request (\"hidden_seeds\"), not --hidden-seeds");
    return runEvalBatch(args, tasksDir);
  }
  if (args.target.empty()) badInput("--target is required");
  if (args.task.empty()) badInput("--task is required");
  if (args.config.empty()) badInput("--config is required");
  if (args.kernel.empty()) badInput("KERNEL is required (a file, - for standard input, or baseline), or --batch FILE");
  const kc::TargetInfo& target = requireTarget(args.target);
  kc::bench::EvalOptions options;
  options.tasksDir = tasksDir;
  options.baselineDirs = kc::bench::defaultBaselineDirs();
  options.seed = args.seed;
  options.family = args.family;
  options.withBaseline = !args.noBaseline;
  options.hiddenRuns = args.hidden;
  options.hiddenSeeds = args.hiddenSeeds;
  kc::bench::TaskDef task;
  try {
    task = kc::bench::loadTaskByName(options.tasksDir, args.task);
    task.config(target.name, args.config);  // an unknown configuration is bad usage, not a failed kernel
    if (!args.family.empty() && !task.findFamily(args.family)) {
      std::string known;
      for (const kc::bench::InputFamily& f : task.families) known += (known.empty() ? "" : ", ") + f.name;
      badInput("task " + task.name + " has no input family '" + args.family + "' (it has " + known + ")");
    }
  } catch (const kc::bench::TaskFileError& e) {
    badInput(e.what());
  }
  kc::bench::EvalReport r = args.kernel == "baseline"
                                ? kc::bench::evaluateBaseline(target, task, args.config, options)
                                : kc::bench::evaluateFile(target, task, args.config, args.kernel, options);
  if (args.json) std::cout << kc::bench::evalReportJson(r).dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
  else std::cout << kc::bench::evalReportText(r);
  if (!r.setupError.empty() && r.kernel != "baseline" && !r.assembled && r.diagnostics.empty()) return kExitBadInput;
  return r.correct ? kExitOk : kExitFailed;
}

} // namespace kcli
