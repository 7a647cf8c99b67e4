#include <iostream>

#include "cli_error.h"
#include "commands.h"
#include "task_brief.h"
#include "task_catalog.h"
#include "target_lookup.h"

namespace kcli {

int runDoc(const DocArgs& args) {
  const kc::TargetInfo& t = requireTarget(args.target);
  const char* text = args.json ? t.docJson : t.docMarkdown;
  std::string s = text ? text : "";
  std::cout << s;
  if (!s.empty() && s.back() != '\n') std::cout << '\n';
  if (!args.task.empty()) {
    if (args.json) badInput("--task describes a task in Markdown; it cannot be combined with --json");
    const std::string dir = args.tasksDir.empty() ? kc::bench::defaultTasksDir() : args.tasksDir;
    try {
      std::cout << kc::bench::taskBrief(t, kc::bench::loadTaskByName(dir, args.task), args.config, dir);
    } catch (const kc::bench::TaskFileError& e) {
      badInput(e.what());
    }
  }
  return 0;
}

} // namespace kcli
