#include "cli/run_id.h"

#include <ctime>

namespace kcli {

std::string newRunId() {
  std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "run-%Y%m%d-%H%M%S", std::gmtime(&t));
  return buf;
}

} // namespace kcli
