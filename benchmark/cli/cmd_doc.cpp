#include <iostream>

#include "cli/commands.h"
#include "kc/manual.h"
#include "cli/target_lookup.h"
#include "formats/input_error.h"
#include "task/task_brief.h"
#include "task/task_catalog.h"

namespace kcli {

int runDoc(const DocArgs& args) {
  const kc::TargetInfo& t = requireTarget(args.target);
  // The task comes first: it is what the reader came for; the manual follows as reference.
  if (!args.task.empty()) {
    if (args.json) badInput("--task describes a task in Markdown; it cannot be combined with --json");
    const std::string dir = args.tasksDir.empty() ? kc::bench::defaultTasksDir() : args.tasksDir;
    try {
      std::cout << kc::bench::taskBrief(t, kc::bench::loadTaskByName(dir, args.task), args.config, dir) << "\n";
    } catch (const kc::bench::TaskFileError& e) {
      badInput(e.what());
    }
  }
  if (args.json && args.prompt) badInput("--prompt and --json choose different forms; give one");
  std::string s = args.json ? (t.docJson ? t.docJson : "") : args.prompt ? kc::manualPrompt(t) : kc::manualMarkdown(t);
  std::cout << s;
  if (!s.empty() && s.back() != '\n') std::cout << '\n';
  return 0;
}

} // namespace kcli
