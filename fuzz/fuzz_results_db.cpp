// Bytes as the results database a report is made from (an SQLite file: a sweep's, an MCP
// server's, a damaged or foreign one), read with the project's task catalog and rendered as the
// HTML report. A clear error is fine; a crash is not.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <string>
#include <system_error>

#include "fuzz_tmpdir.h"
#include "report/render_report.h"
#include "report/report_data.h"
#include "task/task_catalog.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string tasksDir = kc::bench::defaultTasksDir();
  // SQLite may leave -wal, -shm or -journal files beside it: each input starts from its bytes alone.
  const std::string dir = kcfuzz::scratchDir() + "/results", path = dir + "/results.db";
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  kcfuzz::writeFile(path, data, size);
  kc::report::ReportData report;
  try {
    report = kc::report::loadReportData(path, {}, tasksDir);
  } catch (const std::exception&) {
    return 0;
  }
  kc::report::renderReport(report);
  return 0;
}
