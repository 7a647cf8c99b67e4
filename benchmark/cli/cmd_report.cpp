// `kernelcraft report`: a results file as one self-contained HTML page.
#include <fstream>
#include <iostream>

#include "cli/commands.h"
#include "formats/input_error.h"
#include "report/render_report.h"
#include "task/task_catalog.h"

namespace kcli {

int runReport(const ReportArgs& args) {
  kc::report::ReportData data;
  try {
    data = kc::report::loadReportData(args.db, args.runIds, args.tasksDir.empty() ? kc::bench::defaultTasksDir() : args.tasksDir);
  } catch (const std::runtime_error& e) {
    badInput(e.what());
  }
  const std::string html = kc::report::renderReport(data);
  if (args.output == "-") {
    std::cout << html;
    return kExitOk;
  }
  std::ofstream out(args.output, std::ios::binary);
  out << html;
  if (!out) badInput("cannot write " + args.output);
  std::cerr << "kernelcraft report: " << data.runs.size() << " run" << (data.runs.size() == 1 ? "" : "s") << " from "
            << args.db << " in " << args.output << " (" << html.size() << " bytes)\n";
  return kExitOk;
}

} // namespace kcli
