// The trace of a short program on every target, against tests/golden/trace/TARGET.txt: issue
// cycles, units, micro-ops, ready cycles and waits with what they waited for (bundles: one line
// each). KC_UPDATE_GOLDEN=1 rewrites the files.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "target_machine.h"

namespace {

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string traceOf(const kc::TargetInfo& t, const std::string& source, const std::string& name) {
  std::unique_ptr<kc::Machine> m = machineFor(t.name, name, source);
  std::ostringstream trace;
  kc::RunLimits limits;
  limits.maxInstructions = 10000;
  limits.trace = &trace;
  const kc::RunResult r = m->run(limits);
  return kc::traceHeader(t) + trace.str() +
         "stop: " + kc::toString(r.reason) + ", " + std::to_string(r.stats.cycles) + " cycles\n";
}

} // namespace

TEST_CASE("trace golden: a short program on every target", "[trace][golden]") {
  for (const kc::TargetInfo* t : kc::allTargets()) {
    INFO("target " << t->name);
    const std::string dir = std::string(KC_SOURCE_DIR) + "/tests/golden/trace/";
    const std::string source = readFile(dir + t->name + ".s");
    REQUIRE_FALSE(source.empty());
    const std::string got = traceOf(*t, source, std::string(t->name) + ".s");
    if (std::getenv("KC_UPDATE_GOLDEN")) std::ofstream(dir + t->name + ".txt") << got;
    CHECK(got == readFile(dir + t->name + ".txt"));
  }
}
