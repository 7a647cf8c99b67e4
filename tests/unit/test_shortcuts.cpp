// Kernels fitted to the default distribution: each of tests/shortcuts/ passes its task's visible
// inputs and fails the input families its shortcut cannot survive (a LayerNorm without eps, a
// softmax without the max subtraction...). tests/shortcuts/expected.txt gives, per kernel, the
// exact outcome of every hidden run on fixed seeds, one run per family and then one from the
// default: so scoring calls each shortcut wrong, and only on the families it should.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "evaluation/evaluate.h"
#include "evaluation/hidden_seeds.h"
#include "kc/target_info.h"
#include "task/task_catalog.h"

using namespace kc::bench;
namespace fs = std::filesystem;

namespace {

struct Expectation {
  std::string target, task, config, kernel, outcome;
};

std::vector<Expectation> readExpectations() {
  std::ifstream in(std::string(KC_SOURCE_DIR) + "/tests/shortcuts/expected.txt");
  std::vector<Expectation> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const size_t colon = line.find(": ");
    std::istringstream head(line.substr(0, colon));
    Expectation e;
    head >> e.target >> e.task >> e.config >> e.kernel;
    e.outcome = line.substr(colon + 2);
    out.push_back(e);
  }
  return out;
}

// A C kernel is compiled into the build tree; assembly is used where it stands.
std::string kernelPath(const std::string& kernel) {
  if (kernel.size() > 2 && kernel.substr(kernel.size() - 2) == ".c")
    return std::string(KC_BINARY_DIR) + "/tests/shortcuts/" + kernel.substr(0, kernel.size() - 2) + ".s";
  return std::string(KC_SOURCE_DIR) + "/tests/shortcuts/" + kernel;
}

std::string outcomeText(const EvalReport& r) {
  std::string s;
  for (const HiddenCheck& h : r.hidden)
    s += (s.empty() ? "" : ", ") + h.family + (h.correct ? " pass " : " fail ") + std::to_string(h.matched) + "/" +
         std::to_string(h.elements);
  return s;
}

} // namespace

TEST_CASE("shortcuts: kernels fitted to the default distribution fail their families", "[shortcuts][families]") {
  const std::string tasksDir = std::string(KC_SOURCE_DIR) + "/tasks";
  const std::vector<Expectation> all = readExpectations();
  REQUIRE(all.size() == 8);
  for (const Expectation& e : all) {
    INFO(e.target << " " << e.task << " " << e.config << " " << e.kernel);
    const kc::TargetInfo* target = kc::findTarget(e.target);
    REQUIRE(target);
    const TaskDef task = loadTaskByName(tasksDir, e.task);
    EvalOptions o;
    o.tasksDir = tasksDir;
    o.baselineDirs = defaultBaselineDirs();
    o.withBaseline = false;
    // Fixed seeds, as many as scoring draws: one per family, then one from the default.
    for (size_t i = 0; i < hiddenRunCount(task, 1); ++i) o.hiddenSeeds.push_back(101 + i);
    const EvalReport r = evaluateFile(*target, task, e.config, kernelPath(e.kernel), o);
    CHECK(r.setupError.empty());
    CHECK(r.hiddenFailed);
    CHECK(evalVerdict(r) == "wrong on hidden inputs");
    CHECK(outcomeText(r) == e.outcome);
  }
}

TEST_CASE("shortcuts: every family some task declares fails one of them", "[shortcuts][families]") {
  std::set<std::string> caught;
  for (const Expectation& e : readExpectations()) {
    std::istringstream runs(e.outcome);
    std::string family, verdict, share;
    while (runs >> family >> verdict >> share)
      if (verdict == "fail") caught.insert(family);
  }
  for (const TaskDef& t : loadAllTasks(std::string(KC_SOURCE_DIR) + "/tasks"))
    for (const InputFamily& f : t.families) {
      INFO(t.name << ": " << f.name);
      CHECK(caught.count(f.name) == 1);
    }
  CHECK(caught.size() == 12);
}
