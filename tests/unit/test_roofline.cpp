// The roofline bound: exact figures for known configurations, and the claim that makes it worth
// printing: no kernel runs faster than it. Every baseline on every configuration and the fast
// hand-written kernels of tests/roofline/<target>/<Task>.s (one file serves C1..C5) must stay at or
// above their bound; a kernel below it is a bug in the cycle model or in the peak rates.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <unistd.h>

#include "evaluation/evaluate.h"
#include "task/roofline.h"
#include "evaluation/task_setup.h"
#include "task/layout.h"
#include "kc/manual.h"
#include "kc/target_info.h"
#include "task/task_catalog.h"

using namespace kc::bench;
namespace fs = std::filesystem;

namespace {

const std::string kTasksDir = std::string(KC_SOURCE_DIR) + "/tasks";
const std::vector<std::string> kConfigs = {"C1", "C2", "C3", "C4", "C5"};

EvalOptions options() {
  EvalOptions o;
  o.tasksDir = kTasksDir;
  o.baselineDirs = defaultBaselineDirs();
  return o;
}

RooflineBound boundOf(const char* target, const char* task, const char* config) {
  const kc::TargetInfo* t = kc::findTarget(target);
  REQUIRE(t);
  const TaskDef def = loadTaskByName(kTasksDir, task);
  const TaskSetup s = resolveTaskSetup(*t, def, config, 2026, kTasksDir);
  return rooflineBound(*t, def, s.sizes, s.layout);
}

std::string readFile(const fs::path& p) {
  std::ifstream in(p);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

TEST_CASE("roofline: the bound's figures for known configurations", "[roofline]") {
  // Coral GEMM C3 (16 x 32 x 16, f32 in the DTCM): 4,096 bytes in at 4 B/cycle and 1,024 out at
  // 16 B per 3 cycles outweigh 8,192 MACs at 8.25 per cycle.
  RooflineBound b = boundOf("coral", "GEMM", "C3");
  CHECK(b.cycles == 1216);
  CHECK(boundText(b) == "bound 1,216 cycles, set by LSU: 4,096 bytes read at 4 B/cycle and 1,024 bytes written at 5.33 B/cycle");
  REQUIRE(b.terms.size() == 2);
  CHECK(b.terms[1].detail == "8,192 MACs at 8.25 per cycle (VMac 8, Fpu 0.25)");
  CHECK(boundSentence(b, 2432) == boundText(b) + "; 50% of the bound");

  // PLENA GEMM C1 (64^3 from MXFP8 in HBM): the matrix unit's 256 MACs a cycle, with the vector and
  // scalar units' multiply-then-add beside it; HBM moves 2 x 4,608 bytes (elements and scales).
  b = boundOf("plena", "GEMM", "C1");
  CHECK(b.cycles == 944);
  CHECK(b.resource() == "mac");
  CHECK(b.detail() == "262,144 MACs at 277.8 per cycle (MatrixUnit 256, VectorUnit 21.3, ScalarFP 0.5)");
  const auto hbm = std::find_if(b.terms.begin(), b.terms.end(), [](const BoundTerm& t) { return t.resource == "HBM"; });
  REQUIRE(hbm != b.terms.end());
  CHECK(hbm->detail == "9,216 bytes read at 64 B/cycle");
  CHECK(hbm->cycles == Approx(144));

  // PLENA Softmax C3 (in the vector SRAM: no memory path): the exponentials set it.
  b = boundOf("plena", "Softmax", "C3");
  CHECK(b.resource() == "exp");
  CHECK(b.detail() == "4,096 exponentials at 33 per cycle (VectorUnit 32, ScalarFP 1)");
  CHECK(b.cycles == 125);
}

TEST_CASE("roofline: every task declares its work and every configuration has a bound", "[roofline]") {
  for (const TaskDef& task : loadAllTasks(kTasksDir)) {
    INFO(task.name);
    CHECK(!task.work.empty());
    for (const auto& [target, configs] : task.configs) {
      const kc::TargetInfo* t = kc::findTarget(target);
      if (!t) continue;
      for (const auto& [config, sizes] : configs) {
        INFO(target << " " << config);
        const SizeValues& s = task.config(target, config);
        CHECK(rooflineBound(*t, task, s, resolveLayout(*t, task, s, kTasksDir)).known());
      }
    }
  }
}

TEST_CASE("roofline: the manual prints each target's peak rates", "[roofline]") {
  const std::string coral = kc::manualMarkdown(*kc::findTarget("coral"));
  CHECK(coral.find("### Peak rates") != std::string::npos);
  CHECK(coral.find("| mac | f32 | `VMac` | 2 | 4 per cycle | 8 per cycle |") != std::string::npos);
  CHECK(coral.find("| mac | float | 8.25 | `VMac` 8 (f32), `Fpu` 0.25 (f32) |") != std::string::npos);
  CHECK(coral.find("| `LSU` | `mem` | 4 B/cycle (16 B per 4 cycles) | 5.33 B/cycle (16 B per 3 cycles) |") !=
        std::string::npos);
  const std::string plena = kc::manualMarkdown(*kc::findTarget("plena"));
  CHECK(plena.find("| mac | bf16 | `MatrixUnit` | 1 | 1024 per 4 cycles | 256 per cycle |") != std::string::npos);
  CHECK(plena.find("| `HBM` | `hbm` | 64 B/cycle | 64 B/cycle |") != std::string::npos);
  // The marker is replaced, never printed.
  CHECK(coral.find("kc:peak-rates") == std::string::npos);
}

TEST_CASE("roofline: no baseline and no fast kernel beats its bound", "[roofline][slow]") {
  const EvalOptions o = options();
  std::map<std::string, std::set<int>> fastLevels;  // target -> levels with a fast kernel
  std::map<std::string, std::set<int>> taskLevels;  // target -> levels with tasks
  for (const TaskDef& task : loadAllTasks(kTasksDir)) {
    for (const auto& [target, configs] : task.configs) {
      const kc::TargetInfo* t = kc::findTarget(target);
      if (!t) continue;
      taskLevels[target].insert(task.level);
      const fs::path fast = fs::path(KC_SOURCE_DIR) / "tests/roofline" / target / (task.name + ".s");
      const bool hasFast = fs::exists(fast);
      if (hasFast) fastLevels[target].insert(task.level);
      for (const auto& [config, sizes] : configs) {
        INFO(target << " " << task.name << " " << config);
        const EvalReport base = evaluateBaseline(*t, task, config, o);
        REQUIRE(base.correct);
        REQUIRE(base.bound.known());
        CHECK(base.cycles >= base.bound.cycles);
        if (!hasFast) continue;
        EvalOptions withHidden = o;
        withHidden.hiddenRuns = 2;
        const EvalReport r = evaluate(*t, task, config, readFile(fast), fast.string(), fast.parent_path().string(), withHidden);
        INFO(evalReportText(r));
        REQUIRE(r.correct);
        CHECK(r.cycles >= r.bound.cycles);
      }
    }
  }
  // At least one fast kernel per target and level.
  for (const auto& [target, levels] : taskLevels) {
    INFO(target);
    CHECK(fastLevels[target] == levels);
  }
}

TEST_CASE("roofline: a work formula that fails on a configuration is that task's error, not a crash", "[roofline]") {
  const fs::path dir = fs::temp_directory_path() / ("kc_roofline_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy(fs::path(KC_SOURCE_DIR) / "tasks/targets", dir / "targets", fs::copy_options::recursive);
  fs::copy(fs::path(KC_SOURCE_DIR) / "tests/eval/Double", dir / "Double", fs::copy_options::recursive);
  std::string yaml = readFile(dir / "Double/task.yaml");
  yaml.replace(yaml.find("sizes: [M, N]"), 13, "sizes: [M, N]\nwork: {mul: M * N / (M - 3)}");  // C1 has M = 3
  std::ofstream(dir / "Double/task.yaml") << yaml;
  const TaskDef task = loadTask((dir / "Double").string());
  EvalOptions o;
  o.tasksDir = dir.string();
  o.withBaseline = false;
  const EvalReport r = evaluate(*kc::findTarget("coral"), task, "C1", "ret\n", "k.s", "", o);
  CHECK(r.setupError == (dir / "Double/task.yaml").string() + ": work 'mul' (M * N / (M - 3)): division by zero");
  // C2 (M = 8) is fine: 56 / 5 multiplies.
  const EvalReport ok = evaluate(*kc::findTarget("coral"), task, "C2", "ret\n", "k.s", "", o);
  CHECK(ok.setupError.empty());
  CHECK(ok.bound.known());
  fs::remove_all(dir);
}
